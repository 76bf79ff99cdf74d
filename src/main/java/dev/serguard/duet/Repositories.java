package dev.serguard.duet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The remote repositories a build of the module would look in, read as Maven reads them: those
 * the module's POM and its parents on disk declare, those of the active profiles of the user's
 * {@code settings.xml}, and the mirrors that stand in for them there.
 */
final class Repositories {

    private Repositories() {
    }

    /** How deep a chain of parent POMs is followed on disk. */
    private static final int PARENTS = 10;

    /**
     * {@code given} (none: Maven Central), then the repositories of the active profiles of
     * {@code settings}, then those {@code pom} and its parents declare, each once; each of them
     * that a mirror of {@code settings} stands in for replaced by that mirror.
     */
    static List<String> of(List<String> given, Path pom, Path settings) {
        List<Remote> all = new ArrayList<>();
        if (given.isEmpty()) {
            all.add(new Remote("central", Resolution.CENTRAL));
        }
        given.forEach(url -> all.add(new Remote("", url)));
        String settingsText = text(settings);
        activeProfiles(settingsText).forEach(profile -> all.addAll(remotes(block(profile, "repositories"))));
        Path module = pom;
        for (int depth = 0; depth < PARENTS && module != null; depth++) {
            String text = text(module);
            all.addAll(remotes(block(text.replaceAll("(?s)<(profiles|pluginRepositories|dependencyManagement|build)>.*?</\\1>", ""), "repositories")));
            module = parent(module, text);
        }
        List<String> urls = new ArrayList<>();
        for (Remote remote : all) {
            String chosen = mirror(settingsText, remote).orElse(remote.url());
            if (!urls.contains(chosen)) {
                urls.add(chosen);
            }
        }
        return urls;
    }

    /** A repository as Maven names it: its id (empty where it was given by URL alone), and its URL, ending in '/'. */
    private record Remote(String id, String url) {
    }

    // The parent POM on disk: <relativePath>, else ../pom.xml, where its artifactId is the one <parent> names.
    private static Path parent(Path pom, String text) {
        String parent = block(text, "parent");
        if (parent.isEmpty()) {
            return null;
        }
        String relative = first(parent, "relativePath").orElse("../pom.xml");
        if (relative.isBlank()) {
            return null;
        }
        Path folder = pom.toAbsolutePath().getParent();
        Path found = folder == null ? null : folder.resolve(relative).normalize();
        if (found != null && Files.isDirectory(found)) {
            found = found.resolve("pom.xml");
        }
        if (found == null || !Files.isRegularFile(found)) {
            return null;
        }
        String artifact = first(parent, "artifactId").orElse("");
        String own = first(text(found).replaceAll("(?s)<(parent|dependencies|dependencyManagement|build|profiles)>.*?</\\1>", ""), "artifactId")
                .orElse("");
        return artifact.equals(own) ? found : null;
    }

    // The profiles of settings that are active: active by default, or listed among <activeProfiles>.
    private static List<String> activeProfiles(String settings) {
        List<String> active = new ArrayList<>();
        List<String> listed = all(block(settings, "activeProfiles"), "activeProfile");
        Matcher profile = Pattern.compile("(?s)<profile>(.*?)</profile>").matcher(block(settings, "profiles"));
        while (profile.find()) {
            String body = profile.group(1);
            if (listed.contains(first(body, "id").orElse("")) || first(block(body, "activation"), "activeByDefault").orElse("").equals("true")) {
                active.add(body);
            }
        }
        return active;
    }

    // The URL of the first mirror of settings that stands in for remote, by Maven's mirrorOf: *, external:*, ids, !id to leave one out.
    private static Optional<String> mirror(String settings, Remote remote) {
        Matcher mirror = Pattern.compile("(?s)<mirror>(.*?)</mirror>").matcher(block(settings, "mirrors"));
        boolean local = remote.url().startsWith("file:") || remote.url().contains("://localhost") || remote.url().contains("://127.0.0.1");
        while (mirror.find()) {
            List<String> of = List.of(first(mirror.group(1), "mirrorOf").orElse("").split("\\s*,\\s*"));
            boolean named = !remote.id().isEmpty() && of.contains(remote.id());
            if (!of.contains("!" + remote.id()) && (named || of.contains("*") || of.contains("external:*") && !local)) {
                Optional<String> at = urls(mirror.group(1)).stream().findFirst();
                if (at.isPresent()) {
                    return at;
                }
            }
        }
        return Optional.empty();
    }

    // The repositories declared in text, each with its id and URL, without those whose URL holds ${…}.
    private static List<Remote> remotes(String text) {
        List<Remote> found = new ArrayList<>();
        Matcher repository = Pattern.compile("(?s)<repository>(.*?)</repository>").matcher(text);
        while (repository.find()) {
            String id = first(repository.group(1), "id").orElse("");
            urls(repository.group(1)).stream().findFirst().ifPresent(url -> found.add(new Remote(id, url)));
        }
        return found;
    }

    // The <url>s in text, each ending in '/', without those that hold ${…}.
    private static List<String> urls(String text) {
        return all(text, "url").stream().filter(url -> !url.contains("${")).map(url -> url.endsWith("/") ? url : url + "/").toList();
    }

    private static String block(String text, String element) {
        Matcher matcher = Pattern.compile("(?s)<" + element + ">(.*?)</" + element + ">").matcher(text);
        StringBuilder found = new StringBuilder();
        while (matcher.find()) {
            found.append(matcher.group(1));
        }
        return found.toString();
    }

    private static Optional<String> first(String text, String element) {
        return all(text, element).stream().findFirst();
    }

    private static List<String> all(String text, String element) {
        Matcher matcher = Pattern.compile("(?s)<" + element + ">(.*?)</" + element + ">").matcher(text);
        List<String> found = new ArrayList<>();
        while (matcher.find()) {
            found.add(matcher.group(1).trim());
        }
        return found;
    }

    // The file's text without its comments; empty where it is no readable file.
    private static String text(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readString(file, StandardCharsets.UTF_8).replaceAll("(?s)<!--.*?-->", "") : "";
        } catch (IOException | UncheckedIOException e) {
            return "";
        }
    }
}
