// The consumer's build passed (invoker checks that); here: its serguard tests really ran, and
// serguard printed its results table at the end of the run and wrote its reports. Its tests run
// with a debugger agent attached (pom.xml): the speed budget on smile is withheld, not failed,
// and says so in the test's output, which Surefire keeps in the test case's <system-out>.
def log = new File(basedir, 'build.log').getText('UTF-8')

def totals = log.findAll(/(?m)Tests run: \d+, Failures: \d+, Errors: \d+, Skipped: \d+\r?$/)*.trim()
assert totals : 'no surefire totals in build.log'
assert totals.last() == 'Tests run: 3, Failures: 0, Errors: 0, Skipped: 0'
assert log.contains('BUILD SUCCESS')

def table = log.indexOf('serguard results (quick mode)')
assert table >= 0 : 'serguard did not print its results table'
assert log.indexOf('Order · SMALL', table) > 0 || log.indexOf('Order ? SMALL', table) > 0 || log.indexOf('Order ?? SMALL', table) > 0
['json', 'smile', 'kryo'].each { codec ->
    assert log.substring(table) =~ /(?m)^${codec} +\d/ : "no row for ${codec} in the results table"
}
assert new File(basedir, 'target/serguard/results.txt').isFile() : 'no target/serguard/results.txt'
assert new File(basedir, 'target/serguard/results.json').isFile() : 'no target/serguard/results.json'

// The withheld verdict, in surefire's XML report (always UTF-8), in the <system-out> of smile's passing test case.
// The figure against its limit and why, in at most 200 characters; results.txt keeps the whole line (below).
def withheld = /Verdict withheld for smile · SMALL \(Order\) in OrderSerializationTest\.orders: speed budget serialize [\d ]+ ns\/op against 1 ns\/op/ +
        /: times are not trusted here: a debugger agent/
def xml = new File(basedir, 'target/surefire-reports/TEST-com.example.shop.OrderSerializationTest.xml').getText('UTF-8')
def cases = xml.findAll(/(?s)<testcase .*?(?:\/>|<\/testcase>)/)
assert cases.size() == 3 : "expected 3 test cases in the XML report, found ${cases.size()}"
def withheldIn = cases.findAll { it.contains('Verdict withheld') }
assert withheldIn.size() == 1 : "the withheld verdict is in ${withheldIn.size()} test cases' output, not 1"
def smile = withheldIn[0]
assert !smile.contains('<failure') && !smile.contains('<error') : 'the test case with the withheld verdict did not pass'
def systemOut = smile.find(/(?s)<system-out>(.*?)<\/system-out>/) { all, text -> text }
assert systemOut =~ withheld : "the withheld verdict is not in <system-out> as expected: ${smile}"
// ... and at the end of the run: counted in the summary's first line, and listed with its test.
def anyEncoding = { String pattern -> pattern.replaceAll(/[^\x00-\x7F]/) { c -> "(?:${c}|\\?+)" } }
assert log.contains('serguard results (quick mode): 1 verdict withheld')
assert log =~ anyEncoding(/(?m)^Verdicts withheld: 1 \(/)
assert log =~ anyEncoding(/(?m)^  smile · SMALL \(Order\) in OrderSerializationTest\.orders: speed budget serialize [\d ]+ ns\/op against 1 ns\/op: /)
assert log.readLines().every { it.length() <= 200 || !it.contains('smile') } : 'a console line of serguard longer than 200 characters'
assert new File(basedir, 'target/serguard/results.txt').getText('UTF-8') =~ /@SpeedBudget\(codec = "smile", maxSerializeNanos = 1\) on OrderSerializationTest\.orders  not failed, times are not trusted here: a debugger agent is attached \(-agentlib:jdwp=[^)]*\)/
assert new File(basedir, 'target/serguard/results.json').getText('UTF-8').contains('"metric" : "serializeTime"')
assert new File(basedir, 'target/serguard/report.html').getText('UTF-8').contains('1 verdict withheld</a>')
true
