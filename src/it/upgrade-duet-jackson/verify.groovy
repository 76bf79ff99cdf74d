// Three builds ran (invoker.properties): against Jackson 2.16 and against Kryo 5.5 they passed, against
// Jackson 2.16 with a regression injected under 2.18 it failed. Here: for the right reasons, with the figures.
def log = new File(basedir, 'build.log').getText('UTF-8')
def builds = log.split(/(?m)^\[INFO\] Building upgrade-duet-jackson/).drop(1)
assert builds.size() == 3 : "expected three builds, found ${builds.size()}"

// 1. Jackson 2.16.2 (its bill of materials) against this project's 2.18.2: a note per codec, with its figures.
def jackson = /upgrade duet jackson-bom 2\.16\.2 → jackson-bom 2\.18\.2: no regression[^:]*: size ([\d ]+) B → ([\d ]+) B [^;]*; (wire [^;]*); read each reads the other's bytes back as the payload; serialize [\d ]+ ns\/op → [\d ]+ ns\/op ×[\d.]+ \([\d.]+ to [\d.]+\)/
['json', 'smile', 'kryo'].each { codec ->
    assert builds[0] =~ (/${codec} · SMALL \(Order\) in OrderUpgradeTest\.orders: / + jackson) : "no duet figures for ${codec} against Jackson 2.16"
}
// The JSON the two versions write: the same bytes.
def json = (builds[0] =~ (/json · SMALL \(Order\) in OrderUpgradeTest\.orders: / + jackson))
assert json.find() && json.group(1) == json.group(2) && json.group(3) == 'wire the same bytes'
assert builds[0].contains('BUILD SUCCESS')

// 2. Kryo 5.5.0 against 5.6.2.
assert builds[1] =~ /kryo · SMALL \(Order\) in OrderUpgradeTest\.orders: upgrade duet kryo 5\.5\.0 → kryo 5\.6\.2: no regression[^:]*: size [\d ]+ B → [\d ]+ B/
assert builds[1].contains('BUILD SUCCESS')

// 3. The regression: JSON serialize three times as slow under 2.18 (and allocating three times as much, as it serializes
//    three times), measured so in the pairs of worlds that decided it.
assert builds[2] =~ /Upgrade regression for json · SMALL \(Order\): jackson-bom 2\.16\.2 → jackson-bom 2\.18\.2: 2 regressions; failed in 2 of 2 pairs of worlds, each compiled anew/
def slower = builds[2] =~ /jackson-bom 2\.18\.2 serializes ([\d.]+) times as slow as jackson-bom 2\.16\.2 \(×[\d.]+, at 99\.9 % between ([\d.]+) and [\d.]+; again ×[\d.]+\), where 1\.10 is allowed/
assert slower.find() : 'no slowdown in the failure'
assert (slower.group(1) as double) > 2.0 && (slower.group(2) as double) > 1.10
assert builds[2].contains('Tests run: 3, Failures: 1')
assert builds[2].contains('BUILD FAILURE')

// The reports say it too, in the build that failed.
def json3 = new File(basedir, 'target/serguard/results.json').getText('UTF-8')
assert json3.contains('"check" : "upgrade duet"')
true
