// The consumer's build passed (invoker checks that); here: its serguard test really ran, and the
// thread-safety check did not complain.
def log = new File(basedir, 'build.log').getText('UTF-8')

def runs = log.findAll(/Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)(?!,)/)
assert runs && runs.last() == 'Tests run: 1, Failures: 0, Errors: 0, Skipped: 0' : "unexpected totals: ${runs ? runs.last() : 'none'}"
assert !log.contains('Thread-safety check failed')
assert log.contains('serguard results (quick mode)') : 'serguard did not print its results table'
assert log =~ /(?m)^\s*kryo-pooled\s/ : 'no row for kryo-pooled in the results table'
assert log.contains('BUILD SUCCESS')
true
