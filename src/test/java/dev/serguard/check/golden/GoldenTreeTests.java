package dev.serguard.check.golden;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.check.FieldTree;
import dev.serguard.codec.Codec;
import dev.serguard.internal.Json;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** The field tree in its own file, shared by a payload's codecs; long strings abbreviated and long lists summarised without losing a change. */
class GoldenTreeTests {

    @TempDir
    Path folder;

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String BODY = "Lorem ipsum ".repeat(20);
    private static final String ADVICE = "\n  If the change is intended, record the golden bytes anew (-Dserguard.mode=record);"
            + " if not: keep the codec able to read the bytes it wrote before the change.";

    /** A long text, a long list and a null field: what golden files abbreviate, summarise and elide. */
    public static class Doc {
        public String title = "Golden";
        public String body = BODY;
        public List<Integer> scores = new ArrayList<>(IntStream.range(0, 30).boxed().toList());
        public String note;
    }

    /** A codec named doc, whose reader does {@code reads} to what it read: a codec changed since the recording. */
    private static Codec<Doc> doc(UnaryOperator<Doc> reads) {
        return Codec.of("doc", Doc.class, MAPPER::writeValueAsBytes, bytes -> reads.apply(MAPPER.readValue(bytes, Doc.class)));
    }

    private Path bin(String codec) {
        return new GoldenFiles(folder).bin(GoldenTreeTests.class, "docs", codec, "SMALL");
    }

    private Path recorded(Codec<Doc> codec) throws Exception {
        Path bin = bin(codec.name());
        GoldenFiles.write(GoldenBytes.record(codec, Payload.named("Doc", "SMALL", new Doc()), GoldenFiles.DEFAULT_MAX_BYTES, ModelChange.LIMIT)
                .record().orElseThrow(), bin);
        return bin;
    }

    private GoldenVerdict check(Codec<Doc> today, Path bin) {
        return GoldenBytes.check(today, Payload.named("Doc", "SMALL", new Doc()), GoldenFiles.read(bin), false, ModelChange.LIMIT);
    }

    @Test
    void twoCodecs_shareOneTreeFile_writtenOnce_andEachReadsIt() throws Exception {
        Path json = recorded(ModelChange.builtIn("json", new Doc()));
        Path tree = json.resolveSibling("SMALL.tree.json");
        Object before = Files.readAttributes(tree, BasicFileAttributes.class).fileKey();
        Path smile = recorded(ModelChange.builtIn("smile", new Doc()));

        try (var files = Files.list(json.getParent())) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .containsExactlyInAnyOrder("SMALL.tree.json", "json.SMALL.bin", "json.SMALL.json", "smile.SMALL.bin", "smile.SMALL.json");
        }
        assertThat(Files.readAttributes(tree, BasicFileAttributes.class).fileKey()).as("not written again").isEqualTo(before);
        String treeSha256 = "\"treeSha256\" : \"" + GoldenRecord.sha256(Files.readAllBytes(tree)) + "\"";
        assertThat(GoldenFiles.summary(json)).content().contains(treeSha256).doesNotContain("snapshot", "Lorem");
        assertThat(GoldenFiles.summary(smile)).content().contains(treeSha256);
        for (Path bin : List.of(json, smile)) {
            StoredGolden.Found found = (StoredGolden.Found) GoldenFiles.read(bin);
            assertThat(found.record().snapshot()).isEqualTo(CompactTree.reduce(FieldTree.of(new Doc())));
            GoldenVerdict verdict = check(ModelChange.builtIn(found.record().codec(), new Doc()), bin);
            assertThat(verdict.passed()).isTrue();
            assertThat(verdict.bytesIdentical()).isTrue();
            assertThat(verdict.evolutionSummary()).isEqualTo("kept 4");
        }
    }

    /** One codec recorded anew alone for a changed payload: the others keep the tree they were recorded with, in their summaries. */
    @Test
    void oneCodecRecordedAnewAlone_theOthersKeepTheirTreeInTheirSummary_andStillCheck() throws Exception {
        Path json = recorded(ModelChange.builtIn("json", new Doc()));
        Path smile = recorded(ModelChange.builtIn("smile", new Doc()));
        Doc silver = new Doc();
        silver.title = "Silver";
        Codec<Doc> jsonToday = ModelChange.builtIn("json", silver);
        GoldenFiles.write(GoldenBytes.record(jsonToday, Payload.named("Doc", "SMALL", silver), GoldenFiles.DEFAULT_MAX_BYTES,
                ModelChange.LIMIT).record().orElseThrow(), json);

        assertThat(json.resolveSibling("SMALL.tree.json")).content().contains("\"title\": \"Silver\"");
        assertThat(GoldenFiles.summary(smile)).content().contains("\"format\" : 1", "\"snapshot\"", "Golden").doesNotContain("treeSha256");
        assertThat(GoldenFiles.read(smile)).isInstanceOf(StoredGolden.Found.class);
        assertThat(GoldenBytes.check(ModelChange.builtIn("smile", new Doc()), Payload.named("Doc", "SMALL", new Doc()), GoldenFiles.read(smile),
                false, ModelChange.LIMIT).passed()).isTrue();
        assertThat(GoldenBytes.check(jsonToday, Payload.named("Doc", "SMALL", silver), GoldenFiles.read(json), false, ModelChange.LIMIT).passed())
                .isTrue();
    }

    @Test
    void treeFile_holdsNullFieldsAsAShape_aLongStringAbbreviated_aLongListSummarised_theSameTextEachTime() throws Exception {
        Path tree = recorded(doc(UnaryOperator.identity())).resolveSibling("SMALL.tree.json");
        String first = Files.readString(tree);
        recorded(doc(UnaryOperator.identity()));
        String shape = GoldenRecord.sha256("body\nnote\nscores\ntitle".getBytes(java.nio.charset.StandardCharsets.UTF_8)).substring(0, 8);

        assertThat(tree).content().isEqualTo(first).isEqualTo("{\n"
                + " \"format\": 2,\n"
                + " \"model\": \"Doc\",\n"
                + " \"shapes\": {\"" + shape + "\": [\"body\", \"note\", \"scores\", \"title\"]},\n"
                + " \"tree\": {\n"
                + "  \"~shape\": \"" + shape + "\",\n"
                + "  \"body\": {\"~text\": 240, \"start\": \"" + BODY.substring(0, 40) + "\", \"sha256\": \"" + CompactTree.hash(BODY) + "\"},\n"
                + "  \"scores\": {\"~list\": 30, \"first\": [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], \"rest\": {\"[]\": \"" + rest(new Doc().scores) + "\"}},\n"
                + "  \"title\": \"Golden\"\n"
                + " }\n"
                + "}\n");
    }

    private static String rest(List<Integer> scores) {
        return String.valueOf(RestDigest.of(scores.stream().map(Integer::longValue).toList(), 10).get("[]"));
    }

    @Test
    void longStringChangedPastTheStartKept_isMisread() throws Exception {
        Path bin = recorded(doc(UnaryOperator.identity()));
        String changed = BODY.substring(0, 200) + "X" + BODY.substring(201);

        GoldenVerdict unchanged = check(doc(UnaryOperator.identity()), bin);
        GoldenVerdict verdict = check(doc(read -> {
            read.body = changed;
            return read;
        }), bin);

        assertThat(unchanged.passed()).isTrue();
        assertThat(verdict.failure()).hasValue("Golden bytes (backward) failed for doc · SMALL (Doc): " + bin + "\n"
                + "  Doc.body  misread: recorded \"Lorem ipsum Lorem ipsum …\" (240 chars, sha-256 " + CompactTree.hash(BODY) + "),"
                + " read \"Lorem ipsum Lorem ipsum …\" (240 chars, sha-256 " + CompactTree.hash(changed) + ")\n"
                + "  kept: Doc.note, Doc.scores[], Doc.title" + ADVICE);
    }

    @Test
    void longListChangedPastTheElementsKept_isMisread() throws Exception {
        Path bin = recorded(doc(UnaryOperator.identity()));
        List<Integer> changed = new ArrayList<>(new Doc().scores);
        changed.set(25, -1);

        GoldenVerdict verdict = check(doc(read -> {
            read.scores = changed;
            return read;
        }), bin);

        assertThat(verdict.failure()).hasValue("Golden bytes (backward) failed for doc · SMALL (Doc): " + bin + "\n"
                + "  Doc.scores[]  misread: in Doc.scores[10..29] (summarised, a hash per field): recorded " + rest(new Doc().scores)
                + ", read " + rest(changed) + "\n"
                + "  kept: Doc.body, Doc.note, Doc.title" + ADVICE);
    }

    @Test
    void longListShortened_isMisreadInItsSize() throws Exception {
        Path bin = recorded(doc(UnaryOperator.identity()));

        GoldenVerdict verdict = check(doc(read -> {
            read.scores = new ArrayList<>(read.scores.subList(0, 29));
            return read;
        }), bin);

        assertThat(verdict.evolution()).contains(new FieldOutcome("Doc.scores.size()", FieldOutcome.Kind.MISREAD, "recorded 30, read 29"));
        assertThat(verdict.passed()).isFalse();
    }

    /** A summary as serguard 0.1 wrote it, the field tree in it: still read, and checked as before. */
    @Test
    void formatOneSummary_isReadAndCheckedAsBefore() throws Exception {
        Codec<Versions.SameV1> kryo = ModelChange.builtIn("kryo", new Versions.SameV1());
        Payload<Versions.SameV1> payload = Payload.named("Order", "SMALL", new Versions.SameV1());
        Path bin = folder.resolve("kryo.SMALL.bin");
        byte[] bytes = kryo.serialize(new Versions.SameV1());
        Files.write(bin, bytes);
        Files.writeString(GoldenFiles.summary(bin), "{\n"
                + "    \"bytes\" : 6,\n"
                + "    \"codec\" : \"kryo\",\n"
                + "    \"format\" : 1,\n"
                + "    \"library\" : \"kryo\",\n"
                + "    \"libraryVersion\" : \"5.6.2\",\n"
                + "    \"model\" : \"Order\",\n"
                + "    \"payload\" : \"kryo · SMALL (Order)\",\n"
                + "    \"sha256\" : \"" + GoldenRecord.sha256(bytes) + "\",\n"
                + "    \"snapshot\" : {\n"
                + "        \"color\" : \"GREEN\",\n"
                + "        \"id\" : 7,\n"
                + "        \"name\" : \"Ada\",\n"
                + "        \"quantity\" : 3\n"
                + "    }\n"
                + "}\n");

        GoldenVerdict verdict = GoldenBytes.check(kryo, payload, GoldenFiles.read(bin), true, ModelChange.LIMIT);

        assertThat(verdict.passed()).isTrue();
        assertThat(verdict.bytesIdentical()).isTrue();
        assertThat(verdict.evolutionSummary()).isEqualTo("kept 4");
        assertThat(folder.resolve("SMALL.tree.json")).doesNotExist();
    }

    /** Format 1 kept long strings and lists whole: a change in them is told as it always was. */
    @Test
    void formatOneSummary_withALongStringAndList_tellsAChangeAsBefore() throws Exception {
        Codec<Doc> codec = doc(UnaryOperator.identity());
        Path bin = bin("doc");
        byte[] bytes = codec.serialize(new Doc());
        Files.createDirectories(bin.getParent());
        Files.write(bin, bytes);
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("bytes", (long) bytes.length);
        summary.put("codec", "doc");
        summary.put("format", 1L);
        summary.put("library", "unknown");
        summary.put("libraryVersion", "unknown");
        summary.put("model", "Doc");
        summary.put("payload", "doc · SMALL (Doc)");
        summary.put("sha256", GoldenRecord.sha256(bytes));
        summary.put("snapshot", FieldTree.of(new Doc()));
        Files.writeString(GoldenFiles.summary(bin), Json.write(summary));

        GoldenVerdict verdict = check(doc(read -> {
            read.body = "Dolor " + read.body;
            read.scores.set(25, -1);
            return read;
        }), bin);

        assertThat(verdict.failure()).hasValue("Golden bytes (backward) failed for doc · SMALL (Doc): " + bin + "\n"
                + "  Doc.body  misread: recorded \"Lorem ipsum Lorem ipsum Lorem ipsum Lorem ipsum Lorem ip…, read \"Dolor Lorem ipsum"
                + " Lorem ipsum Lorem ipsum Lorem ipsum Lo…\n"
                + "  Doc.scores[]  misread: at Doc.scores[25]: recorded 25, read -1\n"
                + "  kept: Doc.note, Doc.title" + ADVICE);
    }

    @Test
    void treeFileChangedOrMissing_failsAsUnreadable() throws Exception {
        Path bin = recorded(doc(UnaryOperator.identity()));
        Path tree = bin.resolveSibling("SMALL.tree.json");
        String recorded = GoldenRecord.sha256(Files.readAllBytes(tree));
        Files.writeString(tree, Files.readString(tree).replace("Golden", "Silver"));

        assertThat(GoldenFiles.read(bin)).isEqualTo(new StoredGolden.Unreadable(bin, "its field tree " + tree + " is not the one recorded"
                + " with it (sha-256 " + GoldenRecord.sha256(Files.readAllBytes(tree)) + "; recorded " + recorded + "): the file was changed,"
                + " or the payload's codecs recorded different values of it (a time stamp, a random id); record the payload's codecs anew"
                + " together (-Dserguard.mode=record), or restore the files from version control"));
        Files.delete(tree);
        assertThat(check(doc(UnaryOperator.identity()), bin).failure()).hasValue("Golden bytes unreadable for doc · SMALL (Doc): " + bin
                + "\n  its field tree " + tree + " is missing; restore it from version control, or record anew");
    }

    @Test
    void summaryOfALaterFormat_failsAsUnreadable_namingTheUpgrade() throws Exception {
        Path bin = recorded(doc(UnaryOperator.identity()));
        Path summary = GoldenFiles.summary(bin);
        Files.writeString(summary, Files.readString(summary).replace("\"format\" : 2", "\"format\" : 3"));

        assertThat(GoldenFiles.read(bin)).isEqualTo(new StoredGolden.Unreadable(bin, "its summary " + summary + " is of format 3;"
                + " this serguard reads formats 1 and 2: upgrade serguard"));
    }
}
