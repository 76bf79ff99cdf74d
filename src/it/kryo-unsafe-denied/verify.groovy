// Run on JDK 24+ only (invoker.properties), with sun.misc.Unsafe denied (pom.xml): the built-in
// kryo and kryo-unregistered codecs pass; before, Kryo failed with
// UnsupportedOperationException: objectFieldOffset.
def log = new File(basedir, 'build.log').getText('UTF-8')
def runs = log.findAll(/Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)(?!,)/)
// 9 invocations of readings (kryo and kryo-unregistered run; json, smile, protobuf and java are skipped,
// their libraries absent or the type not Serializable) and unsafeMemoryAccess_isDenied, which proves the flag took.
assert runs && runs.last() == 'Tests run: 10, Failures: 0, Errors: 0, Skipped: 7' : "unexpected totals: ${runs ? runs.last() : 'none'}"
assert !log.contains('objectFieldOffset')
assert log.contains('BUILD SUCCESS')

def xml = new File(basedir, 'target/surefire-reports/TEST-com.example.unsafe.ReadingTest.xml').getText('UTF-8')
def skipped = xml.findAll(/<skipped message="([^ ]+) skipped: /) { all, codec -> codec }
assert !skipped.contains('kryo') && !skipped.contains('kryo-unregistered') : "Kryo codecs skipped: ${skipped}"
true
