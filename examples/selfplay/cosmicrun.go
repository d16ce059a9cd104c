package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/cosmicrun"
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

func cosmicRunResult(s cosmicrun.State) string {
	r := s.Result()
	var b strings.Builder
	fmt.Fprintf(&b, "\nthe table at the end:\n%v\n\nafter %d rounds:\n", s, r.Rounds)
	for _, row := range r.Rows {
		fmt.Fprintf(&b, "  %s:", row.Name)
		for seat, pts := range row.Values {
			fmt.Fprintf(&b, "  P%d %2d/%d", seat+1, pts, cosmicrun.Goal)
		}
		b.WriteByte('\n')
	}
	switch {
	case len(r.Winners) > 0:
		fmt.Fprintf(&b, "%v reaches all three planets and wins\n", r.Winners[0])
	case r.Lost:
		b.WriteString("the Round Card reached 0: the solo game is lost\n")
	}
	return b.String()
}
