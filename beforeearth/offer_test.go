package beforeearth

import "testing"

// TestOfferedOptions checks the options the rules offer where they push a
// decision (see offer) against optionSet's: along random games, after
// every legal move of every state, the game is advanced as advance does,
// and at every decision on top the options offered, if any, must be
// optionSet's. A window that a card ability or a payment uncovers, which
// settleDecision works out directly, is checked the same way.
func TestOfferedOptions(t *testing.T) {
	var offered, uncovered [numPendKinds]int
	for seed := range uint64(150) {
		rec := record(seed)
		for _, s := range rec.states {
			for _, p := range s.ToMove() {
				for _, m := range s.LegalMoves(p) {
					d := s.d
					g := game{data: &d}
					g.answer(&m)
					advanceChecking(t, &g, &offered, &uncovered)
				}
			}
		}
	}
	for k := pendTakeShip; k <= pendWindow; k++ {
		t.Logf("%v: %d offered, %d worked out", k, offered[k], uncovered[k])
		if offered[k] == 0 {
			t.Errorf("no %v decision offered", k)
		}
	}
	if uncovered[pendWindow] == 0 {
		t.Error("no uncovered window met")
	}
}

// advanceChecking runs advance's loop on g, comparing the options of every
// decision on top with optionSet's before settling it, and counts the
// decisions of each kind offered and worked out.
func advanceChecking(t *testing.T, g *game, offered, uncovered *[numPendKinds]int) {
	t.Helper()
	for g.victory == NoVictory {
		e := g.top()
		if e == nil {
			if !g.stepPhase() {
				return
			}
			continue
		}
		if !e.kind.decision() {
			g.resumeFrame()
			continue
		}
		if g.offered {
			offered[e.kind]++
			if want := g.optionSet(e); g.opts != want {
				t.Fatalf("%v decision offered options %x, optionSet gives %x", e.kind, g.opts, want)
			}
		} else {
			uncovered[e.kind]++
		}
		if !g.settleDecision(e) {
			return
		}
	}
}
