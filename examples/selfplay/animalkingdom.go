package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// animalKingdom plays Earth with the Animal Kingdom expansion, or the base
// game alone (EarthBase: -animals=false, or -game earth-base), set up as
// the flags say (game.Spec.Setup: -level is the setup mode, or with
// -players 1 Gaia's difficulty).
func animalKingdom(g game.Spec[animalkingdom.State, animalkingdom.Move, animalkingdom.View, animalkingdom.Event], j job) (struct{}, error) {
	return selfplay[animalkingdom.State, animalkingdom.Move, animalkingdom.View, animalkingdom.Event]{
		spec: g, result: animalKingdomResult, event: tell.Earth,
		rounds: animalkingdom.State.Round,
	}.run(j)
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
		b.WriteString(scorepad.Gaia(*g, s.PlaysAnimals()))
	}
	scorepad.Winners(&b, r.Winners, r.Tiebreak)
	return b.String()
}

// animalsSummary writes the Global Ability, each player's Animals with
// what is stored on them, on the Global Ability (where there is one) and
// on their Island, and Gaia's Animals.
func animalsSummary(b *strings.Builder, s animalkingdom.State) {
	name, global := s.GlobalAbility() // none in a solo game
	if global {
		fmt.Fprintf(b, "Global Ability: %s\n", name)
	}
	for _, p := range s.Players() {
		var kept []string
		for k, name := range s.AnimalsKept(p) {
			kept = append(kept, fmt.Sprintf("%s (stored: %s)", name, tell.Store(s.AnimalStored(p, k))))
		}
		fmt.Fprintf(b, "%v: %s; ", p, strings.Join(kept, ", "))
		if global {
			fmt.Fprintf(b, "Global Ability stored %s; ", tell.Store(s.GlobalStored(p)))
		}
		fmt.Fprintf(b, "Island %s; Leaves discarded %d\n", tell.Store(s.IslandStored(p)), s.LeavesDiscarded(p))
	}
	if g := s.GaiaAnimals(); len(g) > 0 {
		fmt.Fprintf(b, "Gaia: %s\n", strings.Join(g, ", "))
	}
}
