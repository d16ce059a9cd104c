package earthexpress

import (
	"testing"
)

// TestStillIsItsRule compares still, read from stillBySub and the
// activation's flags, with the rule it answers, written out as branches,
// for every phase, sub-decision and flag.
func TestStillIsItsRule(t *testing.T) {
	rule := func(p *player) bool {
		if p.act.on {
			return p.sub == subConvert || p.act.prompt || p.act.choose != 0
		}
		return p.sub == subConvert || p.phase == 0 || p.phase == Choosing || p.phase == Acting ||
			p.phase == Finished || p.phase == Over || p.phase == Planting && p.sub != subNone
	}
	for ph := range Phase(16) {
		for s := range 256 {
			for flags := range 16 {
				p := player{phase: ph, sub: sub(s)}
				p.act.on, p.act.prompt, p.act.choose = flags&1 != 0, flags&2 != 0, uint8(flags>>2)
				if got, want := p.still(), rule(&p); got != want {
					t.Fatalf("phase %d, sub %d, on %v, prompt %v, choose %d: still %v, want %v",
						ph, s, p.act.on, p.act.prompt, p.act.choose, got, want)
				}
			}
		}
	}
}
