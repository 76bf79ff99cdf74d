package dev.serguard.fork;

import org.apiguardian.api.API;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * A child's command line after its main class, as {@link InvocationLauncher} writes it and the
 * child's main class reads it: the file its records go to, the id of the test it runs, then its
 * settings as {@code key=value}.
 *
 * @param records  where the child's records go ({@link ChildRecords})
 * @param test     the id of the test it runs
 * @param settings its settings, {@code key=value}; a later one of a key wins
 */
@API(status = INTERNAL, since = "0.4")
public record ChildCommand(Path records, String test, List<String> settings) {

    public ChildCommand {
        settings = List.copyOf(settings);
    }

    /** The command line a child gets. */
    public List<String> args() {
        List<String> args = new ArrayList<>();
        args.add(records.toAbsolutePath().toString());
        args.add(test);
        args.addAll(settings);
        return args;
    }

    /** The command line a child got. */
    public static ChildCommand parse(String... args) {
        return new ChildCommand(Path.of(args[0]), args[1], List.of(args).subList(2, args.length));
    }

    /** The settings, by key. */
    public Map<String, String> parameters() {
        Map<String, String> parameters = new LinkedHashMap<>();
        for (String setting : settings) {
            int equals = setting.indexOf('=');
            parameters.put(setting.substring(0, equals), setting.substring(equals + 1));
        }
        return parameters;
    }
}
