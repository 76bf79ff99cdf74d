// Two builds ran (invoker.properties): the first recorded the team's baseline and passed, the second
// made amounts numbers and failed (invoker checked both results). Here: for the right reasons.
//
// Round trip failed for msgpack-events · SMALL (Order)
//   Order.lines[…].unitPrice: expected 19.90 (scale 2) but was 19.9 (scale 1)
def anyEncoding = { String pattern -> pattern.replaceAll(/[^\x00-\x7F]/) { c -> "(?:${c}|\\?+)" } }
def log = new File(basedir, 'build.log').getText('UTF-8')

// 1. The baseline of the team's own codec, under its own name, in the file the team commits.
def baseline = new File(basedir, 'src/test/resources/serguard/OrderEventsTest.json')
assert baseline.isFile() : 'record mode wrote no baseline'
def entries = baseline.readLines('UTF-8').findAll { it.startsWith('        {"test" : "orders", ') }
assert entries.size() == 6 : "expected 1 codec × 6 metrics, found ${entries.size()} entries"
assert entries.every { it.contains('"codec" : "msgpack-events"') }
def recorded = (entries.find { it.contains('"metric" : "size"') } =~ /"value" : (\d+)\}/)
assert recorded.find() : 'no recorded size'
assert (recorded.group(1) as int) < 2_000 : 'the recorded size is over the budget the build passed'
assert log =~ /Recorded 6 figures of OrderEventsTest \(orders\) under JDK \d+, \w+, quick to src\/test\/resources\/serguard\/OrderEventsTest\.json: commit it\./

// 2. The lossy change: smaller bytes, so the size budget and the baseline's size hold; the round trip does not.
def report = new File(basedir, 'target/surefire-reports/com.example.shop.OrderEventsTest.txt').getText('UTF-8')
def failure = /(?m)^Round trip failed for msgpack-events · SMALL \(Order\)\r?\n  Order\.(lines\[\d+\]\.unitPrice|total): expected (\d+\.\d0) \(scale 2\) but was (\d+\.\d) \(scale 1\)\r?$/
def found = report =~ failure
assert found.find() : 'no round-trip failure naming a decimal that lost its scale in the surefire report'
assert found.group(2).startsWith(found.group(3)) : "${found.group(2)} and ${found.group(3)} are not the same amount"
assert log =~ anyEncoding(failure)
assert !(report =~ /Serialization budget exceeded|Baseline regression/) : 'the smaller bytes failed a size budget or the baseline'
assert log.contains('Tests run: 1, Failures: 1, Errors: 0, Skipped: 0')
assert log.contains('BUILD SUCCESS') && log.contains('BUILD FAILURE')
true
