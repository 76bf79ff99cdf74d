package dev.serguard.accuracy;

import dev.serguard.codec.Codec;
import dev.serguard.samples.media.MediaContent;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import java.util.concurrent.TimeUnit;

/** JMH's view of the cells serguard times: the same built-in {@code Codec} objects over the same payloads. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CodecBenchmark {

    @Param({"json", "json-afterburner", "json-blackbird", "smile", "smile-blackbird", "kryo", "kryo-unregistered", "protobuf", "java"})
    public String codec;

    @Param({"media.1", "LARGE"})
    public String payload;

    private Codec<MediaContent> subject;
    private MediaContent value;
    private byte[] bytes;

    @Setup
    public void setUp() throws Exception {
        subject = Cells.codec(codec);
        value = Cells.payload(payload).value();
        bytes = subject.serialize(value);
    }

    @Benchmark
    public byte[] serialize() throws Exception {
        return subject.serialize(value);
    }

    @Benchmark
    public MediaContent deserialize() throws Exception {
        return subject.deserialize(bytes);
    }
}
