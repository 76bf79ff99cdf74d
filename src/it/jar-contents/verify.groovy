// The consumer's test compiled with serguard as its only dependency (invoker.properties: the build
// must pass), so junit-jupiter-api reached it through serguard. Here: the jars this build made
// carry what Maven Central and JPMS users need.
import java.util.jar.JarFile

def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('BUILD SUCCESS')

def entries = { String path -> new JarFile(path).withCloseable { jar -> jar.entries().collect { it.name } } }
def text = { String path, String entry ->
    new JarFile(path).withCloseable { jar ->
        def e = jar.getEntry(entry)
        assert e != null : "no ${entry} in ${new File(path).name}"
        jar.getInputStream(e).getText('UTF-8')
    }
}

new JarFile(serguardJar).withCloseable { jar ->
    def name = jar.manifest.mainAttributes.getValue('Automatic-Module-Name')
    assert name == 'dev.serguard' : "Automatic-Module-Name is ${name}, not dev.serguard"
}
assert text(serguardJar, 'META-INF/LICENSE').contains('Apache License\n                           Version 2.0, January 2004')
def notice = text(serguardJar, 'META-INF/NOTICE')
assert notice.contains('CC BY-SA 4.0') && notice.contains('jvm-serializers') && notice.contains('serialization-shootout')

def sources = entries(serguardSourcesJar)
assert sources.contains('dev/serguard/junit/SerializationTest.java')
assert sources.contains('META-INF/LICENSE')
def javadoc = entries(serguardJavadocJar)
assert javadoc.contains('index.html')
assert javadoc.contains('dev/serguard/junit/SerializationTest.html')

// The built-in models are not in the jar a team depends on, nor in its sources or javadoc: they are
// in the `samples` classifier, with the ModelProvider service that names them.
def main = entries(serguardJar)
assert main.contains('dev/serguard/junit/SerializationTest.class')
assert main.contains('dev/serguard/codec/ModelProvider.class')
// files only: the sources jar keeps the folder the Avro schemas' resource targets, empty
def samplesIn = { List<String> names ->
    names.findAll { !it.endsWith('/') && (it.startsWith('dev/serguard/samples/') || it.endsWith('.proto') || it.endsWith('.avsc')) }
}
assert samplesIn(main).isEmpty() : "samples in ${new File(serguardJar).name}: ${samplesIn(main).take(5)}"
assert !main.contains('META-INF/services/dev.serguard.codec.ModelProvider')
assert samplesIn(sources).isEmpty() : "samples in ${new File(serguardSourcesJar).name}: ${samplesIn(sources).take(5)}"
assert !javadoc.any { it.startsWith('dev/serguard/samples') }

def samples = entries(serguardSamplesJar)
['dev/serguard/samples/SampleModels.class',
 'dev/serguard/samples/media/MediaContent.class',
 'dev/serguard/samples/car/Car.class',
 'dev/serguard/samples/employee/Employee.class',
 'dev/serguard/samples/protobuf/generated/MediaProtos.class',
 'dev/serguard/samples/avro/generated/MediaContent.class',
 'dev/serguard/samples/thrift/MediaThrift$MediaContent.class',
 'dev/serguard/samples/shootout/Shootout.class',
 'dev/serguard/samples/media/media.1.json',
 'dev/serguard/samples/car/car-strings.json',
 'dev/serguard/samples/avro/media.avsc',
 'media.proto',
 'META-INF/LICENSE',
 'META-INF/NOTICE'].each { assert samples.contains(it) : "no ${it} in ${new File(serguardSamplesJar).name}" }
assert samples.findAll { it.endsWith('.class') }.every { it.startsWith('dev/serguard/samples/') }
assert text(serguardSamplesJar, 'META-INF/services/dev.serguard.codec.ModelProvider').readLines()
        .findAll { it.trim() && !it.startsWith('#') } == ['dev.serguard.samples.SampleModels']
new JarFile(serguardSamplesJar).withCloseable { jar ->
    def name = jar.manifest.mainAttributes.getValue('Automatic-Module-Name')
    assert name == 'dev.serguard.samples' : "Automatic-Module-Name of the samples jar is ${name}, not dev.serguard.samples"
}
def samplesSources = entries(serguardSamplesSourcesJar)
assert samplesSources.contains('dev/serguard/samples/media/MediaContent.java')
assert samplesSources.contains('dev/serguard/samples/protobuf/generated/MediaProtos.java')
assert samplesSources.findAll { it.endsWith('.java') }.every { it.startsWith('dev/serguard/samples/') }
true
