package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/earthexpress"
)

// cosmicRunPicture draws the table as v's viewer sees it: tracks and cards
// at each planet, their hand, and only what the opponent has done, not what
// they hold.
func cosmicRunPicture(v cosmicrun.View) string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, %v (you are %v)\n", v.Round, v.Phase, v.Me)
	b.WriteString("            planet 1          planet 2          planet 3\n")
	for seat := range 2 {
		name := cosmicrun.Player(seat).String()
		if v.Players == 1 && seat == 1 {
			name = "opp"
		}
		fmt.Fprintf(&b, "%-5s", name)
		for planet := range cosmicrun.NumPlanets {
			var cards []string
			for _, sl := range v.Board[seat][planet] {
				if sl.Card != cosmicrun.NoCard {
					cards = append(cards, sl.Card.String()+map[bool]string{true: "~"}[sl.Rotated])
				}
			}
			fmt.Fprintf(&b, "  %2d  %-12s", v.Track[seat][planet], strings.Join(cards, " "))
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "your hand: %v\n", v.Hand.Cards())
	if v.Pending.Card != cosmicrun.NoCard {
		fmt.Fprintf(&b, "your placement (secret): %v at planet %d\n", v.Pending.Card, v.Pending.Planet+1)
	}
	if v.Passing != 0 {
		fmt.Fprintf(&b, "you pass: %v\n", v.Passing.Cards())
	}
	if v.Players == 1 {
		fmt.Fprintf(&b, "flipped: %v; re-flips left %d; Round Card %d; deck %d\n", v.Flipped, v.Reflips, v.RoundCard, v.Deck)
		return b.String()
	}
	fmt.Fprintf(&b, "opponent: %d cards in hand", v.OpponentHand)
	switch {
	case v.Phase == cosmicrun.Passing:
		fmt.Fprintf(&b, ", %d chosen to pass", v.OpponentPassing)
	case v.Phase == cosmicrun.Placing && v.OpponentCommitted:
		b.WriteString(", has chosen a placement")
	}
	if v.OpponentDiscarded {
		b.WriteString(", discarded a card")
	}
	fmt.Fprintf(&b, "; %d cards set aside\n", v.Aside)
	return b.String()
}

// beforeEarthPicture draws the table as v's viewer sees it.
func beforeEarthPicture(v beforeearth.View) string {
	t := v
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, %v (you are %v; tiebreaker %v)\n", t.Round(), t.Phase(), v.Me, t.Tiebreaker())
	for _, p := range t.Players() {
		fmt.Fprintf(&b, "%v  technology %d  damage %d  resources %v\n", p, t.Tech(p), t.Damage(p), t.Resources(p))
		fmt.Fprintf(&b, "    fleet %v\n    planets %v\n", t.Fleet(p), t.Colonized(p))
		switch {
		case v.Hidden[p]:
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
	return b.String()
}

// earthExpressPicture draws each player's tableau (card, Sprouts, Growth),
// Seeds and Sprout tokens, and the viewer's hand: what every seat may see,
// and the viewer's own cards.
func earthExpressPicture(v earthexpress.View) string {
	s := v.Sample(0) // the public table is the same in every sample
	cs := s.Cards()
	var b strings.Builder
	tile := s.ActionTile()
	fmt.Fprintf(&b, "round %d, action tile %v/%v (you are %v)\n", s.Round(), tile[0], tile[1], v.Me)
	for _, p := range s.Players() {
		sprouts, growth := s.SproutTokens(p)
		fmt.Fprintf(&b, "%v  seeds %d  tokens: %d sprouts, %d growth\n", p, s.Seeds(p), sprouts, growth)
		for r := range 3 {
			b.WriteString("   ")
			for c := range 3 {
				card, sp, gr := s.At(p, r, c)
				name := "-"
				if card != earthexpress.NoCard {
					name = fmt.Sprintf("%s s%d g%d", cs.Info(card).Name, sp, gr)
				}
				fmt.Fprintf(&b, " | %-30s", name)
			}
			b.WriteString("\n")
		}
	}
	var hand []string
	for _, c := range v.Hand() {
		hand = append(hand, cs.Info(c).Name)
	}
	fmt.Fprintf(&b, "your hand: %s\n", strings.Join(hand, ", "))
	return b.String()
}

// earthPicture draws, for each player of the base game Earth, the soil,
// compost and events, the Island and Climate, and the cards planted with
// their pieces; then the viewer's hand.
func earthPicture(v animalkingdom.View) string {
	s := v.Sample(0) // the public table is the same in every sample
	cs := s.Cards()
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, %v active, action %v (you are %v)\n", s.Round(), s.Active(), s.Action(), v.Viewer())
	for _, p := range s.Players() {
		fmt.Fprintf(&b, "%v  soil %d  compost %d  events %d  island %s  climate %s\n",
			p, s.Soil(p), s.CompostSize(p), len(s.EventsPlayed(p)), s.Island(p), s.Climate(p))
		for _, pl := range s.Tableau(p) {
			fmt.Fprintf(&b, "    @%d,%d %s  sprouts %d  growth %d\n", pl.Row, pl.Col, cs.Name(pl.Card), pl.Sprouts, pl.Growth)
		}
	}
	var hand []string
	for _, c := range v.Hand() {
		hand = append(hand, cs.Name(c))
	}
	fmt.Fprintf(&b, "your hand: %s\n", strings.Join(hand, ", "))
	return b.String()
}
