// serguard's schema for the 2013 shootout's Car, as its car.proto. A reference field is optional,
// so that null in the Java model is an absent field and reads back as null; the numbers and
// booleans have the default requiredness, so they are always written.
//
// serguard has no Thrift compiler: dev.serguard.samples.thrift.CarThrift is written by hand to
// this file's wire layout, one nested class per type.

namespace java dev.serguard.samples.thrift

enum Color {
  WHITE = 0,
  BLACK = 1,
  GREEN = 2,
  RED = 3,
  BLUE = 4,
  SILVER = 5,
}

enum FuelType {
  GAS = 0,
  DIESEL = 1,
  ELECTRIC = 2,
}

struct Transmission {
  1: i32 numberOfGears,
  2: bool automatic,
}

struct Differential {
  1: bool limitedSlip,
}

struct Drivetrain {
  1: optional Transmission transmission,
  2: optional list<Differential> differentials,
}

struct Engine {
  1: i32 numberOfCylinders,
  2: optional FuelType fuelType,
}

struct Car {
  1: optional string name,
  2: optional string description,
  3: optional string article,
  4: i32 numberOfSeats,
  5: i32 numberOfDoors,
  6: optional Color color,
  7: i64 timestamp,
  8: optional Drivetrain drivetrain,
  9: optional Engine engine,
}
