package com.example.wire;

import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumDescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumValueDescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors;
import com.google.protobuf.DynamicMessage;
import dev.serguard.codec.Codec;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

/**
 * The team's protobuf codec for Item: the message of its .proto (proto3, the field numbers of
 * {@link ItemSchema}), written and read by protobuf-java, with a mapper that copies each field
 * the message has and leaves the others at their defaults (null, 0, an empty list). The schema is
 * built at run time rather than by protoc, so that the build needs nothing but Maven Central.
 */
final class TeamProtobuf {

    private TeamProtobuf() {
    }

    static Codec<Item> codec() {
        Descriptors.Descriptor item = descriptor();
        return Codec.of("team-protobuf", Item.class, value -> write(item, value), bytes -> read(item, bytes));
    }

    private static Descriptors.Descriptor descriptor() {
        DescriptorProto.Builder message = DescriptorProto.newBuilder().setName("Item");
        EnumDescriptorProto.Builder color = EnumDescriptorProto.newBuilder().setName("Color");
        for (Color constant : Color.values()) {
            color.addValue(EnumValueDescriptorProto.newBuilder().setName(constant.name()).setNumber(constant.ordinal()));
        }
        message.addEnumType(color);
        for (RecordComponent component : Item.class.getRecordComponents()) {
            FieldDescriptorProto.Builder field = FieldDescriptorProto.newBuilder().setName(component.getName())
                    .setNumber(ItemSchema.NUMBERS.get(component.getName())).setLabel(FieldDescriptorProto.Label.LABEL_OPTIONAL);
            Class<?> type = component.getType();
            if (type == int.class) {
                field.setType(FieldDescriptorProto.Type.TYPE_INT32);
            } else if (type == String.class) {
                field.setType(FieldDescriptorProto.Type.TYPE_STRING);
            } else if (type == Color.class) {
                field.setType(FieldDescriptorProto.Type.TYPE_ENUM).setTypeName("Color");
            } else if (type == List.class) {
                field.setType(FieldDescriptorProto.Type.TYPE_STRING).setLabel(FieldDescriptorProto.Label.LABEL_REPEATED);
            } else {
                throw new IllegalStateException("no protobuf type for " + component);
            }
            message.addField(field);
        }
        FileDescriptorProto file = FileDescriptorProto.newBuilder().setName("item.proto").setSyntax("proto3").addMessageType(message).build();
        try {
            return Descriptors.FileDescriptor.buildFrom(file, new Descriptors.FileDescriptor[0]).findMessageTypeByName("Item");
        } catch (Descriptors.DescriptorValidationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static byte[] write(Descriptors.Descriptor item, Item value) throws ReflectiveOperationException {
        DynamicMessage.Builder message = DynamicMessage.newBuilder(item);
        for (RecordComponent component : Item.class.getRecordComponents()) {
            Object field = component.getAccessor().invoke(value);
            Descriptors.FieldDescriptor descriptor = item.findFieldByName(component.getName());
            if (field instanceof Color constant) {
                message.setField(descriptor, descriptor.getEnumType().findValueByName(constant.name()));
            } else if (field != null) {
                message.setField(descriptor, field);
            }
        }
        return message.build().toByteArray();
    }

    private static Item read(Descriptors.Descriptor item, byte[] bytes) throws Exception {
        DynamicMessage message = DynamicMessage.parseFrom(item, bytes);
        RecordComponent[] components = Item.class.getRecordComponents();
        Object[] values = new Object[components.length];
        Class<?>[] types = new Class<?>[components.length];
        for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            Descriptors.FieldDescriptor descriptor = item.findFieldByName(components[i].getName());
            Object field = message.getField(descriptor);
            if (types[i] == Color.class) {
                values[i] = Color.valueOf(((Descriptors.EnumValueDescriptor) field).getName());
            } else if (types[i] == List.class) {
                values[i] = new ArrayList<>((List<?>) field);
            } else if (types[i] == String.class) {
                values[i] = message.hasField(descriptor) ? field : null;
            } else {
                values[i] = field;
            }
        }
        return Item.class.getDeclaredConstructor(types).newInstance(values);
    }
}
