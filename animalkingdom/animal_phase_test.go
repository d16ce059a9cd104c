package animalkingdom

import (
	"encoding/json"
	"testing"
)

// phaseEverywhere fails unless s, every player's View of it and both
// read back from JSON are at phase want.
func phaseEverywhere(t *testing.T, s State, want Phase) {
	t.Helper()
	if got := s.Phase(); got != want {
		t.Fatalf("Phase() = %v, want %v", got, want)
	}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	if got := back.Phase(); got != want {
		t.Errorf("read back from JSON: Phase() = %v, want %v", got, want)
	}
	for _, p := range s.Players() {
		v := s.View(p)
		if got := v.Phase(); got != want {
			t.Errorf("%v's View: Phase() = %v, want %v", p, got, want)
		}
		data, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		var w View
		if err := json.Unmarshal(data, &w); err != nil {
			t.Fatal(err)
		}
		if got := w.Phase(); got != want {
			t.Errorf("%v's View read back from JSON: Phase() = %v, want %v", p, got, want)
		}
	}
	if want.String() == "" || want.String() == "Phase(?)" {
		t.Errorf("phase %d has no name", want)
	}
}

// TestPhaseWhileTheAnimalsAreKept: after the setup, while the players
// keep their Animals, the table is at AnimalsPhase ("animals"), not the
// zero State's NoPhase; the first turn's action follows.
func TestPhaseWhileTheAnimalsAreKept(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 11, Animals: true})
	if err != nil {
		t.Fatal(err)
	}
	for s.Phase() == SetupPhase {
		if s, err = s.Apply(s.LegalMoves(s.ToMove()[0])[0]); err != nil {
			t.Fatal(err)
		}
	}
	phaseEverywhere(t, s, AnimalsPhase)
	if AnimalsPhase.String() != "animals" {
		t.Errorf("AnimalsPhase is named %q, want animals", AnimalsPhase)
	}
	for s.Phase() == AnimalsPhase {
		m := s.LegalMoves(s.ToMove()[0])[0]
		if m.Kind != KeepAnimal {
			t.Fatalf("%v at AnimalsPhase, want an Animal kept", m)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	phaseEverywhere(t, s, ActionPhase)
}

// TestPhaseWhileTheGlobalAbilityResolves: between the last player's turn
// and the first player's, while each player resolves the Global Ability,
// the table is at GlobalPhase ("global").
func TestPhaseWhileTheGlobalAbilityResolves(t *testing.T) {
	s := toGlobal(t, build(t, gazelle(2)))
	phaseEverywhere(t, s, GlobalPhase)
	if GlobalPhase.String() != "global" {
		t.Errorf("GlobalPhase is named %q, want global", GlobalPhase)
	}
	s = play(t, s, "P1 global 1")
	phaseEverywhere(t, s, GlobalPhase)
	s = play(t, s, "P2 skip")
	phaseEverywhere(t, s, ActionPhase)
}
