// Ten builds of one project (invoker.properties), read here one by one from build.log:
// 1 records the golden bytes of the first model, 2-4 check them with the model unchanged, 5-8
// check them after the model changed without recording anew.
def log = new File(basedir, 'build.log').getText('UTF-8')
def builds = log.split(/(?m)^\[INFO\] Building golden-evolution /).drop(1)
assert builds.size() == 8 : "expected 8 builds in build.log, found ${builds.size()}"

def totals = { String build -> build.findAll(/(?m)Tests run: \d+, Failures: \d+, Errors: \d+, Skipped: \d+\r?$/)*.trim().last() }
// The codecs whose recorded bytes no longer read back as recorded: one line per codec.
def backward = { String build -> (build.findAll(/(?m)^Golden bytes \(backward\) failed for ([\w-]+) · SMALL \(Item\)/) { all, codec -> codec } as Set) }

// 1. Recorded: per test × codec, the bytes and their readable summary; per test, one field tree
// that its codecs share, named in each summary by its SHA-256.
assert builds[0].contains('BUILD SUCCESS')
def golden = new File(basedir, 'src/test/resources/serguard/golden')
['BuiltInsTest/items': ['json', 'smile', 'kryo', 'kryo-unregistered', 'java'], 'TeamTest/items': ['team-json', 'team-kryo', 'team-protobuf']].each { folder, codecs ->
    def tree = new File(golden, "${folder}/SMALL.tree.json")
    assert tree.getText('UTF-8').contains('"quantity"') : "no field tree in ${tree}"
    def treeSha256 = java.security.MessageDigest.getInstance('SHA-256').digest(tree.bytes).encodeHex().toString()
    codecs.each { codec ->
        assert new File(golden, "${folder}/${codec}.SMALL.bin").isFile() : "no golden bytes for ${codec}"
        assert new File(golden, "${folder}/${codec}.SMALL.json").getText('UTF-8').contains("\"treeSha256\" : \"${treeSha256}\"") : "${codec}'s summary does not name ${tree}"
    }
    assert new File(golden, folder).list().findAll { it.endsWith('.tree.json') } == ['SMALL.tree.json'] : "more than one field tree in ${folder}"
}

// 2-4. Unchanged, three times: every codec read its old bytes, and (the format being frozen in
// BuiltInsTest) wrote the recorded bytes again to the byte.
(1..3).each { i ->
    assert builds[i].contains('BUILD SUCCESS') : "unchanged build ${i + 1} failed"
    assert totals(builds[i]) == 'Tests run: 12, Failures: 0, Errors: 0, Skipped: 4'
    assert !builds[i].contains('Golden bytes') : "unchanged build ${i + 1} reported golden bytes"
}

// 5. A field added (note): json, smile, java and protobuf read the old bytes with it defaulted, which the
// end of the run lists; Kryo's FieldSerializer misreads them (its fields go by position).
def added = builds[4]
assert backward(added) == ['kryo', 'kryo-unregistered', 'team-kryo'] as Set
['json', 'smile', 'java', 'team-json', 'team-protobuf'].each { codec ->
    assert added.contains("Golden bytes of ${codec} · SMALL (Item) read back with fields added since they were recorded") : "${codec} not listed as reading the old bytes"
}
assert added =~ /(?m)^  Item\.quantity  misread: recorded \d+, read -?\d+/

// 6. A field removed (quantity): Jackson's default FAIL_ON_UNKNOWN_PROPERTIES fails the read and
// the message names it; the lenient team mapper, Java serialization and protobuf (an unknown
// field number) drop it; Kryo fails. The advice fits each codec: the setting only where it failed the read.
def removed = builds[5]
assert backward(removed) == ['json', 'smile', 'kryo', 'kryo-unregistered', 'java', 'team-json', 'team-kryo', 'team-protobuf'] as Set
assert removed.contains('UnrecognizedPropertyException: Unrecognized field "quantity"')
def paragraph = { String build, String codec -> build.find(/(?s)Golden bytes \(backward\) failed for ${codec} · SMALL \(Item\).*?If the change is intended[^\n]*/) }
assert paragraph(removed, 'json').contains('Jackson failed on "quantity", a property the model no longer has, as'
        + ' DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES is enabled on this codec\'s reader: disable it')
assert paragraph(removed, 'team-json').contains('Jackson read the bytes and left out what the model no longer has')
assert !paragraph(removed, 'team-json').contains('FAIL_ON_UNKNOWN_PROPERTIES')
assert paragraph(removed, 'kryo').contains('(the serializer this Kryo uses for Item) writes no field names')
assert removed =~ /(?m)^  Item\.quantity  dropped: recorded \d+, no such field in the model/

// 7. A field renamed (name → title): under the team's lenient Jackson mapper, reported as dropped.
def renamed = builds[6]
assert renamed =~ /(?s)Golden bytes \(backward\) failed for team-json · SMALL \(Item\)[^\n]*\n  Item\.name  dropped: recorded "widget \d+", no such field in the model\n  Item\.title  defaulted: reads null/

// 8. The team's Kryo registers its classes in another order, the model unchanged: caught, not passed.
def reordered = builds[7]
assert backward(reordered) == ['team-kryo'] as Set
assert totals(reordered) == 'Tests run: 12, Failures: 1, Errors: 0, Skipped: 4'
true
