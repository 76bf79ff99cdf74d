package com.example.wire;

import com.esotericsoftware.kryo.Kryo;

import java.util.ArrayList;

/** The team's Kryo, with its classes registered explicitly (ArrayList first: every id moves by one). */
public final class TeamKryo {

    private TeamKryo() {
    }

    public static Kryo newKryo() {
        Kryo kryo = new Kryo();
        kryo.register(ArrayList.class);
        kryo.register(Item.class);
        kryo.register(Color.class);
        return kryo;
    }
}
