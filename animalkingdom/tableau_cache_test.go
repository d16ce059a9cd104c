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
		cfg := Config{Players: 4, Seed: seed, Animals: seed%2 == 1}
		walkRandom(t, cfg, rand.New(rand.NewPCG(seed, 3)), func(s State, m Move) {
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
			if m.Kind == Plant && at(s.d.get(m.Player).Tab(), int(m.Row), int(m.Col)) >= 0 {
				over++
			}
		})
	}
	if over == 0 {
		t.Fatal("no card was planted over another: the test saw no replacement")
	}
}
