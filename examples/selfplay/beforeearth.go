package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

func beforeEarth(opt options) (runner, error) {
	if opt.players != 0 && opt.players != 2 {
		return nil, fmt.Errorf("-players %d: Before the Earth Explodes is for 2 players", opt.players)
	}
	return game[beforeearth.State, beforeearth.Move, beforeearth.Player, beforeearth.Event]{
		seats: 2,
		newGame: func(seed uint64) (beforeearth.State, error) {
			return beforeearth.New(beforeearth.Config{Seed: seed})
		},
		outcome: func(s beforeearth.State) outcome {
			r := s.Result()
			return outcome{winners: r.Winners, rounds: r.Rounds}
		},
		result: beforeEarthResult,
		event:  tell.BeforeEarth,
	}, nil
}

// beforeEarthResult prints the scorepad and each player's fleet.
func beforeEarthResult(s beforeearth.State) string {
	var b strings.Builder
	b.WriteString("\n" + scorepad.BeforeEarth(s.Result()))
	for _, p := range s.Players() {
		fmt.Fprintf(&b, "%v fleet: %v\n", p, s.Fleet(p))
	}
	return b.String()
}
