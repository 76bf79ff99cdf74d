package dev.serguard.measure;

import com.caucho.hessian.io.Hessian2Output;
import com.esotericsoftware.kryo.Kryo;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.Gson;
import com.google.protobuf.Message;
import dev.serguard.report.ClosesACycle;
import dev.serguard.samples.car.Car;
import org.apache.avro.Schema;
import io.protostuff.runtime.RuntimeSchema;
import org.apache.fory.Fory;
import org.apache.thrift.TBase;
import org.assertj.core.api.Assertions;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.junit.jupiter.api.Test;
import org.msgpack.jackson.dataformat.MessagePackFactory;
import tools.jackson.databind.json.JsonMapper;

/**
 * Breaks every rule of {@code ArchitectureTests} at once, so that the test can show each rule
 * failing: a core class that links JUnit, AssertJ, Jackson 2 and 3, MessagePack, Kryo, protobuf, Avro, Thrift, protostuff, Gson, BSON, Hessian and Fory, imports a sample,
 * sits in a package cycle with {@link ClosesACycle}, holds a list of built-in codec names of its own, and is public without
 * {@code @API}. Never
 * used by serguard's own code.
 */
public final class BreaksTheLayering {

    static final Class<?>[] EVERYTHING = {Test.class, Assertions.class, ObjectMapper.class, JsonMapper.class, Kryo.class, Message.class, Schema.class, Car.class,
            ClosesACycle.class, RuntimeSchema.class, Gson.class, PojoCodecProvider.class, Hessian2Output.class, Fory.class,
            TBase.class, MessagePackFactory.class};

    static final java.util.List<String> BUILT_IN_CODECS = java.util.List.of("json", "kryo", "protobuf");

    private BreaksTheLayering() {
    }
}
