package main

import (
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/game"
)

// cosmicRun reports on a Cosmic Run set, whose cards have no abilities:
// how often each card was played at each planet, and the movement points
// scored there by the plays it was in (a Scored event names the planet
// and the player, not the cards, so a play's points count for each card
// the player placed at that planet in the round).
func cosmicRun(g game.Spec[cosmicrun.State, cosmicrun.Move, cosmicrun.View, cosmicrun.Event], o options) (*Report, error) {
	r := &Report{Game: g.Name, Bots: o.bots, Planets: make([]Planet, cosmicrun.NumPlanets)}
	for k := range r.Planets {
		r.Planets[k].Planet = k + 1
	}
	for k := range cosmicrun.NumShips {
		r.Cards = append(r.Cards, &Card{Name: cosmicrun.Card(k).String(), AtPlanet: make([]int, cosmicrun.NumPlanets)})
	}
	c := newCounter(r, true)
	placed := map[[2]int][]int{} // by player and planet: the cards placed this round
	err := playtest(g, o, c, nil, func(events []cosmicrun.Event) {
		for _, e := range events {
			at := [2]int{int(e.Player), e.Planet}
			switch {
			case e.Kind == cosmicrun.Dealt:
				clear(placed)
			case e.Kind == cosmicrun.Placed && e.Card != cosmicrun.NoCard && e.Planet >= 0:
				r.Cards[e.Card].AtPlanet[e.Planet]++
				r.Planets[e.Planet].Played++
				placed[at] = append(placed[at], int(e.Card))
				c.play(r.Cards[e.Card].Name)
			case e.Kind == cosmicrun.Scored && e.Planet >= 0:
				r.Planets[e.Planet].Points += e.Points
				for _, k := range placed[at] {
					r.Cards[k].Points += e.Points
				}
			}
		}
	})
	return r, err
}
