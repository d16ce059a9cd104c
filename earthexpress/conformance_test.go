package earthexpress

import (
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"pgregory.net/rapid"
)

// allMoves is the whole move space for p, legal or not.
func allMoves(s State, p Player) []Move {
	cs := s.d.cards
	mv := func(k MoveKind, a uint16, b uint8) Move {
		return Move{Player: p, Kind: k, A: a, B: b, cards: cs}
	}
	var ms []Move
	for _, k := range []MoveKind{Refresh, Germinate, Skip, Done, End} {
		ms = append(ms, mv(k, 0, 0))
	}
	// every card that can be planted or discarded, and two that cannot
	cards := append(s.Hand(p), 1, Card(cs.Len()))
	for _, c := range s.d.demTab {
		if c != NoCard {
			cards = append(cards, c)
		}
	}
	for _, c := range cards {
		ms = append(ms, mv(Discard, uint16(c), 0), mv(Plant, uint16(c), 0))
	}
	for k := range uint8(Spaces) {
		for r := Sprout; r <= Growth; r++ {
			ms = append(ms, mv(Pay, uint16(r), k), mv(Place, uint16(r), k))
		}
	}
	for k := range uint8(Spaces) {
		ms = append(ms, mv(At, 0, k))
	}
	ms = append(ms, mv(Convert, uint16(Sprout), 0), mv(Convert, uint16(Growth), 0))
	for c := Red; c <= Yellow; c++ {
		ms = append(ms, mv(Action, uint16(c), 0), mv(Tie, uint16(c), 0))
	}
	for a := range uint16(2) {
		ms = append(ms, mv(Activate, a, 0), mv(Neighbour, a, 0), mv(Claim, a, 0), mv(Keep, a, 0), mv(Keep, a, 1))
	}
	for q := range uint16(MaxPlayers) {
		ms = append(ms, mv(Opponent, q, 0))
	}
	for w := range uint16(len(cs.Vocab.Words())) {
		ms = append(ms, mv(Name, w, 0))
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
