package game

import (
	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/cosmicrun"
)

// The card facts of each game, as a Spec's CardFacts writes them: what a
// bot reads to learn a card it is shown by name (PROTOCOL.md of the
// referee lists every key). Each game's facts are its whole card set, so
// that they do not depend on the deal.

// cosmicRunCards are Cosmic Run's cards.
type cosmicRunCards struct {
	Ships    []cosmicRunShip    `json:"ships"`    // the 16 ship cards, R1 to Y4
	Planets  []cosmicrun.Planet `json:"planets"`  // the 3 planets in order, with their colour rank
	Tracking []cosmicrun.Colour `json:"tracking"` // the icon on a tracking card at each value, from 0
}

// cosmicRunShip is a ship card and its name.
type cosmicRunShip struct {
	Name string `json:"name"` // as the notation and the view write it: "R1"
	cosmicrun.Ship
}

// cosmicRunFacts are the cards of s's set.
func cosmicRunFacts(s cosmicrun.State) any {
	cs := s.Cards()
	f := cosmicRunCards{Planets: cs.Planets[:], Tracking: cs.Tracking[:]}
	for c := range cosmicrun.Card(cosmicrun.NumShips) {
		f.Ships = append(f.Ships, cosmicRunShip{Name: c.String(), Ship: cs.Ship(c)})
	}
	return f
}

// beforeEarthCards are Before the Earth Explodes' cards.
type beforeEarthCards struct {
	QuarryCapacity int                 `json:"quarry_capacity"` // the resources a full Quarry holds
	Ships          []beforeEarthShip   `json:"ships"`           // the spaceship cards
	Planets        []beforeEarthPlanet `json:"planets"`         // the planet cards
}

// beforeEarthShip is a spaceship card.
type beforeEarthShip struct {
	Name    string `json:"name"`
	Ability string `json:"ability"` // in the card-data language
}

// beforeEarthPlanet is a planet card.
type beforeEarthPlanet struct {
	Name    string                `json:"name"`
	Cost    beforeearth.Resources `json:"cost"`    // by colour, a colour omitted when 0
	Ability string                `json:"ability"` // the once-per-game ability, in the card-data language
}

// beforeEarthFacts are the cards of s's set.
func beforeEarthFacts(s beforeearth.State) any {
	cs := s.Cards()
	f := beforeEarthCards{QuarryCapacity: cs.QuarryCapacity, Ships: []beforeEarthShip{}, Planets: []beforeEarthPlanet{}}
	for _, c := range cs.Ships {
		f.Ships = append(f.Ships, beforeEarthShip{Name: c.Name, Ability: c.Ability.String()})
	}
	for _, c := range cs.Planets {
		f.Planets = append(f.Planets, beforeEarthPlanet{Name: c.Name, Cost: c.Cost, Ability: c.Ability.String()})
	}
	return f
}
