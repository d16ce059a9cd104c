package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
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
	for _, row := range r.Rows {
		writeAKRow(&b, row.Name, row.Values)
	}
	writeAKRow(&b, "total", r.Totals)
	if r.Gaia != nil {
		fmt.Fprintf(&b, "  Gaia: pile %d, compost %d, sprouts %d, growth %d, fauna %d, total %d\n", r.Gaia.Pile, r.Gaia.Compost, r.Gaia.Sprouts, r.Gaia.Growth, r.Gaia.Fauna, r.Gaia.Total)
	}
	fmt.Fprintf(&b, "winners: %v", r.Winners)
	if r.Tiebreak != "" {
		fmt.Fprintf(&b, " (by the %s tiebreaker)", r.Tiebreak)
	}
	b.WriteByte('\n')
	return b.String()
}

// writeAKRow writes one scorepad row: its name and each seat's value.
func writeAKRow(b *strings.Builder, name string, values []int) {
	fmt.Fprintf(b, "  %-19s", name)
	for p, v := range values {
		fmt.Fprintf(b, " %v %4d", animalkingdom.Player(p), v)
	}
	b.WriteByte('\n')
}
