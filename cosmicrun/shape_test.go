package cosmicrun_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/game"
)

// The game has the shape every rulebox game shares.
var (
	_ game.State[cosmicrun.State, cosmicrun.Move, cosmicrun.View, cosmicrun.Event] = cosmicrun.State{}
	_ game.View[cosmicrun.State, cosmicrun.Move]                                   = cosmicrun.View{}
	_ game.Event[cosmicrun.Event]                                                  = cosmicrun.Event{}
)

// eachState plays a random game from seed and calls f on every state,
// with the events of the move that led to it.
func eachState(t *testing.T, cfg cosmicrun.Config, f func(s cosmicrun.State, events []cosmicrun.Event)) {
	t.Helper()
	s, err := cosmicrun.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 3))
	f(s, nil)
	for !s.Over() {
		who := s.ToMove()
		moves := s.LegalMoves(who[r.IntN(len(who))])
		var events []cosmicrun.Event
		if s, events, err = s.ApplyEvents(moves[r.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
		f(s, events)
	}
}

func TestShapeWinnersAndScoreDoNotAllocate(t *testing.T) {
	var mid, end cosmicrun.State
	eachState(t, cosmicrun.Config{Players: 2, Seed: 4}, func(s cosmicrun.State, _ []cosmicrun.Event) {
		if s.Round() == 2 && mid.Round() == 0 {
			mid = s
		}
		end = s
	})
	for _, s := range []cosmicrun.State{mid, end} {
		if n := testing.AllocsPerRun(100, func() { _ = s.Winners(); _ = s.Score(cosmicrun.P2) }); n != 0 {
			t.Errorf("Winners and Score allocate %v times", n)
		}
	}
	if got, want := end.Winners(), end.View(cosmicrun.P1).Winner; len(got) != 1 || got[0] != want {
		t.Errorf("Winners() = %v at the end, the view's Winner %v", got, want)
	}
	if got := mid.Winners(); len(got) != 0 {
		t.Errorf("Winners() = %v mid-game", got)
	}
}

func TestShapeScoreIsTheTracksAddedUp(t *testing.T) {
	last := [2]int{}
	eachState(t, cosmicrun.Config{Players: 2, Seed: 11}, func(s cosmicrun.State, _ []cosmicrun.Event) {
		for _, p := range s.Players() {
			want := 0
			for _, row := range s.Result().Rows {
				want += row.Values[p]
			}
			got := s.Score(p)
			if got != want || got < last[p] {
				t.Fatalf("Score(%v) = %d, want the sum of the tracks %d, never below %d\n%v", p, got, want, last[p], s)
			}
			last[p] = got
		}
	})
	if last[0] != 3*cosmicrun.Goal && last[1] != 3*cosmicrun.Goal {
		t.Errorf("nobody scored 36 by the end: %v", last)
	}
	s, _ := cosmicrun.New(cosmicrun.Config{Players: 1})
	for _, p := range []cosmicrun.Player{cosmicrun.P2, -1, 7} {
		if got := s.Score(p); got != 0 {
			t.Errorf("solo Score(%v) = %d, want 0 for a player not in the game", p, got)
		}
	}
}

func TestShapeViewAnswersAsTheState(t *testing.T) {
	for _, cfg := range []cosmicrun.Config{{Players: 2, Seed: 5}, {Players: 1, Seed: 6, Level: cosmicrun.Admiral}} {
		eachState(t, cfg, func(s cosmicrun.State, _ []cosmicrun.Event) {
			for _, p := range []cosmicrun.Player{cosmicrun.P1, cosmicrun.P2, 5} {
				if p == 5 && s.Phase() != cosmicrun.Discarding && !s.Over() {
					continue // a spectator cannot see who has chosen in a secret step
				}
				v := s.View(p)
				want := s.LegalMoves(p)
				if p == 5 || (p == cosmicrun.P2 && s.Solo()) {
					want = nil
				}
				viewer := p
				if p == 5 || (p == cosmicrun.P2 && s.Solo()) {
					viewer = cosmicrun.NoPlayer // a spectator's view names nobody
				}
				got := v.AppendLegalMoves(nil)
				if v.Viewer() != viewer || v.Over() != s.Over() || !slices.Equal(v.ToMove(), s.ToMove()) || !slices.Equal(got, want) {
					t.Fatalf("View(%v): viewer %v, over %v, to move %v, legal %v; state: over %v, to move %v, legal %v\n%v",
						p, v.Viewer(), v.Over(), v.ToMove(), got, s.Over(), s.ToMove(), want, s)
				}
			}
		})
	}
}

func TestShapeDiscardedCardIsHiddenFromTheOpponent(t *testing.T) {
	s, err := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	for s.Phase() == cosmicrun.Passing {
		for _, p := range s.ToMove() {
			s, _ = s.Apply(s.LegalMoves(p)[0])
		}
	}
	c := s.Hand(cosmicrun.P1).Cards()[0]
	_, events, err := s.ApplyEvents(cosmicrun.DiscardMove(cosmicrun.P1, c))
	if err != nil || len(events) != 1 || events[0].Kind != cosmicrun.Discarded {
		t.Fatalf("discard: %v, %v", events, err)
	}
	mine, ok1 := events[0].For(cosmicrun.P1)
	theirs, ok2 := events[0].For(cosmicrun.P2)
	if !ok1 || !ok2 || mine.Card != c || theirs.Card != cosmicrun.NoCard {
		t.Errorf("the discarder is told %v (%v), the opponent %v (%v); want %v and no card", mine.Card, ok1, theirs.Card, ok2, c)
	}
	if theirs.Player != cosmicrun.P1 || theirs.Kind != cosmicrun.Discarded {
		t.Errorf("the opponent is not told that P1 discarded: %+v", theirs)
	}
}

// TestShapeEventsTellNoHiddenCard checks every event of random games: a card
// an event tells a viewer is one the viewer's View shows after the move.
func TestShapeEventsTellNoHiddenCard(t *testing.T) {
	for seed := range uint64(5) {
		eachState(t, cosmicrun.Config{Players: 2, Seed: seed}, func(s cosmicrun.State, events []cosmicrun.Event) {
			for _, e := range events {
				for _, p := range s.Players() {
					told, _ := e.For(p)
					if told.Card != cosmicrun.NoCard && !visible(s.View(p), told.Card) && e.Kind != cosmicrun.Placed {
						t.Fatalf("%v is told %+v, but cannot see %v", p, told, told.Card)
					}
				}
			}
		})
	}
}

// visible reports whether v shows c: in the viewer's hand, or discarded by
// the viewer.
func visible(v cosmicrun.View, c cosmicrun.Card) bool {
	return v.Hand.Has(c) || v.Discard == c
}

func TestShapeSpectatorView(t *testing.T) {
	s, _ := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 1})
	v := s.View(cosmicrun.NoPlayer)
	if got := v.ToMove(); !slices.Equal(got, []cosmicrun.Player{cosmicrun.P1, cosmicrun.P2}) {
		t.Errorf("a spectator is told %v to move while passing", got)
	}
	if got := v.AppendLegalMoves(nil); len(got) != 0 {
		t.Errorf("a spectator has legal moves %v", got)
	}
}
