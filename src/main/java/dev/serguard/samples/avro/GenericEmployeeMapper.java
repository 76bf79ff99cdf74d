package dev.serguard.samples.avro;

import dev.serguard.samples.employee.Employee;
import org.apache.avro.Schema;
import org.apache.avro.generic.GenericData;
import org.apache.avro.generic.GenericRecord;

import java.util.ArrayList;
import java.util.List;

import static dev.serguard.samples.avro.GenericMediaMapper.text;

/**
 * Maps {@link Employee} to generic records of serguard's {@code employee.avsc} (as parsed) and
 * back, with the choices of {@link EmployeeMapper}.
 */
final class GenericEmployeeMapper {

    private final Schema employee;
    private final Schema departments;

    GenericEmployeeMapper(Schema employee) {
        this.employee = employee;
        this.departments = employee.getField("departments").schema();
    }

    Schema schema() {
        return employee;
    }

    GenericRecord toRecord(Employee value) {
        GenericRecord record = new GenericData.Record(employee);
        record.put("id", value.id());
        record.put("name", value.name());
        record.put("timestamp", value.timestamp());
        List<String> source = value.departments() == null ? List.of() : value.departments();
        GenericData.Array<String> array = new GenericData.Array<>(source.size(), departments);
        array.addAll(source);
        record.put("departments", array);
        return record;
    }

    Employee fromRecord(GenericRecord record) {
        List<?> array = (List<?>) record.get("departments");
        List<String> names = new ArrayList<>(array.size());
        for (Object each : array) {
            names.add(each.toString());
        }
        return new Employee((Long) record.get("id"), text(record.get("name")), (Long) record.get("timestamp"), names);
    }
}
