package dev.serguard.samples.car;

import org.apiguardian.api.API;

import java.io.Serializable;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The car of the 2013 Kryo vs Smile vs JSON shootout: a few short strings, small numbers, two
 * enums and a nested drivetrain, plus an optional long {@code article} ({@code null} in a
 * "normal" car, a Wikipedia excerpt in a "large" one).
 *
 * <pre>{@code
 * Car normal = Cars.normal(new Random(42));   // ~330 bytes of JSON
 * Car large = Cars.large(new Random(42));     // ~5.2 KB of JSON
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public class Car implements Serializable {

    private static final long serialVersionUID = 1L;

    private String name;
    private String description;
    private String article;
    private int numberOfSeats;
    private int numberOfDoors;
    private Color color;
    private long timestamp;
    private Drivetrain drivetrain;
    private Engine engine;

    public Car() {
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getDescription() {
        return description;
    }

    public void setDescription(String description) {
        this.description = description;
    }

    /** The optional long text; {@code null} in a normal car. */
    public String getArticle() {
        return article;
    }

    public void setArticle(String article) {
        this.article = article;
    }

    public int getNumberOfSeats() {
        return numberOfSeats;
    }

    public void setNumberOfSeats(int numberOfSeats) {
        this.numberOfSeats = numberOfSeats;
    }

    public int getNumberOfDoors() {
        return numberOfDoors;
    }

    public void setNumberOfDoors(int numberOfDoors) {
        this.numberOfDoors = numberOfDoors;
    }

    public Color getColor() {
        return color;
    }

    public void setColor(Color color) {
        this.color = color;
    }

    public long getTimestamp() {
        return timestamp;
    }

    public void setTimestamp(long timestamp) {
        this.timestamp = timestamp;
    }

    public Drivetrain getDrivetrain() {
        return drivetrain;
    }

    public void setDrivetrain(Drivetrain drivetrain) {
        this.drivetrain = drivetrain;
    }

    public Engine getEngine() {
        return engine;
    }

    public void setEngine(Engine engine) {
        this.engine = engine;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Car other
                && numberOfSeats == other.numberOfSeats
                && numberOfDoors == other.numberOfDoors
                && timestamp == other.timestamp
                && color == other.color
                && Objects.equals(name, other.name)
                && Objects.equals(description, other.description)
                && Objects.equals(article, other.article)
                && Objects.equals(drivetrain, other.drivetrain)
                && Objects.equals(engine, other.engine);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, description, article, numberOfSeats, numberOfDoors, color, timestamp, drivetrain,
                engine);
    }

    /** The article is abbreviated to its length: it can be a megabyte. */
    @Override
    public String toString() {
        return "Car{name=" + name + ", description=" + description
                + ", article=" + (article == null ? "null" : "(" + article.length() + " chars)")
                + ", numberOfSeats=" + numberOfSeats + ", numberOfDoors=" + numberOfDoors + ", color=" + color
                + ", timestamp=" + timestamp + ", drivetrain=" + drivetrain + ", engine=" + engine + '}';
    }
}
