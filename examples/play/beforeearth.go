package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// beforeEarthTable is how the session shows Before the Earth Explodes.
var beforeEarthTable = table[beforeearth.State, beforeearth.Move, beforeearth.View, beforeearth.Event]{
	picture:  beforeEarthPicture,
	card:     beforeEarthCard,
	cards:    beforeEarthCards,
	scorepad: beforeEarthScorepad,
	event:    tell.BeforeEarth,
	examples: []string{"play A", "ship The Destroyer", "quarry 2", "take black", "colonize Eplade", "pay grey", "use Eplade", "done"},
	pass:     beforeEarthPass,
}

// beforeEarthPass reports whether m lets the decision go by: done.
func beforeEarthPass(m beforeearth.Move) bool { return m.Kind == beforeearth.Done }

// beforeEarthPicture draws the table as v's viewer sees it.
func beforeEarthPicture(v beforeearth.View) string {
	t := v
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, %v (you are %v; tiebreaker %v)\n", t.Round(), t.Phase(), v.Me, t.Tiebreaker())
	for _, p := range t.Players() {
		fmt.Fprintf(&b, "%v  technology %d  damage %d  resources %v\n", p, t.Tech(p), t.Damage(p), t.Resources(p))
		fmt.Fprintf(&b, "    fleet %v\n    planets %v\n", t.Fleet(p), t.Colonized(p))
		switch {
		case p != v.Me && v.OpponentCommitted():
			b.WriteString("    has chosen an action card\n")
		case t.Played(p) != beforeearth.NoAction:
			fmt.Fprintf(&b, "    plays %v\n", t.Played(p).Name())
		}
	}
	ships, planets := t.DeckSizes()
	fmt.Fprintf(&b, "bag: %v; quarries: %v | %v | %v\n", t.Bag(), t.Quarry(0), t.Quarry(1), t.Quarry(2))
	sr, pr := t.ShipRow(), t.PlanetRow()
	fmt.Fprintf(&b, "spaceships: %s (deck %d)\nplanets: %s (deck %d)\n",
		strings.Join(sr[:], " | "), ships, strings.Join(pr[:], " | "), planets)
	fmt.Fprintf(&b, "toward victory: %s\n", beforeEarthProgress(t.Result()))
	return b.String()
}

// beforeEarthProgress is how far each player is along the three ways to
// win: planets, technology and the opponent's damage.
func beforeEarthProgress(res beforeearth.Result) string {
	row := func(name string) []int {
		for _, r := range res.Rows {
			if r.Name == name {
				return r.Values
			}
		}
		return make([]int, 2)
	}
	planets, toWin, tech, damage := row(beforeearth.PlanetsRow), row(beforeearth.PlanetsToWinRow), row(beforeearth.TechnologyRow), row(beforeearth.DamageRow)
	parts := make([]string, 2)
	for i := range parts {
		parts[i] = fmt.Sprintf("%v planets %d/%d, technology %d/%d, damage dealt %d/%d",
			beforeearth.Player(i), planets[i], toWin[i], tech[i], beforeearth.TrackMax, damage[1-i], beforeearth.TrackMax)
	}
	return strings.Join(parts, "; ")
}

// beforeEarthCards are the spaceships, the planets and the four action
// cards, by name.
func beforeEarthCards(s beforeearth.State) []string {
	cs := s.Cards()
	var names []string
	for _, sh := range cs.Ships {
		names = append(names, sh.Name)
	}
	for _, pl := range cs.Planets {
		names = append(names, pl.Name)
	}
	for _, a := range beforeEarthActions {
		names = append(names, a.Name())
	}
	return names
}

// beforeEarthActions are the four action cards.
var beforeEarthActions = []beforeearth.Action{beforeearth.Scout, beforeearth.Invade, beforeearth.Occupy, beforeearth.Mine}

// beforeEarthCard prints a spaceship's ability, a planet's cost and
// ability, or an action card's letter.
func beforeEarthCard(s beforeearth.State, name string) (string, bool) {
	cs := s.Cards()
	for _, sh := range cs.Ships {
		if sh.Name == name {
			return fmt.Sprintf("%s: spaceship (%s)\n  ability: %s\n", sh.Name, sh.Origin, sh.Ability), true
		}
	}
	for _, pl := range cs.Planets {
		if pl.Name == name {
			return fmt.Sprintf("%s: planet (%s)\n  cost: %v\n  ability (once a game): %s\n", pl.Name, pl.Origin, pl.Cost, pl.Ability), true
		}
	}
	for _, a := range beforeEarthActions {
		if a.Name() == name {
			return fmt.Sprintf("%s: action card %v\n", a.Name(), a), true
		}
	}
	return "", false
}

// beforeEarthScorepad is the result, row by row (planets, planets to win,
// technology, damage, spaceships, resources) with each player's value,
// and the victory.
func beforeEarthScorepad(s beforeearth.State) string { return scorepad.BeforeEarth(s.Result()) }
