package main

import "testing"

func TestGameEarthIsTheBaseGame(t *testing.T) {
	o, err := parseOptions([]string{"-game", "earth", "-players", "2", "-bots", "random,greedy:1"})
	if err != nil || o.game != "animalkingdom" {
		t.Errorf("-game earth: game %q, %v; want animalkingdom", o.game, err)
	}
}
