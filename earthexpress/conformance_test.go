package earthexpress

import (
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"pgregory.net/rapid"
)

// allMoves is the whole move space for p, legal or not.
func allMoves(s State, p Player) []Move {
	cs := s.d.cards
	ms := []Move{RefreshMove(p), GerminateMove(p), SkipMove(p), DoneMove(p), EndMove(p)}
	// every card that can be planted or discarded, and two that cannot
	cards := append(s.Hand(p), 1, Card(cs.Len()))
	for _, c := range s.d.demTab {
		if c != NoCard {
			cards = append(cards, c)
		}
	}
	for _, c := range cards {
		ms = append(ms, DiscardMove(p, c), PlantMove(p, c))
	}
	for k := range Spaces {
		for r := Sprout; r <= Growth; r++ {
			ms = append(ms, PayMove(p, r, k), PlaceMove(p, r, k))
		}
		ms = append(ms, AtMove(p, k))
	}
	ms = append(ms, ConvertMove(p, Sprout), ConvertMove(p, Growth))
	for c := Red; c <= Yellow; c++ {
		ms = append(ms, ActionMove(p, c), TieMove(p, c))
	}
	for a := range 2 {
		ms = append(ms, ActivateMove(p, a), NeighbourMove(p, Direction(a)), ClaimMove(p, a), KeepMove(p, a, 0), KeepMove(p, a, 1))
	}
	for q := range Player(MaxPlayers) {
		ms = append(ms, OpponentMove(p, q))
	}
	for w := range len(cs.vocab.Words()) {
		ms = append(ms, NameMove(p, w))
	}
	return ms
}

// checks sets how many random games rapid plays in this test: quick by
// default (one under the race detector, ten times slower), long with
// RULEBOX_LONG=1.
func checks(t *testing.T, quick, long int) {
	if raceEnabled {
		quick = 1
	}
	gametest.Checks(t, quick, long)
}

func conformance(t *testing.T, players []int) {
	gametest.Run(t, gametest.Spec[Config, State, Move, View, Event]{
		Config: func(t *rapid.T) Config {
			n := rapid.SampledFrom(players).Draw(t, "players")
			return Config{
				Players:    n,
				Seed:       rapid.Uint64().Draw(t, "seed"),
				Standard:   rapid.Bool().Draw(t, "standard"),
				Ecosystems: rapid.Bool().Draw(t, "ecosystems"),
				Level:      Level(rapid.IntRange(1, 3).Draw(t, "level")),
			}
		},
		New:        New,
		ParseMove:  ParseMove,
		Candidates: allMoves,
		Invariants: invariants,
		ErrIllegal: ErrIllegalMove,
		MaxMoves:   20000,
	})
}

// invariants checks the conservation rules (Validate: every card in
// exactly one place, pieces within capacities).
func invariants(s State) error { return s.Validate() }

// The games are long (hundreds of moves, every one checked against every
// candidate move), so each player count plays a few.
func TestConformanceSolo(t *testing.T) { checks(t, 4, 20); conformance(t, []int{1}) }
func TestConformance2(t *testing.T)    { checks(t, 3, 15); conformance(t, []int{2}) }
func TestConformance4(t *testing.T)    { checks(t, 1, 5); conformance(t, []int{4}) }
func TestConformance8(t *testing.T)    { checks(t, 1, 2); conformance(t, []int{8}) }
