package com.example.points;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/** The team's own bytes for a point: x, y, the label's length and its UTF-8 bytes. */
public final class PointCodec {

    private PointCodec() {
    }

    public static byte[] write(Point point) {
        byte[] label = point.label().getBytes(StandardCharsets.UTF_8);
        return ByteBuffer.allocate(12 + label.length).putInt(point.x()).putInt(point.y()).putInt(label.length).put(label).array();
    }

    public static Point read(byte[] bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        int x = buffer.getInt();
        int y = buffer.getInt();
        byte[] label = new byte[buffer.getInt()];
        buffer.get(label);
        return new Point(x, y, new String(label, StandardCharsets.UTF_8));
    }
}
