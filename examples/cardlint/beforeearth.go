package main

import (
	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/examples/game"
)

// beforeEarth lints a Before the Earth Explodes set: a card is in play
// once in the row, played when taken (a spaceship) or colonized (a
// planet); a spaceship's ability fires in a move whose events name it
// beyond its taking, a planet's when it is used.
func beforeEarth(g game.Spec[beforeearth.State, beforeearth.Move, beforeearth.View, beforeearth.Event], o options) (*Report, error) {
	cs := beforeearth.StandardCards()
	if files := g.CardFiles(); len(files) == 1 {
		var err error
		if cs, err = beforeearth.LoadCards(files[0].Name, files[0].Data); err != nil {
			return nil, err
		}
	}
	r := &Report{Game: g.Name, Bots: o.bots,
		Untold: []string{"a spaceship's or planet's ability that cannot be paid or used has no event: unpaid is not counted",
			"a spaceship's ability whose events name only another card (ISS Salvation's colonizing names the planet) is not tied to the spaceship"}}
	for _, sh := range cs.Ships {
		passive := sh.WinOpponentDamage != 0 || sh.WinOwnDamage != 0 || sh.OpponentPlanets != 0
		r.Cards = append(r.Cards, &Card{Name: sh.Name, Abilities: []*Ability{{Text: sh.Ability.String(), Scores: passive}}})
	}
	for _, pl := range cs.Planets {
		r.Cards = append(r.Cards, &Card{Name: pl.Name, Abilities: []*Ability{{Text: pl.Ability.String()}}})
	}
	c := newCounter(r, false)
	begin := func(s beforeearth.State) {
		for _, row := range [][beforeearth.RowSize]string{s.ShipRow(), s.PlanetRow()} {
			for _, name := range row {
				c.revealed(name)
			}
		}
	}
	err := playtest(g, o, c, begin, func(events []beforeearth.Event) { tellBeforeEarth(c, events) })
	return r, err
}

// tellBeforeEarth counts one move's events.
func tellBeforeEarth(c *counter, events []beforeearth.Event) {
	fired := map[string]bool{}
	for _, e := range events {
		switch e.Kind {
		case beforeearth.RevealedShip, beforeearth.RevealedPlanet:
			c.revealed(e.Card)
		case beforeearth.TookShip, beforeearth.ColonizedPlanet:
			c.play(e.Card)
		case beforeearth.PaidResource:
		case beforeearth.UsedPlanet:
			c.fire(e.Card, 0)
		default:
			if e.Card != "" && !fired[e.Card] {
				fired[e.Card] = true
				c.fire(e.Card, 0)
			}
		}
	}
}
