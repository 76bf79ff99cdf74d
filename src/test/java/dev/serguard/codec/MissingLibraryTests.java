package dev.serguard.codec;

import dev.serguard.samples.employee.Employee;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.Test;

import java.io.File;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Proves for real that a missing optional library skips its codecs and breaks nothing else:
 * serguard, the model and the remaining libraries are loaded by a class loader that cannot see
 * the library, as in a user's build that does not depend on it.
 */
class MissingLibraryTests {

    @Test
    void builtIns_withoutKryoJar_skipsKryoCodecsWithReason() throws Exception {
        try (URLClassLoader loader = classPathWithout(jar -> jar.startsWith("kryo-"))) {
            Isolated isolated = new Isolated(loader);

            assertThat(isolated.skipped()).containsExactly(
                    "kryo: com.esotericsoftware.kryo.Kryo is not on the class path (add com.esotericsoftware:kryo)",
                    "kryo-unregistered: com.esotericsoftware.kryo.Kryo is not on the class path (add com.esotericsoftware:kryo)",
                    "protobuf: no built-in protobuf mapping for dev.serguard.codec.SampleOrder; build one with ProtobufCodecs.of(...)");
            assertThat(isolated.availableNames()).containsExactly(
                    "json", "json-afterburner", "json-blackbird", "smile", "smile-blackbird", "json3", "smile3", "java");
            isolated.assertEveryAvailableCodecRoundTrips();
        }
    }

    @Test
    void builtIns_withoutJackson2SmileJar_skipsItsSmileCodecsWithReason() throws Exception {
        try (URLClassLoader loader = classPathWithout(jar -> jar.startsWith("jackson-dataformat-smile-2."))) {
            Isolated isolated = new Isolated(loader);

            String reason = "com.fasterxml.jackson.dataformat.smile.SmileFactory is not on the class path"
                    + " (add com.fasterxml.jackson.dataformat:jackson-dataformat-smile)";
            assertThat(isolated.skipped()).containsExactly(
                    "smile: " + reason,
                    "smile-blackbird: " + reason,
                    "protobuf: no built-in protobuf mapping for dev.serguard.codec.SampleOrder; build one with ProtobufCodecs.of(...)");
            assertThat(isolated.availableNames()).containsExactly(
                    "json", "json-afterburner", "json-blackbird", "json3", "smile3", "kryo", "kryo-unregistered", "java");
            isolated.assertEveryAvailableCodecRoundTrips();
        }
    }

    @Test
    void builtIns_withoutJackson3SmileJar_skipsSmile3WithReason() throws Exception {
        try (URLClassLoader loader = classPathWithout(jar -> jar.startsWith("jackson-dataformat-smile-3."))) {
            Isolated isolated = new Isolated(loader);

            assertThat(isolated.skipped()).containsExactly(
                    "smile3: tools.jackson.dataformat.smile.SmileMapper is not on the class path (add tools.jackson.dataformat:jackson-dataformat-smile)",
                    "protobuf: no built-in protobuf mapping for dev.serguard.codec.SampleOrder; build one with ProtobufCodecs.of(...)");
            assertThat(isolated.availableNames()).containsExactly(
                    "json", "json-afterburner", "json-blackbird", "smile", "smile-blackbird", "json3", "kryo", "kryo-unregistered", "java");
            isolated.assertEveryAvailableCodecRoundTrips();
        }
    }

    @Test
    void builtIns_withoutProtobufJar_skipsProtobufByNameAndStillFindsTheSampleModels() throws Exception {
        try (URLClassLoader loader = classPathWithout(jar -> jar.startsWith("protobuf-java-"))) {
            // The samples' ModelProvider links protobuf-java only inside its protobuf method.
            Isolated isolated = new Isolated(loader, MediaContent.class, MediaContents.class, "standard");

            assertThat(isolated.skipped()).containsExactly(
                    "protobuf: com.google.protobuf.Message is not on the class path (add com.google.protobuf:protobuf-java)");
            assertThat(isolated.availableNames()).containsExactly(
                    "json", "json-afterburner", "json-blackbird", "smile", "smile-blackbird", "json3", "smile3", "kryo", "kryo-unregistered", "java");
            assertThat(isolated.installedModelNames()).containsExactly("MediaContent", "Car", "Employee");
            isolated.assertEveryAvailableCodecRoundTrips();
        }
    }

    @Test
    void everyFormat_withoutLibthriftJar_skipsThriftByNameAndStillFindsTheSampleModels() throws Exception {
        try (URLClassLoader loader = classPathWithout(jar -> jar.startsWith("libthrift-"))) {
            // The samples' ModelProvider links libthrift only inside its generated method's Thrift branch.
            Isolated isolated = new Isolated(loader, MediaContent.class, MediaContents.class, "standard", "everyFormat");

            String reason = "org.apache.thrift.TBase is not on the class path (add org.apache.thrift:libthrift)";
            assertThat(isolated.skipped()).filteredOn(skipped -> skipped.startsWith("thrift-"))
                    .containsExactly("thrift-compact: " + reason, "thrift-binary: " + reason);
            assertThat(isolated.availableNames()).containsSubsequence(
                    "json", "json-afterburner", "json-blackbird", "smile", "smile-blackbird", "json3", "smile3", "kryo", "kryo-unregistered",
                    "protobuf", "java");
            assertThat(isolated.installedModelNames()).containsExactly("MediaContent", "Car", "Employee");
            isolated.assertEveryAvailableCodecRoundTrips();
        }
    }

    @Test
    void builtIns_withoutJackson3_listsNoJackson3CodecAndSkipsNothingForThem() throws Exception {
        try (URLClassLoader loader = classPathWithout(jar -> jar.startsWith("jackson-databind-3."))) {
            Isolated isolated = new Isolated(loader);

            assertThat(isolated.skipped()).containsExactly(
                    "protobuf: no built-in protobuf mapping for dev.serguard.codec.SampleOrder; build one with ProtobufCodecs.of(...)");
            assertThat(isolated.availableNames()).containsExactly(
                    "json", "json-afterburner", "json-blackbird", "smile", "smile-blackbird", "kryo", "kryo-unregistered", "java");
        }
    }

    /** Plain bson reads beans; a record needs the driver's record codec, and the skip says so. */
    @Test
    void everyFormat_withoutBsonRecordCodecJar_skipsBsonForARecordOnlyWithReason() throws Exception {
        try (URLClassLoader loader = classPathWithout(jar -> jar.startsWith("bson-record-codec-"))) {
            Isolated employees = new Isolated(loader, Employee.class, SampleEmployee.class, "sample", "everyFormat");
            Isolated orders = new Isolated(loader, SampleOrder.class, SampleOrder.class, "sample", "everyFormat");

            assertThat(employees.skipped()).contains("bson: dev.serguard.samples.employee.Employee is a record, which the MongoDB codecs read with"
                    + " bson-record-codec's RecordCodecProvider, and org.bson.codecs.record.RecordCodecProvider is not on the class path"
                    + " (add org.mongodb:bson-record-codec)");
            assertThat(orders.availableNames()).contains("bson");
        }
    }

    /** An Employee for a class loader of its own. */
    public static final class SampleEmployee {
        public static Employee sample() {
            return new Employee(1L, "Ada Lovelace", 1_387_670_400_000L, new ArrayList<>(List.of("Engineering")));
        }
    }

    @Test
    void everyFormat_withoutAvroJar_skipsTheAvroCodecsByNameAndKeepsTheOthers() throws Exception {
        try (URLClassLoader loader = classPathWithout(jar -> jar.startsWith("avro-"))) {
            // The samples' ModelProvider links Avro only inside the Avro branch of its generated method.
            Isolated isolated = new Isolated(loader, MediaContent.class, MediaContents.class, "standard", "everyFormat");

            String reason = "org.apache.avro.Schema is not on the class path (add org.apache.avro:avro)";
            // Hessian, on the system class path as well as in this loader, reads its serializers' list through the system loader
            // and refuses its own classes as foreign: an artefact of loading it twice, which a build's one class path never does.
            assertThat(isolated.skipped()).filteredOn(skip -> !skip.startsWith("hessian: could not be created: com.caucho.hessian.HessianException"))
                    .containsExactly("avro-specific: " + reason, "avro-generic: " + reason, "avro-reflect: " + reason);
            assertThat(isolated.availableNames()).startsWith(
                    "json", "json-afterburner", "json-blackbird", "smile", "smile-blackbird", "json3", "smile3", "kryo", "kryo-unregistered",
                    "protobuf", "java").doesNotContain("avro-specific", "avro-generic", "avro-reflect");
            isolated.assertEveryAvailableCodecRoundTrips();
        }
    }

    @Test
    void everyFormat_withoutJacksonXmlJar_skipsXmlWithReasonAndKeepsTheOtherJacksonFormats() throws Exception {
        try (URLClassLoader loader = classPathWithout(jar -> jar.startsWith("jackson-dataformat-xml-"))) {
            // JacksonCodecs links XML only in XmlSupport: the class itself, and its other formats, load without it.
            Isolated isolated = new Isolated(loader, SampleOrder.class, SampleOrder.class, "sample", "everyFormat");

            assertThat(isolated.skipped()).contains("xml: com.fasterxml.jackson.dataformat.xml.XmlMapper is not on the class path"
                    + " (add com.fasterxml.jackson.dataformat:jackson-dataformat-xml)");
            assertThat(isolated.availableNames()).containsSubsequence("json", "smile", "java", "cbor", "msgpack", "yaml").doesNotContain("xml");
            // msgpack is left out: SampleOrder's BigDecimal loses its scale there (JacksonFormatsTests).
            isolated.assertRoundTrips("json", "smile", "cbor", "yaml");
        }
    }

    @Test
    void everyFormat_withoutMessagePacksJacksonJar_skipsMsgpackWithReason() throws Exception {
        try (URLClassLoader loader = classPathWithout(jar -> jar.startsWith("jackson-dataformat-msgpack-"))) {
            Isolated isolated = new Isolated(loader, SampleOrder.class, SampleOrder.class, "sample", "everyFormat");

            assertThat(isolated.skipped()).contains("msgpack: org.msgpack.jackson.dataformat.MessagePackFactory is not on the class path"
                    + " (add org.msgpack:jackson-dataformat-msgpack)");
            assertThat(isolated.availableNames()).containsSubsequence("json", "java", "cbor", "yaml", "xml").doesNotContain("msgpack");
            isolated.assertRoundTrips("cbor", "yaml", "xml");
        }
    }

    @Test
    void threadSafetyCheck_withoutKryoJar_runsOnTheOtherCodecs() throws Exception {
        try (URLClassLoader loader = classPathWithout(jar -> jar.startsWith("kryo-"))) {
            Isolated isolated = new Isolated(loader);

            // Its Kryo advice names Kryo's classes as strings only: the check links no codec library.
            assertThat(isolated.threadSafetySummaries()).hasSize(8).allSatisfy(summary -> assertThat(summary)
                    .matches("passed: 4 threads on one codec instance, 40 round trips: all 80 operations correct; [\\d ]+ calls? overlapped another; 1 payload"));
        }
    }

    /** The test class path minus the jars whose file name matches, over the platform loader only. */
    private static URLClassLoader classPathWithout(Predicate<String> jarName) throws MalformedURLException {
        List<URL> urls = new ArrayList<>();
        List<String> removed = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry);
            if (jarName.test(path.getFileName().toString())) {
                removed.add(entry);
            } else {
                urls.add(path.toUri().toURL());
            }
        }
        // Guard the guard: if nothing was removed, the test would prove nothing.
        assertThat(removed).as("jars removed from %s", System.getProperty("java.class.path")).hasSize(1);
        return new URLClassLoader("without-" + Path.of(removed.get(0)).getFileName(), urls.toArray(URL[]::new),
                ClassLoader.getPlatformClassLoader());
    }

    /** Codecs.builtIns(model, List.of(sample)) (or everyFormat), called through a loader; SampleOrder.sample() unless told. */
    private static final class Isolated {

        private final Object sample;
        private final List<?> available;
        private final List<?> skipped;
        private final Class<?> codec;

        Isolated(ClassLoader loader) throws ReflectiveOperationException {
            this(loader, SampleOrder.class, SampleOrder.class, "sample");
        }

        Isolated(ClassLoader loader, Class<?> type, Class<?> factory, String method) throws ReflectiveOperationException {
            this(loader, type, factory, method, "builtIns");
        }

        Isolated(ClassLoader loader, Class<?> type, Class<?> factory, String method, String discovery) throws ReflectiveOperationException {
            Class<?> codecs = loader.loadClass(Codecs.class.getName());
            Class<?> model = loader.loadClass(type.getName());
            assertThat(codecs.getClassLoader()).isSameAs(loader);
            sample = loader.loadClass(factory.getName()).getMethod(method).invoke(null);
            Object set = codecs.getMethod(discovery, Class.class, List.class).invoke(null, model, List.of(sample));
            available = (List<?>) set.getClass().getMethod("available").invoke(set);
            skipped = (List<?>) set.getClass().getMethod("skipped").invoke(set);
            codec = loader.loadClass(Codec.class.getName());
        }

        List<String> skipped() {
            return skipped.stream().map(Object::toString).toList();
        }

        /** ModelProvider.installedModels(), by name: the providers as the isolated serguard finds them. */
        List<String> installedModelNames() throws ReflectiveOperationException {
            ClassLoader loader = codec.getClassLoader();
            List<String> names = new ArrayList<>();
            for (Object model : (List<?>) loader.loadClass(ModelProvider.class.getName()).getMethod("installedModels").invoke(null)) {
                names.add((String) model.getClass().getMethod("name").invoke(model));
            }
            return names;
        }

        List<String> availableNames() throws ReflectiveOperationException {
            List<String> names = new ArrayList<>();
            for (Object each : available) {
                names.add((String) codec.getMethod("name").invoke(each));
            }
            return names;
        }

        /** ThreadSafety.of(codec).withThreads(4).withIterations(10).check(sample).summary() for each available codec. */
        List<String> threadSafetySummaries() throws ReflectiveOperationException {
            ClassLoader loader = codec.getClassLoader();
            Class<?> check = loader.loadClass("dev.serguard.check.ThreadSafety");
            Object payload = loader.loadClass("dev.serguard.payload.Payload").getMethod("named", String.class, String.class, Object.class)
                    .invoke(null, "SampleOrder", "sample", sample);
            List<String> summaries = new ArrayList<>();
            for (Object each : available) {
                Object safety = check.getMethod("of", codec).invoke(null, each);
                safety = check.getMethod("withThreads", int.class).invoke(safety, 4);
                safety = check.getMethod("withIterations", int.class).invoke(safety, 10);
                Object report = check.getMethod("check", List.class).invoke(safety, List.of(payload));
                summaries.add((String) report.getClass().getMethod("summary").invoke(report));
            }
            return summaries;
        }

        /** Only these: everyFormat's other codecs may not serve SampleOrder, and say so in their own tests. */
        void assertRoundTrips(String... names) throws ReflectiveOperationException {
            List<String> wanted = List.of(names);
            Method serialize = codec.getMethod("serialize", Object.class);
            Method deserialize = codec.getMethod("deserialize", byte[].class);
            List<String> done = new ArrayList<>();
            for (Object each : available) {
                String name = (String) codec.getMethod("name").invoke(each);
                if (wanted.contains(name)) {
                    Object copy = deserialize.invoke(each, serialize.invoke(each, sample));
                    assertThat(copy).as("round trip of %s", each).isEqualTo(sample).isNotSameAs(sample);
                    done.add(name);
                }
            }
            assertThat(done).containsExactlyInAnyOrderElementsOf(wanted);
        }

        void assertEveryAvailableCodecRoundTrips() throws ReflectiveOperationException {
            Method serialize = codec.getMethod("serialize", Object.class);
            Method deserialize = codec.getMethod("deserialize", byte[].class);
            for (Object each : available) {
                Object copy = deserialize.invoke(each, serialize.invoke(each, sample));
                assertThat(copy).as("round trip of %s", each).isEqualTo(sample).isNotSameAs(sample);
            }
        }
    }
}
