// Four test classes ran in four JVMs (two Surefire forks at a time, a fresh JVM per class), one of
// them twice (its first attempt fails, Surefire's rerun passes), and one under Failsafe after
// Surefire. Each JVM wrote its part; the reports merged from them must hold every class, and the
// rerun's results in place of the first attempt's.
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')
assert log =~ /Flakes: 1/ : 'FlakyTest did not fail once and pass on its rerun'

def folder = new File(basedir, 'target/serguard')
def parts = new File(folder, 'parts').list().findAll { it.endsWith('.json') }.sort()
assert parts == ['com.example.shop.CartTest.json', 'com.example.shop.CheckoutTest.json', 'com.example.shop.FlakyTest.json',
                 'com.example.shop.InvoiceIT.json'] : "parts: ${parts}"

def json = new File(folder, 'results.json').getText('UTF-8')
['CartTest.carts', 'CheckoutTest.checkouts', 'FlakyTest.flaky', 'InvoiceIT.invoices'].each { test ->
    assert json.contains("\"benchmark\" : \"com.example.shop.${test}.serialize\"") : "no ${test} in results.json"
}

def text = new File(folder, 'results.txt').getText('UTF-8')
['CartTest', 'CheckoutTest', 'FlakyTest', 'InvoiceIT'].each { test ->
    assert text.contains("== com.example.shop.${test}\n") : "no ${test} in results.txt"
}
assert text =~ /(?m)^json-flaky +\d/ : 'the rerun of FlakyTest is not in results.txt'
assert !text.contains('FAILED') : 'the first, failed attempt of FlakyTest is still in results.txt'

def html = new File(folder, 'report.html').getText('UTF-8')
assert html.contains('4 results over 4 payloads') : 'report.html does not hold the four classes'

// With the reporter settings of the README, Surefire's XML names each invocation by its display name.
def xml = new File(basedir, 'target/surefire-reports/TEST-com.example.shop.CartTest.xml').getText('UTF-8')
assert xml =~ /<testcase name="carts\(\) json · SMALL \(Order, [^)]+\)"/ : 'the XML report does not name the invocation by its display name'
