// The consumer's build failed (invoker.properties says it must); here: it failed because of the
// typo, with serguard's configuration message, before anything was measured.
def log = new File(basedir, 'build.log').getText('UTF-8')

def message = '@FasterThan on OrderSpeedTest.kryoBeatsJson has than = "jsno": name one of the test\'s codecs: json, smile, kryo.'
assert log.contains('org.junit.jupiter.api.extension.ExtensionConfigurationException: ' + message) : 'no configuration message in build.log'
assert log.contains('Tests run: 1, Failures: 0, Errors: 1, Skipped: 0')
assert log.contains('BUILD FAILURE')
assert !log.contains('serguard results') : 'a misconfigured test measured something'
true
