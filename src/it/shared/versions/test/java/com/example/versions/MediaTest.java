package com.example.versions;

import dev.serguard.SerializationResult;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import dev.serguard.samples.media.MediaContent;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The built-in codecs on a built-in model (payloads and protobuf mapping come with serguard). */
class MediaTest {

    @SerializationTest
    @PayloadSizes(Size.TINY)
    void media(SerializationResult<MediaContent> result) {
        assertTrue(result.passed());
    }
}
