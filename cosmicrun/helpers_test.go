package cosmicrun

import (
	"testing"
)

// scenario builds the state a YAML scenario describes.
func scenario(t *testing.T, yaml string) State {
	t.Helper()
	sc, err := LoadScenario(t.Name()+".yaml", []byte(yaml))
	if err != nil {
		t.Fatalf("LoadScenario: %v", err)
	}
	s, err := sc.Build()
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	return s
}

// play applies moves written in notation and returns the final state and
// every event on the way.
func play(t *testing.T, s State, moves ...string) (State, []Event) {
	t.Helper()
	var all []Event
	for _, text := range moves {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatalf("ParseMove(%q): %v", text, err)
		}
		var evs []Event
		if s, evs, err = s.ApplyEvents(m); err != nil {
			t.Fatalf("Apply(%q): %v", text, err)
		}
		all = append(all, evs...)
	}
	return s, all
}

// scored returns the points events of kind Scored give p at planet by rule.
func scored(evs []Event, p Player, planet int, rule string) []int {
	var pts []int
	for _, e := range evs {
		if e.Kind == Scored && e.Player == p && e.Planet == planet && e.Rule == rule {
			pts = append(pts, e.Points)
		}
	}
	return pts
}

// card looks a card up by name in the standard set.
func card(t *testing.T, name string) Card {
	t.Helper()
	c, err := ParseCard(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// winner is the one player in s.Winners(), or NoPlayer.
func winner(s State) Player {
	if w := s.Winners(); len(w) == 1 {
		return w[0]
	}
	return NoPlayer
}
