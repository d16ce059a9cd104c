package animalkingdom

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestTableauKeepsWhatActivationReads: along random games, with and
// without the Animals, each tableau's activation order and abilities in
// that order are what working them out from its cards gives (see
// tableauOf), also after a card was planted over another.
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
				if fresh := tableauOf(st.Tab(), s.d.cs.acts); fresh != *st.tabs {
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

// tableauOf works out what a tableau of cards keeps for an activation,
// as a reference: the cards' order by row from the top and then by
// column, and their abilities numbered in that order.
func tableauOf(cards []planted, acts []cardActs) tableau {
	var tb tableau
	copy(tb.cards[:], cards)
	order := make([]int8, len(cards))
	for i := range order {
		order[i] = int8(i)
	}
	slices.SortFunc(order, func(a, b int8) int {
		x, y := cards[a], cards[b]
		return cmp.Or(cmp.Compare(x.Row, y.Row), cmp.Compare(x.Col, y.Col))
	})
	copy(tb.order[:], order)
	for _, c := range order {
		a := &acts[cards[c].Card]
		for k := range a.n {
			j := tb.nAb + k
			tb.ab[j] = uint8(c)<<1 | k
			for col := range Colour(numColours) {
				tb.answer[col] |= uint32(a.answering(col, true)>>k&1) << j
			}
			tb.ifActive |= uint32(a.ifActive>>k&1) << j
		}
		tb.nAb += a.n
	}
	for c, t := range cards {
		for k := range numKinds {
			if acts[t.Card].kinds>>k&1 != 0 {
				tb.kinds[k] = tb.kinds[k].with(c)
			}
		}
	}
	return tb
}
