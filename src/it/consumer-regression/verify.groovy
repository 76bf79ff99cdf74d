// The consumer's build failed (invoker.properties says it must); here: it failed for the right
// reason, with serguard's budget message naming the codec, payload, metric, budget and declaration:
//
// Serialization budget exceeded for kryo · SMALL (Order)
//   size                   3 392 B   budget ≤ 1 000 B   +239.2 %   @SizeBudget(codec = "kryo", maxBytes = 1000) on OrderSerializationTest.orders
//   size                   kryo 3 392 B vs json 4 047 B: 1.19× smaller   budget ≥ 1.50× smaller than json   -20.5 %   @SmallerThan on OrderSerializationTest.orders
//
// The exact text, · ≤ ≥ × included, is checked in surefire's report, which is always UTF-8. The
// console, and so build.log, shows those characters as ? where the machine has no UTF-8 locale
// (LANG unset), so build.log is checked with any non-ASCII character standing for itself or ?.

def sizeLine = /  size +([\d ]+) B   budget ≤ 1 000 B   \+[\d.]+ %   @SizeBudget\(codec = "kryo", maxBytes = 1000\) on OrderSerializationTest\.orders/
def kryoFailure = /(?m)^Serialization budget exceeded for kryo · SMALL \(Order\)\r?\n/ + sizeLine + /\r?$/
def smallerLine = /(?m)^  size +kryo [\d ]+ B vs json [\d ]+ B: [\d.]+× smaller   budget ≥ 1\.50× smaller than json   -[\d.]+ %   @SmallerThan on OrderSerializationTest\.orders\r?$/

// A pattern that also matches text whose non-ASCII characters came out as one or more '?'.
def anyEncoding = { String pattern -> pattern.replaceAll(/[^\x00-\x7F]/) { c -> "(?:${c}|\\?+)" } }

def report = new File(basedir, 'target/surefire-reports/com.example.shop.OrderSerializationTest.txt').getText('UTF-8')
def exact = report =~ kryoFailure
assert exact.find() : 'no kryo size budget failure in the surefire report'
def bytes = exact.group(1).replace(' ', '') as int
assert bytes > 1000 : "kryo size ${bytes} B is within the budget"
assert report =~ smallerLine : 'the relative budget did not fail too'

def log = new File(basedir, 'build.log').getText('UTF-8')
assert log =~ anyEncoding(kryoFailure) : 'no kryo size budget failure in build.log'
assert log =~ anyEncoding(smallerLine)
assert log.contains('Tests run: 3, Failures: 2, Errors: 0, Skipped: 0') : 'the serguard tests did not run as expected'
assert log.contains('BUILD FAILURE')
// Smile has no size budget and passes; the results table is printed even when tests fail.
assert !(log =~ anyEncoding(/Serialization budget exceeded for smile/))
assert log.contains('serguard results (quick mode)') : 'serguard did not print its results table'
true
