package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceConfigurationError;
import java.util.Set;

/**
 * The Jackson modules a user has on the class path ({@code jackson-datatype-jsr310},
 * {@code -jdk8}, parameter names, ...), for the built-in mappers: found as
 * {@link ObjectMapper#findAndRegisterModules()} finds them, from the class loader of the
 * measured type, which sees the user's class path.
 *
 * <p>Afterburner and Blackbird register themselves as services too; they are left out, since
 * {@code json} must stay the plain mapper that {@code json-afterburner} and {@code json-blackbird}
 * are compared with.
 */
final class ClassPathModules {

    private static final Set<String> BYTECODE_MODULES = Set.of(
            "com.fasterxml.jackson.module.afterburner.AfterburnerModule",
            "com.fasterxml.jackson.module.blackbird.BlackbirdModule");

    private ClassPathModules() {
    }

    static <M extends ObjectMapper> M register(M mapper, ClassLoader loader) {
        List<Module> found;
        try {
            found = new ArrayList<>(ObjectMapper.findModules(loader));
        } catch (ServiceConfigurationError e) {
            // A module jar that does not fit this databind: say which, rather than an Error.
            throw new IllegalStateException("a Jackson module on the class path could not be loaded: " + e.getMessage(), e);
        }
        found.removeIf(module -> BYTECODE_MODULES.contains(module.getClass().getName()));
        mapper.registerModules(found);
        return mapper;
    }

    static ClassLoader loaderOf(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        if (loader == null) {           // a JDK type: fall back to the loader that sees the class path
            loader = Thread.currentThread().getContextClassLoader();
        }
        return loader != null ? loader : ClassPathModules.class.getClassLoader();
    }
}
