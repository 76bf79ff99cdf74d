package dev.serguard.samples.employee;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serguard.payload.PlainJson;
import dev.serguard.payload.Size;
import java.util.ArrayList;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class EmployeesTests {

    @ParameterizedTest
    @EnumSource(Size.class)
    void factory_landsWithinTwiceTheNominalJsonSize(Size size) {
        // WHEN
        Employee employee = Employees.factory().create(size, new Random(42));
        byte[] json = PlainJson.write(employee);

        // THEN
        assertThat(json.length).isBetween(size.nominalJsonBytes() / 2, size.nominalJsonBytes() * 2);
        assertThat(Employees.jsonLength(employee.id(), employee.name(), employee.timestamp(), employee.departments()))
                .as("the factory's own estimate").isEqualTo(json.length);
        assertThat(employee.departments()).isInstanceOf(ArrayList.class).isNotEmpty();
    }

    @ParameterizedTest
    @EnumSource(Size.class)
    void factory_sameSeed_givesEqualValuesThatRoundTripThroughJson(Size size) {
        // WHEN
        Employee first = Employees.factory().create(size, new Random(5));
        Employee second = Employees.factory().create(size, new Random(5));

        // THEN
        assertThat(first).isEqualTo(second);
        assertThat(PlainJson.read(PlainJson.write(first), Employee.class)).isEqualTo(first);
    }
}
