//go:build !race

// The race detector allocates on its own and empties sync.Pool at random,
// so allocation counts are measured only without it (CI runs both).

package animalkingdom

import "testing"

// TestEncodingDoesNotAllocate: along random games (Earth, and the
// Animals in solo), AppendLegalActionIDs on the State and the View and
// AppendObservation, into buffers with room, allocate nothing.
func TestEncodingDoesNotAllocate(t *testing.T) {
	for _, cfg := range []Config{{Players: 4, Seed: 51}, {Players: 1, Solo: true, Seed: 52, Animals: true, Mode: Advanced}} {
		ids := make([]int, 0, 4096)
		obs := make([]float32, 0, 1<<15)
		n := 0
		eachDecision(t, cfg, func(s State, p Player) {
			if n++; n%7 != 0 {
				return
			}
			v := s.View(p)
			if a := testing.AllocsPerRun(3, func() { ids = s.AppendLegalActionIDs(ids[:0], p) }); a != 0 {
				t.Fatalf("%+v: State.AppendLegalActionIDs allocates %v times", cfg, a)
			}
			if a := testing.AllocsPerRun(3, func() { ids = v.AppendLegalActionIDs(ids[:0], p) }); a != 0 {
				t.Fatalf("%+v: View.AppendLegalActionIDs allocates %v times", cfg, a)
			}
			if a := testing.AllocsPerRun(3, func() { obs = v.AppendObservation(obs[:0]) }); a != 0 {
				t.Fatalf("%+v: AppendObservation allocates %v times", cfg, a)
			}
		})
	}
}
