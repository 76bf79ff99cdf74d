// The newest supported versions (pom.xml): every built-in codec whose library is there works on
// the team's Shipment and on the built-in MediaContent, protobuf included.
def log = new File(basedir, 'build.log').getText('UTF-8')
def runs = log.findAll(/Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)(?!,)/)
assert runs && runs.last() == 'Tests run: 18, Failures: 0, Errors: 0, Skipped: 8' : "unexpected totals: ${runs ? runs.last() : 'none'}"
assert log.contains('BUILD SUCCESS')

// Surefire names invocations [1]..[9]; which codec an invocation is shows in its skip message.
def skipsOf = { String test ->
    def xml = new File(basedir, "target/surefire-reports/TEST-com.example.versions.${test}.xml").getText('UTF-8')
    xml.findAll(/<skipped message="([^"]*)"/) { all, message -> message.replace('&apos;', "'") }
}
def names = { List<String> messages -> messages.collect { it.substring(0, it.indexOf(' skipped: ')) }.sort() }
// Every other built-in passed (no failures, no errors): json, smile, kryo, kryo-unregistered on Shipment (UUID,
// Instant, Optional: Jackson's jsr310 and jdk8 modules, Kryo's own JDK serializers), and java on MediaContent.
assert names(skipsOf('VersionsTest')) == ['java', 'json-afterburner', 'json-blackbird', 'protobuf', 'smile-blackbird']
// protobuf runs on MediaContent: the runtime accepts the built-in models' gencode.
assert names(skipsOf('MediaTest')) == ['json-afterburner', 'json-blackbird', 'smile-blackbird']
true
