package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;

/** The only class that links YAML (and SnakeYAML under it), so that {@link JacksonCodecs} loads without it. */
final class YamlSupport {

    private YamlSupport() {
    }

    static ObjectMapper mapper() {
        return new ObjectMapper(new YAMLFactory());
    }
}
