package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// animalKingdom plays the base game Earth (the Animal Kingdom expansion is
// not built yet). -level picks the setup mode (standard, beginner or
// advanced; "cadet", the flag's default for other games, means standard);
// with -players 1 it is Gaia's difficulty instead (beginner, medium, hard,
// expert) and the game is solo against her in the standard setup.
func animalKingdom(opt options) (runner, error) {
	players := opt.players
	if players == 0 {
		players = 4
	}
	cfg := animalkingdom.Config{Players: players}
	switch {
	case players == 1:
		cfg.Solo, cfg.Difficulty = true, animalkingdom.GaiaMedium
		if opt.level != "cadet" {
			if err := cfg.Difficulty.UnmarshalText([]byte(opt.level)); err != nil {
				return nil, fmt.Errorf("-level: %w", err)
			}
		}
	case opt.level != "cadet":
		if err := cfg.Mode.UnmarshalText([]byte(opt.level)); err != nil {
			return nil, fmt.Errorf("-level: %w", err)
		}
	}
	return game[animalkingdom.State, animalkingdom.Move, animalkingdom.Player, animalkingdom.Event]{
		seats: players,
		newGame: func(seed uint64) (animalkingdom.State, error) {
			c := cfg
			c.Seed = seed
			return animalkingdom.New(c)
		},
		outcome: func(s animalkingdom.State) outcome {
			return outcome{winners: s.Result().Winners, rounds: s.Round()}
		},
		result: animalKingdomResult,
		event:  tell.Earth,
	}, nil
}

func animalKingdomResult(s animalkingdom.State) string {
	r := s.Result()
	var b strings.Builder
	fmt.Fprintf(&b, "\nafter %d turns, the scorepad:\n", s.Turn())
	rows := scorepad.Of(r.Rows, func(r animalkingdom.Row) (string, []int) { return r.Name, r.Values })
	scorepad.Write(&b, append(rows, scorepad.Row{Name: "total", Values: r.Totals}))
	if g := r.Gaia; g != nil {
		fmt.Fprintf(&b, "Gaia: pile %d, compost %d, sprouts %d, growth %d, fauna %d, total %d\n", g.Pile, g.Compost, g.Sprouts, g.Growth, g.Fauna, g.Total)
	}
	scorepad.Winners(&b, r.Winners, r.Tiebreak)
	return b.String()
}
