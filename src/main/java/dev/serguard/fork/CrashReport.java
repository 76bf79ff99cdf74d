package dev.serguard.fork;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** The crash report ({@code hs_err_pid….log}) a crashed child JVM left beside its log, and its head. */
final class CrashReport {

    private CrashReport() {
    }

    // The head of a crash report: "SIGSEGV (0xb) at pc=0x…, pid=…, tid=… in V  [libjvm.so+0xed2f94]  Unsafe_PutLong+0x124".
    static Optional<String> summary(Path report) {
        try {
            List<String> lines = Files.readAllLines(report, StandardCharsets.UTF_8);
            Optional<String> error = lines.stream().limit(20).map(line -> line.replaceFirst("^#\\s*", "").strip())
                    .filter(line -> line.matches("(SIG\\w+|EXCEPTION_\\w+) .*") || line.startsWith("Internal Error")
                            || line.startsWith("Out of Memory Error")).findFirst();
            int frame = lines.indexOf("# Problematic frame:");
            Optional<String> where = frame >= 0 && frame + 1 < lines.size() ? Optional.of(lines.get(frame + 1).replaceFirst("^#\\s*", "").strip())
                    : Optional.empty();
            return error.map(e -> e + where.map(w -> " in " + w).orElse(""));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    // The hs_err file a crashed child left beside its log, the newest.
    static Optional<Path> of(ChildJvm.Exit exit) {
        try (var files = Files.list(exit.log().toAbsolutePath().getParent())) {
            return files.filter(file -> file.getFileName().toString().startsWith("hs_err_pid"))
                    .filter(file -> file.toFile().lastModified() >= System.currentTimeMillis() - exit.took().toMillis() - 1_000)
                    .max(Comparator.comparingLong(file -> file.toFile().lastModified()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
