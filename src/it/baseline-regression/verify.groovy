// Two builds ran (invoker.properties): the first recorded the baseline and passed, the second
// regressed against it and failed (invoker checked both results). Here: for the right reasons.
//
// Baseline regression for kryo · SMALL (Order)
//   size                   279 B → 643 B   +130.5 %   allowed +0.0 %   baseline src/test/resources/serguard/OrderBaselineTest.json
//   ...
//
// As in consumer-regression, the exact text is checked in surefire's report (always UTF-8) and
// build.log with any non-ASCII character standing for itself or '?'.
def anyEncoding = { String pattern -> pattern.replaceAll(/[^\x00-\x7F]/) { c -> "(?:${c}|\\?+)" } }
def log = new File(basedir, 'build.log').getText('UTF-8')

// 1. The baseline: one line per codec × payload × size metric, in the file a team would commit.
def baseline = new File(basedir, 'src/test/resources/serguard/OrderBaselineTest.json')
assert baseline.isFile() : 'record mode wrote no baseline'
def lines = baseline.readLines('UTF-8')
assert lines[1] == '  "format" : "serguard baseline 2",'
assert lines[2] == '  "testClass" : "com.example.shop.OrderBaselineTest",'
assert lines.any { it ==~ /      "jdk" : \d+, "gc" : "\w+", "mode" : "quick", "reference" : \d+,/ } : 'no block keyed by JDK, collector and mode, with its reference workload'
def entries = lines.findAll { it.startsWith('        {"test" : "orders", ') }
assert entries.size() == 4 : "expected 2 codecs × 2 sizes (serialized, deflated), found ${entries.size()} entries"
def recordedSize = entries.find { it.contains('"codec" : "kryo"') && it.contains('"metric" : "size"') }
assert recordedSize =~ /"value" : \d+\}/
assert log =~ /(?m)^serguard results \(record mode\)/
assert log =~ /Recorded 4 figures of OrderBaselineTest \(orders\) under JDK \d+, \w+, quick to src\/test\/resources\/serguard\/OrderBaselineTest\.json: commit it\./
// Sizes are recorded from this JVM alone: no fresh JVM started.
def forks = new File(basedir, 'target/serguard/forks')
assert !forks.isDirectory() || forks.listFiles().every { !(it.name =~ /\.record\d+\.log$/) } : "a sizes-only recording started fresh JVMs: ${forks.list()}"
assert !(log =~ /(?m)^serguard record: OrderBaselineTest\.orders, JVM /)

// 2. The regression: both codecs' sizes grew, and the build failed with the baseline message.
def report = new File(basedir, 'target/surefire-reports/com.example.shop.OrderBaselineTest.txt').getText('UTF-8')
['json', 'kryo'].each { codec ->
    def failure = /(?m)^Baseline regression for ${codec} · SMALL \(Order\)\r?\n  size +([\d ]+) B → ([\d ]+) B   \+([\d.]+) %   allowed \+0\.0 %   baseline src\/test\/resources\/serguard\/OrderBaselineTest\.json\r?$/
    def found = report =~ failure
    assert found.find() : "no size regression for ${codec} in the surefire report"
    def before = found.group(1).replace(' ', '') as int
    def after = found.group(2).replace(' ', '') as int
    assert after > 2 * before : "${codec}: ${before} B → ${after} B is not the regression made"
    if (codec == 'kryo') {
        assert recordedSize.contains("\"value\" : ${before}}") : 'the message does not show the recorded size'
    }
    assert log =~ anyEncoding(failure)
}
assert log.contains('Tests run: 2, Failures: 2, Errors: 0, Skipped: 0')
assert log.contains('BUILD SUCCESS') && log.contains('BUILD FAILURE')

// 3. The reports were written although the tests failed, the HTML one with baseline vs now.
def html = new File(basedir, 'target/serguard/report.html')
assert html.isFile() : 'no target/serguard/report.html'
assert html.getText('UTF-8').contains('Baseline vs now')
assert new File(basedir, 'target/serguard/results.json').isFile()
true
