package dev.serguard.samples;

import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.samples.car.Car;
import dev.serguard.samples.car.Cars;
import dev.serguard.samples.employee.Employee;
import dev.serguard.samples.employee.Employees;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Random;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The catalogue of built-in sample models, in a fixed order: jvm-serializers'
 * {@link MediaContent} (named payload {@code media.1}, the benchmark's standard record), the 2013
 * shootout's {@link Car} (named payloads {@code shootout} and {@code shootout-article}: the
 * 2013 shootout's two cars, named apart from the size classes) and {@link Employee}.
 * None of them needs a codec library on the class path.
 *
 * <pre>{@code
 * List<Payload<?>> all = BuiltInPayloads.models().stream()
 *         .flatMap(model -> model.payloads(Size.values()).stream())
 *         .collect(Collectors.toList());
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class BuiltInPayloads {

    private BuiltInPayloads() {
    }

    /**
     * The built-in models: MediaContent, Car, Employee. Each call builds new values, so a caller
     * that mutates a payload cannot change what the next caller gets.
     */
    public static List<BuiltInModel<?>> models() {
        return List.of(mediaContent(), car(), employee());
    }

    private static BuiltInModel<MediaContent> mediaContent() {
        return new BuiltInModel<>("MediaContent", MediaContent.class, MediaContents.factory(),
                List.of(Payload.named("MediaContent", "media.1", MediaContents::standard)));
    }

    private static BuiltInModel<Car> car() {
        return new BuiltInModel<>("Car", Car.class, Cars.factory(), List.of(
                Payload.named("Car", "shootout", () -> Cars.normal(new Random(Payload.DEFAULT_SEED))),
                Payload.named("Car", "shootout-article", () -> Cars.large(new Random(Payload.DEFAULT_SEED)))));
    }

    private static BuiltInModel<Employee> employee() {
        return new BuiltInModel<>("Employee", Employee.class, Employees.factory(), List.of());
    }
}
