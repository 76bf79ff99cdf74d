package dev.serguard.samples.thrift;

import dev.serguard.codec.Codec;
import dev.serguard.codec.thrift.ThriftCodecs;
import dev.serguard.samples.car.Car;
import dev.serguard.samples.employee.Employee;
import dev.serguard.samples.media.MediaContent;
import org.apache.thrift.TBase;
import org.apiguardian.api.API;

import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The {@code thrift-compact} and {@code thrift-binary} codecs of the sample models: each struct
 * of {@code src/main/thrift} with its mapper, through {@link ThriftCodecs}. Needs
 * {@code org.apache.thrift:libthrift} 0.14 or newer.
 *
 * <pre>{@code
 * Codec<MediaContent> compact = SampleThrift.codec("thrift-compact", MediaContent.class).orElseThrow();
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1")
public final class SampleThrift {

    private SampleThrift() {
    }

    /**
     * The codec of {@code format} ({@value ThriftCodecs#COMPACT} or {@value ThriftCodecs#BINARY})
     * for {@link MediaContent}, {@link Car} or {@link Employee}, or empty for any other format or type.
     */
    @SuppressWarnings("unchecked") // each branch has checked that T is the model's class
    public static <T> Optional<Codec<T>> codec(String format, Class<T> type) {
        boolean compact = format.equals(ThriftCodecs.COMPACT);
        if (!compact && !format.equals(ThriftCodecs.BINARY)) {
            return Optional.empty();
        }
        Codec<?> codec;
        if (type == MediaContent.class) {
            codec = of(compact, MediaContent.class, MediaThrift.MediaContent::new, MediaMapper::toThrift, MediaMapper::fromThrift);
        } else if (type == Car.class) {
            codec = of(compact, Car.class, CarThrift.Car::new, CarMapper::toThrift, CarMapper::fromThrift);
        } else if (type == Employee.class) {
            codec = of(compact, Employee.class, EmployeeThrift.Employee::new, EmployeeMapper::toThrift, EmployeeMapper::fromThrift);
        } else {
            return Optional.empty();
        }
        return Optional.of((Codec<T>) codec);
    }

    private static <T, M extends TBase<?, ?>> Codec<T> of(boolean compact, Class<T> type, Supplier<M> newStruct,
            Function<T, M> toThrift, Function<M, T> fromThrift) {
        return compact ? ThriftCodecs.compact(type, newStruct, toThrift, fromThrift) : ThriftCodecs.binary(type, newStruct, toThrift, fromThrift);
    }
}
