// The codec "exits" called System.exit(3) in the test JVM, under no @Forked: the build failed
// (invoker.properties says it must), Surefire saying only that its JVM ended. Here: serguard said
// who called it and during which invocation, and wrote the reports of what had finished.
def anyEncoding = { String text -> text.split('·', -1).collect { java.util.regex.Pattern.quote(it) }.join('(?:·|\\?+|Â·)') }
def log = new File(basedir, 'build.log').getText('UTF-8')
assert log.contains('The forked VM terminated without properly saying goodbye')

def line = 'System.exit called at com.example.wire.ExitingCodec.serialize(ExitingCodec.java:20)' +
        ' during exits · SMALL (Message) in ExitingCodecTest.exitingMessages; run this codec with @Forked'
assert log =~ anyEncoding('serguard: ' + line) : 'serguard did not name the caller of System.exit'

// The reports, as at the end of a run: the passing codec's result, and the line among the run notes.
def results = new File(basedir, 'target/serguard/results.txt')
assert results.isFile() : 'no results.txt'
def text = results.getText('UTF-8')
assert text.contains('== com.example.wire.ExitingCodecTest')
assert text =~ /(?m)^plain +\d+ +\d+/
assert text.contains('Run notes:\n  ' + line + '\n')
assert new File(basedir, 'target/serguard/results.json').isFile()
assert new File(basedir, 'target/serguard/report.html').getText('UTF-8').contains(line)
true
