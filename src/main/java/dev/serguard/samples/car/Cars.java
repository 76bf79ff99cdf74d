package dev.serguard.samples.car;

import dev.serguard.internal.Json;
import dev.serguard.payload.PayloadFactory;
import dev.serguard.payload.Size;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Random {@link Car}s as the 2013 shootout built them, from the shootout's own strings, but
 * deterministic: everything, the timestamp included, comes from the given {@link Random}.
 *
 * <p>{@link #factory()} by size class:
 * <ul>
 *   <li>TINY and SMALL: a {@linkplain #normal normal} car. A car cannot get below about 300 bytes
 *       of JSON (its field names alone take about 220), so TINY lands at about 3.5× its nominal
 *       100 bytes and SMALL at about a third of its nominal 1 KB; that is the model, not a bug.</li>
 *   <li>MEDIUM: a {@linkplain #large large} car, about 5.2 KB.</li>
 *   <li>LARGE and HUGE: a normal car whose article is whole excerpts, drawn at random and joined by
 *       a space, as many as fit within the nominal size.</li>
 * </ul>
 *
 * <pre>{@code
 * Car normal = Cars.normal(new Random(42));
 * Car huge = Cars.factory().create(Size.HUGE, new Random(42));
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Cars {

    /** 2013-12-22T00:00:00Z, the day of the shootout's last commit: timestamps fall in the year after. */
    private static final long EPOCH_MILLIS = 1_387_670_400_000L;
    private static final int DAY_MILLIS = 86_400_000;

    private Cars() {
    }

    /** A car without an article, as the shootout's {@code CarFactory.buildSample()} made them. */
    public static Car normal(Random random) {
        CarStrings strings = CarStrings.get();
        // drawn in the shootout's order, so the same sequence of choices shapes the same kind of car
        List<Differential> differentials = new ArrayList<>(2);
        differentials.add(new Differential(random.nextBoolean()));
        differentials.add(new Differential(random.nextBoolean()));
        Car car = new Car();
        car.setName(pick(strings.names, random));
        car.setDescription(pick(strings.descriptions, random));
        car.setNumberOfSeats(random.nextInt(5));
        car.setNumberOfDoors(random.nextInt(5));
        car.setColor(Color.values()[random.nextInt(Color.values().length)]);
        car.setTimestamp(EPOCH_MILLIS + random.nextInt(365) * (long) DAY_MILLIS + random.nextInt(DAY_MILLIS));
        car.setDrivetrain(new Drivetrain(new Transmission(random.nextInt(7), random.nextBoolean()), differentials));
        car.setEngine(new Engine(random.nextInt(9), FuelType.values()[random.nextInt(FuelType.values().length)]));
        return car;
    }

    /** A normal car carrying one Wikipedia excerpt as its article: about 5.2 KB of JSON. */
    public static Car large(Random random) {
        Car car = normal(random);
        car.setArticle(pick(CarStrings.get().articles, random));
        return car;
    }

    /** A factory for the size classes, as described in the class documentation. */
    public static PayloadFactory<Car> factory() {
        return Cars::create;
    }

    private static Car create(Size size, Random random) {
        return switch (size) {
            case TINY, SMALL -> normal(random);
            case MEDIUM -> large(random);
            case LARGE, HUGE -> withArticleUpTo(size.nominalJsonBytes(), random);
        };
    }

    private static Car withArticleUpTo(int targetJsonBytes, Random random) {
        Car car = normal(random);
        List<String> articles = CarStrings.get().articles;
        // JSON bytes of everything but the article's text (its quotes included)
        int fixed = CarJson.length(car) - Json.stringLength(null) + Json.stringLength("");
        StringBuilder article = new StringBuilder();
        int textBytes = 0;
        while (true) {
            String next = pick(articles, random);
            int nextBytes = Json.stringLength(next) - 2 + (article.length() == 0 ? 0 : 1);
            if (fixed + textBytes + nextBytes > targetJsonBytes && article.length() > 0) {
                break;
            }
            if (article.length() > 0) {
                article.append(' ');
            }
            article.append(next);
            textBytes += nextBytes;
        }
        car.setArticle(article.toString());
        return car;
    }

    private static String pick(List<String> values, Random random) {
        return values.get(random.nextInt(values.size()));
    }
}
