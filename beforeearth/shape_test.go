package beforeearth_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/examples/game"
)

// The game has the shape every rulebox game shares.
var (
	_ game.State[beforeearth.State, beforeearth.Move, beforeearth.View, beforeearth.Event] = beforeearth.State{}
	_ game.View[beforeearth.State, beforeearth.Move]                                       = beforeearth.View{}
	_ game.Event[beforeearth.Event]                                                        = beforeearth.Event{}
)

// eachState plays a random game from seed and calls f on every state.
func eachState(t *testing.T, seed uint64, f func(s beforeearth.State)) {
	t.Helper()
	s, err := beforeearth.New(beforeearth.Config{Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 3))
	f(s)
	for !s.Over() {
		who := s.ToMove()
		moves := s.LegalMoves(who[r.IntN(len(who))])
		if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
		f(s)
	}
}

func TestShapeWinnersAndScoreDoNotAllocate(t *testing.T) {
	eachState(t, 2, func(s beforeearth.State) {
		n := testing.AllocsPerRun(20, func() {
			_ = len(s.Winners()) + s.Score(beforeearth.P1) + s.Score(beforeearth.P2)
		})
		if n != 0 {
			t.Fatalf("Winners and Score allocate %v times (game over: %v)", n, s.Over())
		}
		if got, want := s.Winners(), s.Result().Winners; !slices.Equal(got, want) {
			t.Fatalf("Winners() = %v, Result().Winners = %v", got, want)
		}
	})
}

func TestShapeScoreIsProgressTowardVictory(t *testing.T) {
	for seed := range uint64(5) {
		eachState(t, seed, func(s beforeearth.State) {
			rows := map[string][]int{}
			for _, row := range s.Result().Rows {
				rows[row.Name] = row.Values
			}
			for _, p := range s.Players() {
				want := min(100, 100*rows[beforeearth.PlanetsRow][p]/rows[beforeearth.PlanetsToWinRow][p]) +
					100*rows[beforeearth.TechnologyRow][p]/7 + 100*rows[beforeearth.DamageRow][1-p]/7
				if s.Over() && s.Result().Winners[0] == p {
					want = 300
				}
				if got := s.Score(p); got != want {
					t.Fatalf("Score(%v) = %d, want %d from %+v", p, got, want, rows)
				}
			}
			if s.Over() {
				w := s.Winners()[0]
				if s.Score(w) != 300 || s.Score(1-w) >= 300 {
					t.Fatalf("at the end the winner scores %d, the loser %d", s.Score(w), s.Score(1-w))
				}
			}
		})
	}
	s, _ := beforeearth.New(beforeearth.Config{})
	for _, p := range []beforeearth.Player{-1, 2, 9} {
		if got := s.Score(p); got != 0 {
			t.Errorf("Score(%v) = %d, want 0 for a player not in the game", p, got)
		}
	}
}

func TestShapeViewAnswersAsTheState(t *testing.T) {
	eachState(t, 7, func(s beforeearth.State) {
		for _, p := range []beforeearth.Player{beforeearth.P1, beforeearth.P2} {
			v := s.View(p)
			got, want := v.AppendLegalMoves(nil), s.LegalMoves(p)
			if v.Viewer() != p || v.Over() != s.Over() || !slices.Equal(v.ToMove(), s.ToMove()) || !slices.Equal(got, want) {
				t.Fatalf("View(%v): viewer %v, over %v, to move %v, legal %v; state: over %v, to move %v, legal %v",
					p, v.Viewer(), v.Over(), v.ToMove(), got, s.Over(), s.ToMove(), want)
			}
		}
	})
}

func TestShapeViewToMoveAfterAHiddenChoice(t *testing.T) {
	s, _ := beforeearth.New(beforeearth.Config{Seed: 1})
	s, err := s.Apply(s.LegalMoves(beforeearth.P2)[0])
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(beforeearth.P1)
	if !v.OpponentCommitted() || !slices.Equal(v.ToMove(), []beforeearth.Player{beforeearth.P1}) {
		t.Errorf("after P2 chose in secret P1's view has %v to move", v.ToMove())
	}
	if got := s.View(game.NoPlayer).ToMove(); !slices.Equal(got, []beforeearth.Player{beforeearth.P1}) {
		t.Errorf("a spectator is told %v to move", got)
	}
	if got := s.View(game.NoPlayer).AppendLegalMoves(nil); len(got) != 0 {
		t.Errorf("a spectator has legal moves %v", got)
	}
}

func TestShapeEventsArePublic(t *testing.T) {
	s, _ := beforeearth.New(beforeearth.Config{Seed: 1})
	_, events, err := s.ApplyEvents(s.LegalMoves(beforeearth.P2)[0])
	if err != nil || len(events) != 1 {
		t.Fatalf("events %v, %v", events, err)
	}
	told, ok := events[0].For(beforeearth.P1)
	if !ok || told != events[0] {
		t.Errorf("P1 is told %v, %v of %v", told, ok, events[0])
	}
	for _, a := range []string{"Scout", "Invade", "Occupy", "Mine"} {
		if strings.Contains(told.Text+told.Card, a) {
			t.Errorf("the commit event %q tells the card", told.Text)
		}
	}
}
