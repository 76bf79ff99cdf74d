package dev.serguard.baseline;

import org.apiguardian.api.API;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * What a baseline's times and allocation were recorded under, and what changes them: the JDK's
 * feature version (its JIT and libraries), the garbage collector (its barriers and allocation
 * paths) and the timing mode. A baseline keeps its figures per key; sizes are compared across
 * keys, times and allocation only under the same key.
 *
 * <pre>{@code
 * BaselineKey here = BaselineKey.current(BaselineKey.Mode.QUICK);
 * System.out.println(here.describe());       // JDK 17, G1, quick
 * }</pre>
 *
 * <p>A part may be unknown: a file written before baselines were keyed says which JDK and mode
 * recorded it, not which collector. Figures under such a key are never compared as times or
 * allocation.
 *
 * @param jdk  the JDK's feature version, e.g. 17
 * @param gc   the garbage collector: G1, Parallel, Serial, ZGC, Shenandoah, Epsilon, or the
 *             names the JVM reports for one serguard does not know
 * @param mode the timing mode
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record BaselineKey(OptionalInt jdk, Optional<String> gc, Optional<Mode> mode) {

    /** How long times were measured: {@code serguard.mode=quick} (and record) or {@code full}. */
    public enum Mode {
        QUICK, FULL;

        /** {@code quick} or {@code full}, as in files and messages. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The mode labelled {@code label}. */
        public static Optional<Mode> of(String label) {
            for (Mode mode : values()) {
                if (mode.label().equals(label)) {
                    return Optional.of(mode);
                }
            }
            return Optional.empty();
        }
    }

    /** A key of which nothing is known. */
    public static final BaselineKey UNKNOWN = new BaselineKey(OptionalInt.empty(), Optional.empty(), Optional.empty());

    /** Files and messages list keys by JDK, collector, then mode; unknown parts first. */
    static final Comparator<BaselineKey> ORDER = Comparator.<BaselineKey>comparingInt(key -> key.jdk().orElse(-1))
            .thenComparing(key -> key.gc().orElse(""))
            .thenComparingInt(key -> key.mode().map(Mode::ordinal).orElse(-1));

    // "JDK 17.0.15+6-…" and "(quick timing)" in what serguard wrote as recordedWith before keys.
    private static final Pattern RECORDED_JDK = Pattern.compile("\\bJDK (\\d+)");
    private static final Pattern RECORDED_MODE = Pattern.compile("\\((quick|full) timing\\)");

    public BaselineKey {
        Objects.requireNonNull(jdk, "jdk");
        Objects.requireNonNull(gc, "gc");
        Objects.requireNonNull(mode, "mode");
    }

    /** A fully known key. */
    public static BaselineKey of(int jdk, String gc, Mode mode) {
        return new BaselineKey(OptionalInt.of(jdk), Optional.of(gc), Optional.of(mode));
    }

    /** This JVM's key, for figures measured in {@code mode}. */
    public static BaselineKey current(Mode mode) {
        return of(Runtime.version().feature(), gc(ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).toList()), mode);
    }

    /**
     * The collector's short name from the names of its memory managers as the JVM reports them
     * ({@code G1 Young Generation}, {@code PS Scavenge}, {@code Copy}, {@code ZGC Cycles}, …).
     */
    public static String gc(List<String> collectorNames) {
        for (String name : collectorNames) {
            if (name.startsWith("G1 ")) {
                return "G1";
            } else if (name.startsWith("PS ")) {
                return "Parallel";
            } else if (name.equals("Copy") || name.equals("MarkSweepCompact")) {
                return "Serial";
            } else if (name.startsWith("ZGC")) {
                return "ZGC";
            } else if (name.startsWith("Shenandoah")) {
                return "Shenandoah";
            } else if (name.startsWith("Epsilon")) {
                return "Epsilon";
            }
        }
        return collectorNames.isEmpty() ? "no collector reported" : String.join(" + ", collectorNames);
    }

    /**
     * The key a file written before keys describes in its {@code recordedWith} text: its JDK and
     * mode where the text names them; the collector is unknown.
     */
    public static BaselineKey described(String recordedWith) {
        Matcher jdk = RECORDED_JDK.matcher(recordedWith);
        Matcher mode = RECORDED_MODE.matcher(recordedWith);
        return new BaselineKey(jdk.find() ? OptionalInt.of(Integer.parseInt(jdk.group(1))) : OptionalInt.empty(), Optional.empty(),
                mode.find() ? Mode.of(mode.group(1)) : Optional.empty());
    }

    /** Whether every part is known: only then are times and allocation compared under it. */
    public boolean known() {
        return jdk.isPresent() && gc.isPresent() && mode.isPresent();
    }

    /** {@code JDK 17, G1, quick}; {@code JDK 17, GC unknown, quick} for a part not known. */
    public String describe() {
        return (jdk.isPresent() ? "JDK " + jdk.getAsInt() : "JDK unknown") + ", " + gc.orElse("GC unknown") + ", "
                + mode.map(Mode::label).orElse("mode unknown");
    }
}
