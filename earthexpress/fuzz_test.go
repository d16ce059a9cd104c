package earthexpress

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// seedStates returns a few states of a random game, for fuzz corpora.
func seedStates(f *testing.F) []State {
	var out []State
	for _, cfg := range []Config{{Players: 2, Seed: 1, Ecosystems: true}, {Players: 1, Seed: 2}} {
		s, err := New(cfg)
		if err != nil {
			f.Fatal(err)
		}
		for n := 0; n < 400 && !s.Over(); n++ {
			if n%60 == 0 {
				out = append(out, s)
			}
			who := s.ToMove()
			ms := s.LegalMoves(who[n%len(who)])
			s, _ = s.Apply(ms[n%len(ms)])
		}
	}
	return out
}

// FuzzParseMove: any text is read as a move or refused, never a panic; a
// move read back prints and reads again to itself.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"P1 plant American Sycamore", "P2 at r1c2", "P1 action red", "P3 convert growth",
		"P1 pay sprout r2c2", "P1 keep Everglades", "P4 opponent P2", "P1 neighbour left", "P1 name wet", "P1 activate 2"} {
		f.Add(s)
	}
	s, _ := New(Config{Players: 4, Seed: 1})
	f.Fuzz(func(t *testing.T, text string) {
		gametest.CheckNotation(t, s, text, ParseMove)
	})
}

// FuzzStateJSON: any JSON is read as a state Validate accepts, or refused;
// an accepted state can be played: every legal move of every player to
// move leads to a valid state with someone to move, and a random game
// from it ends.
func FuzzStateJSON(f *testing.F) {
	for _, s := range seedStates(f) {
		data, _ := json.Marshal(s)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var s State
		if err := json.Unmarshal(data, &s); err != nil {
			return
		}
		if err := gametest.Playable(s, State.Validate, rand.New(rand.NewPCG(1, 2)), 20000); err != nil {
			t.Fatalf("accepted a state that cannot be played: %v", err)
		}
	})
}

// FuzzViewJSON: any JSON is read as a view or refused, never a panic. An
// accepted view writes and reads back to itself, and is the view of every
// state sampled from it, each of which Validate accepts.
func FuzzViewJSON(f *testing.F) {
	for _, s := range seedStates(f) {
		for _, p := range []Player{P1, P2} {
			data, _ := json.Marshal(s.View(p))
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v View
		if err := json.Unmarshal(data, &v); err != nil {
			return
		}
		out, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("an accepted view cannot be written: %v", err)
		}
		var back View
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("a view written does not read back: %v\n%s", err, out)
		}
		for seed := range uint64(3) {
			s := v.Sample(seed)
			if err := s.Validate(); err != nil {
				t.Fatalf("sample %d: %v", seed, err)
			}
			if again, _ := json.Marshal(s.View(v.Me)); !bytes.Equal(again, out) {
				t.Fatalf("sample %d shows another view:\n%s\n%s", seed, out, again)
			}
		}
		_ = v.AppendLegalMoves(nil)
	})
}

// FuzzMoveJSON: any JSON is read as a move or refused, never a panic; an
// accepted move writes and reads back to itself.
func FuzzMoveJSON(f *testing.F) {
	for _, s := range []string{`"P1 plant American Sycamore"`, `"P2 at r1c2"`, `"P1 keep Everglades"`, `"P9 done"`, `null`, `7`, `"P1 activate 2"`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var m Move
		if err := json.Unmarshal(data, &m); err != nil {
			return
		}
		out, err := json.Marshal(m)
		if err != nil {
			t.Fatalf("an accepted move cannot be written: %v", err)
		}
		var back Move
		if err := json.Unmarshal(out, &back); err != nil || back != m {
			t.Fatalf("%s read back as %v (%v)", out, back, err)
		}
	})
}

// FuzzScenarioYAML: any text is built into a position or refused with an
// error, never a panic.
func FuzzScenarioYAML(f *testing.F) {
	f.Add([]byte("players: 2\nround: 2\nfauna: [Red Fox, Beaver]\nseats:\n  - {tableau: [Basil], planted: true}\n  - {hand: [Garlic]}\n"))
	f.Add([]byte("players: 1\nround: 1\nfauna: [Red Fox, Beaver]\necosystems: [Everglades, Taiga]\nseats:\n  - {ecosystem: Savanna}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := LoadScenario("s.yaml", data)
		if err != nil {
			return
		}
		s, err := sc.Build()
		if err != nil {
			return
		}
		if err := s.Validate(); err != nil {
			t.Fatalf("built an invalid position: %v", err)
		}
	})
}

// FuzzCardFile: any text is loaded as a card set or refused with errors,
// never a panic.
func FuzzCardFile(f *testing.F) {
	data, err := cardFiles.ReadFile(standardFile)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte("name: x\nflora:\n  - {name: A, origin: original, types: [tree], abilities: [\"[red] gain 2 sedes\"]}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, err := LoadCards("f.yaml", data)
		if err != nil {
			return
		}
		_ = Lint(cs)
		if s, err := New(Config{Players: 2, Seed: 1, Cards: cs}); err == nil {
			s.LegalMoves(P1)
		}
	})
}
