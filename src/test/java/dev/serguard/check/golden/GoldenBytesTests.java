package dev.serguard.check.golden;

import com.esotericsoftware.kryo.Kryo;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.check.Worded;
import dev.serguard.check.golden.FieldOutcome.Kind;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class GoldenBytesTests {

    @TempDir
    Path folder;

    // The advice fits what happened and the codec as configured: the unknown-property setting only where it failed the read.
    private static final String JACKSON_FAILED_ADVICE = "Jackson failed on \"quantity\", a property the model no longer has, as"
            + " DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES is enabled on this codec's reader: disable it, or annotate the class"
            + " @JsonIgnoreProperties(ignoreUnknown = true); a renamed field keeps its data with @JsonAlias(\"oldName\").";
    private static final String JACKSON_DROPPED_ADVICE = "Jackson read the bytes and left out what the model no longer has: a renamed"
            + " field keeps its data with @JsonAlias(\"oldName\"); a removed one's is gone, as intended or not.";
    private static final String KRYO_ADVICE = "FieldSerializer (the serializer this Kryo uses for AddedV2) writes no field names, so old"
            + " bytes misread once fields change: use CompatibleFieldSerializer (kryo.setDefaultSerializer(CompatibleFieldSerializer.class))"
            + " or VersionFieldSerializer with @Since, and register classes with fixed ids (kryo.register(Type.class, 10)).";

    private Path bin(String codec) {
        return new GoldenFiles(folder).bin(ModelChange.class, "change", codec, "SMALL");
    }

    @Test
    void unchangedModel_passes_bytesIdentical_forEveryBuiltIn() {
        for (String codec : List.of("json", "smile", "kryo", "kryo-unregistered", "java")) {
            GoldenVerdict verdict = ModelChange.builtIn(codec, new Versions.SameV1(), new Versions.SameV1(), folder, true);

            assertThat(verdict.passed()).as(codec).isTrue();
            assertThat(verdict.bytesIdentical()).as(codec).isTrue();
            assertThat(verdict.notes()).as(codec).isEmpty();
            assertThat(verdict.evolutionSummary()).as(codec).isEqualTo("kept 4");
        }
    }

    @Test
    void recordingTwice_writesIdenticalFiles() throws Exception {
        Codec<Versions.SameV1> kryo = ModelChange.builtIn("kryo", new Versions.SameV1());
        Payload<Versions.SameV1> payload = Payload.named("Order", "SMALL", new Versions.SameV1());
        GoldenFiles.write(GoldenBytes.record(kryo, payload, 1_000, ModelChange.LIMIT).record().orElseThrow(), folder.resolve("a.bin"));
        GoldenFiles.write(GoldenBytes.record(kryo, payload, 1_000, ModelChange.LIMIT).record().orElseThrow(), folder.resolve("b.bin"));

        assertThat(folder.resolve("a.bin")).hasSameBinaryContentAs(folder.resolve("b.bin"));
        assertThat(folder.resolve("a.json")).hasSameTextualContentAs(folder.resolve("b.json"));
        assertThat(folder.resolve("a.tree.json")).hasSameTextualContentAs(folder.resolve("b.tree.json")).content().isEqualTo("{\n"
                + " \"format\": 2,\n"
                + " \"model\": \"Order\",\n"
                + " \"shapes\": {},\n"
                + " \"tree\": {\"color\": \"GREEN\", \"id\": 7, \"name\": \"Ada\", \"quantity\": 3}\n"
                + "}\n");
        assertThat(Files.readString(folder.resolve("a.json"))).isEqualTo("{\n"
                + "    \"bytes\" : 6,\n"
                + "    \"codec\" : \"kryo\",\n"
                + "    \"format\" : 2,\n"
                + "    \"library\" : \"kryo\",\n"
                + "    \"libraryVersion\" : \"5.6.2\",\n"
                + "    \"model\" : \"Order\",\n"
                + "    \"payload\" : \"kryo · SMALL (Order)\",\n"
                + "    \"sha256\" : \"" + GoldenRecord.sha256(Files.readAllBytes(folder.resolve("a.bin"))) + "\",\n"
                + "    \"treeSha256\" : \"" + GoldenRecord.sha256(Files.readAllBytes(folder.resolve("a.tree.json"))) + "\"\n"
                + "}\n");
    }

    /** A teammate or a CI job under another user reads them: they get the permissions of any file written there, not the owner's alone. */
    @Test
    void goldenFiles_haveThePermissionsOfAnyFileWrittenThere() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(folder.getFileSystem().supportedFileAttributeViews().contains("posix"), "POSIX permissions");
        Codec<Versions.SameV1> kryo = ModelChange.builtIn("kryo", new Versions.SameV1());
        GoldenFiles.write(GoldenBytes.record(kryo, Payload.named("Order", "SMALL", new Versions.SameV1()), 1_000, ModelChange.LIMIT).record()
                .orElseThrow(), folder.resolve("a.bin"));
        java.util.Set<java.nio.file.attribute.PosixFilePermission> plain = Files.getPosixFilePermissions(Files.write(folder.resolve("plain"),
                new byte[1]));

        assertThat(Files.getPosixFilePermissions(folder.resolve("a.bin"))).isEqualTo(plain);
        assertThat(Files.getPosixFilePermissions(folder.resolve("a.json"))).isEqualTo(plain);
        assertThat(Files.getPosixFilePermissions(folder.resolve("a.tree.json"))).isEqualTo(plain);
        try (var files = Files.list(folder)) {
            assertThat(files.map(file -> file.getFileName().toString())).as("no temporary file left")
                    .containsExactlyInAnyOrder("a.bin", "a.json", "a.tree.json", "plain");
        }
    }

    @Test
    void fieldAdded_json_readsOldBytesWithTheFieldDefaulted_andNotesIt() {
        GoldenVerdict verdict = ModelChange.builtIn("json", new Versions.AddedV1(), new Versions.AddedV2(), folder, false);

        assertThat(verdict.passed()).isTrue();
        assertThat(verdict.evolution()).contains(new FieldOutcome("Order.note", Kind.DEFAULTED, "reads null"));
        assertThat(verdict.notes()).first().isEqualTo("Golden bytes of json · SMALL (Order) read back with fields added since they were recorded ("
                + bin("json") + "): Order.note  defaulted: reads null.");
    }

    @Test
    void fieldAdded_kryo_failsTheOldBytes_neverPasses() {
        GoldenVerdict verdict = ModelChange.builtIn("kryo", new Versions.AddedV1(), new Versions.AddedV2(), folder, false);

        assertThat(verdict.passed()).isFalse();
        assertThat(verdict.failure()).hasValue("Golden bytes (backward) failed for kryo · SMALL (Order): " + bin("kryo") + "\n"
                + "  Order  failed: deserialize threw com.esotericsoftware.kryo.io.KryoBufferUnderflowException: Buffer underflow.\n"
                + "  If the change is intended, record the golden bytes anew (-Dserguard.mode=record); if not: " + KRYO_ADVICE);
        assertThat(verdict.failed()).get().extracting(Worded::reason).isEqualTo("Golden bytes (backward) failed: " + bin("kryo"));
    }

    @Test
    void fieldRemoved_json_failsTheRead_namingFailOnUnknownProperties() {
        GoldenVerdict verdict = ModelChange.builtIn("json", new Versions.RemovedV1(), new Versions.RemovedV2(), folder, false);

        assertThat(verdict.failure()).get().asString()
                .startsWith("Golden bytes (backward) failed for json · SMALL (Order): " + bin("json") + "\n"
                        + "  Order  failed: deserialize threw com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException: Unrecognized field \"quantity\"")
                .endsWith("\n  If the change is intended, record the golden bytes anew (-Dserguard.mode=record); if not: " + JACKSON_FAILED_ADVICE);
    }

    /**
     * Jackson 3 and a team's own Codec.of over Jackson: the advice from what the read did and threw, never a setting not in force;
     * the team's codec is known as Jackson's by what it threw, not by its name.
     */
    @Test
    void fieldRemoved_jackson3AndATeamsOwnJacksonCodec_adviseTheSettingOnlyWhereItFailedTheRead() {
        GoldenVerdict jackson3 = ModelChange.builtIn("json3", new Versions.RemovedV1(), new Versions.RemovedV2(), folder, false);
        ObjectMapper strict = new ObjectMapper();
        GoldenVerdict team = ModelChange.check(teamJson(strict, Versions.RemovedV1.class), new Versions.RemovedV1(),
                teamJson(strict, Versions.RemovedV2.class), new Versions.RemovedV2(), folder, false);

        // Jackson 3 ignores unknown properties by default: it drops the field, and the advice says so.
        assertThat(jackson3.failure()).get().asString().contains("  Order.quantity  dropped: recorded 3, no such field in the model\n")
                .endsWith("if not: " + JACKSON_DROPPED_ADVICE).doesNotContain("FAIL_ON_UNKNOWN_PROPERTIES");
        assertThat(team.failure()).get().asString().endsWith("if not: " + JACKSON_FAILED_ADVICE);
    }

    /** A team's own codec named like a built-in ("json") whose read threw nothing says nothing of its library: no library's advice. */
    @Test
    void fieldRemoved_aTeamsOwnCodecNamedJsonThatThrewNothing_getsTheGeneralAdvice() {
        ObjectMapper lenient = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        GoldenVerdict teamLenient = ModelChange.check(teamJson(lenient, Versions.RemovedV1.class), new Versions.RemovedV1(),
                teamJson(lenient, Versions.RemovedV2.class), new Versions.RemovedV2(), folder, false);

        assertThat(teamLenient.failure()).hasValue("Golden bytes (backward) failed for json · SMALL (Order): " + bin("json") + "\n"
                + "  Order.quantity  dropped: recorded 3, no such field in the model\n"
                + "  kept: Order.color, Order.id, Order.name\n"
                + "  If the change is intended, record the golden bytes anew (-Dserguard.mode=record);"
                + " if not: keep the codec able to read the bytes it wrote before the change.");
    }

    private static <T> Codec<T> teamJson(ObjectMapper mapper, Class<T> type) {
        return Codec.of("json", type, mapper::writeValueAsBytes, bytes -> mapper.readValue(bytes, type));
    }

    @Test
    void fieldRemoved_jsonIgnoringUnknownProperties_reportsItDropped() {
        ObjectMapper lenient = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        GoldenVerdict verdict = ModelChange.check(JacksonCodecs.json(lenient, Versions.RemovedV1.class), new Versions.RemovedV1(),
                JacksonCodecs.json(lenient, Versions.RemovedV2.class), new Versions.RemovedV2(), folder, false);

        assertThat(verdict.failure()).hasValue("Golden bytes (backward) failed for json · SMALL (Order): " + bin("json") + "\n"
                + "  Order.quantity  dropped: recorded 3, no such field in the model\n"
                + "  kept: Order.color, Order.id, Order.name\n"
                + "  If the change is intended, record the golden bytes anew (-Dserguard.mode=record); if not: " + JACKSON_DROPPED_ADVICE);
    }

    @Test
    void fieldRenamed_jsonIgnoringUnknownProperties_reportsTheOldNameDroppedAndTheNewOneDefaulted() {
        ObjectMapper lenient = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        GoldenVerdict verdict = ModelChange.check(JacksonCodecs.json(lenient, Versions.RenamedV1.class), new Versions.RenamedV1(),
                JacksonCodecs.json(lenient, Versions.RenamedV2.class), new Versions.RenamedV2(), folder, false);

        assertThat(verdict.evolution()).containsExactly(
                new FieldOutcome("Order.color", Kind.KEPT, ""),
                new FieldOutcome("Order.id", Kind.KEPT, ""),
                new FieldOutcome("Order.name", Kind.DROPPED, "recorded \"Ada\", no such field in the model"),
                new FieldOutcome("Order.quantity", Kind.KEPT, ""),
                // Jackson leaves a property absent from the bytes as the constructor set it
                new FieldOutcome("Order.title", Kind.DEFAULTED, "not in the recorded bytes, yet reads \"Ada\""));
        assertThat(verdict.passed()).isFalse();
    }

    /** With CompatibleFieldSerializer already in force, the advice is on field names: never to use what the codec uses. */
    @Test
    void fieldRenamed_kryoWithCompatibleFieldSerializer_advisesOnFieldNames_notTheSettingInForce() {
        java.util.function.Supplier<com.esotericsoftware.kryo.Kryo> compatible = () -> {
            com.esotericsoftware.kryo.Kryo kryo = new com.esotericsoftware.kryo.Kryo();
            kryo.setRegistrationRequired(false);
            kryo.setDefaultSerializer(com.esotericsoftware.kryo.serializers.CompatibleFieldSerializer.class);
            return kryo;
        };
        GoldenVerdict verdict = ModelChange.check(KryoCodecs.kryo("kryo", Versions.RenamedV1.class, compatible), new Versions.RenamedV1(),
                KryoCodecs.kryo("kryo", Versions.RenamedV2.class, compatible), new Versions.RenamedV2(), folder, false);

        assertThat(verdict.failure()).get().asString()
                .contains("\n  Order.name  dropped: recorded \"Ada\", no such field in the model\n")
                .endsWith("if not: CompatibleFieldSerializer (the serializer this Kryo uses for RenamedV2) reads old bytes by field name:"
                        + " a renamed field reads as a new, empty one and its data is dropped; keep the old name, or read the old bytes once"
                        + " and write them anew. Keep registration ids fixed (kryo.register(Type.class, 10)).")
                .doesNotContain("use CompatibleFieldSerializer");
    }

    @Test
    void kryoRegistrationOrderChanged_isCaughtAsMisreadOrFailed_neverPassed() {
        Codec<Versions.Parts> before = KryoCodecs.kryo("kryo", Versions.Parts.class, () -> parts(20, 21));
        Codec<Versions.Parts> after = KryoCodecs.kryo("kryo", Versions.Parts.class, () -> parts(21, 20));

        GoldenVerdict verdict = ModelChange.check(before, new Versions.Parts(), after, new Versions.Parts(), folder, false);

        assertThat(verdict.passed()).isFalse();
        assertThat(verdict.evolution()).extracting(FieldOutcome::kind).containsAnyOf(Kind.MISREAD, Kind.FAILED);
        assertThat(verdict.failure()).get().asString().startsWith("Golden bytes (backward) failed for kryo · SMALL (Order): " + bin("kryo") + "\n");
    }

    private static Kryo parts(int idOfA, int idOfB) {
        Kryo kryo = new Kryo();
        kryo.register(Versions.Parts.class, 10);
        kryo.register(Versions.PartA.class, idOfA);
        kryo.register(Versions.PartB.class, idOfB);
        return kryo;
    }

    @Test
    void damagedBin_failsAsUnreadable() throws Exception {
        Path bin = ModelChange.recordOld(ModelChange.builtIn("json", new Versions.SameV1()), new Versions.SameV1(), new Versions.SameV1(), folder);
        byte[] bytes = Files.readAllBytes(bin);
        String recorded = GoldenRecord.sha256(bytes);
        bytes[2] = 'X';
        Files.write(bin, bytes);

        GoldenVerdict verdict = GoldenBytes.check(ModelChange.builtIn("json", new Versions.SameV1()),
                Payload.named("Order", "SMALL", new Versions.SameV1()), GoldenFiles.read(bin), false, ModelChange.LIMIT);

        assertThat(verdict.failure()).hasValue("Golden bytes unreadable for json · SMALL (Order): " + bin + "\n"
                + "  it does not match its summary (50 bytes, sha-256 " + GoldenRecord.sha256(bytes) + "; recorded 50 bytes, sha-256 " + recorded
                + "): it was changed or damaged after recording; restore it from version control, or record it anew");
        assertThat(verdict.failed()).get().extracting(Worded::reason).isEqualTo("Golden bytes unreadable: " + bin);
    }

    @Test
    void summaryMissing_failsAsUnreadable() throws Exception {
        Path bin = ModelChange.recordOld(ModelChange.builtIn("json", new Versions.SameV1()), new Versions.SameV1(), new Versions.SameV1(), folder);
        Files.delete(GoldenFiles.summary(bin));

        assertThat(GoldenFiles.read(bin)).isEqualTo(new StoredGolden.Unreadable(bin, "its summary " + GoldenFiles.summary(bin)
                + " is missing; record both anew"));
    }

    @Test
    void missingFile_isANote_neverAFailure() {
        Path bin = folder.resolve("none.bin");

        GoldenVerdict verdict = GoldenBytes.check(ModelChange.builtIn("json", new Versions.SameV1()),
                Payload.named("Order", "SMALL", new Versions.SameV1()), GoldenFiles.read(bin), true, ModelChange.LIMIT);

        assertThat(verdict.passed()).isTrue();
        assertThat(verdict.notes()).containsExactly("No golden bytes for json · SMALL (Order) at " + bin + ": record them with -Dserguard.mode=record.");
    }

    @Test
    void recordedWithAnotherLibraryVersion_namesBothVersions() throws Exception {
        Codec<Versions.SameV1> kryo = ModelChange.builtIn("kryo", new Versions.SameV1());
        Payload<Versions.SameV1> payload = Payload.named("Order", "SMALL", new Versions.SameV1());
        GoldenRecord today = GoldenBytes.record(kryo, payload, 1_000, ModelChange.LIMIT).record().orElseThrow();
        Path bin = folder.resolve("kryo.bin");
        GoldenFiles.write(new GoldenRecord(today.codec(), "kryo", "5.5.0", today.payload(), today.model(), today.bytes(), today.snapshot()), bin);

        GoldenVerdict verdict = GoldenBytes.check(kryo, payload, GoldenFiles.read(bin), false, ModelChange.LIMIT);

        assertThat(verdict.passed()).isTrue();
        assertThat(verdict.notes()).containsExactly("Golden bytes of kryo · SMALL (Order) recorded with kryo 5.5.0, read with 5.6.2:"
                + " still read back as recorded (" + bin + ").");
    }

    @Test
    void recordedUnderACodecNameWithADot_isTitledWithTodaysName() throws Exception {
        Codec<Versions.SameV1> kryo = ModelChange.builtIn("kryo", new Versions.SameV1());
        Payload<Versions.SameV1> payload = Payload.named("Order", "SMALL", new Versions.SameV1());
        GoldenRecord today = GoldenBytes.record(kryo, payload, 1_000, ModelChange.LIMIT).record().orElseThrow();
        Path bin = folder.resolve("kryo.bin");
        // A team's own codec may name itself with " · ": its title holds more than one.
        GoldenFiles.write(new GoldenRecord("kryo · v1", "kryo", "5.5.0", payload.title("kryo · v1"), today.model(), today.bytes(),
                today.snapshot()), bin);

        StoredGolden stored = GoldenFiles.read(bin);
        assertThat(((StoredGolden.Found) stored).record().label()).isEqualTo("SMALL");
        assertThat(GoldenBytes.readBack(kryo, stored, ModelChange.LIMIT).notes()).containsExactly("Golden bytes of kryo · SMALL (Order)"
                + " recorded with kryo 5.5.0, read with 5.6.2: still read back as recorded (" + bin + ").");
    }

    @Test
    void recordedTitle_givesItsLabel_byWhereTheCodecAndModelAre() {
        assertThat(GoldenRecord.label("kryo", "kryo · SMALL#2 (Order)", "Order")).isEqualTo("SMALL#2");
        assertThat(GoldenRecord.label("a · b", "a · b · media · 1 (Media (v2))", "Media (v2)")).isEqualTo("media · 1");
        assertThat(GoldenRecord.label("kryo", "json · SMALL (Order)", "Order")).as("edited by hand").isEqualTo("SMALL");
        assertThat(GoldenRecord.label("kryo", "SMALL", "Order")).as("edited by hand").isEqualTo("SMALL");
    }

    @Test
    void payloadOverTheCap_isNotRecorded_namingTheSetting() {
        GoldenBytes.Recording recording = GoldenBytes.record(ModelChange.builtIn("json", new Versions.SameV1()),
                Payload.named("Order", "SMALL", new Versions.SameV1()), 10, ModelChange.LIMIT);

        assertThat(recording.record()).isEmpty();
        assertThat(recording.refusal()).hasValue("Golden bytes not recorded for json · SMALL (Order): its 50 bytes are more than"
                + " serguard.golden.maxBytes = 10; record a smaller payload, or raise serguard.golden.maxBytes.");
    }

    @Test
    void codecThatHangsOnOldBytes_failsTheRead_withinTheLimit() throws Exception {
        Codec<Versions.SameV1> json = ModelChange.builtIn("json", new Versions.SameV1());
        Path bin = ModelChange.recordOld(json, new Versions.SameV1(), new Versions.SameV1(), folder);
        Codec<Versions.SameV1> hangs = Codec.of("json", Versions.SameV1.class, json::serialize, bytes -> {
            Thread.sleep(60_000);
            return null;
        });

        GoldenVerdict verdict = GoldenBytes.check(hangs, Payload.named("Order", "SMALL", new Versions.SameV1()), GoldenFiles.read(bin), false,
                java.time.Duration.ofMillis(200));

        assertThat(verdict.evolution()).containsExactly(new FieldOutcome("Order", Kind.FAILED, "deserialize gave no result after 200 ms"));
        assertThat(verdict.passed()).isFalse();
    }

    @Test
    void codecWhoseBytesVary_isANoteWhileEvolving_andFailsWhenFrozen() throws Exception {
        Codec<Versions.SameV1> json = ModelChange.builtIn("json", new Versions.SameV1());
        Path bin = ModelChange.recordOld(json, new Versions.SameV1(), new Versions.SameV1(), folder);
        java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();
        Codec<Versions.SameV1> nonce = Codec.of("json", Versions.SameV1.class, value -> {
            byte[] bytes = json.serialize(value);
            bytes[bytes.length - 1] = (byte) calls.incrementAndGet();      // a nonce in the last byte
            return bytes;
        }, json::deserialize);
        Payload<Versions.SameV1> payload = Payload.named("Order", "SMALL", new Versions.SameV1());

        GoldenVerdict evolving = GoldenBytes.check(nonce, payload, GoldenFiles.read(bin), false, ModelChange.LIMIT);
        GoldenVerdict frozen = GoldenBytes.check(nonce, payload, GoldenFiles.read(bin), true, ModelChange.LIMIT);

        assertThat(evolving.passed()).isTrue();
        assertThat(evolving.bytesIdentical()).isFalse();
        assertThat(evolving.notes()).singleElement().asString().startsWith("Golden bytes (format) changed for json · SMALL (Order): " + bin
                + "\n  first difference at byte 49 (0x31); recorded 50 bytes, today 50 bytes\n");
        assertThat(frozen.failure()).get().asString().startsWith("Golden bytes (format) changed for json · SMALL (Order): " + bin);
        assertThat(frozen.failed()).get().extracting(Worded::reason).isEqualTo("Golden bytes (format) changed: " + bin);
    }

    @Test
    void hex_marksTheFirstDifferingByte_withSixteenBytesEitherSide() {
        byte[] bytes = new byte[40];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) i;
        }

        assertThat(GoldenBytes.hex(bytes, 20)).isEqualTo("@0x0004: 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 [14] 15 16 17 18 19 1a 1b 1c"
                + " 1d 1e 1f 20 21 22 23 24");
        assertThat(GoldenBytes.hex(new byte[] {1, 2}, 2)).isEqualTo("@0x0000: 01 02 [end]");
    }
}
