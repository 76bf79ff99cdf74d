package dev.serguard.internal;

import dev.serguard.internal.Setting.Type;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Every {@code serguard.*} setting, declared here once: its key, type, default and the line the
 * configuration reference (docs/guide/configuration.md) shows for it, which a test holds equal to
 * the page's. A setting is added here, then read where it is used, by this entry's key; a key of a
 * report entry is no setting and lives with the report entries. Not API: internal to serguard and
 * free to change.
 *
 * <pre>{@code
 * Optional<String> mode = context.getConfigurationParameter(Settings.MODE.key());
 * Settings.documented();     // the settings a user may set, in the reference page's order
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1")
public final class Settings {

    // First: each entry below adds itself to it as the class initializes, in the page's order.
    private static final List<Setting> CATALOG = new ArrayList<>();

    public static final Setting MODE = documented("serguard.mode", Type.ENUM, "`quick`",
            "What runs: `check`, `quick`, `full`, `record` or `off` (see [modes](#modes)).");
    public static final Setting CODECS = documented("serguard.codecs", Type.LIST, "all of each test's",
            "Runs only these codecs, comma-separated (`kryo,json`); a name that is neither one of the test's "
            + "codecs nor a built-in one fails the test. A `@FasterThan` or `@SmallerThan` whose `than` codec is "
            + "left out is not judged, and the run notes name it; a failure's `to reproduce:` line names the "
            + "codecs its budgets compare with.");
    public static final Setting SIZES = documented("serguard.sizes", Type.LIST, "all of each test's",
            "Runs only these of the payload sizes a test declares, comma-separated, in any case (`SMALL,LARGE`).");
    public static final Setting SEED = documented("serguard.seed", Type.INT, "the test's `@PayloadSource(seed = …)`, else `20130609`",
            "The seed of every payload factory, a whole number: the `to reproduce:` line of a failure gives it.");
    public static final Setting REPORT_DIR = documented("serguard.reportDir", Type.PATH, "`target/serguard`",
            "Folder of the end-of-run reports, the logs of child JVMs (`forks/`) and saved robustness inputs "
            + "(`robustness/`).");
    public static final Setting TRUST_ENVIRONMENT = documented("serguard.trustEnvironment", Type.BOOLEAN, "`false`",
            "`true`: trusts times taken under a Java agent (JaCoCo), a debugger or `-Xint`, so that speed budgets "
            + "and baseline times fail there as anywhere.");
    public static final Setting PRINT_REPORT_ENTRIES = documented("serguard.printReportEntries", Type.BOOLEAN, "`false`",
            "`true`: each invocation also prints its [report entries](#report-entries) on its standard output, a "
            + "`key: value` line each, where Surefire keeps them in the test case's `<system-out>` in `TEST-*.xml` "
            + "([Surefire and Failsafe in CI](reports-and-ci.md#surefire-and-failsafe-in-ci)).");
    public static final Setting CALL_TIMEOUT = documented("serguard.callTimeout", Type.DURATION, "`30 s`",
            "How long one call into your code (codec source, payload factory, serialize, deserialize, a timed "
            + "batch) may run before it fails as hung: `500 ms`, `30 s`, `2 m`, or a number of seconds.");
    public static final Setting BASELINE_DIR = documented("serguard.baseline.dir", Type.PATH, "`src/test/resources/serguard`",
            "Folder of the baseline files, one per test class; record mode writes there.");
    public static final Setting BASELINE_SIZE_PERCENT = documented("serguard.baseline.sizePercent", Type.DOUBLE, "`0`",
            "How much a serialized or deflated size may grow over its baseline before it fails.");
    public static final Setting BASELINE_ALLOCATION_PERCENT = documented("serguard.baseline.allocationPercent", Type.DOUBLE, "`5`",
            "How much the bytes allocated per operation may grow over their baseline before they fail.");
    public static final Setting BASELINE_TIME_PERCENT = documented("serguard.baseline.timePercent", Type.DOUBLE, "`15`; `25` with `serguard.confirm.fork=false`",
            "How much a time per operation, as a ratio to the reference workload, may grow over its baseline "
            + "before it fails.");
    public static final Setting RECORD = documented("serguard.record", Type.LIST, "`sizes,allocation,times,golden`",
            "What record mode records, comma-separated; the baseline file keeps its other figures (`sizes,golden` "
            + "times nothing).");
    public static final Setting RECORD_JVMS = documented("serguard.record.jvms", Type.INT, "`5`",
            "In how many JVMs record mode measures each test method, the test's own included: 1 to 20.");
    public static final Setting GOLDEN_DIR = documented("serguard.golden.dir", Type.PATH, "`golden` under `serguard.baseline.dir`",
            "Folder of the golden bytes.");
    public static final Setting GOLDEN_MAX_BYTES = documented("serguard.golden.maxBytes", Type.INT, "`65536`",
            "The largest serialized payload, in bytes, whose golden bytes are recorded.");
    public static final Setting CONFIRM_FORK = documented("serguard.confirm.fork", Type.BOOLEAN, "`true`",
            "`false`: a time or a baseline's allocation that fails fails at once, without being measured again in fresh JVMs; the upgrade "
            + "duet's failed times and allocation are then decided by this JVM's pairs of worlds alone.");
    public static final Setting FORK = documented("serguard.fork", Type.BOOLEAN, "`false`",
            "`true`: runs every invocation of the run in a child JVM of its own, as `@Forked` does for one test.");
    public static final Setting FORK_MAX_HEAP = documented("serguard.fork.maxHeap", Type.STRING, "`512m`",
            "A forked invocation's heap limit, as `-Xmx` takes it. Fresh JVMs that measure a time again, or help "
            + "a recording, take the test JVM's heap instead.");
    public static final Setting FORK_TIMEOUT = documented("serguard.fork.timeout", Type.DURATION, "`5 m`",
            "How long a child JVM may run before it is killed: `90 s`, `5 m`, or a number of seconds.");
    public static final Setting FORK_JVM_ARGS = documented("serguard.fork.jvmArgs", Type.STRING, "none",
            "More options for every child JVM, separated by spaces.");
    public static final Setting AGAINST = documented("serguard.against", Type.LIST, "the tests' `@ComparedWith`",
            "Compares each invocation, in the same JVM, with the base of a change ([pull requests](pull-requests.md)): "
            + "a jar or classes folder of this module built at the base, or its released `groupId:artifactId:version`; "
            + "or with another version of a library ([upgrade duet](upgrade-duet.md)): `groupId:artifactId:version`, "
            + "or a bill of materials. Comma-separated. Takes the place of every `@ComparedWith`; `none`: no duet.");
    public static final Setting AGAINST_FACTOR = documented("serguard.against.factor", Type.DOUBLE, "`1.05`",
            "How many times as slow as the base (or the old version) the head may be, 1 or more: a time fails where "
            + "its median ratio is over it, twice; a `@ComparedWith`'s `factor` holds over it.");
    public static final Setting AGAINST_BASELINE_TIMES = documented("serguard.against.baselineTimes", Type.BOOLEAN, "`false`",
            "`true`: a recorded baseline judges times too where the duet timed them; by default it shows them, not judged, "
            + "and judges sizes, allocation and golden bytes.");
    public static final Setting AGAINST_REPOSITORIES = documented("serguard.against.repositories", Type.LIST, "Maven Central",
            "Where the duet looks for the old version after the local repository (`-Dmaven.repo.local`, else "
            + "`~/.m2/repository`): URLs, comma-separated; then in the repositories of `~/.m2/settings.xml`'s active profiles "
            + "and of the POM and its parents, a mirror of the settings standing in.");
    public static final Setting AGAINST_OFFLINE = documented("serguard.against.offline", Type.BOOLEAN, "`false`",
            "`true`: the duet takes the old version from the local repository alone.");

    /** Not for users: the class name of a {@code ProbeSource}, with which serguard's own tests give their fixtures' codecs a known cost. */
    public static final Setting PROBES = internal("serguard.internal.probes", Type.STRING,
            "Set by serguard's own tests, so that the verdicts they assert hold on a busy machine.");
    /** Set by a parent JVM in its child's launcher request: the codec the child runs. */
    public static final Setting FORK_CODEC = internal("serguard.internal.fork.codec", Type.STRING,
            "Set by a parent JVM for its child: the codec of the invocation the child runs, or * for every one.");
    /** Set by a parent JVM in its child's launcher request: the payload the child runs. */
    public static final Setting FORK_PAYLOAD = internal("serguard.internal.fork.payload", Type.STRING,
            "Set by a parent JVM for its child: the payload's label of the invocation the child runs.");
    /** Set by a parent JVM in its child's launcher request: the build whose reports the child joins. */
    public static final Setting FORK_BUILD = internal("serguard.internal.fork.build", Type.STRING,
            "Set by a parent JVM for its child: the build whose report parts the child's joins.");
    /** Set by a parent JVM in its child's launcher request: why it started the child (a {@code fork.Role}). */
    public static final Setting FORK_ROLE = internal("serguard.internal.fork.role", Type.ENUM,
            "Set by a parent JVM for its child: the child's role, FORKED, CONFIRMING, RECORDING or DUET.");
    /** For serguard's own tests: more class-name prefixes both worlds of the upgrade duet take from the test run. */
    public static final Setting DUET_SHARED = internal("serguard.internal.duet.shared", Type.LIST,
            "Set by serguard's own tests: class-name prefixes both worlds of a duet share, such as a fake clock both spend on.");

    private Settings() {
    }

    /** Every setting, the documented ones first in the reference page's order, then the internal ones. */
    public static List<Setting> all() {
        return List.copyOf(CATALOG);
    }

    /** The settings a user may set, each a row of the reference page, in its order. */
    public static List<Setting> documented() {
        return CATALOG.stream().filter(setting -> !setting.internal()).toList();
    }

    /** The setting of {@code key}, if there is one. */
    public static Optional<Setting> of(String key) {
        return CATALOG.stream().filter(setting -> setting.key().equals(key)).findFirst();
    }

    private static Setting documented(String key, Type type, String defaultValue, String description) {
        return add(new Setting(key, type, defaultValue, description, false));
    }

    // Internal keys have no default: they are unset in every run that no serguard JVM started.
    private static Setting internal(String key, Type type, String description) {
        return add(new Setting(key, type, "none", description, true));
    }

    private static Setting add(Setting setting) {
        if (of(setting.key()).isPresent()) {
            throw new IllegalStateException(setting.key() + " is declared twice");
        }
        CATALOG.add(setting);
        return setting;
    }
}
