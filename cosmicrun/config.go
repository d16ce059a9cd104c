package cosmicrun

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/rng"
)

// Config chooses the game to play.
type Config struct {
	Players int      // 2, 1 for the solo game, or 0 for 2
	Seed    uint64   // every shuffle follows from it
	Level   Level    // solo difficulty; a two-player game has none
	Cards   *CardSet // nil plays StandardCards(); New checks it and keeps a copy
}

// New starts a game: the cards are shuffled and the first round dealt (or,
// solo, the first card flipped). A Config.Cards built in Go is checked
// (CardSet.Validate) and copied: changing it later changes no game.
func New(cfg Config) (State, error) {
	if cfg.Players == 0 {
		cfg.Players = 2
	}
	if cfg.Players != 1 && cfg.Players != 2 {
		return State{}, fmt.Errorf("cosmicrun: %d players; the game is for 2, or 1 solo", cfg.Players)
	}
	if cfg.Level > Admiral {
		return State{}, fmt.Errorf("cosmicrun: unknown solo level %d", cfg.Level)
	}
	cs, err := own(cfg.Cards)
	if err != nil {
		return State{}, fmt.Errorf("cosmicrun: %w", err)
	}
	s := State{cards: cs, d: data{Players: int8(cfg.Players), Winner: noSeat, RNG: rng.New(cfg.Seed)}}
	if cfg.Players == 1 {
		s.d.Level, s.d.RoundCard = cfg.Level, SoloRounds
	}
	g := s.game(engine.Log[Event]{})
	g.startRound()
	s.derive()
	return s, nil
}
