package dev.serguard.check.golden;

import org.apiguardian.api.API;

import java.nio.file.Path;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/** What a golden file holds: a record, nothing (never recorded), or something that cannot be trusted. */
@API(status = EXPERIMENTAL, since = "0.1")
public sealed interface StoredGolden {

    /** The {@code .bin} file. */
    Path bin();

    /** The record, read and verified against its summary's size and SHA-256. */
    record Found(Path bin, GoldenRecord record) implements StoredGolden {
    }

    /** No {@code .bin} file: never recorded. */
    record Missing(Path bin) implements StoredGolden {
    }

    /** A file that cannot be read or does not match its summary; {@code reason} says which and why. */
    record Unreadable(Path bin, String reason) implements StoredGolden {
    }
}
