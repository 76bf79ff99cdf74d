package dev.serguard.duet;

import dev.serguard.internal.Settings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which resolved jars the old world takes, and how the run notes name each world's jars. A
 * library the comparison names comes at its version; a library it needs that the run has keeps
 * the run's version, as the team's build resolved or pinned it; one the run lacks is added.
 */
final class WorldJars {

    private WorldJars() {
    }

    /**
     * The jars the old world takes, and a run note for each of the run's versions kept where a
     * compared library asked for another.
     */
    record Chosen(List<Resolution.Jar> jars, List<String> kept) {
    }

    /** Of the jars each compared library resolved to ({@code resolved}, in order), those the old world takes in the place of {@code run}'s. */
    static Chosen choose(List<Path> run, Map<Library, List<Resolution.Jar>> resolved) {
        Map<String, Library> named = new LinkedHashMap<>();
        resolved.keySet().forEach(library -> named.putIfAbsent(library.key(), library));
        Map<String, Resolution.Jar> chosen = new LinkedHashMap<>();
        List<String> kept = new ArrayList<>();
        for (Map.Entry<Library, List<Resolution.Jar>> each : resolved.entrySet()) {
            for (Resolution.Jar jar : each.getValue()) {
                Library library = jar.library();
                Library asked = named.get(library.key());
                if (chosen.containsKey(library.key()) || asked != null && !asked.version().equals(library.version())) {
                    continue;
                }
                Optional<Path> runs = Resolution.find(run, library);
                if (asked == null && runs.isPresent()) {
                    String version = Resolution.version(runs.get());
                    String line = "Both worlds run this run's " + library.artifactId() + " " + version + ", where " + each.getKey().shortName()
                            + " asks for " + library.version() + ": name it in " + Settings.AGAINST.key() + " to compare it too";
                    if (!version.equals(library.version()) && !kept.contains(line)) {
                        kept.add(line);
                    }
                    continue;
                }
                chosen.put(library.key(), jar);
            }
        }
        return new Chosen(List.copyOf(chosen.values()), kept);
    }

    /** The entries of {@code run} that the old world's class path {@code old} lacks: what it has in their place. */
    static List<Path> differing(List<Path> run, List<Path> old) {
        return run.stream().filter(entry -> !old.contains(entry)).toList();
    }

    /** The run note that lists the jars and folders both worlds share: {@code Both worlds run with this run's 3 other entries: …}. */
    static String listed(String oldName, List<Path> old, List<Path> run) {
        List<Path> both = run.stream().filter(old::contains).toList();
        return "The world of " + oldName + " and this run's share " + both.size() + (both.size() == 1 ? " entry" : " entries")
                + Worlds.SHARED_ENTRIES + (both.isEmpty() ? "" : ": " + String.join(", ", names(both)));
    }

    /** How notes name class path entries: a jar by its file name ({@code kryo-5.6.2}), a folder by its last two names ({@code target/classes}). */
    static List<String> names(List<Path> entries) {
        return entries.stream().map(WorldJars::name).toList();
    }

    private static String name(Path entry) {
        String file = String.valueOf(entry.getFileName());
        if (file.endsWith(".jar") && !Files.isDirectory(entry)) {
            return file.substring(0, file.length() - ".jar".length());
        }
        Path parent = entry.getParent();
        return parent == null || parent.getFileName() == null ? file : parent.getFileName() + "/" + file;
    }
}
