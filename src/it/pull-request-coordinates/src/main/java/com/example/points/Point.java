package com.example.points;

/** A point on the team's map. */
public record Point(int x, int y, String label) {
}
