package dev.serguard.codec;

import java.util.List;
import java.util.ServiceLoader;

/**
 * The {@link ModelProvider}s, looked up once. Through the loader that loaded serguard, not the
 * thread's context loader, so that serguard and its providers always come from one class path.
 */
final class InstalledProviders {

    static final List<ModelProvider> ALL = ServiceLoader.load(ModelProvider.class, ModelProvider.class.getClassLoader())
            .stream().map(ServiceLoader.Provider::get).toList();

    private InstalledProviders() {
    }
}
