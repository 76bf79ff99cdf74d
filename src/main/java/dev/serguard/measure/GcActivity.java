package dev.serguard.measure;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.List;

/** Collections so far, summed over the JVM's collectors: a sample they fell into took their pauses too. */
interface GcActivity {

    /** Collections so far. */
    long collections();

    /** Milliseconds spent collecting so far. */
    long collectionMillis();

    /** The JVM's own collectors. */
    static GcActivity jvm() {
        List<GarbageCollectorMXBean> beans = ManagementFactory.getGarbageCollectorMXBeans();
        return new GcActivity() {
            @Override
            public long collections() {
                return beans.stream().mapToLong(bean -> Math.max(0, bean.getCollectionCount())).sum();
            }

            @Override
            public long collectionMillis() {
                return beans.stream().mapToLong(bean -> Math.max(0, bean.getCollectionTime())).sum();
            }
        };
    }
}
