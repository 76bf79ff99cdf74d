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
true
