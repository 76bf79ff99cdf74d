package dev.serguard;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import dev.serguard.codec.CodecFamily;
import dev.serguard.measure.BreaksTheLayering;
import dev.serguard.report.ClosesACycle;
import dev.serguard.measure.internal.SerializeLoop;
import org.apiguardian.api.API;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The layering of docs/architecture.md, held on serguard's compiled classes; which package alone
 * links a codec library, and the names of the built-in codecs, come from {@link CodecFamily}. Each rule is also run
 * on test classes that break it ({@link BreaksTheLayering}, {@link ClosesACycle}, and for the gate's
 * rules {@code LeansOnTheAdapter} and {@code DecidesInTheAdapter}, for the STABLE surface
 * {@link LeaksAnExperimentalType}), so that a rule that could no longer fail would be noticed.
 */
class ArchitectureTests {

    private static JavaClasses serguard;
    private static JavaClasses broken;

    @BeforeAll
    static void importClasses() {
        serguard = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS).importPackages("dev.serguard");
        broken = new ClassFileImporter().importClasses(BreaksTheLayering.class, ClosesACycle.class,
                SerializeLoop.class, dev.serguard.gate.LeansOnTheAdapter.class, dev.serguard.junit.DecidesInTheAdapter.class,
                LeaksAnExperimentalType.class);
    }

    static Stream<Arguments> rules() {
        return Stream.of(Stream.of(
                Arguments.of("only junit imports JUnit", onlyIn("org.junit..", "dev.serguard.junit..")),
                Arguments.of("only assertj imports AssertJ", onlyIn("org.assertj..", "dev.serguard.assertj.."))),
                codecLibraryRules(), Stream.of(
                Arguments.of("only codec.CodecFamily names the built-in codecs: no other class holds the names of two families",
                        classes().that().doNotBelongToAnyOf(CodecFamily.class).should(nameTheCodecsOfOneFamilyAtMost())),
                Arguments.of("the core imports no sample", noClasses().that().resideOutsideOfPackage("dev.serguard.samples..")
                        .should().dependOnClassesThat().resideInAPackage("dev.serguard.samples..")),
                Arguments.of("a layer's internal package serves that layer only", classes().that().resideInAPackage("dev.serguard.*.internal..")
                        .should(beUsedByTheirOwnLayerOnly())),
                Arguments.of("the gate knows no JUnit, no AssertJ and no adapter", noClasses().that().resideInAPackage("dev.serguard.gate..")
                        .should().dependOnClassesThat().resideInAnyPackage("org.junit..", "org.opentest4j..", "org.assertj..",
                                "dev.serguard.junit..", "dev.serguard.assertj..")),
                Arguments.of("the JUnit adapter decides nothing: it reads no verdict's outcome or figures", noClasses().that()
                        .resideInAPackage("dev.serguard.junit..").should().callMethodWhere(readsAVerdict())),
                Arguments.of("only the invocation pipeline decides: nothing outside the gate asks Gate.decide or a gate's judge",
                        noClasses().that().resideOutsideOfPackage("dev.serguard.gate..").should().callMethodWhere(decidesAnInvocation())),
                Arguments.of("a STABLE type exposes only STABLE types", classes().that().areAnnotatedWith(API.class).and(stable())
                        .should(exposeOnlyStableTypes())),
                Arguments.of("no cycles between the top-level packages", slices().assignedFrom(TOP_LEVEL_PACKAGES).should().beFreeOfCycles()),
                Arguments.of("every public type declares its API status", classes().that().arePublic().and().areTopLevelClasses()
                        .and().resideOutsideOfPackages("dev.serguard.samples.protobuf.generated..", "dev.serguard.samples.avro.generated..")
                        .should().beAnnotatedWith(API.class)))).flatMap(rules -> rules);
    }

    // One per library of a family in the registry: "only codec.protobuf and samples.protobuf link Protocol Buffers (com.google.protobuf)".
    private static Stream<Arguments> codecLibraryRules() {
        return Arrays.stream(CodecFamily.values()).flatMap(family -> family.libraryPackages().stream().map(library -> Arguments.of(
                "only " + family.linkedBy().stream().map(p -> p.substring("dev.serguard.".length())).collect(Collectors.joining(" and "))
                        + " link " + family.label() + " (" + library + ")",
                onlyIn(library + "..", family.linkedBy().stream().map(p -> p + "..").toArray(String[]::new)))));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void rule_holdsForSerguard(String name, ArchRule rule) {
        assertThatCode(() -> rule.check(serguard)).doesNotThrowAnyException();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rules")
    void rule_failsOnClassesThatBreakIt(String name, ArchRule rule) {
        assertThatThrownBy(() -> rule.check(broken)).isInstanceOf(AssertionError.class)
                .hasMessageContaining("Architecture Violation")
                .hasMessageMatching("(?s).*(BreaksTheLayering|ClosesACycle|LeansOnTheAdapter|DecidesInTheAdapter|LeaksAnExperimentalType).*");
    }

    private static com.tngtech.archunit.base.DescribedPredicate<JavaClass> stable() {
        return com.tngtech.archunit.base.DescribedPredicate.describe("are STABLE", ArchitectureTests::isStable);
    }

    // Marked STABLE itself, or nested in a STABLE type without a status of its own.
    private static boolean isStable(JavaClass type) {
        if (type.isAnnotatedWith(API.class)) {
            return type.getAnnotationOfType(API.class).status() == API.Status.STABLE;
        }
        return type.getEnclosingClass().map(ArchitectureTests::isStable).orElse(false);
    }

    // The public members of a STABLE type (those not marked otherwise) take and return serguard types that are STABLE too.
    private static ArchCondition<JavaClass> exposeOnlyStableTypes() {
        return new ArchCondition<>("expose only STABLE types of serguard") {
            @Override
            public void check(JavaClass type, ConditionEvents events) {
                for (com.tngtech.archunit.core.domain.JavaMember member : type.getMembers()) {
                    if (!member.getModifiers().contains(com.tngtech.archunit.core.domain.JavaModifier.PUBLIC)
                            || member.isAnnotatedWith(API.class) && member.getAnnotationOfType(API.class).status() != API.Status.STABLE) {
                        continue;
                    }
                    // With their type arguments: an Optional<Failure> exposes Failure.
                    java.util.List<JavaClass> exposed = new java.util.ArrayList<>();
                    if (member instanceof com.tngtech.archunit.core.domain.JavaCodeUnit unit) {
                        exposed.addAll(unit.getReturnType().getAllInvolvedRawTypes());
                        unit.getParameterTypes().forEach(parameter -> exposed.addAll(parameter.getAllInvolvedRawTypes()));
                    } else if (member instanceof com.tngtech.archunit.core.domain.JavaField field) {
                        exposed.addAll(field.getType().getAllInvolvedRawTypes());
                    }
                    exposed.stream().map(t -> t.isArray() ? t.getBaseComponentType() : t)
                            .filter(t -> t.getPackageName().startsWith("dev.serguard") && !isStable(t)).distinct()
                            .forEach(t -> events.add(SimpleConditionEvent.violated(member, member.getFullName() + " exposes " + t.getName()
                                    + ", which is not STABLE")));
                }
            }
        };
    }

    // A call of one of Verdict's methods that say what it decided or measured: what the gate reads, and the adapter does not.
    private static com.tngtech.archunit.base.DescribedPredicate<com.tngtech.archunit.core.domain.JavaMethodCall> readsAVerdict() {
        java.util.Set<String> deciding = java.util.Set.of("outcome", "failed", "warning", "compared", "value", "expected", "measured", "limit",
                "change", "allowed", "reason", "atAnotherSpeed");
        return com.tngtech.archunit.base.DescribedPredicate.describe("a verdict's outcome or figures", call ->
                call.getTargetOwner().isEquivalentTo(dev.serguard.budget.Verdict.class) && deciding.contains(call.getName()));
    }

    private static com.tngtech.archunit.base.DescribedPredicate<com.tngtech.archunit.core.domain.JavaMethodCall> decidesAnInvocation() {
        return com.tngtech.archunit.base.DescribedPredicate.describe("the gate's decision on an invocation", call ->
                call.getTargetOwner().isEquivalentTo(dev.serguard.gate.Gate.class) && call.getName().equals("decide")
                        || call.getTargetOwner().isEquivalentTo(dev.serguard.gate.BudgetGate.class) && call.getName().equals("judge"));
    }

    // A hand-written list of built-in codec names (the string constants of the class file) spans families; a codec
    // factory names its own family's codecs, and "java" alone is also the launcher's name.
    private static ArchCondition<JavaClass> nameTheCodecsOfOneFamilyAtMost() {
        return new ArchCondition<>("name the built-in codecs of one family at most") {
            @Override
            public void check(JavaClass type, ConditionEvents events) {
                Map<CodecFamily, List<String>> named = new TreeMap<>();
                for (String constant : stringConstants(type)) {
                    CodecFamily.ofCodecName(constant).ifPresent(family -> named.computeIfAbsent(family, f -> new ArrayList<>()).add(constant));
                }
                if (named.size() > 1) {
                    events.add(SimpleConditionEvent.violated(type, type.getName() + " names the codecs " + named.values()
                            + " of the families " + named.keySet() + ": take them from CodecFamily"));
                }
            }
        };
    }

    // The CONSTANT_String entries of the class file's constant pool: the string literals of its code and constants.
    private static Set<String> stringConstants(JavaClass type) {
        URI classFile = type.getSource().orElseThrow(() -> new IllegalStateException("no class file for " + type.getName())).getUri();
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(classFile.toURL().openStream()))) {
            in.readInt();
            in.readUnsignedShort();
            in.readUnsignedShort();
            int count = in.readUnsignedShort();
            String[] utf8 = new String[count];
            List<Integer> strings = new ArrayList<>();
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8[i] = in.readUTF();
                    case 8 -> strings.add(in.readUnsignedShort());
                    case 7, 16, 19, 20 -> in.readUnsignedShort();
                    case 15 -> in.skipNBytes(3);
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> in.readInt();
                    case 5, 6 -> {
                        in.readLong();
                        i++; // a long or a double takes two entries
                    }
                    default -> throw new IllegalStateException("constant pool tag " + tag + " in " + classFile);
                }
            }
            Set<String> constants = new TreeSet<>();
            strings.forEach(index -> constants.add(utf8[index]));
            return constants;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ArchRule onlyIn(String library, String... owners) {
        return noClasses().that().resideInAPackage("dev.serguard..").and().resideOutsideOfPackages(owners)
                .should().dependOnClassesThat().resideInAPackage(library);
    }

    // dev.serguard.measure.internal serves dev.serguard.measure and its sub-packages, nothing else.
    private static ArchCondition<JavaClass> beUsedByTheirOwnLayerOnly() {
        return new ArchCondition<>("be used by their own layer only") {
            @Override
            public void check(JavaClass internal, ConditionEvents events) {
                String layer = internal.getPackageName().substring(0, internal.getPackageName().indexOf(".internal"));
                for (Dependency use : internal.getDirectDependenciesToSelf()) {
                    String user = use.getOriginClass().getPackageName();
                    if (!user.equals(layer) && !user.startsWith(layer + ".")) {
                        events.add(SimpleConditionEvent.violated(use, use.getDescription()));
                    }
                }
            }
        };
    }

    // dev.serguard itself is one slice; dev.serguard.codec.kryo belongs to the slice codec.
    private static final SliceAssignment TOP_LEVEL_PACKAGES = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String name = javaClass.getPackageName();
            if (name.equals("dev.serguard")) {
                return SliceIdentifier.of("dev.serguard");
            }
            if (!name.startsWith("dev.serguard.")) {
                return SliceIdentifier.ignore();
            }
            String rest = name.substring("dev.serguard.".length());
            return SliceIdentifier.of(rest.contains(".") ? rest.substring(0, rest.indexOf('.')) : rest);
        }

        @Override
        public String getDescription() {
            return "top-level packages of dev.serguard";
        }
    };

}
