package main

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// earthTable is how the session shows the base game Earth (the
// animalkingdom package).
var earthTable = table[animalkingdom.State, animalkingdom.Move, animalkingdom.View, animalkingdom.Event]{
	picture:  earthPicture,
	card:     earthCard,
	cards:    earthCards,
	scorepad: earthScorepad,
	event:    tell.Earth,
	examples: append([]string{"island Kauai Island", "compost White Oak", "action plant", "minor soil", "plant Japanese Maple @0,1", "stop", "keep White Oak", "use", "skip", "sprout @0,1", "event Tornado Event", "convert"}, earthAnimalExamples...),
	pass:     earthPass,
	note:     earthNote,
}

// earthPass reports whether m lets the decision go by: stop, skip, done.
func earthPass(m animalkingdom.Move) bool {
	return m.Kind == animalkingdom.Stop || m.Kind == animalkingdom.Skip || m.Kind == animalkingdom.Done
}

// earthPicture draws, for each player, the soil, compost and events, the
// Island and Climate, and the tableau as a grid of its places with their
// cards and pieces (and, with the Animal Kingdom expansion, the
// Animeeples on them, and the player's Animals, what is stored and their
// Leaves); then the Fauna and Ecosystems, the Global Ability, the running
// score and the viewer's hand.
func earthPicture(v animalkingdom.View) string {
	cs := v.Cards()
	var b strings.Builder
	b.WriteString(earthHeader(v))
	for _, p := range v.Players() {
		fmt.Fprintf(&b, "%v  soil %d  compost %d  events %d  island %s  climate %s\n",
			p, v.Soil(p), v.CompostSize(p), len(v.EventsPlayed(p)), orNone(v.Island(p)), orNone(v.Climate(p)))
		earthGrid(&b, cs, v.Tableau(p))
		earthStoredOnCards(&b, cs, v.Tableau(p))
		earthSeatAnimals(&b, v, p)
	}
	b.WriteString(earthObjectives(v))
	b.WriteString(earthTableAnimals(v))
	fmt.Fprintf(&b, "score now: %s\n", seatScores(v.Players(), earthScore(v)))
	var hand []string
	for _, c := range v.Hand() {
		hand = append(hand, cs.Name(c))
	}
	fmt.Fprintf(&b, "your hand: %s\n", strings.Join(hand, ", "))
	return b.String()
}

// earthHeader is the first line: the setup, or the round, the active
// player and the action they chose.
func earthHeader(s animalkingdom.View) string {
	me := s.Viewer()
	if s.Round() == 0 {
		animals := ""
		if s.PlaysAnimals() {
			animals = ", and keep your Animals"
		}
		return fmt.Sprintf("setup: choose your Island, Climate and Ecosystem, then compost%s (you are %v)\n", animals, me)
	}
	switch s.Phase() {
	case animalkingdom.GlobalPhase:
		name, _ := s.GlobalAbility()
		return fmt.Sprintf("round %d ends: the Global Ability (%s), each player in turn from P1 (you are %v)\n", s.Round(), name, me)
	case animalkingdom.FinalPhase:
		return fmt.Sprintf("the last window, after the last round (you are %v)\n", me)
	}
	line := fmt.Sprintf("round %d, turn %d: %v active", s.Round(), s.Turn(), s.Active())
	if a := s.Action(); a != animalkingdom.NoColour {
		line += fmt.Sprintf(", action %s (%v)", earthActions[a], a)
	}
	return fmt.Sprintf("%s (you are %v)\n", line, me)
}

// earthActions name the four actions by their colours.
var earthActions = map[animalkingdom.Colour]string{animalkingdom.Green: "plant", animalkingdom.Red: "compost", animalkingdom.Blue: "water", animalkingdom.Yellow: "grow"}

// orNone is name, or "none" for an empty one.
func orNone(name string) string {
	if name == "" {
		return "none"
	}
	return name
}

// earthGrid draws a floating tableau as a grid from its top-left place to
// its bottom-right, each cell its card and pieces, and the Animeeples on
// it ("[1]": the player's first Animal's); places are @row,col from the
// first card planted.
func earthGrid(b *strings.Builder, cs *animalkingdom.CardSet, tab []animalkingdom.Planted) {
	if len(tab) == 0 {
		b.WriteString("  (no cards planted)\n")
		return
	}
	r0, c0, r1, c1 := tab[0].Row, tab[0].Col, tab[0].Row, tab[0].Col
	for _, pl := range tab {
		r0, c0, r1, c1 = min(r0, pl.Row), min(c0, pl.Col), max(r1, pl.Row), max(c1, pl.Col)
	}
	cells := make([][]string, r1-r0+2)
	labels := make([]string, len(cells))
	for c := c0; c <= c1; c++ {
		cells[0] = append(cells[0], fmt.Sprintf("col %d", c))
	}
	for r := r0; r <= r1; r++ {
		labels[r-r0+1] = fmt.Sprintf("row %d", r)
		for range c1 - c0 + 1 {
			cells[r-r0+1] = append(cells[r-r0+1], "-")
		}
	}
	for _, pl := range tab {
		cells[pl.Row-r0+1][pl.Col-c0] = earthCell(cs.Name(pl.Card), pl)
	}
	grid(b, labels, cells)
}

// earthCellWidth is the width of a line of a cell of Earth's grid, so
// that four columns fit a terminal: a longer name is wrapped.
const earthCellWidth = 18

// earthCell is a grid cell: the card's full name, wrapped at
// earthCellWidth, then the Animeeples standing on it and its pieces, on
// the name's last line if they fit.
func earthCell(name string, pl animalkingdom.Planted) string {
	pieces := fmt.Sprintf("s%d g%d", pl.Sprouts, pl.Growth)
	if mark := animeepleMark(pl.Animeeples); mark != "" {
		pieces = mark + " " + pieces
	}
	lines := wrap(name, earthCellWidth)
	last := lines[len(lines)-1]
	if utf8.RuneCountInString(last)+1+len(pieces) <= earthCellWidth {
		lines[len(lines)-1] = last + " " + pieces
	} else {
		lines = append(lines, pieces)
	}
	return strings.Join(lines, "\n")
}

// wrap breaks text into lines of at most width characters between its
// words; a longer word is a line of its own.
func wrap(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		switch {
		case line == "":
			line = w
		case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) <= width:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	return append(lines, line)
}

// earthObjectives lists the four Fauna with their objectives and Leaves,
// and the Ecosystems in play (the public ones and each player's own) with
// what each scores, as the cards write it, and its points now.
func earthObjectives(v animalkingdom.View) string {
	res := earthResult(v)
	var b strings.Builder
	for i, f := range v.FaunaBoard() {
		fmt.Fprintf(&b, "Fauna %d: %s: %s", i+1, f.Fauna.Name, f.Fauna.Objective.Text)
		if len(f.Leaves) > 0 {
			fmt.Fprintf(&b, " (Leaves, in order: %v)", f.Leaves)
		}
		b.WriteByte('\n')
	}
	for i, e := range v.PublicEcosystems() {
		fmt.Fprintf(&b, "Ecosystem (public %d): %s: %s; scores now %s\n", i+1, e.Name, e.Score.Text,
			earthScoresNow(res.Row(fmt.Sprintf("public ecosystem %d", i+1))))
	}
	own := res.Row("own ecosystem")
	for _, p := range v.Players() {
		if e, ok := v.Ecosystem(p); ok && int(p) < len(own) {
			fmt.Fprintf(&b, "Ecosystem (%v's own): %s: %s; scores now %d\n", p, e.Name, e.Score.Text, own[p])
		}
	}
	return b.String()
}

// earthScoresNow writes each player's points on one scorepad row: "P1 3,
// P2 0".
func earthScoresNow(row []int) string {
	parts := make([]string, len(row))
	for p, v := range row {
		parts[p] = fmt.Sprintf("%v %d", animalkingdom.Player(p), v)
	}
	return strings.Join(parts, ", ")
}

// earthCards are the Earth cards, the Island and Climate sides, the
// Fauna and Ecosystem sides, and the Animal cards, by name.
func earthCards(s animalkingdom.State) []string {
	cs := s.Cards()
	var names []string
	for c := range cs.Len() {
		names = append(names, cs.Name(animalkingdom.Card(c)))
	}
	for _, ci := range append(cs.Islands(), cs.Climates()...) {
		names = appendNew(names, ci.Name)
	}
	names = appendNew(names, cs.FaunaNames()...)
	names = appendNew(names, cs.EcosystemNames()...)
	return appendNew(names, cs.Animals()...)
}

// earthCard prints an Earth card's, Island's or Climate's face and
// abilities, or an Animal card in full, or names a Fauna or Ecosystem
// side.
func earthCard(s animalkingdom.State, name string) (string, bool) {
	cs := s.Cards()
	if c, ok := cs.Lookup(name); ok {
		ci, _ := cs.Info(c)
		return earthFace(ci), true
	}
	for _, ci := range append(cs.Islands(), cs.Climates()...) {
		if ci.Name == name {
			return earthFace(ci), true
		}
	}
	if a, ok := cs.AnimalCard(name); ok {
		return animalFace(a), true
	}
	for kind, list := range map[string][]string{"Fauna": cs.FaunaNames(), "Ecosystem": cs.EcosystemNames()} {
		for i, n := range list {
			if n == name {
				return fmt.Sprintf("%s: %s card %d, side %d\n", n, kind, i/2+1, i%2+1), true
			}
		}
	}
	return "", false
}

// earthFace prints a card's kind, number, cost, VP, spaces, words and
// abilities.
func earthFace(ci animalkingdom.CardInfo) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", ci.Name, ci.Kind)
	if ci.Number > 0 {
		fmt.Fprintf(&b, ", card %d", ci.Number)
	}
	fmt.Fprintf(&b, "\n  cost %d soil; VP %d", ci.Cost, ci.VP)
	if ci.IsFlora() {
		fmt.Fprintf(&b, "; sprouts up to %d; growth %d, canopy %d VP", ci.SproutCap, ci.GrowthCap, ci.CanopyVP)
	}
	b.WriteByte('\n')
	if len(ci.Habitats) > 0 {
		fmt.Fprintf(&b, "  habitats: %s\n", strings.Join(ci.Habitats, ", "))
	}
	if len(ci.Marks) > 0 {
		fmt.Fprintf(&b, "  marks: %s\n", strings.Join(ci.Marks, ", "))
	}
	for _, a := range ci.Abilities {
		fmt.Fprintf(&b, "  ability: %s\n", a.Text)
	}
	return b.String()
}

// earthScorepad is the scorepad: its rows and the total for each player,
// the teams' sums and Gaia's score where they play, and the winners.
func earthScorepad(s animalkingdom.State) string {
	res := s.Result()
	var b strings.Builder
	fmt.Fprintf(&b, "%-19s", "")
	for p := range res.Totals {
		fmt.Fprintf(&b, "%6v", animalkingdom.Player(p))
	}
	b.WriteByte('\n')
	for _, r := range append(res.Rows, animalkingdom.Row{Name: "total", Values: res.Totals}) {
		fmt.Fprintf(&b, "%-19s", r.Name)
		for _, v := range r.Values {
			fmt.Fprintf(&b, "%6d", v)
		}
		b.WriteByte('\n')
	}
	for _, t := range res.Teams {
		fmt.Fprintf(&b, "team %v: %d\n", t.Players, t.Total)
	}
	if g := res.Gaia; g != nil {
		b.WriteString(scorepad.Gaia(*g, s.PlaysAnimals()))
	}
	fmt.Fprintf(&b, "winners %v", res.Winners)
	if res.Tiebreak != "" {
		fmt.Fprintf(&b, " by the %s tiebreaker (soil, hand cards, growth, sprouts, compost, in order)", res.Tiebreak)
	}
	b.WriteByte('\n')
	return b.String()
}
