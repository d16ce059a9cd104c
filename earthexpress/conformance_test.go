package earthexpress

import (
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"pgregory.net/rapid"
)

// allMoves is the whole move space for p, legal or not.
func allMoves(s State, p Player) []Move {
	cs := s.d.cards
	mv := func(k MoveKind, a uint16, b, c uint8) Move {
		return Move{Player: p, Kind: k, A: a, B: b, C: c, cards: cs}
	}
	var ms []Move
	for _, k := range []MoveKind{Refresh, Germinate, Skip, Done, End} {
		ms = append(ms, mv(k, 0, 0, 0))
	}
	for c := Card(1); int(c) <= cs.Len(); c++ {
		ms = append(ms, mv(Discard, uint16(c), 0, 0), mv(Plant, uint16(c), uint8(c%Spaces), 0))
	}
	for k := range uint8(Spaces) {
		for r := Sprout; r <= Growth; r++ {
			ms = append(ms, mv(Pay, uint16(r), k, 0), mv(Place, uint16(r), k, 0), mv(Convert, uint16(r), k, k), mv(Convert, uint16(r), k, (k+1)%Spaces))
		}
	}
	for c := Red; c <= Yellow; c++ {
		ms = append(ms, mv(Action, uint16(c), 0, 0), mv(Tie, uint16(c), 0, 0))
	}
	for a := range uint16(2) {
		ms = append(ms, mv(Activate, a, 0, 0), mv(Neighbour, a, 0, 0), mv(Claim, a, 0, 0), mv(Keep, a, 0, 0), mv(Keep, a, 1, 0))
	}
	for q := range uint16(MaxPlayers) {
		ms = append(ms, mv(Opponent, q, 0, 0))
	}
	for w := range uint16(len(cs.Vocab.Words())) {
		ms = append(ms, mv(Name, w, 0, 0))
	}
	return ms
}

func conformance(t *testing.T, players []int) {
	gametest.Run(t, gametest.Spec[Config, State, Move, Player, View]{
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

func TestConformanceSolo(t *testing.T) { conformance(t, []int{1}) }
func TestConformance2(t *testing.T)    { conformance(t, []int{2}) }
func TestConformance4(t *testing.T)    { conformance(t, []int{4}) }
func TestConformance8(t *testing.T)    { conformance(t, []int{8}) }
