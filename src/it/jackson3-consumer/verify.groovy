// A Jackson 3 team (pom.xml: Jackson 3's databind and Smile 3.0.3 only) gets the built-in json3 and
// smile3, and they pass on their Shipment (UUID, Instant, Optional) and on MediaContent; the codecs
// whose libraries are absent are skipped by name.
def log = new File(basedir, 'build.log').getText('UTF-8')
def runs = log.findAll(/Tests run: (\d+), Failures: (\d+), Errors: (\d+), Skipped: (\d+)(?!,)/)
// Two methods × 11 built-ins; on each, json3 and smile3 run (and java on MediaContent, which is Serializable).
assert runs && runs.last() == 'Tests run: 22, Failures: 0, Errors: 0, Skipped: 17' : "unexpected totals: ${runs ? runs.last() : 'none'}"
assert log.contains('BUILD SUCCESS')

def skipsOf = { String test ->
    def xml = new File(basedir, "target/surefire-reports/TEST-com.example.versions.${test}.xml").getText('UTF-8')
    xml.findAll(/<skipped message="([^"]*)"/) { all, message -> message.replace('&apos;', "'") }
}
def names = { List<String> messages -> messages.collect { it.substring(0, it.indexOf(' skipped: ')) }.sort() }
def absent = ['json', 'json-afterburner', 'json-blackbird', 'kryo', 'kryo-unregistered', 'protobuf', 'smile', 'smile-blackbird']
assert names(skipsOf('VersionsTest')) == (absent + 'java').sort()
assert names(skipsOf('MediaTest')) == absent
assert skipsOf('VersionsTest').contains('json skipped: com.fasterxml.jackson.databind.ObjectMapper is not on the class path (add com.fasterxml.jackson.core:jackson-databind)')
true
