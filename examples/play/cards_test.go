package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/game"
)

func TestCardCommandPrintsTheCard(t *testing.T) {
	for _, tc := range []struct {
		game  string
		lines []string
		want  []string
	}{
		{"cosmicrun", []string{"card R3", "show planet 1", "card r9"}, []string{
			"R3: ship 3, red\n  upright: the arrow counts ",
			"planet 1: colour rank, best first: [",
			`no card "r9"; did you mean "R1"?`,
		}},
		{"beforeearth", []string{"card the destroyer", "show Eplade", "card Scout", "card destroyr"}, []string{
			"The Destroyer: spaceship (rulebook)\n  ability: win if opponent has 6+ damage\n",
			"Eplade: planet (rulebook)\n  cost: 2 white\n  ability (once a game): gain 1 tech\n",
			"Scout: action card A\n",
			`no card "destroyr"; did you mean "The Destroyer"?`,
		}},
		{"earthexpress", []string{"card American Sycamore", "card scree slope", "show Red Fox Kits", "card Everglades", "card Amerikan Sycamore"}, []string{
			"American Sycamore: Flora (rulebook)\n  words: flora, yellow, tree, wet\n  VP 1; sprouts up to 4; growth 4, canopy 7 VP\n  ability: [yellow] gain 2 growth\n",
			"Scree Slope: Terrain (original)\n  words: terrain, brown, rocky\n  VP 1\n  objective: [brown] score 5 vp if 3+ flora with rocky\n",
			"Red Fox: Fauna card (original)\n  side 1, Red Fox: 5+ flora each with 1+ growth\n  side 2, Red Fox Kits: 3+ tree\n",
			"Everglades: Ecosystem card (rulebook)\n  side 1, Everglades: score 4 vp / flora with wet in longest diagonal chain max 28\n",
			`did you mean "American Sycamore"?`,
		}},
		{"earth", []string{"card White Oak", "card Kauai Island", "show Tornado Event", "card Semi-Arid Climate", "card Red Squirrel", "card whte oak"}, []string{
			"White Oak: tree, card 13\n  cost 4 soil; VP 2; sprouts up to 2; growth 4, canopy 4 VP\n  habitats: wet\n  marks: colour-name\n  ability: [yellow] draw 2 cards\n",
			"Kauai Island: island, card 285\n  cost 0 soil; VP 0\n  habitats: wet\n  ability: [black] draw 12 cards, gain 6 soil, compost 5 cards from hand\n",
			"Tornado Event: event, card 200\n  cost 0 soil; VP -2\n  ability: [black] spend 2 sprouts: gain 4 soil\n",
			"Semi-Arid Climate: climate, card 301\n  cost 0 soil; VP 4\n",
			"Red Squirrel: Fauna card 2, side 2\n",
			`no card "whte oak"; did you mean "White Oak"?`,
		}},
	} {
		out := script(t, []string{"-game", tc.game, "-seed", "3", "-bots", "random"}, append(tc.lines, "quit")...)
		for _, want := range tc.want {
			if !strings.Contains(out, want) {
				t.Errorf("%s: the output lacks %q:\n%s", tc.game, want, out[strings.Index(out, "> "):])
			}
		}
	}
}

// checkCardTexts prints every card the table knows and checks each text
// names the card and holds each of the strings must(name) gives.
func (tb table[S, M, V, E]) checkCardTexts(t *testing.T, s S, must func(name string) []string) {
	t.Helper()
	names := tb.cards(s)
	if len(names) == 0 {
		t.Fatal("no cards")
	}
	for _, n := range names {
		text, ok := tb.card(s, n)
		if !ok || !strings.Contains(text, n+": ") {
			t.Errorf("card %q: %v %q", n, ok, text)
			continue
		}
		for _, w := range must(n) {
			if !strings.Contains(text, w) {
				t.Errorf("card %q lacks %q:\n%s", n, w, text)
			}
		}
	}
	if _, ok := tb.card(s, "No Such Card"); ok {
		t.Error("a card that does not exist was found")
	}
}

func TestEveryCardPrintsItsNumbersAndAbilities(t *testing.T) {
	cr, _ := game.CosmicRun.Start(2, 1)
	cosmicRunTable.checkCardTexts(t, cr, func(n string) []string {
		c, err := cosmicrun.ParseCard(n)
		if err != nil {
			return []string{"colour rank"}
		}
		sh := cr.Cards().Ship(c)
		return []string{fmt.Sprintf("ship %d, %v", sh.Number, sh.Colour), fmt.Sprintf("counts %v cards, pointing %v", sh.Arrows[0].Colour, sh.Arrows[0].Points)}
	})
	be, _ := game.BeforeEarth.Start(2, 1)
	beforeEarthTable.checkCardTexts(t, be, func(n string) []string {
		for _, sh := range be.Cards().Ships {
			if sh.Name == n {
				return []string{"spaceship", sh.Ability.String()}
			}
		}
		for _, pl := range be.Cards().Planets {
			if pl.Name == n {
				return []string{"planet", "cost: " + pl.Cost.String(), pl.Ability.String()}
			}
		}
		return []string{"action card"}
	})
	ee, _ := game.EarthExpress.Start(2, 1)
	earthExpressTable.checkCardTexts(t, ee, func(n string) []string {
		c, ok := ee.Cards().Lookup(n)
		if !ok {
			return []string{"side 1, ", "side 2, "}
		}
		ci := ee.Cards().Info(c)
		want := []string{fmt.Sprintf("VP %d", ci.VP)}
		if !ci.Terrain {
			want = append(want, fmt.Sprintf("sprouts up to %d; growth %d, canopy %d VP", ci.Sprouts, ci.Growth, ci.CanopyVP))
		}
		for _, a := range ci.Abilities {
			want = append(want, a.Text)
		}
		return append(want, ci.Objective.Text)
	})
	ak, _ := game.AnimalKingdom.Start(2, 1)
	infos := map[string]animalkingdom.CardInfo{}
	for _, ci := range append(ak.Cards().Islands(), ak.Cards().Climates()...) {
		infos[ci.Name] = ci
	}
	earthTable.checkCardTexts(t, ak, func(n string) []string {
		ci, ok := infos[n]
		if c, found := ak.Cards().Lookup(n); found {
			ci, ok = ak.Cards().Info(c)
		}
		if a, found := ak.Cards().AnimalCard(n); found {
			return []string{fmt.Sprintf("difficulty %d of 3", a.Difficulty), fmt.Sprintf("Animeeples: %d", a.Animeeples),
				"ability: " + a.Ability + "\n", "ability: " + a.Global + "\n", "origin: " + a.Origin}
		}
		if !ok {
			return []string{" side "}
		}
		want := []string{ci.Kind, fmt.Sprintf("cost %d soil; VP %d", ci.Cost, ci.VP)}
		for _, a := range ci.Abilities {
			want = append(want, a.Text)
		}
		return want
	})
}
