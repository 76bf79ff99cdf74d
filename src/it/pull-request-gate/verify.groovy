// The pull-request gate as a team runs it: this project in a git repository, a base commit and three
// heads, and docs/guide/pull-request-gate.sh (the guide's script, as it is) run on each head.
import java.nio.file.Files
import java.nio.file.Path
import java.nio.file.StandardCopyOption

def work = new File(basedir, 'work')
work.deleteDir()
def repo = new File(work, 'orders')
repo.mkdirs()

def copy = { File from, File to ->
    Files.walk(from.toPath()).each { Path source ->
        Path target = to.toPath().resolve(from.toPath().relativize(source).toString())
        if (Files.isDirectory(source)) {
            Files.createDirectories(target)
        } else {
            Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING)
        }
    }
}
copy(new File(basedir, 'src'), new File(repo, 'src'))
Files.copy(new File(basedir, 'pom.xml').toPath(), new File(repo, 'pom.xml').toPath())

// The builds' settings: the outer build's local repository (filtered into the pom), then Maven Central.
def outer = (new File(basedir, 'pom.xml').getText('UTF-8') =~ /<outer.repository>([^<]+)</)[0][1]
def settings = new File(work, 'settings.xml')
settings.setText("""<settings><profiles><profile><id>outer</id><activation><activeByDefault>true</activeByDefault></activation>
<repositories><repository><id>outer</id><url>${outer}</url></repository></repositories>
<pluginRepositories><pluginRepository><id>outer</id><url>${outer}</url></pluginRepository></pluginRepositories>
</profile></profiles></settings>""", 'UTF-8')

def run = { List<String> command, Map<String, String> env = [:] ->
    def builder = new ProcessBuilder(command).directory(repo).redirectErrorStream(true)
    builder.environment().putAll(env)
    def process = builder.start()
    def out = process.inputStream.getText('UTF-8')
    process.waitFor()
    [process.exitValue(), out]
}
def git = { String... args ->
    def (status, out) = run(['git', '-c', 'user.name=Team', '-c', 'user.email=team@example.com'] + (args as List))
    assert status == 0 : "git ${args.join(' ')}: ${out}"
    out
}
def recipe = new File(basedir, '../../../docs/guide/pull-request-gate.sh').canonicalFile
assert recipe.isFile() : "no recipe at ${recipe}"
def mvn = new File(System.getProperty('maven.home'), 'bin/mvn').path
def gate = { String name ->
    def (status, out) = run(['sh', recipe.path, 'base', '-s', settings.path, "-Dmaven.repo.local=${localRepositoryPath}".toString()],
            [MVN: mvn])
    new File(work, "${name}.log").setText(out, 'UTF-8')
    [status, out]
}

git('init', '-q', '-b', 'main')
git('add', '-A')
git('commit', '-q', '-m', 'Orders as JSON')
git('branch', 'base')

// 1. A head that changes nothing the tests run: the gate passes, every figure compared with the base.
git('commit', '-q', '--allow-empty', '-m', 'A change elsewhere')
def (unchanged, unchangedLog) = gate('unchanged')
assert unchanged == 0 : "the unchanged head failed: see work/unchanged.log"
assert unchangedLog.contains('Upgrade duet base → head') : 'no table of the pair'
// Its row: ok, or, where the IT's neighbours interrupted the rounds, the time withheld as too noisy: never a failure.
assert unchangedLog =~ /order-json · SMALL \(Order\)\s+OrderJsonTest\.orders\s+.*\s+(ok|time not judged)\n/ : 'no passing row for order-json'
assert unchangedLog =~ /Compared with base \(.*target\/classes → .*\/base\/target\/classes\) in the same JVM/ : 'no note of what was swapped'

// 2. A head whose own JSON code checksums what it writes: the same bytes, the same allocation, more CPU. It fails on time.
git('checkout', '-q', 'main')
copy(new File(basedir, 'heads/slower/src'), new File(repo, 'src'))
git('commit', '-q', '-am', 'Checksum orders')
def (slower, slowerLog) = gate('slower')
assert slower != 0 : "the slower head passed: see work/slower.log"
assert slowerLog.contains('Upgrade regression for order-json · SMALL (Order): base → head:') : 'no regression named for order-json'
assert slowerLog =~ /head serializes [\d.]+ times as slow as base \(×[\d.]+, at 99\.9 % between [\d.]+ and [\d.]+; again ×[\d.]+\), where 1\.05 is allowed/ :
        'no serialize time failed, naming base, head, the ratio and its interval'
assert !slowerLog.contains('head allocates') : 'an allocation failed a CPU-only slowdown'
assert slowerLog.contains('wire  the same bytes')

// 3. A head that adds a field the base lacks: bigger, other bytes on the wire, which the base cannot read.
git('checkout', '-q', 'base')
git('checkout', '-q', '-b', 'channel')
copy(new File(basedir, 'heads/field/src'), new File(repo, 'src'))
git('commit', '-q', '-am', 'Orders say their channel')
def (field, fieldLog) = gate('field')
assert field != 0 : "the head with a new field passed: see work/field.log"
assert fieldLog =~ /head writes [\d ]+ bytes where base wrote [\d ]+ \(\+[\d.]+ %\)/ : 'no size failure'
assert fieldLog =~ /wire  bytes differ from offset \d+/ : 'no wire difference'
assert fieldLog.contains('base cannot read what head wrote') : 'the base read the new field'
// The recipe removed its worktree every time.
assert !git('worktree', 'list').contains('/base ') : git('worktree', 'list')
true
