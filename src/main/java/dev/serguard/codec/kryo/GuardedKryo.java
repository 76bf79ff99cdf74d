package dev.serguard.codec.kryo;

import com.esotericsoftware.kryo.ClassResolver;
import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.ReferenceResolver;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.util.DefaultClassResolver;
import dev.serguard.codec.Constructions;
import org.apiguardian.api.API;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ConcurrentModificationException;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * A {@link Kryo} that refuses to be used by two threads at once, and counts its constructions.
 * Build it where your tests build a {@code Kryo}: in the factory you give
 * {@link KryoCodecs#kryo(String, Class, java.util.function.Supplier)}, or in the one your own codec
 * takes, so that serguard's thread-safety check tests that codec as production runs it.
 *
 * <pre>{@code
 * static Kryo newKryo() {
 *     Kryo kryo = new GuardedKryo();          // instead of new Kryo()
 *     kryo.register(Order.class);
 *     return kryo;
 * }
 * }</pre>
 *
 * <p><b>Two threads at once.</b> A Kryo shared by threads breaks within milliseconds, fails
 * with unrelated exceptions, returns wrong values without any, and stays broken. Kryo's own
 * check runs only with minlog's DEBUG level on. This class remembers which thread is inside
 * (the public entry points {@code writeObject}, {@code writeObjectOrNull},
 * {@code writeClassAndObject}, {@code readObject}, {@code readObjectOrNull},
 * {@code readClassAndObject}, {@code copy} and {@code copyShallow}; serializers re-entering from
 * the same thread are fine) and throws a {@link ConcurrentModificationException} at a second
 * thread before it touches any state, naming both threads and the fix. The first thread goes on
 * unharmed. Detection needs the two calls to overlap in time; the thread-safety check makes
 * them overlap. {@code writeClass} and {@code readClass}, which serializers call inside an
 * entry point, are not guarded.
 *
 * <p><b>One per operation.</b> Each construction is counted on the constructing thread
 * ({@link Constructions}), with its constructor's time, so that the thread-safety check can
 * report a codec that builds a new Kryo per call. The time counted is the constructor's only;
 * registrations made afterwards cost extra.
 *
 * <p><b>Limits.</b> Only this class is watched: a codec that builds a plain {@code new Kryo()}
 * is neither guarded nor counted. Its cost is an atomic exchange per top-level call and a plain
 * read per nested one, 2–4 % of a small round trip, which is why serguard's built-in Kryo codecs,
 * whose pool already gives each thread its own, do not use it. Its default class loader is this
 * class's, where a plain {@code Kryo}'s is Kryo's; set another with {@code setClassLoader}.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public class GuardedKryo extends Kryo {

    private static final VarHandle OWNER;

    static {
        try {
            OWNER = MethodHandles.lookup().findVarHandle(GuardedKryo.class, "owner", Thread.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    // The thread inside an entry point, or null; set by compare-and-exchange on the way in,
    // so that a second thread sees the first and can name it.
    @SuppressWarnings("unused")     // through OWNER
    private volatile Thread owner;
    // How deep the owner is in nested entry points; touched by the owner only.
    private int depth;

    /** As {@link Kryo#Kryo()}. */
    public GuardedKryo() {
        this(new DefaultClassResolver(), null);
    }

    /** As {@link Kryo#Kryo(ReferenceResolver)}. */
    public GuardedKryo(ReferenceResolver referenceResolver) {
        this(new DefaultClassResolver(), referenceResolver);
    }

    /** As {@link Kryo#Kryo(ClassResolver, ReferenceResolver)}. */
    public GuardedKryo(ClassResolver classResolver, ReferenceResolver referenceResolver) {
        // The start time is taken in the this(...) call: the only code that runs before super.
        this(Constructions.begin(), classResolver, referenceResolver);
    }

    private GuardedKryo(long began, ClassResolver classResolver, ReferenceResolver referenceResolver) {
        super(classResolver, referenceResolver);
        Constructions.end("Kryo", began);
    }

    private void enter(String method) {
        Thread current = Thread.currentThread();
        // A plain read is enough to recognise itself: only this thread ever stores itself here.
        if ((Thread) OWNER.get(this) == current) {
            depth++;
            return;
        }
        Thread inside = (Thread) OWNER.compareAndExchange(this, null, current);
        if (inside != null) {
            throw new ConcurrentModificationException("Kryo is not thread-safe, but thread \"" + current.getName() + "\" called "
                    + method + " while thread \"" + inside.getName() + "\" was inside this Kryo: give each thread its own Kryo,"
                    + " with a Pool<Kryo> or a ThreadLocal<Kryo> (KryoCodecs.kryo(name, type, factory) pools them).");
        }
        depth = 1;
    }

    private void exit() {
        if (--depth == 0) {
            OWNER.setRelease(this, null);
        }
    }

    @Override
    public void writeObject(Output output, Object object) {
        enter("writeObject");
        try {
            super.writeObject(output, object);
        } finally {
            exit();
        }
    }

    @Override
    @SuppressWarnings("rawtypes")
    public void writeObject(Output output, Object object, Serializer serializer) {
        enter("writeObject");
        try {
            super.writeObject(output, object, serializer);
        } finally {
            exit();
        }
    }

    @Override
    @SuppressWarnings("rawtypes")
    public void writeObjectOrNull(Output output, Object object, Class type) {
        enter("writeObjectOrNull");
        try {
            super.writeObjectOrNull(output, object, type);
        } finally {
            exit();
        }
    }

    @Override
    @SuppressWarnings("rawtypes")
    public void writeObjectOrNull(Output output, Object object, Serializer serializer) {
        enter("writeObjectOrNull");
        try {
            super.writeObjectOrNull(output, object, serializer);
        } finally {
            exit();
        }
    }

    @Override
    public void writeClassAndObject(Output output, Object object) {
        enter("writeClassAndObject");
        try {
            super.writeClassAndObject(output, object);
        } finally {
            exit();
        }
    }

    @Override
    public <T> T readObject(Input input, Class<T> type) {
        enter("readObject");
        try {
            return super.readObject(input, type);
        } finally {
            exit();
        }
    }

    @Override
    @SuppressWarnings("rawtypes")
    public <T> T readObject(Input input, Class<T> type, Serializer serializer) {
        enter("readObject");
        try {
            return super.readObject(input, type, serializer);
        } finally {
            exit();
        }
    }

    @Override
    public <T> T readObjectOrNull(Input input, Class<T> type) {
        enter("readObjectOrNull");
        try {
            return super.readObjectOrNull(input, type);
        } finally {
            exit();
        }
    }

    @Override
    @SuppressWarnings("rawtypes")
    public <T> T readObjectOrNull(Input input, Class<T> type, Serializer serializer) {
        enter("readObjectOrNull");
        try {
            return super.readObjectOrNull(input, type, serializer);
        } finally {
            exit();
        }
    }

    @Override
    public Object readClassAndObject(Input input) {
        enter("readClassAndObject");
        try {
            return super.readClassAndObject(input);
        } finally {
            exit();
        }
    }

    @Override
    public <T> T copy(T object) {
        enter("copy");
        try {
            return super.copy(object);
        } finally {
            exit();
        }
    }

    @Override
    @SuppressWarnings("rawtypes")
    public <T> T copy(T object, Serializer serializer) {
        enter("copy");
        try {
            return super.copy(object, serializer);
        } finally {
            exit();
        }
    }

    @Override
    public <T> T copyShallow(T object) {
        enter("copyShallow");
        try {
            return super.copyShallow(object);
        } finally {
            exit();
        }
    }

    @Override
    @SuppressWarnings("rawtypes")
    public <T> T copyShallow(T object, Serializer serializer) {
        enter("copyShallow");
        try {
            return super.copyShallow(object, serializer);
        } finally {
            exit();
        }
    }
}
