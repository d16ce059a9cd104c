package beforeearth

import (
	"encoding/json"
	"testing"
)

// FuzzParseMove checks that any text either fails to parse or parses to a
// move whose notation reads back to the same move; nothing panics.
func FuzzParseMove(f *testing.F) {
	for _, seed := range []string{"P1 play A", "P2 ship The Excalüber", "P1 quarry 2", "P2 take grey", "P1 done", "P1 option 9", "P1 use #3"} {
		f.Add(seed)
	}
	s, _ := New(Config{Seed: 1})
	f.Fuzz(func(t *testing.T, text string) {
		m, err := ParseMove(s, text)
		if err != nil {
			return
		}
		back, err := ParseMove(s, m.String())
		if err != nil || back != m {
			t.Fatalf("%q parsed to %v, which reads back as %+v (%v)", text, m, back, err)
		}
		_, _ = s.Apply(m)
	})
}

// FuzzUnmarshalState checks that any bytes either fail to load as a state
// or load as a state that plays on: nothing panics.
func FuzzUnmarshalState(f *testing.F) {
	s, _ := New(Config{Seed: 1})
	for n := 0; n < 60 && !s.Over(); n++ {
		if n%7 == 0 {
			data, _ := json.Marshal(s)
			f.Add(data)
		}
		p := s.ToMove()[0]
		moves := s.LegalMoves(p)
		s, _ = s.Apply(moves[n%len(moves)])
	}
	f.Add([]byte(`{"cards":"standard"}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var st State
		if err := json.Unmarshal(data, &st); err != nil {
			return
		}
		if err := st.Validate(); err != nil {
			t.Fatalf("loaded an invalid state: %v", err)
		}
		for n := 0; n < 30 && !st.Over(); n++ {
			who := st.ToMove()
			if len(who) == 0 {
				t.Fatalf("loaded state has nobody to move")
			}
			moves := st.LegalMoves(who[0])
			if len(moves) == 0 {
				t.Fatalf("loaded state: %v to move without moves", who[0])
			}
			var err error
			if st, err = st.Apply(moves[0]); err != nil {
				t.Fatal(err)
			}
			st.View(P1).Sample(uint64(n))
			st.Result()
		}
	})
}
