package earthexpress

import "testing"

// nextAbilityByScan is nextAbility as the rule reads: the cursor walks the
// places and their two abilities, row by row, and stops at the first
// ability of a card that answers the action.
func (g game) nextAbilityByScan(i int) bool {
	p := g.seat(i)
	for ; p.cursor < 2*Spaces; p.cursor++ {
		c := p.tab[p.cursor/2]
		if c == NoCard {
			continue
		}
		abs := g.cards.info(c).Abilities
		k := int(p.cursor % 2)
		if k >= len(abs) || !abs[k].Colour.answers(p.action) {
			continue
		}
		p.cursor++
		g.startAbility(i, int(p.cursor-1)/2, k)
		return true
	}
	return false
}

// TestNextAbilityIsTheScan gives every seat, after every move of random
// games of 1 to 8 players with both card sets, every cursor and every
// action colour (and some values that are no colour), and compares what
// nextAbility does to the position with what the scan does.
func TestNextAbilityIsTheScan(t *testing.T) {
	sets := []*CardSet{nil, testCards(t)}
	for g := range 16 {
		cfg := Config{Players: 1 + g%mostWalked(), Seed: uint64(g), Standard: g%3 != 0, Ecosystems: g%2 == 0, Cards: sets[g%2]}
		walkRandom(t, cfg, 77, func(s State, n int, _ Move) {
			for i := range int(s.d.n) {
				for cursor := range uint8(2*Spaces + 2) {
					for _, action := range []Colour{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 255} {
						a, b := s, s
						a.d.own()
						b.d.own()
						for _, x := range []*State{&a, &b} {
							x.d.seat(i).cursor, x.d.seat(i).action = cursor, action
						}
						fa, fb := game{data: &a.d}.nextAbility(i), game{data: &b.d}.nextAbilityByScan(i)
						if fa != fb || !a.d.same(&b.d) {
							t.Fatalf("%+v, move %d, seat %d, cursor %d, action %v: nextAbility %v, cursor %d, act %+v; the scan %v, cursor %d, act %+v",
								cfg, n, i, cursor, action, fa, a.d.seat(i).cursor, a.d.seat(i).act, fb, b.d.seat(i).cursor, b.d.seat(i).act)
						}
					}
				}
			}
		})
	}
}
