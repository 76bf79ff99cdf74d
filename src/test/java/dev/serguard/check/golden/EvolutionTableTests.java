package dev.serguard.check.golden;

import com.esotericsoftware.kryo.Kryo;
import dev.serguard.check.golden.FieldOutcome.Kind;
import dev.serguard.codec.kryo.KryoCodecs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Measures what the built-in codecs make of old bytes after each kind of model change, and holds
 * the table the README shows: if a library upgrade changes an outcome, this test fails with the
 * new table (also written to {@code target/serguard/evolution-table.md}) to paste there.
 */
class EvolutionTableTests {

    private static final List<String> CODECS = List.of("json", "smile", "kryo", "kryo-unregistered", "java", "protobuf");

    @TempDir
    Path folder;

    @Test
    void builtInCodecs_onEachKindOfChange_giveTheTableInTheReadme() throws Exception {
        Map<String, Object[]> changes = new LinkedHashMap<>();
        changes.put("unchanged", new Object[] {new Versions.SameV1(), new Versions.SameV1()});
        changes.put("field added (`note`)", new Object[] {new Versions.AddedV1(), new Versions.AddedV2()});
        changes.put("field removed (`quantity`)", new Object[] {new Versions.RemovedV1(), new Versions.RemovedV2()});
        changes.put("field renamed (`name` → `title`)", new Object[] {new Versions.RenamedV1(), new Versions.RenamedV2()});
        changes.put("field retyped (`quantity` int → String)", new Object[] {new Versions.RetypedV1(), new Versions.RetypedV2()});
        changes.put("enum constant added in front", new Object[] {new Versions.EnumedV1(), new Versions.EnumedV2()});
        StringBuilder table = new StringBuilder("| change | " + String.join(" | ", CODECS) + " |\n|---|" + "---|".repeat(CODECS.size()) + "\n");
        int n = 0;
        for (Map.Entry<String, Object[]> change : changes.entrySet()) {
            List<String> cells = new ArrayList<>();
            for (String codec : CODECS) {
                Path where = folder.resolve(Integer.toString(n++));
                Object before = change.getValue()[0];
                Object after = change.getValue()[1];
                cells.add(cell(codec.equals("protobuf") ? protobuf(before, after, where) : ModelChange.builtIn(codec, before, after, where, false)));
            }
            table.append("| ").append(change.getKey()).append(" | ").append(String.join(" | ", cells)).append(" |\n");
        }
        Function<int[], Kryo> kryo = ids -> {
            Kryo k = new Kryo();
            k.register(Versions.Parts.class, 10);
            k.register(Versions.PartA.class, ids[0]);
            k.register(Versions.PartB.class, ids[1]);
            return k;
        };
        GoldenVerdict reordered = ModelChange.check(KryoCodecs.kryo("kryo", Versions.Parts.class, () -> kryo.apply(new int[] {20, 21})),
                new Versions.Parts(), KryoCodecs.kryo("kryo", Versions.Parts.class, () -> kryo.apply(new int[] {21, 20})), new Versions.Parts(),
                folder.resolve("reordered"), false);
        table.append("| Kryo classes registered in another order | – | – | ").append(cell(reordered)).append(" | – | – | – |\n");
        Path written = Path.of("target", "serguard", "evolution-table.md");
        Files.createDirectories(written.getParent());
        Files.writeString(written, table);

        assertThat(table.toString()).isEqualTo(EXPECTED);
    }

    // Protobuf has no built-in mapping for a team's type: the schema a team would evolve, built at run time (ProtoSchemas).
    @SuppressWarnings("unchecked")
    private static <A, B> GoldenVerdict protobuf(A before, B after, Path where) {
        return ModelChange.check(ProtoSchemas.codec((Class<A>) before.getClass()), before, ProtoSchemas.codec((Class<B>) after.getClass()), after,
                where, false);
    }

    // "reads: kept", or "fails: dropped quantity": the outcome of the check, then every field that was not kept.
    private static String cell(GoldenVerdict verdict) {
        List<String> rows = new ArrayList<>();
        for (FieldOutcome outcome : verdict.evolution()) {
            if (outcome.kind() == Kind.FAILED) {
                String exception = outcome.detail().replaceFirst("(?s)^deserialize threw ([\\w.$]+).*$", "$1");
                rows.add("read failed (" + exception.substring(exception.lastIndexOf('.') + 1) + ")");
            } else if (outcome.kind() != Kind.KEPT) {
                rows.add(outcome.kind().word() + " " + outcome.path().substring(outcome.path().indexOf('.') + 1));
            }
        }
        return (verdict.passed() ? "reads" : "**fails**") + ": " + (rows.isEmpty() ? "all kept" : String.join(", ", rows));
    }

    private static final String EXPECTED
        = "| change | json | smile | kryo | kryo-unregistered | java | protobuf |\n"
            + "|---|---|---|---|---|---|---|\n"
            + "| unchanged | reads: all kept | reads: all kept | reads: all kept | reads: all kept | reads: all kept | reads: all kept |\n"
            + "| field added (`note`) | reads: defaulted note | reads: defaulted note | **fails**: read failed (KryoBufferUnderflowException) | **fails**: read failed (KryoBufferUnderflowException) | reads: defaulted note | reads: defaulted note |\n"
            + "| field removed (`quantity`) | **fails**: read failed (UnrecognizedPropertyException) | **fails**: read failed (UnrecognizedPropertyException) | **fails**: dropped quantity | **fails**: dropped quantity | **fails**: dropped quantity | **fails**: dropped quantity |\n"
            + "| field renamed (`name` → `title`) | **fails**: read failed (UnrecognizedPropertyException) | **fails**: read failed (UnrecognizedPropertyException) | **fails**: dropped name, misread quantity, defaulted title | **fails**: dropped name, misread quantity, defaulted title | **fails**: dropped name, defaulted title | **fails**: dropped name, defaulted title |\n"
            + "| field retyped (`quantity` int → String) | **fails**: misread quantity | **fails**: misread quantity | **fails**: read failed (KryoBufferUnderflowException) | **fails**: read failed (KryoBufferUnderflowException) | **fails**: read failed (InvalidClassException) | **fails**: misread quantity |\n"
            + "| enum constant added in front | reads: all kept | reads: all kept | **fails**: misread color | **fails**: misread color | reads: all kept | reads: all kept |\n"
            + "| Kryo classes registered in another order | – | – | **fails**: read failed (KryoException) | – | – | – |\n";
}
