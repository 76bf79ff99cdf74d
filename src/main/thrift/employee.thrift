// serguard's schema for the Employee record, as its employee.proto. The name and the departments
// are optional, so that null in the Java model is an absent field and reads back as null.
//
// serguard has no Thrift compiler: dev.serguard.samples.thrift.EmployeeThrift is written by hand
// to this file's wire layout.

namespace java dev.serguard.samples.thrift

struct Employee {
  1: i64 id,
  2: optional string name,
  3: i64 timestamp,
  4: optional list<string> departments,
}
