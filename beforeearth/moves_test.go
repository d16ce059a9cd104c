package beforeearth

import (
	"strings"
	"testing"
	"unsafe"
)

// TestMoveConstructorsNeverWrapToALegalMove checks that a Quarry, option
// or card number too large for the Move's narrow field is kept out of
// range, not wrapped round to a number a decision offers.
func TestMoveConstructorsNeverWrapToALegalMove(t *testing.T) {
	for _, n := range []int{256, 1 << 40, -129, -2} {
		if m := CollectQuarryMove(P1, n); m.Quarry != -1 {
			t.Errorf("CollectQuarryMove(P1, %d).Quarry = %d, want -1", n, m.Quarry)
		}
		if m := ChooseOptionMove(P1, n); m.Option != -1 {
			t.Errorf("ChooseOptionMove(P1, %d).Option = %d, want -1", n, m.Option)
		}
	}
	cards := map[string]func(Player, int) Move{"TakeShipMove": TakeShipMove, "SearchPlanetMove": SearchPlanetMove,
		"ColonizePlanetMove": ColonizePlanetMove, "UsePlanetMove": UsePlanetMove}
	for name, move := range cards {
		for _, n := range []int{1 << 16, 1<<16 + 2, 1 << 40, -1 << 16, -2} {
			if m := move(P1, n); m.Card != -1 {
				t.Errorf("%s(P1, %d).Card = %d, want -1", name, n, m.Card)
			}
		}
		if m := move(P1, 1<<15-1); m.Card != 1<<15-1 {
			t.Errorf("%s(P1, %d).Card = %d", name, 1<<15-1, m.Card)
		}
	}
	if m := CollectQuarryMove(P2, 2); m.Quarry != 2 || m.String() != "P2 quarry 3" {
		t.Errorf("CollectQuarryMove(P2, 2) = %+v, %q", m, m)
	}
}

// TestMovesWithStrayFieldsAreRefused checks that a move setting a field its
// kind does not use is refused with the field it should use named.
func TestMovesWithStrayFieldsAreRefused(t *testing.T) {
	s, _ := New(Config{Seed: 1})
	legal := PlayCardMove(P1, Scout)
	if _, err := s.Apply(legal); err != nil {
		t.Fatal(err)
	}
	stray := legal
	stray.Card = 3
	_, err := s.Apply(stray)
	if err == nil || !strings.Contains(err.Error(), "Action only") {
		t.Errorf("a play move with a Card: %v", err)
	}
}

// TestMoveSize pins a Move at 16 bytes: every decision of a playout writes
// a list of them.
func TestMoveSize(t *testing.T) {
	if n := unsafe.Sizeof(Move{}); n != 16 {
		t.Errorf("a Move is %d bytes, want 16", n)
	}
}
