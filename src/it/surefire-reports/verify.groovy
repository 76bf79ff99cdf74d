// The consumer's build failed (invoker.properties says it must): kryo's orders are over its size
// budget. Here: what a CI log carries of it, with Surefire configured as docs/guide/reports-and-ci.md
// says (pom.xml).
//
// Surefire's console lists the failure under its technical name, which no setting changes for a
// test template's invocation; serguard's message, which follows it, opens with the invocation's name:
//
// [ERROR] Failures: 
// [ERROR]   OrderReportsTest.orders:-1 Serialization budget exceeded for kryo · SMALL (Order)
//
// TEST-*.xml names each invocation by its display name (usePhrasedTestCaseMethodName), and keeps
// serguard's report entries, printed a line each (serguard.printReportEntries), in the invocation's
// <system-out>. The XML is UTF-8; build.log shows · as ? where the machine has no UTF-8 locale, so it is
// checked with any non-ASCII character standing for itself or ?.

def anyEncoding = { String pattern -> pattern.replaceAll(/[^\x00-\x7F]/) { c -> "(?:${c}|\\?+)" } }

def log = new File(basedir, 'build.log').getText('UTF-8')
assert log =~ anyEncoding(/(?m)^\[ERROR\] Failures: ?\r?\n\[ERROR\]   OrderReportsTest\.orders:-1 Serialization budget exceeded for kryo · SMALL \(Order\)\r?$/) :
        'the console\'s Failures list does not name kryo · SMALL (Order)'
assert log.contains('Tests run: 2, Failures: 1, Errors: 0, Skipped: 0') : 'the serguard tests did not run as expected'
assert log.contains('BUILD FAILURE')
// Surefire's default (redirectTestOutputToFile=false) also shows a test's output on the console: the entries, and serguard's table.
assert log =~ /(?m)^serguard\.size\.bytes: 390\r?$/
assert log.contains('serguard results (check mode)') : 'serguard did not print its results table'

def xmlFile = new File(basedir, 'target/surefire-reports/TEST-com.example.shop.OrderReportsTest.xml')
def xml = xmlFile.getText('UTF-8')
assert xml.contains('<testcase name="orders(SerializationResult) kryo · SMALL (Order, 390 B)" classname="com.example.shop.OrderReportsTest"') :
        'TEST-*.xml does not name the failed invocation kryo · SMALL (Order, 390 B)'
assert xml.contains('<testcase name="orders(SerializationResult) json · SMALL (Order, 1.0 KB)" classname="com.example.shop.OrderReportsTest"')
assert !xml.contains('orders(SerializationResult)[') : 'an invocation is still named by its index'

def suite = new groovy.xml.XmlSlurper().parse(xmlFile)
def kryo = suite.testcase.find { it.@name == 'orders(SerializationResult) kryo · SMALL (Order, 390 B)' }
assert kryo.failure.@message.text().startsWith('Serialization budget exceeded for kryo · SMALL (Order)\n')
def out = kryo.'system-out'.text()
assert out.startsWith('serguard.codec: kryo\nserguard.payload: Order · SMALL\nserguard.size.bytes: 390\n') :
        "the failed invocation's <system-out> does not hold its serguard entries:\n${out}"
assert out =~ /(?m)^serguard\.threadSafety: passed: /
// each invocation's entries in its own test case: none of json's in kryo's
assert !out.contains('serguard.codec: json')
def json = suite.testcase.find { it.@name == 'orders(SerializationResult) json · SMALL (Order, 1.0 KB)' }
assert json.'system-out'.text().startsWith('serguard.codec: json\n')
true
