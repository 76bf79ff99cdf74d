// Two builds ran (invoker.properties), both beside one spinning thread per core: the first
// recorded the baseline and passed, the second regressed 2× in time and 10× in allocation and
// failed. Here: that the recording holds figures to judge by, and that both regressions failed.
def log = new File(basedir, 'build.log').getText('UTF-8')

// 1. The recording: every figure written, none marked as not trusted, and progress on the console.
def baseline = new File(basedir, 'src/test/resources/serguard/BusyOrderTest.json')
assert baseline.isFile() : 'record mode wrote no baseline'
def entries = baseline.readLines('UTF-8').findAll { it.startsWith('        {"test" : "orders", ') }
assert entries.size() == 6 : "expected 6 figures (size, deflated size, two times, two allocations), found ${entries.size()}"
assert !baseline.getText('UTF-8').contains('untrusted') : 'the recording wrote a figure it would not judge by'
assert log =~ /(?m)^serguard record: BusyOrderTest\.orders, JVM 2 measured \(1 invocations, [\d.]+ s\)/
assert log =~ /(?m)^serguard record: BusyOrderTest\.orders, JVM 3 measured \(1 invocations, [\d.]+ s\)/
assert log =~ /(?m)^serguard record: json · SMALL \(Order\), recorded for src\/test\/resources\/serguard\/BusyOrderTest\.json, times the median of \d+ JVMs$/ ||
       log =~ /(?m)^serguard record: json \?+ SMALL \(Order\), recorded for /
assert !(log =~ /Not recorded for/)

// 2. The regression: the allocation fails as measured, the time once fresh JVMs confirmed it.
def report = new File(basedir, 'target/surefire-reports/com.example.shop.BusyOrderTest.txt').getText('UTF-8')
def allocation = report =~ /(?m)^Baseline regression for json · SMALL \(Order\)\r?\n  serialize allocation +[\d ]+(?: to [\d ]+)? B\/op → [\d ]+(?: to [\d ]+)? B\/op   \+([\d.]+) %/
assert allocation.find() : 'no allocation regression in the surefire report'
assert (allocation.group(1) as double) > 700 : "allocation +${allocation.group(1)} % is not the regression made"
assert report =~ /(?m)^  serialize +[\d ]+ ns\/op → [\d ]+ ns\/op, / : 'no serialize time regression in the surefire report'
assert log.contains('Tests run: 1, Failures: 1, Errors: 0, Skipped: 0')
assert log.contains('BUILD SUCCESS') && log.contains('BUILD FAILURE')
assert !(report =~ /not trusted/) : 'a verdict was withheld as not trusted'
true
