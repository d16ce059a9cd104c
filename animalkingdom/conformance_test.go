package animalkingdom

import (
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"pgregory.net/rapid"
)

// candidates is a wide sample of p's move space, legal or not: every
// simple kind, each hand card in every way, planting around the tableau,
// every action, minor option and a few setup sides.
func candidates(s State, p Player) []Move {
	ms := []Move{{Player: p, Kind: GaiaLeaf, Slot: 0}, {Player: p, Kind: GaiaLeaf, Slot: 3}, {Player: p, Kind: Stop}, {Player: p, Kind: Use}, {Player: p, Kind: Skip}, {Player: p, Kind: Convert}, {Player: p, Kind: Done},
		{Player: p, Kind: CopyFrom}, {Player: p, Kind: ChooseSide, Side: 0}, {Player: p, Kind: ChooseSide, Setup: 1, Side: 3}, {Player: p, Kind: ChooseSide, Setup: 2, Side: 5}}
	for c := Green; c <= Yellow; c++ {
		ms = append(ms, Move{Player: p, Kind: ChooseAct, Action: c})
	}
	for o := range minorNames {
		ms = append(ms, Move{Player: p, Kind: Minor, Option: uint8(o)})
	}
	cards := []Card{0, 100, 200, 282}
	if p >= 0 && int(p) < s.d.n() {
		cards = append(cards, s.d.get(p).Hand...)
	}
	for _, c := range cards {
		ms = append(ms, Move{Player: p, Kind: Keep, Card: c}, Move{Player: p, Kind: CompostCard, Card: c},
			Move{Player: p, Kind: TakeCard, Card: c}, Move{Player: p, Kind: PlayEvent, Card: c})
		for r := -1; r <= 1; r++ {
			for col := -1; col <= 1; col++ {
				ms = append(ms, Move{Player: p, Kind: Plant, Card: c, Row: int8(r), Col: int8(col)})
			}
		}
		ms = append(ms, Move{Player: p, Kind: Plant, Card: c, Row: 4}, Move{Player: p, Kind: Plant, Card: c, Otherwise: 1})
	}
	return ms
}

// TestConformance runs the shared harness over random games of 1 to 5
// players in every setup mode, teams and solo included.
func TestConformance(t *testing.T) {
	t.Parallel() // long: it shares the cores with the package's other long runs
	most := MaxPlayers
	if !gametest.Long() {
		most = 3 // the quick run's one game stays short; teams of 4 are TestConformanceSoloAndTeams's
	}
	conformance(t, func(t *rapid.T) Config {
		c := Config{
			Players: rapid.IntRange(1, most).Draw(t, "players"),
			Mode:    Mode(rapid.IntRange(0, int(Advanced)).Draw(t, "mode")),
			Seed:    rapid.Uint64().Draw(t, "seed"),
		}
		c.Teams = c.Players == TeamPlayers && rapid.Bool().Draw(t, "teams")
		if c.Players == 1 && c.Mode != Beginner && rapid.Bool().Draw(t, "solo") {
			c.Solo, c.Difficulty = true, Difficulty(rapid.IntRange(0, int(GaiaExpert)).Draw(t, "difficulty"))
		}
		return c
	})
}

// TestConformanceSoloAndTeams runs the harness over solo games against
// Gaia at every difficulty and over team games.
func TestConformanceSoloAndTeams(t *testing.T) {
	t.Parallel() // long: it shares the cores with the package's other long runs
	conformance(t, func(t *rapid.T) Config {
		if rapid.Bool().Draw(t, "teams") {
			return Config{Players: TeamPlayers, Teams: true, Seed: rapid.Uint64().Draw(t, "seed")}
		}
		return Config{Players: 1, Solo: true, Mode: Mode(rapid.SampledFrom([]Mode{Standard, Advanced}).Draw(t, "mode")),
			Difficulty: Difficulty(rapid.IntRange(0, int(GaiaExpert)).Draw(t, "difficulty")), Seed: rapid.Uint64().Draw(t, "seed")}
	})
}

// conformance runs the shared harness with configs drawn by config: one
// game by default, six with RULEBOX_LONG=1; each game is long (about
// 1,260 decisions at 4 players, every one checked against every candidate
// move).
func conformance(t *testing.T, config func(*rapid.T) Config) {
	conformanceWith(t, 6, candidates, config)
}

// conformanceWith runs the harness with the candidate moves cands.
func conformanceWith(t *testing.T, long int, cands func(State, Player) []Move, config func(*rapid.T) Config) {
	gametest.Checks(t, 1, long)
	gametest.Run(t, gametest.Spec[Config, State, Move, View, Event]{
		Config:     config,
		New:        New,
		ParseMove:  ParseMove,
		Candidates: cands,
		Invariants: State.Validate,
		ErrIllegal: ErrIllegalMove,
		MaxMoves:   20000,
	})
}
