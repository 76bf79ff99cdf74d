// The consumer's build failed (invoker.properties says it must); here: it failed because its shared
// codec shares one Kryo between threads, with serguard's thread-safety message and the fix, and its
// pooled codec passed the same check.
def log = new File(basedir, 'build.log').getText('UTF-8')

def classRun = { String testClass -> log.find(/(?m)Tests run: \d+, Failures: \d+, Errors: \d+, Skipped: \d+, Time elapsed: .* -- in com\.example\.shop\.${testClass}\r?$/) }
assert classRun('SharedOrderKryoCodecTest')?.startsWith('Tests run: 1, Failures: 1, Errors: 0, Skipped: 0') : "the shared codec's test did not fail as expected: ${classRun('SharedOrderKryoCodecTest')}"
assert log.contains('BUILD FAILURE')

// Thread-safety check failed for kryo-shared · SMALL (Order)
//   4 threads on one codec instance, 2 210 round trips (stopped at the time limit): 1 327 of 4 420 operations failed
//   threw            1 198   KryoException 1 045, ArrayIndexOutOfBoundsException 153
//   silently wrong   129   serialize 129, deserialize 0
//   afterwards       still works: 10 of 10 single-threaded round trips correct
//   Kryo is not thread-safe: one instance used by several threads at once fails, ...
// A shared Kryo more often throws, but can also corrupt its maps so that its calls loop for ever (seen next to a busy
// neighbour): then every thread hangs in Kryo, and the check says so, with Kryo's advice too.
def failure = log =~ /(?m)^Thread-safety check failed for kryo-shared · SMALL \(Order\)\r?\n  \d+ threads on one codec instance, [\d ]+ round trips( \(stopped at the time limit\))?: ([\d ]+) of [\d ]+ operations failed\r?$/
def hang = log =~ /(?m)^Thread-safety check failed for kryo-shared · SMALL \(Order\)\r?\n  \d+ threads on one codec instance, [\d ]+ round trips: .*\r?\n  hung +(\d+) of \d+ threads never returned from the codec\r?$/
assert failure.find() || hang.find() : 'no thread-safety failure for kryo-shared in build.log'
assert ((failure.find(0) ? failure.group(2) : hang.group(1)).replace(' ', '') as int) > 0

// Its own line after a failure; after the hang's advice on a hang.
assert log.contains('Kryo is not thread-safe: one instance used by several threads at once fails, silently too, and can stay broken.'
        + ' Give each thread its own Kryo: use Pool<Kryo> or ThreadLocal<Kryo>, or KryoCodecs.kryo(name, type, factory), which pools them.')
        : 'no Kryo diagnosis in build.log'
assert log.contains('serguard results (quick mode)') : 'serguard did not print its results table'

// The pooled codec: its serguard test really ran, and the thread-safety check did not complain.
assert classRun('PooledOrderKryoCodecTest')?.startsWith('Tests run: 1, Failures: 0, Errors: 0, Skipped: 0') : "the pooled codec's test did not pass: ${classRun('PooledOrderKryoCodecTest')}"
assert !log.contains('Thread-safety check failed for kryo-pooled')
assert log =~ /(?m)^\s*kryo-pooled\s/ : 'no row for kryo-pooled in the results table'
def runs = log.findAll(/Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)(?!,)/)
assert runs && runs.last() == 'Tests run: 2, Failures: 1, Errors: 0, Skipped: 0' : "unexpected totals: ${runs ? runs.last() : 'none'}"
true
