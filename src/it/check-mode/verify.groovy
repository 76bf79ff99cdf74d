// A pull-request build (invoker.properties): -Dserguard.mode=check -Dserguard.codecs=json,kryo
// -Dserguard.sizes=SMALL -Dserguard.seed=7 on Maven's command line, as user properties, which
// Surefire hands to the test JVM as system properties. Here: each of them took effect.
def anyEncoding = { String pattern -> pattern.replaceAll(/[^\x00-\x7F]/) { c -> "(?:${c}|\\?+)" } }
def log = new File(basedir, 'build.log').getText('UTF-8')

// serguard.codecs and serguard.sizes: 2 tests × json, kryo × SMALL (10 invocations without them).
def totals = log.findAll(/(?m)Tests run: \d+, Failures: \d+, Errors: \d+, Skipped: \d+\r?$/)*.trim()
assert totals.last() == 'Tests run: 4, Failures: 1, Errors: 0, Skipped: 0'
def xml = new File(basedir, 'target/surefire-reports/TEST-com.example.shop.OrderCheckTest.xml').getText('UTF-8')
def names = xml.findAll(/<testcase name="[^"]*"/)
assert names.size() == 4 : "expected 4 test cases, found ${names}"
assert xml.contains('<property name="serguard.mode" value="check"/>')

// serguard.mode=check: the round trip and sizes; nothing timed, so the 1 ns speed budget and the
// 1 B allocation budget are said not judged, never passed or failed.
def table = log.indexOf('serguard results (check mode)')
assert table >= 0 : 'serguard did not print its check-mode table'
def results = log.substring(table)
assert results.contains('Check mode: nothing timed, no allocation measured; 2 time or allocation budgets and the baselines\' times and allocation not judged')
assert results =~ anyEncoding(/(?m)^OrderCheckTest\.orders · Order · SMALL\r?\ncodec +size +\+dfl\r?\njson +\d+ +\d+\r?\nkryo +\d+ +\d+\r?$/)
assert !results.contains('ser ns') : 'check mode printed timing columns'
assert !(results =~ /(?m)^smile /) && !results.contains('MEDIUM') : 'smile or MEDIUM ran'
assert results =~ /(?m)^json +FAILED \(round trip mismatch, see below\)/

// The lossy mapper fails the build in check mode; serguard.seed=7 is in the line that reproduces it.
def failure = xml.find(/(?s)<failure message="[^"]*"/)
assert failure : 'no failure in the surefire report'
assert xml.contains('Round trip failed for json · SMALL (Order)')
assert xml.contains('to reproduce: -Dserguard.seed=7 -Dserguard.codecs=json -Dserguard.sizes=SMALL')
true
