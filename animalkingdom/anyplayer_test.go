package animalkingdom

import (
	"testing"
)

// strangers are player values, most of which no game seats, for the
// tests that ask a state about any player.
var strangers = []Player{NoPlayer, -2, -128, 1, 4, 5, 99, 127}

// TestLegalMovesOfAnyPlayer: on a finished game and at its start, asking for the moves of a player not in it (NoPlayer included) gives
// none, through the state and through the player's view, and applying a
// move of theirs is refused.
func TestLegalMovesOfAnyPlayer(t *testing.T) {
	for _, cfg := range []Config{{Players: 1, Seed: 3}, {Players: 1, Solo: true, Seed: 4}, {Players: 3, Seed: 5}} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		over, _ := s.Playout(2)
		if !over.Over() {
			t.Fatalf("%+v: the playout did not end", cfg)
		}
		for _, st := range []State{s, over} {
			for _, p := range strangers {
				if int(p) >= 0 && int(p) < st.d.n() && !st.Over() {
					continue
				}
				if ms := st.LegalMoves(p); len(ms) != 0 {
					t.Errorf("%+v, over %v: %v has moves %v", cfg, st.Over(), p, ms)
				}
				if ms := st.AppendLegalMoves(make([]Move, 0, 8), p); len(ms) != 0 {
					t.Errorf("%+v, over %v: %v has moves %v appended", cfg, st.Over(), p, ms)
				}
				if ms := st.View(p).AppendLegalMoves(nil); len(ms) != 0 {
					t.Errorf("%+v, over %v: the view of %v has moves %v", cfg, st.Over(), p, ms)
				}
				if _, err := st.Apply(Move{Player: p, Kind: Done}); err == nil {
					t.Errorf("%+v, over %v: a move of %v applies", cfg, st.Over(), p)
				}
			}
		}
		for _, p := range over.Players() {
			if ms := over.LegalMoves(p); len(ms) != 0 {
				t.Errorf("%+v: %v has moves %v after the end", cfg, p, ms)
			}
			if ms := over.View(p).AppendLegalMoves(nil); len(ms) != 0 {
				t.Errorf("%+v: the view of %v has moves %v after the end", cfg, p, ms)
			}
		}
	}
}
