package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import com.fasterxml.jackson.dataformat.xml.ser.ToXmlGenerator;

/** The only class that links Jackson XML, so that {@link JacksonCodecs} loads without it. */
final class XmlSupport {

    private XmlSupport() {
    }

    /**
     * {@code new XmlMapper()} that writes a null as {@code <title xsi:nil="true"/>}: with the
     * default, a null is an empty element, which reads back as {@code ""}, so a model with a
     * null String (media.1's {@code copyright}) does not round-trip. The reading side
     * ({@code PROCESS_XSI_NIL}) is on by default; Jackson 3 turns the writing side on by default too
     * (jackson-dataformat-xml issue 727).
     */
    static ObjectMapper mapper() {
        return new XmlMapper().enable(ToXmlGenerator.Feature.WRITE_NULLS_AS_XSI_NIL);
    }

    static boolean isXmlMapper(ObjectMapper mapper) {
        return mapper instanceof XmlMapper;
    }
}
