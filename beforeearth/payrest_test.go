package beforeearth

import (
	mbits "math/bits"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebox/rulebox/internal/engine"
)

// TestPayRestMatchesSettling checks payRest, which pays a forced cost in
// one go, against settling each forced payment alone, the way advance
// settles any decision with one option: along random games, after every
// legal move of every state, both leave the same position and events.
func TestPayRestMatchesSettling(t *testing.T) {
	forced := 0
	for seed := range uint64(150) {
		rec := record(seed)
		for _, s := range rec.states {
			for _, p := range s.ToMove() {
				for _, m := range s.LegalMoves(p) {
					slow, fast := s.d, s.d
					var slowEvents, fastEvents []Event
					gs := game{data: &slow, log: engine.NewLog(&slowEvents)}
					gf := game{data: &fast, log: engine.NewLog(&fastEvents)}
					gs.answer(&m)
					gf.answer(&m)
					if !forcedPay(&gf) {
						continue
					}
					forced++
					for forcedPay(&gs) {
						var only Move
						top := gs.top()
						dec := gs.decisionOf(top)
						dec.setOption(&only, mbits.TrailingZeros64(gs.optionSet(top)))
						gs.answer(&only)
					}
					gf.payRest(gf.top(), gf.optionSet(gf.top()))
					if slow != fast {
						t.Fatalf("seed %d, %v: payRest leaves another position than settling each payment", seed, m)
					}
					if diff := cmp.Diff(slowEvents, fastEvents); diff != "" {
						t.Fatalf("seed %d, %v: payRest's events differ (-settling +payRest):\n%s", seed, m, diff)
					}
				}
			}
		}
	}
	t.Logf("%d forced payments compared", forced)
	if forced == 0 {
		t.Fatal("no forced payment met")
	}
}

// forcedPay reports whether a pay decision with one option is on top.
func forcedPay(g *game) bool {
	t := g.top()
	return t != nil && t.kind == pendPay && g.victory == NoVictory && optionCount(g.optionSet(t)) == 1
}
