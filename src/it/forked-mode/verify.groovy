// The build failed (invoker.properties says it must); here: it failed for the right reasons, each
// codec in its own invocation, and the JVM that ran the tests lived to write the reports.
def report = new File(basedir, 'target/surefire-reports/com.example.wire.UntrustedCodecsTest.txt').getText('UTF-8')
assert report.contains('Tests run: 3, Failures: 2, Errors: 0, Skipped: 0') : 'not one invocation per codec, two failed'
assert report =~ /Forked run failed for exits · SMALL \(Message\): its child JVM exited with status 2; System\.exit was called at com\.example\.wire\.UntrustedCodecsTest\.lambda.codecs.\d+\(UntrustedCodecsTest\.java:30\), on thread serguard check exits/
// Out of heap: the codec's OutOfMemoryError, reported by the child, or the child's death from it.
assert report =~ /(Codec threw for leaks · SMALL \(Message\)\s+deserialize threw java\.lang\.OutOfMemoryError|Forked run failed for leaks · SMALL \(Message\): [^\n]*\n  it ran out of heap \(its limit: -Xmx64m\))/

def log = new File(basedir, 'build.log').getText('UTF-8')
assert !log.contains('The forked VM terminated without properly saying goodbye')
assert log.contains('Tests run: 3, Failures: 2, Errors: 0, Skipped: 0')
// What forking cost, said once at the end of the run.
assert log =~ /Forked: 3 invocations, each in a child JVM of its own: [\d.]+ s each \(median\), [\d.]+ s the longest\./

// The passing codec was measured in its child, and its figures are in the build's reports.
def results = new File(basedir, 'target/serguard/results.txt').getText('UTF-8')
assert results.contains('== com.example.wire.UntrustedCodecsTest (forked: plain · SMALL)')
assert results =~ /(?m)^plain +\d+ /
// The child that exited saved nothing; its end is in the reports all the same.
assert results.contains('Forked run failed for exits · SMALL (Message): its child JVM exited with status 2')
assert new File(basedir, 'target/serguard/report.html').getText('UTF-8').contains('its child JVM exited with status 2')
true
