package dev.serguard.samples.thrift;

import org.apache.thrift.TEnum;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TField;
import org.apache.thrift.protocol.TProtocol;
import org.apache.thrift.protocol.TProtocolException;
import org.apache.thrift.protocol.TStruct;
import org.apache.thrift.protocol.TType;
import org.apiguardian.api.API;

import java.util.List;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The types of {@code src/main/thrift/media.thrift}, jvm-serializers' MediaContent schema. Written
 * by hand to that IDL's wire layout (field ids, types, requiredness, fields written in the order
 * of their ids, enums as i32), not produced by the Thrift compiler: it would make one class per
 * type, with the same fields and the same bytes on the wire; here they are nested, as protoc
 * nests messages, so that they do not clash with the model's classes.
 *
 * <pre>{@code
 * MediaThrift.MediaContent content = new MediaThrift.MediaContent();
 * content.read(new TCompactProtocol(transport));
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1")
public final class MediaThrift {

    private MediaThrift() {
    }

    /** {@code enum Size}. */
    public enum Size implements TEnum {
        SMALL(0), LARGE(1);

        private final int value;

        Size(int value) {
            this.value = value;
        }

        @Override
        public int getValue() {
            return value;
        }

        /** The constant of {@code value}, or {@code null} for a value the IDL does not know. */
        public static Size findByValue(int value) {
            return value == 0 ? SMALL : value == 1 ? LARGE : null;
        }
    }

    /** {@code enum Player}. */
    public enum Player implements TEnum {
        JAVA(0), FLASH(1);

        private final int value;

        Player(int value) {
            this.value = value;
        }

        @Override
        public int getValue() {
            return value;
        }

        /** The constant of {@code value}, or {@code null} for a value the IDL does not know. */
        public static Player findByValue(int value) {
            return value == 0 ? JAVA : value == 1 ? FLASH : null;
        }
    }

    /** {@code struct Image}. */
    public static final class Image extends SampleStruct<Image> {

        private static final long serialVersionUID = 1L;
        private static final TStruct STRUCT = new TStruct("Image");
        public static final Field URI = reference("uri", TType.STRING, 1);
        public static final Field TITLE = reference("title", TType.STRING, 2);
        public static final Field WIDTH = primitive("width", TType.I32, 3);
        public static final Field HEIGHT = primitive("height", TType.I32, 4);
        public static final Field SIZE = reference("size", TType.I32, 5);
        private static final List<Field> FIELDS = List.of(URI, TITLE, WIDTH, HEIGHT, SIZE);

        /** Default requiredness: written when not {@code null}. */
        public String uri;
        /** Optional. */
        public String title;
        private int width;
        private int height;
        /** Required. */
        public Size size;

        public int getWidth() {
            return width;
        }

        public Image setWidth(int width) {
            this.width = width;
            set(WIDTH, true);
            return this;
        }

        public int getHeight() {
            return height;
        }

        public Image setHeight(int height) {
            this.height = height;
            set(HEIGHT, true);
            return this;
        }

        @Override
        boolean readField(TProtocol in, TField field) throws TException {
            if (is(field, URI)) {
                uri = in.readString();
            } else if (is(field, TITLE)) {
                title = in.readString();
            } else if (is(field, WIDTH)) {
                setWidth(in.readI32());
            } else if (is(field, HEIGHT)) {
                setHeight(in.readI32());
            } else if (is(field, SIZE)) {
                size = Size.findByValue(in.readI32());
            } else {
                return false;
            }
            return true;
        }

        @Override
        void writeFields(TProtocol out) throws TException {
            if (uri != null) {
                out.writeFieldBegin(URI.wire);
                out.writeString(uri);
                out.writeFieldEnd();
            }
            if (title != null) {
                out.writeFieldBegin(TITLE.wire);
                out.writeString(title);
                out.writeFieldEnd();
            }
            out.writeFieldBegin(WIDTH.wire);
            out.writeI32(width);
            out.writeFieldEnd();
            out.writeFieldBegin(HEIGHT.wire);
            out.writeI32(height);
            out.writeFieldEnd();
            out.writeFieldBegin(SIZE.wire);
            out.writeI32(size.getValue());
            out.writeFieldEnd();
        }

        @Override
        void validate(boolean read) throws TProtocolException {
            if (read) {
                requireRead(WIDTH);
                requireRead(HEIGHT);
            }
            requirePresent(SIZE);
        }

        @Override
        public Object getFieldValue(Field field) {
            return switch (field.getThriftFieldId()) {
                case 1 -> uri;
                case 2 -> title;
                case 3 -> width;
                case 4 -> height;
                case 5 -> size;
                default -> throw new IllegalArgumentException("no field " + field + " in Image");
            };
        }

        @Override
        public void setFieldValue(Field field, Object value) {
            switch (field.getThriftFieldId()) {
                case 1 -> uri = (String) value;
                case 2 -> title = (String) value;
                case 3 -> {
                    width = value == null ? 0 : (Integer) value;
                    set(WIDTH, value != null);
                }
                case 4 -> {
                    height = value == null ? 0 : (Integer) value;
                    set(HEIGHT, value != null);
                }
                case 5 -> size = (Size) value;
                default -> throw new IllegalArgumentException("no field " + field + " in Image");
            }
        }

        @Override
        List<Field> fields() {
            return FIELDS;
        }

        @Override
        TStruct descriptor() {
            return STRUCT;
        }

        @Override
        Image newInstance() {
            return new Image();
        }
    }

    /** {@code struct Media}. */
    public static final class Media extends SampleStruct<Media> {

        private static final long serialVersionUID = 1L;
        private static final TStruct STRUCT = new TStruct("Media");
        public static final Field URI = reference("uri", TType.STRING, 1);
        public static final Field TITLE = reference("title", TType.STRING, 2);
        public static final Field WIDTH = primitive("width", TType.I32, 3);
        public static final Field HEIGHT = primitive("height", TType.I32, 4);
        public static final Field FORMAT = reference("format", TType.STRING, 5);
        public static final Field DURATION = primitive("duration", TType.I64, 6);
        public static final Field SIZE = primitive("size", TType.I64, 7);
        public static final Field BITRATE = primitive("bitrate", TType.I32, 8);
        public static final Field PERSON = reference("person", TType.LIST, 9);
        public static final Field PLAYER = reference("player", TType.I32, 10);
        public static final Field COPYRIGHT = reference("copyright", TType.STRING, 11);
        private static final List<Field> FIELDS = List.of(URI, TITLE, WIDTH, HEIGHT, FORMAT, DURATION, SIZE, BITRATE, PERSON, PLAYER,
                COPYRIGHT);

        /** Default requiredness: written when not {@code null}. */
        public String uri;
        /** Optional. */
        public String title;
        private int width;
        private int height;
        /** Required. */
        public String format;
        private long duration;
        private long size;
        private int bitrate;
        /** Required. */
        public List<String> person;
        /** Required. */
        public Player player;
        /** Optional. */
        public String copyright;

        public int getWidth() {
            return width;
        }

        public Media setWidth(int width) {
            this.width = width;
            set(WIDTH, true);
            return this;
        }

        public int getHeight() {
            return height;
        }

        public Media setHeight(int height) {
            this.height = height;
            set(HEIGHT, true);
            return this;
        }

        public long getDuration() {
            return duration;
        }

        public Media setDuration(long duration) {
            this.duration = duration;
            set(DURATION, true);
            return this;
        }

        public long getSize() {
            return size;
        }

        public Media setSize(long size) {
            this.size = size;
            set(SIZE, true);
            return this;
        }

        public int getBitrate() {
            return bitrate;
        }

        /** Sets the optional bitrate: written only once set. */
        public Media setBitrate(int bitrate) {
            this.bitrate = bitrate;
            set(BITRATE, true);
            return this;
        }

        public boolean isSetBitrate() {
            return isSet(BITRATE);
        }

        @Override
        boolean readField(TProtocol in, TField field) throws TException {
            if (is(field, URI)) {
                uri = in.readString();
            } else if (is(field, TITLE)) {
                title = in.readString();
            } else if (is(field, WIDTH)) {
                setWidth(in.readI32());
            } else if (is(field, HEIGHT)) {
                setHeight(in.readI32());
            } else if (is(field, FORMAT)) {
                format = in.readString();
            } else if (is(field, DURATION)) {
                setDuration(in.readI64());
            } else if (is(field, SIZE)) {
                setSize(in.readI64());
            } else if (is(field, BITRATE)) {
                setBitrate(in.readI32());
            } else if (is(field, PERSON)) {
                person = readStrings(in);
            } else if (is(field, PLAYER)) {
                player = Player.findByValue(in.readI32());
            } else if (is(field, COPYRIGHT)) {
                copyright = in.readString();
            } else {
                return false;
            }
            return true;
        }

        @Override
        void writeFields(TProtocol out) throws TException {
            if (uri != null) {
                out.writeFieldBegin(URI.wire);
                out.writeString(uri);
                out.writeFieldEnd();
            }
            if (title != null) {
                out.writeFieldBegin(TITLE.wire);
                out.writeString(title);
                out.writeFieldEnd();
            }
            out.writeFieldBegin(WIDTH.wire);
            out.writeI32(width);
            out.writeFieldEnd();
            out.writeFieldBegin(HEIGHT.wire);
            out.writeI32(height);
            out.writeFieldEnd();
            out.writeFieldBegin(FORMAT.wire);
            out.writeString(format);
            out.writeFieldEnd();
            out.writeFieldBegin(DURATION.wire);
            out.writeI64(duration);
            out.writeFieldEnd();
            out.writeFieldBegin(SIZE.wire);
            out.writeI64(size);
            out.writeFieldEnd();
            if (isSetBitrate()) {
                out.writeFieldBegin(BITRATE.wire);
                out.writeI32(bitrate);
                out.writeFieldEnd();
            }
            writeStrings(out, PERSON, person);
            out.writeFieldBegin(PLAYER.wire);
            out.writeI32(player.getValue());
            out.writeFieldEnd();
            if (copyright != null) {
                out.writeFieldBegin(COPYRIGHT.wire);
                out.writeString(copyright);
                out.writeFieldEnd();
            }
        }

        @Override
        void validate(boolean read) throws TProtocolException {
            if (read) {
                requireRead(WIDTH);
                requireRead(HEIGHT);
                requireRead(DURATION);
                requireRead(SIZE);
            }
            requirePresent(FORMAT);
            requirePresent(PERSON);
            requirePresent(PLAYER);
        }

        @Override
        public Object getFieldValue(Field field) {
            return switch (field.getThriftFieldId()) {
                case 1 -> uri;
                case 2 -> title;
                case 3 -> width;
                case 4 -> height;
                case 5 -> format;
                case 6 -> duration;
                case 7 -> size;
                case 8 -> bitrate;
                case 9 -> person;
                case 10 -> player;
                case 11 -> copyright;
                default -> throw new IllegalArgumentException("no field " + field + " in Media");
            };
        }

        @Override
        @SuppressWarnings("unchecked") // the field's IDL type is list<string>
        public void setFieldValue(Field field, Object value) {
            switch (field.getThriftFieldId()) {
                case 1 -> uri = (String) value;
                case 2 -> title = (String) value;
                case 3 -> {
                    width = value == null ? 0 : (Integer) value;
                    set(WIDTH, value != null);
                }
                case 4 -> {
                    height = value == null ? 0 : (Integer) value;
                    set(HEIGHT, value != null);
                }
                case 5 -> format = (String) value;
                case 6 -> {
                    duration = value == null ? 0 : (Long) value;
                    set(DURATION, value != null);
                }
                case 7 -> {
                    size = value == null ? 0 : (Long) value;
                    set(SIZE, value != null);
                }
                case 8 -> {
                    bitrate = value == null ? 0 : (Integer) value;
                    set(BITRATE, value != null);
                }
                case 9 -> person = (List<String>) value;
                case 10 -> player = (Player) value;
                case 11 -> copyright = (String) value;
                default -> throw new IllegalArgumentException("no field " + field + " in Media");
            }
        }

        @Override
        List<Field> fields() {
            return FIELDS;
        }

        @Override
        TStruct descriptor() {
            return STRUCT;
        }

        @Override
        Media newInstance() {
            return new Media();
        }
    }

    /** {@code struct MediaContent}. */
    public static final class MediaContent extends SampleStruct<MediaContent> {

        private static final long serialVersionUID = 1L;
        private static final TStruct STRUCT = new TStruct("MediaContent");
        public static final Field IMAGE = reference("image", TType.LIST, 1);
        public static final Field MEDIA = reference("media", TType.STRUCT, 2);
        private static final List<Field> FIELDS = List.of(IMAGE, MEDIA);

        /** Required. */
        public List<Image> image;
        /** Required. */
        public Media media;

        @Override
        boolean readField(TProtocol in, TField field) throws TException {
            if (is(field, IMAGE)) {
                image = readStructs(in, Image::new);
            } else if (is(field, MEDIA)) {
                media = new Media();
                media.read(in);
            } else {
                return false;
            }
            return true;
        }

        @Override
        void writeFields(TProtocol out) throws TException {
            writeStructs(out, IMAGE, image);
            out.writeFieldBegin(MEDIA.wire);
            media.write(out);
            out.writeFieldEnd();
        }

        @Override
        void validate(boolean read) throws TProtocolException {
            requirePresent(IMAGE);
            requirePresent(MEDIA);
        }

        @Override
        public Object getFieldValue(Field field) {
            return switch (field.getThriftFieldId()) {
                case 1 -> image;
                case 2 -> media;
                default -> throw new IllegalArgumentException("no field " + field + " in MediaContent");
            };
        }

        @Override
        @SuppressWarnings("unchecked") // the field's IDL type is list<Image>
        public void setFieldValue(Field field, Object value) {
            switch (field.getThriftFieldId()) {
                case 1 -> image = (List<Image>) value;
                case 2 -> media = (Media) value;
                default -> throw new IllegalArgumentException("no field " + field + " in MediaContent");
            }
        }

        @Override
        List<Field> fields() {
            return FIELDS;
        }

        @Override
        TStruct descriptor() {
            return STRUCT;
        }

        @Override
        MediaContent newInstance() {
            return new MediaContent();
        }
    }
}
