package dev.serguard.detection;

/**
 * The busy neighbour of the "loaded" condition: a separate JVM at normal priority with one
 * spinning thread per core, as another build on a shared CI runner would be. It ends by itself
 * once the process that started it is gone, so that a benchmark killed hard leaves no load behind.
 *
 * <pre>{@code
 * java -cp <test class path> dev.serguard.detection.Spinner 2
 * }</pre>
 */
public final class Spinner {

    /** Read by no one; written now and then so that the spinning loops are not dead code. */
    static volatile long sink;

    private Spinner() {
    }

    /** Argument: the number of spinning threads (default: the number of cores). */
    public static void main(String[] args) throws InterruptedException {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : Runtime.getRuntime().availableProcessors();
        for (int i = 0; i < threads; i++) {
            long seed = i + 1;
            Thread spinner = new Thread(() -> spin(seed), "spinner-" + i);
            spinner.setDaemon(true);
            spinner.start();
        }
        ProcessHandle parent = ProcessHandle.current().parent().orElse(null);
        while (parent != null && parent.isAlive()) {
            Thread.sleep(500);
        }
        System.exit(0);
    }

    private static void spin(long seed) {
        long x = seed;
        while (true) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            if ((x & 0xFFFFF) == 0) {
                sink = x;
            }
        }
    }
}
