package beforeearth

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/rng"
)

// Config sets up a game. Before the Earth Explodes is for exactly 2 players.
type Config struct {
	Players int      // 2, or 0 for the same
	Seed    uint64   // every random draw follows from it
	Cards   *CardSet // nil plays the embedded set (StandardCards)
}

// New deals a game: the bag of 30 resources, 2 for each player, 2 on each
// Quarry, shuffled decks with rows of 3, and the tiebreaker token with P1;
// both tracks of both players start at 0 (the rulebook does not say where
// the tracker clips start; 0 is the bottom of each track). A non-nil
// cfg.Cards is checked as LoadCards checks a file, and the game plays a
// private compiled copy of it.
func New(cfg Config) (State, error) {
	if cfg.Players != 0 && cfg.Players != 2 {
		return State{}, fmt.Errorf("beforeearth: %d players: the game is for exactly 2", cfg.Players)
	}
	cs, err := rulesFor(cfg.Cards)
	if err != nil {
		return State{}, err
	}
	d := data{cards: cs, rng: rng.New(cfg.Seed), round: 1}
	d.bag = Resources{PerColour, PerColour, PerColour}
	d.shipDeck = allBits(len(cs.Ships))
	d.planetDeck = allBits(len(cs.Planets))
	d.shipRow = [RowSize]int8{-1, -1, -1}
	d.planetRow = [RowSize]int8{-1, -1, -1}
	for p := range 2 {
		for range StartHand {
			d.drawInto(&d.res[p])
		}
	}
	for q := range NumQuarries {
		for range StartQuarry {
			d.drawInto(&d.quarry[q])
		}
	}
	setup := game{data: &d}
	setup.refillRows()
	d.seal()
	return State{sealedTable(&d)}, nil
}
