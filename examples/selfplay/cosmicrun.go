package main

import (
	"fmt"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

func cosmicRun(opt options) (runner, error) {
	players := opt.players
	if players == 0 {
		players = 2
	}
	var level cosmicrun.Level
	if err := level.UnmarshalText([]byte(opt.level)); err != nil {
		return nil, fmt.Errorf("-level: %w", err)
	}
	return game[cosmicrun.State, cosmicrun.Move, cosmicrun.Player, cosmicrun.Event]{
		seats: players,
		newGame: func(seed uint64) (cosmicrun.State, error) {
			return cosmicrun.New(cosmicrun.Config{Players: players, Seed: seed, Level: level})
		},
		outcome: func(s cosmicrun.State) outcome {
			r := s.Result()
			return outcome{winners: r.Winners, rounds: r.Rounds}
		},
		result: cosmicRunResult,
		event:  tell.CosmicRun,
	}, nil
}

// cosmicRunResult prints the table at the end and the scorepad.
func cosmicRunResult(s cosmicrun.State) string {
	return fmt.Sprintf("\nthe table at the end:\n%v\n\n", s) + scorepad.CosmicRun(s.Result())
}
