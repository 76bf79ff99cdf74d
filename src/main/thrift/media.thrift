// jvm-serializers' MediaContent schema (tpc/schema/media.thrift in github.com/eishay/jvm-serializers),
// kept field for field (ids, types, requiredness) so that the media.1 size is comparable with that
// benchmark's table. Its typedefs `int` and `long` are written out as i32 and i64, which they stand
// for. Neither names nor the namespace reach the wire in the compact or the binary protocol.
//
// serguard has no Thrift compiler: dev.serguard.samples.thrift.MediaThrift is written by hand to
// this file's wire layout, one nested class per type.

namespace java dev.serguard.samples.thrift

enum Size {
  SMALL = 0,
  LARGE = 1,
}

enum Player {
  JAVA = 0,
  FLASH = 1,
}

struct Image {
  1: string uri,
  2: optional string title,
  3: required i32 width,
  4: required i32 height,
  5: required Size size,
}

struct Media {
  1: string uri,
  2: optional string title,
  3: required i32 width,
  4: required i32 height,
  5: required string format,
  6: required i64 duration,
  7: required i64 size,
  8: optional i32 bitrate,
  9: required list<string> person,
  10: required Player player,
  11: optional string copyright,
}

struct MediaContent {
  1: required list<Image> image,
  2: required Media media,
}
