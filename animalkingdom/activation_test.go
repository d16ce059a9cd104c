package animalkingdom

import (
	"math/rand/v2"
	"testing"
)

// TestNextActivationFollowsTheActivationOrder: the next ability to
// activate is the first one answering the turn's action, from the
// cursor on, in the list abilities builds (Island, Climate, then the
// tableau row by row, or the tableau first), for every player and cursor
// of random games; an ability only for the active player is passed over
// for the others.
func TestNextActivationFollowsTheActivationOrder(t *testing.T) {
	checked := 0
	for seed := range uint64(4) {
		s, _ := New(Config{Players: 3, Seed: seed})
		r := rand.New(rand.NewPCG(seed, 9))
		for !s.Over() {
			if g := &s.d; g.Action != NoColour {
				for p := range g.n() {
					for _, tabFirst := range []bool{false, true} {
						c := *g
						c.TabFirst = tabFirst
						all := c.abilities(Player(p), nil)
						for cur := 0; cur <= len(all)+1; cur++ {
							c.ActIdx = cur
							want, wantIdx, ok := frame{}, cur, false
							for k := cur; k < len(all); k++ {
								if a := c.abilityOf(&all[k]); a.Kind == Activated && a.Colour.Answers(c.Action) && (Player(p) == c.Active || !a.IfActive) {
									want, wantIdx, ok = all[k], k+1, true
									break
								}
							}
							got, gotOK := c.nextActivation(Player(p))
							if gotOK != ok || got != want || ok && c.ActIdx != wantIdx {
								t.Fatalf("%v from %d: got %+v %v (cursor %d), want %+v %v (cursor %d)", Player(p), cur, got, gotOK, c.ActIdx, want, ok, wantIdx)
							}
							checked++
						}
					}
				}
			}
			ms := s.LegalMoves(s.ToMove()[0])
			s, _ = s.Apply(ms[r.IntN(len(ms))])
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d cursors checked", checked)
	}
}
