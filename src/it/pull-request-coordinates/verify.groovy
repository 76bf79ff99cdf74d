// Two builds (invoker.properties): release 1.0 installed, then 1.1-SNAPSHOT tested against it by coordinates.
def log = new File(basedir, 'build.log').getText('UTF-8')
def builds = log.split(/(?m)^\[INFO\] Building points /).drop(1)
assert builds.size() == 2 : "expected two builds, found ${builds.size()}"
def test = builds[1]
assert test.contains('BUILD SUCCESS')
// The release's jar took the place of this build's classes in the base's world, and the notes say so.
assert test =~ /Compared with points 1\.0 \(\S*target\/classes → com\.example\.points:points:1\.0\) in the same JVM/ : 'no note of the swap'
// The pair's table: release 1.0 against this build's code, every figure, the same bytes, judged ok.
assert test.contains('Upgrade duet points 1.0 → points head') : 'no table of the pair'
def row = test.readLines().find { it.startsWith('  points · SMALL (Point)  ') }
assert row : 'no row for points'
// A console line over 200 characters is cut at a word ("… (whole in the reports)"): the tested build's report has it whole.
if (row.endsWith('… (whole in the reports)')) {
    row = new File(basedir, 'target/serguard/results.txt').readLines().find { it.startsWith('  points · SMALL (Point)  ') }
    assert row : 'no row for points in results.txt'
}
def cells = row.trim().split(/ {2,}/) as List
// ok, or, where another IT's build interrupted the rounds, the time withheld as too noisy to judge: never a regression.
assert cells.size() == 11 && cells[9] == 'same' && cells[10] in ['ok', 'time not judged'] : cells
true
