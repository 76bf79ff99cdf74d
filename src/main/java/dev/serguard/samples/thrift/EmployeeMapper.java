package dev.serguard.samples.thrift;

import dev.serguard.samples.employee.Employee;

/**
 * Maps {@link Employee} to {@code employee.thrift}'s struct and back. A {@code null} name or
 * departments list is left unset and reads back as {@code null}.
 */
final class EmployeeMapper {

    private EmployeeMapper() {
    }

    static EmployeeThrift.Employee toThrift(Employee employee) {
        EmployeeThrift.Employee struct = new EmployeeThrift.Employee().setId(employee.id()).setTimestamp(employee.timestamp());
        struct.name = employee.name();
        struct.departments = employee.departments();
        return struct;
    }

    static Employee fromThrift(EmployeeThrift.Employee struct) {
        return new Employee(struct.getId(), struct.name, struct.getTimestamp(), struct.departments);
    }
}
