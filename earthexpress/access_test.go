package earthexpress

import "testing"

// Every accessor that takes a player, a slot or a place returns the zero
// value for one out of range.
func TestAccessorsOutOfRange(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []Player{-1, 2, 9} {
		if s.Step(p) != 0 || s.Hand(p) != nil || s.Seeds(p) != 0 || s.Score(p) != 0 || claimed(s, p, 0) || s.Meets(p, 0) {
			t.Errorf("%v: not the zero values", p)
		}
		if c, sp, g := s.At(p, 0, 0); c != NoCard || sp != 0 || g != 0 {
			t.Errorf("At(%v) = %v %d %d", p, c, sp, g)
		}
		if sp, g := s.SproutTokens(p); sp != 0 || g != 0 {
			t.Errorf("SproutTokens(%v) = %d %d", p, sp, g)
		}
		if len(s.LegalMoves(p)) != 0 {
			t.Errorf("%v has legal moves", p)
		}
	}
	for _, f := range []int{-1, 2} {
		if claimed(s, P1, f) || s.Meets(P1, f) || s.Fauna(f).Name != "" {
			t.Errorf("Fauna slot %d: not the zero values", f)
		}
	}
	if c, _, _ := s.At(P1, 3, 0); c != NoCard {
		t.Errorf("At(P1, 3, 0) = %v", c)
	}
	if s.Cards().Info(0).Name != "" || s.Cards().Info(9999).Name != "" {
		t.Errorf("Info of a card not in the set is not the zero CardInfo")
	}
	var zero State
	if zero.Over() || zero.AppendLegalMoves(nil, P1) != nil || zero.Result().Rows != nil {
		t.Errorf("the zero State answers as a game")
	}
}
