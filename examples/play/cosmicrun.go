package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// cosmicRunTable is how the session shows Cosmic Run: Express.
var cosmicRunTable = table[cosmicrun.State, cosmicrun.Move, cosmicrun.View, cosmicrun.Event]{
	picture:  cosmicRunPicture,
	card:     cosmicRunCard,
	cards:    cosmicRunCards,
	scorepad: cosmicRunScorepad,
	event:    tell.CosmicRun,
	news:     cosmicRunReceived,
	examples: []string{"pass R3", "keep", "discard G1", "place R3 2 upright", "mine upright", "theirs", "reflip"},
	pass:     cosmicRunPass,
}

// cosmicRunPass reports whether m lets the decision go by: keep, the
// hand kept with no card discarded.
func cosmicRunPass(m cosmicrun.Move) bool { return m.Kind == cosmicrun.Keep }

// cosmicRunPicture draws the table as v's viewer sees it: tracks and cards
// at each planet, their hand, and only what the opponent has done, not what
// they hold.
func cosmicRunPicture(v cosmicrun.View) string {
	var b strings.Builder
	fmt.Fprintf(&b, "round %d, %v (you are %v)\n", v.Round, v.Phase, v.Me)
	b.WriteString("            planet 1          planet 2          planet 3\n")
	for seat := range 2 {
		fmt.Fprintf(&b, "%-5s", cosmicRunSeat(v, seat))
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
	fmt.Fprintf(&b, "score now: %s\n", cosmicRunScores(v))
	fmt.Fprintf(&b, "your hand: %v\n", v.Hand.Cards())
	if v.Received != 0 {
		fmt.Fprintf(&b, "received this round: %v\n", v.Received.Cards())
	}
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
	b.WriteString(cosmicRunOpponent(v))
	return b.String()
}

// cosmicRunSeat names a row of the board: a seat, or "opp" solo.
func cosmicRunSeat(v cosmicrun.View, seat int) string {
	if v.Players == 1 && seat == 1 {
		return "opp"
	}
	return cosmicrun.Player(seat).String()
}

// cosmicRunScores is each row's movement points, the three tracks added up
// (a reached planet counting 12).
func cosmicRunScores(v cosmicrun.View) string {
	parts := make([]string, 2)
	for seat := range 2 {
		total := 0
		for _, t := range v.Track[seat] {
			total += int(t)
		}
		parts[seat] = fmt.Sprintf("%s %d of %d", cosmicRunSeat(v, seat), total, cosmicrun.Goal*cosmicrun.NumPlanets)
	}
	return strings.Join(parts, ", ")
}

// cosmicRunOpponent is what the viewer knows of the opponent's hand and
// secret choices.
func cosmicRunOpponent(v cosmicrun.View) string {
	var b strings.Builder
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

// cosmicRunReceived tells the cards the opponent passed, once they change
// hands.
func cosmicRunReceived(before, after cosmicrun.View) string {
	if after.Received == 0 || after.Received == before.Received {
		return ""
	}
	return fmt.Sprintf("you received %s from your opponent", cosmicRunList(after.Received.Cards()))
}

// cosmicRunList writes cards as "R3 and G1".
func cosmicRunList(cards []cosmicrun.Card) string {
	names := make([]string, len(cards))
	for i, c := range cards {
		names[i] = c.String()
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// cosmicRunCards are the ship cards by name (R1 to Y4) and the planets.
func cosmicRunCards(s cosmicrun.State) []string {
	var names []string
	for c := range cosmicrun.Card(cosmicrun.NumShips) {
		names = append(names, c.String())
	}
	for i := range cosmicrun.NumPlanets {
		names = append(names, fmt.Sprintf("planet %d", i+1))
	}
	return names
}

// cosmicRunCard prints a ship's number, colour and arrows, or a planet's
// colour rank.
func cosmicRunCard(s cosmicrun.State, name string) (string, bool) {
	cs := s.Cards()
	var planet int
	if _, err := fmt.Sscanf(name, "planet %d", &planet); err == nil && planet >= 1 && planet <= cosmicrun.NumPlanets {
		p := cs.Planets[planet-1]
		return fmt.Sprintf("planet %d: colour rank, best first: %v\n", p.Number, p.Colours), true
	}
	c, err := cosmicrun.ParseCard(name)
	if err != nil {
		return "", false
	}
	ship := cs.Ship(c)
	var b strings.Builder
	fmt.Fprintf(&b, "%v: ship %d, %v\n", c, ship.Number, ship.Colour)
	for _, rotated := range []bool{false, true} {
		a := ship.Active(rotated)
		fmt.Fprintf(&b, "  %s: the arrow counts %v cards, pointing %v\n", map[bool]string{false: "upright", true: "turned"}[rotated], a.Colour, a.Points)
	}
	return b.String(), true
}

// cosmicRunScorepad is the result: each planet's movement points by seat,
// the planets reached, and the winner.
func cosmicRunScorepad(s cosmicrun.State) string { return scorepad.CosmicRun(s.Result()) }
