package engine_test

import (
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
)

// Seats lists every mask's seats in order, with no room to append into
// the shared table, and allocates nothing.
func TestSeatsListsEveryMask(t *testing.T) {
	for m := range 256 {
		got := engine.Seats(uint8(m))
		var want []engine.Player
		for p := range 8 {
			if m&(1<<p) != 0 {
				want = append(want, engine.Player(p))
			}
		}
		if len(got) != len(want) || cap(got) != len(got) || got == nil {
			t.Fatalf("Seats(%08b) = %v (cap %d), want %v with no spare capacity", m, got, cap(got), want)
		}
		for i := range want {
			if got[i] != want[i] {
				t.Fatalf("Seats(%08b) = %v, want %v", m, got, want)
			}
		}
	}
	var sink []engine.Player
	if n := testing.AllocsPerRun(100, func() { sink = engine.Seats(0b1011) }); n != 0 {
		t.Errorf("Seats allocates %v times", n)
	}
	_ = append(engine.Seats(0b11), 7)
	if got := engine.Seats(0b111); got[2] != 2 {
		t.Errorf("appending to Seats(0b11) changed Seats(0b111): %v", got)
	}
	_ = sink
}

// SeatsOf gives the shared slice equal to a list of seats.
func TestSeatsOfIsTheSharedSliceOfTheList(t *testing.T) {
	for _, list := range [][]engine.Player{nil, {0}, {3}, {1, 4}, {0, 1, 2, 3, 4, 5, 6, 7}} {
		got := engine.SeatsOf(list)
		if len(got) != len(list) || cap(got) != len(got) {
			t.Fatalf("SeatsOf(%v) = %v (cap %d)", list, got, cap(got))
		}
		for i := range list {
			if got[i] != list[i] {
				t.Fatalf("SeatsOf(%v) = %v", list, got)
			}
		}
	}
}
