// The oldest supported versions (pom.xml): every built-in codec whose library is there works on
// the team's Shipment (UUID, Instant, Optional: Jackson's jsr310/jdk8 modules, Kryo's own JDK
// serializers), and the built-in protobuf codec of MediaContent is skipped, naming the floor,
// because protobuf-java 3.25 refuses the built-in models' 4.36.2 gencode.
def log = new File(basedir, 'build.log').getText('UTF-8')
def runs = log.findAll(/Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)(?!,)/)
assert runs && runs.last() == 'Tests run: 18, Failures: 0, Errors: 0, Skipped: 9' : "unexpected totals: ${runs ? runs.last() : 'none'}"
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
def media = skipsOf('MediaTest')
assert names(media) == ['json-afterburner', 'json-blackbird', 'protobuf', 'smile-blackbird']
def protobuf = media.find { it.startsWith('protobuf skipped: ') }
assert protobuf.startsWith("protobuf skipped: the built-in models' protobuf messages need protobuf-java 4.36.2 or newer" +
        " (gencode 4.36.2, runtime 3.25 or older, without com.google.protobuf.RuntimeVersion): upgrade protobuf-java," +
        " or measure your own messages with ProtobufCodecs.of(...); ") : protobuf
true
