package animalkingdom

import (
	"reflect"
	"testing"
)

// A View reads the public table as the State does, for every viewer, at
// every move of a game, and shows another player's hand only by its size.
func TestViewReadsThePublicTable(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	for step := 0; !s.Over(); step++ {
		if step%7 == 0 {
			for _, me := range s.Players() {
				v := s.View(me)
				if v.Phase() != s.Phase() || v.Round() != s.Round() || v.Turn() != s.Turn() || v.Active() != s.Active() || v.Action() != s.Action() {
					t.Fatalf("step %d: the view of %v reads another turn", step, me)
				}
				if !reflect.DeepEqual(v.Result(), s.Result()) || v.Cards() != s.Cards() || !reflect.DeepEqual(v.Players(), s.Players()) {
					t.Fatalf("step %d: the view of %v scores %+v, the state %+v", step, me, v.Result(), s.Result())
				}
				for _, p := range s.Players() {
					if v.Soil(p) != s.Soil(p) || v.CompostSize(p) != s.CompostSize(p) || v.HandSize(p) != len(s.Hand(p)) ||
						v.Island(p) != s.Island(p) || v.Climate(p) != s.Climate(p) || v.LeavesUsed(p) != s.LeavesUsed(p) ||
						v.Score(p) != s.Score(p) || !reflect.DeepEqual(v.Tableau(p), s.Tableau(p)) || !reflect.DeepEqual(v.EventsPlayed(p), s.EventsPlayed(p)) {
						t.Fatalf("step %d: %v's view of %v differs from the state", step, me, p)
					}
				}
			}
		}
		moves := s.LegalMoves(s.ToMove()[0])
		if s, err = s.Apply(moves[step%len(moves)]); err != nil {
			t.Fatal(err)
		}
	}
	var empty View
	if empty.Players() != nil || empty.Soil(0) != 0 || empty.HandSize(0) != 0 || empty.Phase() != NoPhase || empty.Cards() != nil {
		t.Error("the empty View reads a table")
	}
}
