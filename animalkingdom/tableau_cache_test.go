package animalkingdom

import (
	"math/rand/v2"
	"testing"
)

// TestTableauKeepsWhatActivationReads: along random games, with and
// without the Animals, each tableau's activation order and abilities in
// that order are what placing its cards anew gives, also after a card
// was planted over another.
func TestTableauKeepsWhatActivationReads(t *testing.T) {
	over := 0
	for seed := range uint64(12) {
		s, err := New(Config{Players: 4, Seed: seed, Animals: seed%2 == 1})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		var buf []Move
		for !s.Over() {
			for p := range Player(s.d.n()) {
				st := s.d.get(p)
				if st.tabs == nil {
					continue
				}
				var fresh tableau
				for i, c := range st.Tab() {
					fresh.set(i, i+1, c, s.d.cs.acts)
				}
				if fresh != *st.tabs {
					t.Fatalf("seed %d, %v: the tableau keeps %+v, placing its cards anew gives %+v", seed, p, *st.tabs, fresh)
				}
			}
			buf = s.AppendLegalMoves(buf[:0], s.ToMove()[r.IntN(len(s.ToMove()))])
			m := buf[r.IntN(len(buf))]
			if m.Kind == Plant && at(s.d.get(m.Player).Tab(), int(m.Row), int(m.Col)) >= 0 {
				over++
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
		}
	}
	if over == 0 {
		t.Fatal("no card was planted over another: the test saw no replacement")
	}
}
