package cosmicrun

import (
	"encoding/json"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// FuzzParseMove checks that any text either fails to parse or gives a move
// whose notation reads back to the same move, and that Apply never panics.
func FuzzParseMove(f *testing.F) {
	for _, seed := range []string{"P1 pass R3", "P2 keep", "P1 discard Y4", "P1 place G2 3 turned",
		"P1 mine upright", "P1 theirs", "P1 reflip", "p2 PLACE b1 1 UPRIGHT", "P1 place R1 0 upright"} {
		f.Add(seed)
	}
	s, _ := New(Config{Players: 2, Seed: 1})
	solo, _ := New(Config{Players: 1, Seed: 1})
	f.Fuzz(func(t *testing.T, text string) {
		if m, ok := gametest.CheckNotation(t, s, text, ParseMove); ok {
			solo.Apply(m)
		}
	})
}

// FuzzUnmarshalState checks that any bytes either fail to decode or give a
// state whose legal moves apply, whose views sample to valid states, and
// which plays on to the end, valid at every step.
func FuzzUnmarshalState(f *testing.F) {
	for _, cfg := range []Config{{Players: 2, Seed: 1}, {Players: 1, Seed: 2, Level: Admiral}} {
		s, _ := New(cfg)
		data, _ := json.Marshal(s)
		f.Add(data)
	}
	f.Add([]byte(`{"cards":"standard","game":{}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var s State
		if err := json.Unmarshal(data, &s); err != nil {
			return
		}
		for _, p := range s.Players() {
			for _, m := range s.LegalMoves(p) {
				if _, err := s.Apply(m); err != nil {
					t.Fatalf("legal move %v refused: %v", m, err)
				}
			}
			if err := s.View(p).Sample(1).Validate(); err != nil {
				t.Fatalf("%v's view samples to an invalid state: %v", p, err)
			}
		}
		s.Result()
		if err := playsOn(s, 1); err != nil {
			t.Fatal(err)
		}
	})
}

// FuzzLoadCards checks that any card file is either refused or gives a set
// a game can be played with.
func FuzzLoadCards(f *testing.F) {
	// small seeds, so the fuzzer spends its time mutating rather than
	// minimising (a whole set is some 1 KB, which takes the loader 0.2 ms;
	// FuzzCardSetGo plays whole sets)
	for _, seed := range []string{
		"name: x\nships: []\n",
		"ships: [{number: 1, colour: red, arrows: [{colour: blue, points: left}, {colour: red, points: right}]}]",
		"planets: [{number: 1, colours: [red, blue, green, yellow]}]",
		"tracking: [green, red, blue, yellow, red, green, blue, yellow, green, red, yellow, blue]",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, err := LoadCards("fuzz.yaml", data)
		if err != nil {
			return
		}
		s, err := New(Config{Players: 2, Seed: 1, Cards: cs})
		if err != nil {
			t.Fatalf("a loaded set cannot start a game: %v", err)
		}
		for n := 0; !s.Over() && n < 200; n++ {
			s, _ = s.Apply(s.LegalMoves(s.ToMove()[0])[0])
		}
	})
}

// FuzzLoadScenario checks that any scenario is either refused or gives a
// valid state that plays on.
func FuzzLoadScenario(f *testing.F) {
	f.Add([]byte("players: 2\nphase: placing\nseats:\n  - hand: [R1, R2, R3, R4, B1, B2]\n  - hand: [Y1, Y2, Y3, Y4, G1, G2]\n"))
	f.Add([]byte("players: 1\nseats:\n  - planets: [[R2, G4], [Y3, B3], [G1]]\n  - planets: [[R1, B1], [Y1, G2], [R3, R4]]\nflipped: Y2\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := LoadScenario("fuzz.yaml", data)
		if err != nil {
			return
		}
		s, err := sc.Build()
		if err != nil {
			return
		}
		if err := playsOn(s, 1); err != nil {
			t.Fatal(err)
		}
	})
}
