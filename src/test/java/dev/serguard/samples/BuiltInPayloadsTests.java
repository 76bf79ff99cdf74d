package dev.serguard.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.PlainJson;
import dev.serguard.payload.Size;
import dev.serguard.samples.car.Car;
import dev.serguard.samples.employee.Employee;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class BuiltInPayloadsTests {

    @Test
    void models_areMediaContentCarEmployeeInThatOrder() {
        assertThat(BuiltInPayloads.models())
                .extracting(BuiltInModel::name, BuiltInModel::type)
                .containsExactly(
                        tuple("MediaContent", MediaContent.class),
                        tuple("Car", Car.class),
                        tuple("Employee", Employee.class));
    }

    @Test
    void named_areMedia1TheShootoutsTwoCarsAndNone() {
        List<BuiltInModel<?>> models = BuiltInPayloads.models();

        assertThat(models.get(0).named()).extracting(Payload::label).containsExactly("media.1");
        assertThat(models.get(0).named().get(0).value()).isEqualTo(MediaContents.standard());
        assertThat(models.get(1).named()).extracting(Payload::label).containsExactly("shootout", "shootout-article");
        assertThat(models.get(2).named()).isEmpty();
    }

    /** A named payload beside the size classes in a table (`Car · shootout-article`, `Car · LARGE`) cannot be read as one of them. */
    @Test
    void noNamedPayload_readsLikeASizeClass() {
        List<String> sizes = java.util.Arrays.stream(Size.values()).map(size -> size.name().toLowerCase(java.util.Locale.ROOT)).toList();

        assertThat(BuiltInPayloads.models()).flatExtracting(BuiltInModel::named).extracting(Payload::label)
                .allSatisfy(label -> assertThat(sizes).noneMatch(label.toLowerCase(java.util.Locale.ROOT)::contains));
    }

    @Test
    void payloads_areNamedOnesThenOnePerSizeFromTheDefaultSeed() {
        // GIVEN
        BuiltInModel<?> car = BuiltInPayloads.models().get(1);

        // WHEN
        List<? extends Payload<?>> payloads = car.payloads(Size.SMALL, Size.HUGE);

        // THEN
        assertThat(payloads).extracting(Payload::label).containsExactly("shootout", "shootout-article", "SMALL", "HUGE");
        assertThat(payloads).extracting(Payload::model).containsOnly("Car");
        assertThat(payloads).extracting(Payload::size)
                .containsExactly(Optional.empty(), Optional.empty(), Optional.of(Size.SMALL), Optional.of(Size.HUGE));
        assertThat(payloads.get(3).value())
                .isEqualTo(Payload.of("Car", Size.HUGE, car.factory(), Payload.DEFAULT_SEED).value());
        assertThat(car.payloads()).extracting(Payload::label).containsExactly("shootout", "shootout-article");
    }

    @Test
    void models_eachCall_buildsNewValues() {
        Object first = BuiltInPayloads.models().get(0).named().get(0).value();
        Object second = BuiltInPayloads.models().get(0).named().get(0).value();

        assertThat(first).isEqualTo(second).isNotSameAs(second);
    }

    @Test
    void payloads_everyModelAndSize_landWithinTwiceTheNominalSizeExceptSmallCars() {
        List<String> rows = new ArrayList<>();
        for (BuiltInModel<?> model : BuiltInPayloads.models()) {
            for (Payload<?> payload : model.payloads(Size.values())) {
                byte[] json = PlainJson.write(payload.value());
                rows.add(String.format("%-28s %,10d B json %,9d B +dfl", payload, json.length, PlainJson.deflatedLength(json)));
                boolean smallCar = model.type() == Car.class
                        && payload.size().filter(size -> size.compareTo(Size.MEDIUM) < 0).isPresent();
                payload.size().filter(size -> !smallCar).ifPresent(size ->
                        assertThat(json.length).as(payload.toString())
                                .isBetween(size.nominalJsonBytes() / 2, size.nominalJsonBytes() * 2));
            }
        }
        // the table goes into the build log: the numbers the docs quote come from here
        System.out.println(String.join(System.lineSeparator(), rows));
        assertThat(rows).hasSize(1 + 2 + 3 * Size.values().length);
    }
}
