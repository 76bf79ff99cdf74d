// Run on JDK 24+ only (invoker.properties), with sun.misc.Unsafe denied (pom.xml): the built-in
// kryo and kryo-unregistered codecs pass; before, Kryo failed with
// UnsupportedOperationException: objectFieldOffset.
def log = new File(basedir, 'build.log').getText('UTF-8')
def runs = log.findAll(/Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)(?!,)/)
assert runs && runs.last() ==~ /Tests run: \d+, Failures: 0, Errors: 0, Skipped: \d+/ : "unexpected totals: ${runs ? runs.last() : 'none'}"
assert !log.contains('objectFieldOffset')
assert log.contains('BUILD SUCCESS')

def xml = new File(basedir, 'target/surefire-reports/TEST-com.example.unsafe.ReadingTest.xml').getText('UTF-8')
assert xml =~ /<property name="argLine" value="[^"]*--sun-misc-unsafe-memory-access=deny/ : 'the tests did not run with Unsafe denied'
def skipped = xml.findAll(/<skipped message="([^ ]+) skipped: /) { all, codec -> codec }
assert !skipped.contains('kryo') && !skipped.contains('kryo-unregistered') : "Kryo codecs skipped: ${skipped}"
true
