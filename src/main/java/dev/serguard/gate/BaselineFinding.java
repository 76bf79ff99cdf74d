package dev.serguard.gate;

import dev.serguard.baseline.BaselineRun;
import dev.serguard.baseline.Recording;
import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What the baseline side of one invocation found, for {@link InvocationPipeline} to judge:
 * nothing (a JVM that records for its parent hands its figures over instead), the invocation
 * compared with its recorded baseline, or what record mode wrote of it.
 */
@API(status = INTERNAL, since = "0.4")
public sealed interface BaselineFinding {

    /** No baseline to judge. */
    BaselineFinding NONE = new Nothing();

    /** No baseline to judge. */
    record Nothing() implements BaselineFinding {
    }

    /** The invocation compared with its baseline: its verdicts, improvements and figures not in it. */
    record Compared(BaselineRun.Checked checked) implements BaselineFinding {
    }

    /** What record mode wrote of the invocation, and what it could not write. */
    record Recorded(Recording.Recorded recorded) implements BaselineFinding {
    }
}
