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
	rows := []struct {
		name string
		get  func(animalkingdom.Score) int
	}{
		{"cards", func(x animalkingdom.Score) int { return x.Cards }},
		{"events", func(x animalkingdom.Score) int { return x.Events }},
		{"compost", func(x animalkingdom.Score) int { return x.Compost }},
		{"sprouts", func(x animalkingdom.Score) int { return x.Sprouts }},
		{"growth", func(x animalkingdom.Score) int { return x.Growth }},
		{"terrain", func(x animalkingdom.Score) int { return x.Terrain }},
		{"own ecosystem", func(x animalkingdom.Score) int { return x.OwnEcosystem }},
		{"public ecosystem 1", func(x animalkingdom.Score) int { return x.Public1 }},
		{"public ecosystem 2", func(x animalkingdom.Score) int { return x.Public2 }},
		{"fauna", func(x animalkingdom.Score) int { return x.Fauna }},
		{"total", func(x animalkingdom.Score) int { return x.Total }},
	}
	for _, row := range rows {
		fmt.Fprintf(&b, "  %-19s", row.name)
		for _, sc := range r.Scores {
			fmt.Fprintf(&b, " %v %4d", sc.Player, row.get(sc))
		}
		b.WriteByte('\n')
	}
	if r.Gaia != nil {
		fmt.Fprintf(&b, "  Gaia: pile %d, compost %d, sprouts %d, growth %d, fauna %d, total %d\n", r.Gaia.Pile, r.Gaia.Compost, r.Gaia.Sprouts, r.Gaia.Growth, r.Gaia.Fauna, r.Gaia.Total)
	}
	fmt.Fprintf(&b, "winners: %v", r.Winners)
	if r.TiebreakUsed > 0 {
		fmt.Fprintf(&b, " (after %d tiebreakers)", r.TiebreakUsed)
	}
	b.WriteByte('\n')
	return b.String()
}
