package dev.serguard.samples.car;

import static org.assertj.core.api.Assertions.assertThat;

import dev.serguard.payload.PlainJson;
import dev.serguard.payload.Size;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class CarsTests {

    @Test
    void carStrings_matchTheShootoutsArraysAndEnums() {
        // WHEN
        CarStrings strings = CarStrings.get();

        // THEN
        assertThat(strings.names).hasSize(8).startsWith("Subaru", "Honda");
        assertThat(strings.descriptions).hasSize(7);
        assertThat(strings.articles).hasSize(5).allSatisfy(article -> assertThat(article).hasSizeBetween(4_900, 5_000));
        assertThat(strings.colors).containsExactly(Arrays.stream(Color.values()).map(Enum::name).toArray(String[]::new));
        assertThat(strings.fuelTypes).containsExactly(Arrays.stream(FuelType.values()).map(Enum::name).toArray(String[]::new));
    }

    @Test
    void normal_hasNoArticleAndTwoDifferentials() {
        // WHEN
        Car car = Cars.normal(new Random(1));

        // THEN
        assertThat(car.getArticle()).isNull();
        assertThat(CarStrings.get().names).contains(car.getName());
        assertThat(CarStrings.get().descriptions).contains(car.getDescription());
        assertThat(car.getDrivetrain().getDifferentials()).hasSize(2);
        assertThat(PlainJson.write(car).length).isBetween(280, 420);
    }

    @Test
    void large_carriesOneExcerptOfAbout5KbJson() {
        // WHEN
        Car car = Cars.large(new Random(1));
        byte[] json = PlainJson.write(car);

        // THEN
        assertThat(CarStrings.get().articles).contains(car.getArticle());
        assertThat(json.length).isBetween(5_200, 5_400);
        assertThat(CarJson.length(car)).isEqualTo(json.length);
    }

    @ParameterizedTest
    @EnumSource(value = Size.class, names = {"TINY", "SMALL"})
    void factory_tinyAndSmall_makeANormalCar(Size size) {
        // WHEN
        Car car = Cars.factory().create(size, new Random(3));

        // THEN: a car cannot be smaller; the javadoc of Cars says so
        assertThat(car).isEqualTo(Cars.normal(new Random(3)));
    }

    @ParameterizedTest
    @EnumSource(value = Size.class, names = {"MEDIUM", "LARGE", "HUGE"})
    void factory_mediumToHuge_landWithinTwiceTheNominalJsonSize(Size size) {
        // WHEN
        Car car = Cars.factory().create(size, new Random(3));
        byte[] json = PlainJson.write(car);

        // THEN
        assertThat(json.length).isBetween(size.nominalJsonBytes() / 2, size.nominalJsonBytes() * 2);
        assertThat(CarJson.length(car)).as("the factory's own estimate").isEqualTo(json.length);
    }

    @Test
    void factory_huge_staysAtOrBelowTheNominalSizeByLessThanOneExcerpt() {
        // WHEN
        int length = PlainJson.write(Cars.factory().create(Size.HUGE, new Random(3))).length;

        // THEN
        assertThat(length).isBetween(Size.HUGE.nominalJsonBytes() - 5_000, Size.HUGE.nominalJsonBytes());
    }

    @ParameterizedTest
    @EnumSource(Size.class)
    void factory_sameSeed_givesEqualValuesThatRoundTripThroughJson(Size size) {
        // WHEN
        Car first = Cars.factory().create(size, new Random(9));
        Car second = Cars.factory().create(size, new Random(9));

        // THEN
        assertThat(first).isEqualTo(second);
        assertThat(PlainJson.read(PlainJson.write(first), Car.class)).isEqualTo(first);
    }
}
