package dev.serguard.check.golden;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

class EvolutionTableTests {

    @TempDir
    Path folder;

    @Test
    void print() {
        Map<String, Object[]> changes = new LinkedHashMap<>();
        changes.put("unchanged", new Object[] {new Versions.SameV1(), new Versions.SameV1()});
        changes.put("field added", new Object[] {new Versions.AddedV1(), new Versions.AddedV2()});
        changes.put("field removed", new Object[] {new Versions.RemovedV1(), new Versions.RemovedV2()});
        changes.put("field renamed", new Object[] {new Versions.RenamedV1(), new Versions.RenamedV2()});
        changes.put("field retyped", new Object[] {new Versions.RetypedV1(), new Versions.RetypedV2()});
        changes.put("enum constant added", new Object[] {new Versions.EnumedV1(), new Versions.EnumedV2()});
        for (String codec : List.of("json", "smile", "kryo", "kryo-unregistered", "java")) {
            changes.forEach((change, pair) -> {
                GoldenVerdict verdict = ModelChange.builtIn(codec, pair[0], pair[1], folder.resolve(codec + change.replace(' ', '_')), false);
                System.out.println("### " + codec + " | " + change + " | " + verdict.evolutionSummary() + " | identical " + verdict.bytesIdentical());
                verdict.failure().ifPresent(System.out::println);
                verdict.notes().forEach(System.out::println);
            });
        }
    }
}
