package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// animalKingdom plays Earth with the Animal Kingdom expansion, or the base
// game alone with -animals=false. -level picks the setup mode (standard, beginner or
// advanced; "cadet", the flag's default for other games, means standard);
// with -players 1 it is Gaia's difficulty instead (beginner, medium, hard,
// expert) and the game is solo against her in the standard setup.
func animalKingdom(opt options) (runner, error) {
	players := opt.players
	if players == 0 {
		players = 4
	}
	cfg := animalkingdom.Config{Players: players, Animals: !opt.noAnimals}
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
	fmt.Fprintf(&b, "\nafter %d turns", s.Turn())
	if s.PlaysAnimals() {
		b.WriteString(", the Animals:\n")
		animalsSummary(&b, s)
		b.WriteString("and")
	}
	b.WriteString(" the scorepad:\n")
	rows := scorepad.Of(r.Rows, func(r animalkingdom.Row) (string, []int) { return r.Name, r.Values })
	scorepad.Write(&b, append(rows, scorepad.Row{Name: "total", Values: r.Totals}))
	if g := r.Gaia; g != nil {
		fmt.Fprintf(&b, "Gaia: pile %d, compost %d, sprouts %d, growth %d, fauna %d, total %d\n", g.Pile, g.Compost, g.Sprouts, g.Growth, g.Fauna, g.Total)
	}
	scorepad.Winners(&b, r.Winners, r.Tiebreak)
	return b.String()
}

// animalsSummary writes the Global Ability, each player's Animals with
// what is stored on them and on their Island, and Gaia's Animals.
func animalsSummary(b *strings.Builder, s animalkingdom.State) {
	if name, ok := s.GlobalAbility(); ok {
		fmt.Fprintf(b, "Global Ability: %s\n", name)
	}
	for _, p := range s.Players() {
		var kept []string
		for k, name := range s.AnimalsKept(p) {
			kept = append(kept, fmt.Sprintf("%s (stored: %s)", name, tell.Store(s.AnimalStored(p, k))))
		}
		fmt.Fprintf(b, "%v: %s; Global Ability stored %s; Island %s; Leaves discarded %d\n", p, strings.Join(kept, ", "),
			tell.Store(s.GlobalStored(p)), tell.Store(s.IslandStored(p)), s.LeavesDiscarded(p))
	}
	if g := s.GaiaAnimals(); len(g) > 0 {
		fmt.Fprintf(b, "Gaia: %s\n", strings.Join(g, ", "))
	}
}
