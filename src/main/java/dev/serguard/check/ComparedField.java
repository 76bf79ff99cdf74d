package dev.serguard.check;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * One field the comparator reads, made accessible once: primitives are compared without boxing,
 * and a record component whose field is closed to serguard is read through its accessor.
 */
final class ComparedField {

    final String name;
    /** {@code .name}, the path step, built once. */
    final String step;
    final boolean isTransient;
    private final String owner;
    private final Field field;
    private final Method accessor;
    private final boolean readable;
    /** The primitive type, or {@code null} for a reference (or a primitive read through an accessor, boxed). */
    private final Class<?> primitive;

    ComparedField(Field field, Method accessor, boolean isTransient) {
        this.name = field.getName();
        this.step = "." + name;
        this.isTransient = isTransient;
        this.owner = field.getDeclaringClass().getSimpleName();
        boolean open = field.trySetAccessible();
        if (!open && accessor != null && accessor.trySetAccessible()) {
            this.field = null;
            this.accessor = accessor;
            this.readable = true;
            this.primitive = null;
        } else {
            this.field = field;
            this.accessor = null;
            this.readable = open;
            this.primitive = field.getType().isPrimitive() ? field.getType() : null;
        }
    }

    /** The simple name of the class that declares the field. */
    String owner() {
        return owner;
    }

    boolean isPrimitive() {
        return primitive != null;
    }

    /** The field's value in {@code target}, boxed for a primitive; {@code at} names it in an error ({@code null}: its class). */
    Object read(Object target, PathStep at) {
        if (!readable) {
            throw new IllegalStateException("cannot read field " + where(at) + ": open its package to serguard (opens ... to ALL-UNNAMED)");
        }
        try {
            return field != null ? field.get(target) : accessor.invoke(target);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("cannot read field " + where(at), e);
        }
    }

    private String where(PathStep at) {
        return (at == null ? owner : at.toString()) + step;
    }

    /** For a primitive field: whether both hold the same value ({@code NaN} equals {@code NaN}, as in {@code Double.equals}). */
    boolean samePrimitive(Object expected, Object actual, PathStep at) {
        if (!readable) {
            read(expected, at);      // throws the message that says what to open
        }
        try {
            if (primitive == int.class) {
                return field.getInt(expected) == field.getInt(actual);
            } else if (primitive == long.class) {
                return field.getLong(expected) == field.getLong(actual);
            } else if (primitive == boolean.class) {
                return field.getBoolean(expected) == field.getBoolean(actual);
            } else if (primitive == double.class) {
                return Double.doubleToLongBits(field.getDouble(expected)) == Double.doubleToLongBits(field.getDouble(actual));
            } else if (primitive == float.class) {
                return Float.floatToIntBits(field.getFloat(expected)) == Float.floatToIntBits(field.getFloat(actual));
            } else if (primitive == byte.class) {
                return field.getByte(expected) == field.getByte(actual);
            } else if (primitive == short.class) {
                return field.getShort(expected) == field.getShort(actual);
            } else {
                return field.getChar(expected) == field.getChar(actual);
            }
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot read field " + where(at), e);
        }
    }
}
