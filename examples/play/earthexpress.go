package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// earthExpressTable is how the session shows Earth Express.
var earthExpressTable = table[earthexpress.State, earthexpress.Move, earthexpress.View, earthexpress.Event]{
	picture:  earthExpressPicture,
	card:     earthExpressCard,
	cards:    earthExpressCards,
	scorepad: earthExpressScorepad,
	event:    tell.EarthExpress,
	examples: []string{"plant American Sycamore", "at r1c2", "action blue", "place sprout r1c3", "activate", "skip", "done", "convert sprout", "keep Everglades"},
	pass:     earthExpressPass,
}

// earthExpressPass reports whether m lets the decision go by: skip, done, end.
func earthExpressPass(m earthexpress.Move) bool {
	return m.Kind == earthexpress.Skip || m.Kind == earthexpress.Done || m.Kind == earthexpress.End
}

// earthExpressPicture draws each player's tableau (card, Sprouts, Growth),
// Seeds and Sprout tokens, the Fauna and Ecosystem objectives, the running
// score and the viewer's hand: what every seat may see, and the viewer's
// own cards.
func earthExpressPicture(v earthexpress.View) string {
	cs := v.Cards()
	var b strings.Builder
	setup := v.Step(v.Me) == earthexpress.Choosing
	if setup {
		fmt.Fprintf(&b, "setup: keep one of your two Ecosystems, on the side you choose (you are %v)\n", v.Me)
	} else {
		tile := v.ActionTile()
		fmt.Fprintf(&b, "round %d of 5, action tile %v/%v (you are %v)\n", v.Round(), tile[0], tile[1], v.Me)
	}
	for _, p := range v.Players() {
		sprouts, growth := v.SproutTokens(p)
		fmt.Fprintf(&b, "%v  seeds %d  tokens: %d sprouts, %d growth\n", p, v.Seeds(p), sprouts, growth)
		earthExpressGrid(&b, cs, func(r, c int) (earthexpress.Card, int, int) { return v.At(p, r, c) })
	}
	if v.Solo() {
		tab := v.DemeterTableau()
		fmt.Fprintf(&b, "Demeter  VP track %d\n", v.DemeterVP())
		earthExpressGrid(&b, cs, func(r, c int) (earthexpress.Card, int, int) { return tab[3*r+c], -1, -1 })
	}
	b.WriteString(earthExpressObjectives(v))
	switch {
	case setup:
	case v.Solo():
		fmt.Fprintf(&b, "score now: %s; Demeter %d on her VP track\n", seatScores(v.Players(), v.Score), v.DemeterVP())
	default:
		fmt.Fprintf(&b, "score now: %s\n", seatScores(v.Players(), v.Score))
	}
	var hand []string
	for _, c := range v.Hand() {
		hand = append(hand, cs.Info(c).Name)
	}
	fmt.Fprintf(&b, "your hand: %s\n", strings.Join(hand, ", "))
	return b.String()
}

// earthExpressGrid draws a 3x3 tableau, at(r, c) giving each space's
// card and pieces (-1 for a card without any, Demeter's).
func earthExpressGrid(b *strings.Builder, cs *earthexpress.CardSet, at func(r, c int) (earthexpress.Card, int, int)) {
	cells := make([][]string, 3)
	labels := []string{"r1", "r2", "r3"}
	for r := range 3 {
		for c := range 3 {
			card, sp, gr := at(r, c)
			name := "-"
			switch {
			case card == earthexpress.NoCard:
			case sp < 0: // Demeter's cards hold no pieces
				name = cs.Info(card).Name
			default:
				name = fmt.Sprintf("%s s%d g%d", cs.Info(card).Name, sp, gr)
			}
			cells[r] = append(cells[r], name)
		}
	}
	grid(b, labels, cells)
}

// earthExpressObjectives lists the two Fauna with their claims, and the
// Ecosystems in play that the viewer may see.
func earthExpressObjectives(v earthexpress.View) string {
	var b strings.Builder
	for f := range 2 {
		o := v.Fauna(f)
		if o.Name == "" {
			continue
		}
		fmt.Fprintf(&b, "Fauna %d: %s: %s", f+1, o.Name, o.Text)
		var claims []string
		for _, p := range v.Players() {
			if sp, ok := v.Claim(p, f); ok {
				claims = append(claims, fmt.Sprintf("%v on space %d", p, sp+1))
			}
		}
		switch {
		case len(claims) > 0:
			fmt.Fprintf(&b, " (claimed: %s)", strings.Join(claims, ", "))
		case v.Meets(v.Me, f):
			b.WriteString(" (you meet it)")
		}
		b.WriteByte('\n')
	}
	for _, e := range earthExpressEcosystems(v) {
		fmt.Fprintf(&b, "Ecosystem %s\n", e)
	}
	return b.String()
}

// earthExpressEcosystems names the public Ecosystems and the viewer's own
// with their formulas, as the view shows them; none in a game without
// Ecosystems.
func earthExpressEcosystems(v earthexpress.View) []string {
	var out []string
	if public, ok := v.PublicEcosystems(); ok {
		for i, sc := range public {
			out = append(out, fmt.Sprintf("(public %d) %s: %s", i+1, sc.Name, sc.Text))
		}
	}
	if sc, ok := v.Ecosystem(v.Me); ok {
		out = append(out, fmt.Sprintf("(yours) %s: %s", sc.Name, sc.Text))
	}
	return out
}

// earthExpressCards are the Flora and Terrain, the Fauna cards and sides
// and the Ecosystem cards and sides, by name.
func earthExpressCards(s earthexpress.State) []string {
	cs := s.Cards()
	var names []string
	for c := range cs.Len() {
		names = append(names, cs.Info(earthexpress.Card(c+1)).Name)
	}
	for _, f := range cs.Fauna() {
		names = appendNew(names, f.Name, f.Sides[0].Name, f.Sides[1].Name)
	}
	for _, e := range cs.Ecosystems() {
		names = appendNew(names, e.Name, e.Sides[0].Name, e.Sides[1].Name)
	}
	return names
}

// appendNew appends each of words not yet in list.
func appendNew(list []string, words ...string) []string {
	for _, w := range words {
		if !containsFold(list, w) {
			list = append(list, w)
		}
	}
	return list
}

// containsFold reports whether list holds w, in any case.
func containsFold(list []string, w string) bool {
	for _, l := range list {
		if strings.EqualFold(l, w) {
			return true
		}
	}
	return false
}

// earthExpressCard prints a Flora's or Terrain's face and abilities, or a
// Fauna or Ecosystem card's two sides.
func earthExpressCard(s earthexpress.State, name string) (string, bool) {
	cs := s.Cards()
	if c, ok := cs.Lookup(name); ok {
		return earthExpressFace(cs, cs.Info(c)), true
	}
	var b strings.Builder
	for _, f := range cs.Fauna() {
		if f.Name == name || f.Sides[0].Name == name || f.Sides[1].Name == name {
			fmt.Fprintf(&b, "%s: Fauna card (%s)\n", f.Name, f.Origin)
			for i, sd := range f.Sides {
				fmt.Fprintf(&b, "  side %d, %s: %s\n", i+1, sd.Name, sd.Text)
			}
		}
	}
	for _, e := range cs.Ecosystems() {
		if e.Name == name || e.Sides[0].Name == name || e.Sides[1].Name == name {
			fmt.Fprintf(&b, "%s: Ecosystem card (%s)\n", e.Name, e.Origin)
			for i, sd := range e.Sides {
				fmt.Fprintf(&b, "  side %d, %s: %s\n", i+1, sd.Name, sd.Text)
			}
		}
	}
	return b.String(), b.Len() > 0
}

// earthExpressFace prints a Flora's or Terrain's numbers and abilities.
func earthExpressFace(cs *earthexpress.CardSet, ci earthexpress.CardInfo) string {
	var b strings.Builder
	kind := "Flora"
	if ci.Terrain {
		kind = "Terrain"
	}
	fmt.Fprintf(&b, "%s: %s (%s)\n  words: %s\n", ci.Name, kind, ci.Origin, strings.Join(ci.Words, ", "))
	fmt.Fprintf(&b, "  VP %d", ci.VP)
	if !ci.Terrain {
		fmt.Fprintf(&b, "; sprouts up to %d; growth %d, canopy %d VP", ci.Sprouts, ci.Growth, ci.CanopyVP)
	}
	b.WriteByte('\n')
	for _, a := range ci.Abilities {
		fmt.Fprintf(&b, "  ability: %s\n", a.Text)
	}
	if ci.Terrain && ci.Objective.Text != "" {
		fmt.Fprintf(&b, "  objective: %s\n", ci.Objective.Text)
	}
	return b.String()
}

// earthExpressScorepad is the scorepad: its seven rows and the total for
// each player, Demeter's score solo, the winners and the tiebreaker used.
func earthExpressScorepad(s earthexpress.State) string { return scorepad.EarthExpress(s.Result()) }
