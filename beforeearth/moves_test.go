package beforeearth

import (
	"strings"
	"testing"
	"unsafe"
)

// TestMoveConstructorsNeverWrapToALegalMove checks that a Quarry or option
// number too large for the Move's small field is kept out of range, not
// wrapped round to a number a decision offers.
func TestMoveConstructorsNeverWrapToALegalMove(t *testing.T) {
	for _, n := range []int{256, 1 << 40, -129, -2} {
		if m := CollectQuarryMove(P1, n); m.Quarry != -1 {
			t.Errorf("CollectQuarryMove(P1, %d).Quarry = %d, want -1", n, m.Quarry)
		}
		if m := ChooseOptionMove(P1, n); m.Option != -1 {
			t.Errorf("ChooseOptionMove(P1, %d).Option = %d, want -1", n, m.Option)
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
