package dev.serguard.samples.avro;

import dev.serguard.samples.employee.Employee;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps {@link Employee} to the class generated from serguard's {@code employee.avsc} and back. A
 * {@code null} name round-trips (a union with null); a {@code null} departments list reads back
 * empty, as an array of this schema cannot say "null".
 */
final class EmployeeMapper {

    private EmployeeMapper() {
    }

    static dev.serguard.samples.avro.generated.Employee toRecord(Employee employee) {
        return new dev.serguard.samples.avro.generated.Employee(employee.id(), employee.name(), employee.timestamp(),
                employee.departments() == null ? List.of() : employee.departments());
    }

    static Employee fromRecord(dev.serguard.samples.avro.generated.Employee record) {
        return new Employee(record.getId(), record.getName(), record.getTimestamp(), new ArrayList<>(record.getDepartments()));
    }
}
