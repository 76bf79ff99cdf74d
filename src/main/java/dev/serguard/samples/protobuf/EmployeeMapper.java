package dev.serguard.samples.protobuf;

import dev.serguard.samples.protobuf.generated.EmployeeProtos;
import dev.serguard.samples.employee.Employee;

import java.util.ArrayList;

/**
 * Maps {@link Employee} to serguard's {@code employee.proto} message and back. A {@code null}
 * name is left unset and reads back as {@code null}; a {@code null} departments list reads back
 * empty, since a repeated field cannot say "null".
 */
final class EmployeeMapper {

    private EmployeeMapper() {
    }

    static EmployeeProtos.Employee toMessage(Employee employee) {
        EmployeeProtos.Employee.Builder builder = EmployeeProtos.Employee.newBuilder()
                .setId(employee.id())
                .setTimestamp(employee.timestamp());
        if (employee.name() != null) {
            builder.setName(employee.name());
        }
        if (employee.departments() != null) {
            builder.addAllDepartments(employee.departments());
        }
        return builder.build();
    }

    static Employee fromMessage(EmployeeProtos.Employee message) {
        return new Employee(message.getId(), message.hasName() ? message.getName() : null, message.getTimestamp(),
                new ArrayList<>(message.getDepartmentsList()));
    }
}
