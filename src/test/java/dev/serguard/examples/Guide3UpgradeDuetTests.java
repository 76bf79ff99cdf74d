package dev.serguard.examples;

import dev.serguard.codec.Codec;
import dev.serguard.junit.ComparedWith;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * The upgrade duet guide's example (docs/guide/upgrade-duet.md), run through the Jupiter engine
 * offline against an empty local repository, so that it needs no network: each invocation asks
 * for the versions its {@code @ComparedWith}s name, and says that they cannot be had.
 */
class Guide3UpgradeDuetTests {

    @TempDir
    Path emptyRepository;

    @TempDir
    Path reports;

    // docs:compared-with
    @ComparedWith(artifact = "com.fasterxml.jackson:jackson-bom", version = "2.16.2")
    @ComparedWith(artifact = "com.esotericsoftware:kryo", version = "5.5.0", factor = 1.25)
    static class OrderUpgradeTestCase {

        static Stream<Codec<Order>> codecs() {
            return OrderSerializationTests.codecs();                    // the codecs of the README's first test
        }

        static Order payload(Size size, Random random) {
            return Order.random(random, size.nominalJsonBytes() / 60);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void orders() {
        }
    }
    // docs:end

    @Test
    void eachInvocation_asksForTheVersionsItsComparedWithsName() {
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter").selectors(selectClass(OrderUpgradeTestCase.class))
                .configurationParameter("serguard.mode", "check")
                .configurationParameter("serguard.reportDir", reports.toString())
                .configurationParameter("serguard.against.offline", "true")
                .configurationParameter("maven.repo.local", emptyRepository.toString())
                .execute();

        assertThat(results.testEvents().failed().stream().map(e -> e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable()
                .map(Throwable::getMessage).orElse("?")).toList()).hasSize(3).allSatisfy(failure -> assertThat(failure)
                .contains(" · SMALL (Order) not run: ").contains("com.fasterxml.jackson:jackson-bom:2.16.2 cannot be had from the local repository"));
    }
}
