package beforeearth

import (
	"slices"
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
)

// TestMoverListsAreSeats checks ToMove's table against engine.Seats, which
// it stands for: for every set of the two seats the same list, sharing
// Seats' read-only table (the same first element's address and capacity),
// and along random games, at every state and the last, ToMove is Seats of
// the state's movers (an empty list, not nil, once the game is over).
func TestMoverListsAreSeats(t *testing.T) {
	for mask := range uint8(4) {
		got, want := moverLists[mask], engine.Seats(mask)
		if !slices.Equal(got, want) || cap(got) != cap(want) || (len(want) > 0 && &got[0] != &want[0]) {
			t.Errorf("movers %02b: table %v (cap %d), Seats %v (cap %d)", mask, got, cap(got), want, cap(want))
		}
	}
	states := 0
	for seed := range uint64(200) {
		rec := record(seed)
		last := len(rec.states) - 1
		end, err := rec.states[last].Apply(rec.moves[last])
		if err != nil || !end.Over() {
			t.Fatalf("seed %d: the last move gives %v, over %v", seed, err, end.Over())
		}
		for _, s := range append(rec.states, end) {
			if got, want := s.ToMove(), engine.Seats(s.d.movers); !slices.Equal(got, want) || got == nil {
				t.Fatalf("seed %d, round %d: ToMove %v, Seats of movers %02b %v", seed, s.Round(), got, s.d.movers, want)
			}
			states++
		}
	}
	if states == 0 {
		t.Fatal("no states played")
	}
}
