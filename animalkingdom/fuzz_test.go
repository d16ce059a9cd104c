package animalkingdom

import (
	"encoding/json"
	"testing"
)

// FuzzParseMove: any text either fails to parse, or parses to a move whose
// notation reads back to the same move.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"P1 action water", "P2 plant Japanese Maple @0,-1", "P3 plant Horn Of Plenty @1,1 +2", "P1 keep White Oak",
		"P1 minor sprouts", "P4 copy @0,1 #2", "P1 island Kauai Island", "P5 event Tornado Event", "P1 done", "P1 plant x @", "P1 copy @-9,9 #1"} {
		f.Add(s)
	}
	s, _ := New(Config{Players: 2})
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(s, text)
		if err != nil {
			return
		}
		back, err := ParseMove(s, m.String())
		if err != nil || back != m {
			t.Fatalf("%q parsed to %v, which reads back as %v (%v)", text, m, back, err)
		}
	})
}

// FuzzStateJSON: decoding any JSON never panics; a state it accepts is
// valid, and every legal move of the player to move applies to a valid
// state.
func FuzzStateJSON(f *testing.F) {
	for _, cfg := range []Config{{Players: 2, Seed: 3}, {Players: 1, Solo: true, Difficulty: GaiaExpert, Seed: 4}, {Players: 4, Teams: true, Seed: 5}} {
		s, _ := New(cfg)
		for range 40 {
			ms := s.LegalMoves(s.ToMove()[0])
			s, _ = s.Apply(ms[len(ms)/2])
			data, _ := json.Marshal(s)
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var st State
		if json.Unmarshal(data, &st) != nil || st.g == nil {
			return
		}
		if err := st.Validate(); err != nil {
			t.Fatalf("accepted an invalid state: %v", err)
		}
		for _, p := range st.ToMove() {
			for _, m := range st.LegalMoves(p) {
				n, err := st.Apply(m)
				if err != nil {
					t.Fatalf("legal move %v refused: %v", m, err)
				}
				if err := n.Validate(); err != nil {
					t.Fatalf("%v led to an invalid state: %v", m, err)
				}
			}
		}
	})
}
