package dev.serguard.check.golden;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumDescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumValueDescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors;
import com.google.protobuf.DynamicMessage;
import dev.serguard.codec.Codec;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A protobuf codec for each version of {@link Versions}' models, as a team evolves its
 * {@code .proto} and its mapper: fields keep their numbers ({@code id = 1}, {@code name = 2},
 * {@code quantity = 3}, {@code color = 4}, {@code note = 5}; a renamed field keeps its name's
 * number, a retyped one its number with the new type), enum values keep theirs ({@code RED = 0},
 * {@code GREEN = 1}, {@code BLUE = 2}). The schema is built at run time from the class's public
 * fields (proto3, no generated code) and the bytes are protobuf-java's own, through
 * {@link DynamicMessage}; the mapper copies a field the message has and leaves the others to the
 * class's defaults.
 */
final class ProtoSchemas {

    private static final Map<String, Integer> FIELD_NUMBERS = Map.of("id", 1, "name", 2, "title", 2, "quantity", 3, "color", 4, "note", 5);
    private static final Map<String, Integer> ENUM_NUMBERS = Map.of("RED", 0, "GREEN", 1, "BLUE", 2);

    private ProtoSchemas() {
    }

    static <T> Codec<T> codec(Class<T> type) {
        Descriptors.Descriptor descriptor = descriptor(type);
        return Codec.of("protobuf", type, value -> write(descriptor, value), bytes -> read(descriptor, type, bytes));
    }

    private static List<Field> fields(Class<?> type) {
        return Arrays.stream(type.getFields()).filter(field -> !Modifier.isStatic(field.getModifiers())).toList();
    }

    private static Descriptors.Descriptor descriptor(Class<?> type) {
        DescriptorProto.Builder message = DescriptorProto.newBuilder().setName("Order");
        for (Field field : fields(type)) {
            FieldDescriptorProto.Builder proto = FieldDescriptorProto.newBuilder().setName(field.getName())
                    .setNumber(FIELD_NUMBERS.get(field.getName())).setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL);
            Class<?> javaType = field.getType();
            if (javaType == long.class) {
                proto.setType(FieldDescriptorProto.Type.TYPE_INT64);
            } else if (javaType == int.class) {
                proto.setType(FieldDescriptorProto.Type.TYPE_INT32);
            } else if (javaType == String.class) {
                proto.setType(FieldDescriptorProto.Type.TYPE_STRING);
            } else if (javaType.isEnum()) {
                EnumDescriptorProto.Builder values = EnumDescriptorProto.newBuilder().setName("Color");
                ENUM_NUMBERS.entrySet().stream().sorted(Map.Entry.comparingByValue())
                        .forEach(value -> values.addValue(EnumValueDescriptorProto.newBuilder().setName(value.getKey()).setNumber(value.getValue())));
                message.addEnumType(values);
                proto.setType(FieldDescriptorProto.Type.TYPE_ENUM).setTypeName("Color");
            } else {
                throw new IllegalArgumentException("no protobuf type for " + field);
            }
            message.addField(proto);
        }
        FileDescriptorProto file = FileDescriptorProto.newBuilder().setName("order.proto").setSyntax("proto3").addMessageType(message).build();
        try {
            return Descriptors.FileDescriptor.buildFrom(file, new Descriptors.FileDescriptor[0]).findMessageTypeByName("Order");
        } catch (Descriptors.DescriptorValidationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] write(Descriptors.Descriptor descriptor, Object value) throws IllegalAccessException {
        DynamicMessage.Builder message = DynamicMessage.newBuilder(descriptor);
        for (Field field : fields(value.getClass())) {
            Object fieldValue = field.get(value);
            if (fieldValue == null) {
                continue;
            }
            Descriptors.FieldDescriptor fd = descriptor.findFieldByName(field.getName());
            message.setField(fd, fieldValue instanceof Enum<?> constant ? fd.getEnumType().findValueByName(constant.name()) : fieldValue);
        }
        return message.build().toByteArray();
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static <T> T read(Descriptors.Descriptor descriptor, Class<T> type, byte[] bytes) throws Exception {
        DynamicMessage message = DynamicMessage.parseFrom(descriptor, bytes);
        T value = type.getDeclaredConstructor().newInstance();
        for (Field field : fields(type)) {
            Descriptors.FieldDescriptor fd = descriptor.findFieldByName(field.getName());
            if (!message.hasField(fd)) {
                continue;
            }
            Object read = message.getField(fd);
            field.set(value, read instanceof Descriptors.EnumValueDescriptor constant
                    ? Enum.valueOf((Class) field.getType(), constant.getName()) : read);
        }
        return value;
    }
}
