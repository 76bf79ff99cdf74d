// The consumer's build passed (invoker checks that); here: its serguard tests really ran, and
// serguard printed its results table at the end of the run and wrote its reports.
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
true
