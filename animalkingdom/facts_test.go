package animalkingdom

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// factsDir is where the real deck's facts lie: beside the checkout.
const factsDir = "../../shared/data/earth"

type factsFile struct {
	Cards []factCard `yaml:"cards"`
}

type factCard struct {
	Number         int              `yaml:"number"`
	Set            string           `yaml:"set"`
	Kind           string           `yaml:"kind"`
	Name           string           `yaml:"name"`
	FloraTypes     []string         `yaml:"flora_types"`
	SoilCost       *int             `yaml:"soil_cost"`
	VP             int              `yaml:"vp"`
	GrowthCapacity *int             `yaml:"growth_capacity"`
	CanopyVP       *int             `yaml:"canopy_vp"`
	SproutCapacity *int             `yaml:"sprout_capacity"`
	Habitats       []string         `yaml:"habitats"`
	NameMarks      map[string]bool  `yaml:"name_marks"`
	Abilities      []factAbility    `yaml:"abilities"`
	Sides          []factCard       `yaml:"sides"`
	Score          map[string]any   `yaml:"score"`
	Objective      map[string]any   `yaml:"objective"`
	Side           int              `yaml:"side"`
	Extra          []map[string]any `yaml:"-"`
}

type factAbility struct {
	Colour               string           `yaml:"colour"`
	Pay                  []map[string]int `yaml:"pay"`
	Gain                 []map[string]int `yaml:"gain"`
	Multiplier           string           `yaml:"multiplier"`
	RequiresChosenAction string           `yaml:"requires_chosen_action"`
	Direction            string           `yaml:"direction"`
	Trigger              string           `yaml:"trigger"`
	Effect               string           `yaml:"effect"`
	Score                map[string]any   `yaml:"score"`
}

func readFacts(t *testing.T, name string) []factCard {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(factsDir, name))
	if err != nil {
		t.Fatal(err)
	}
	var f factsFile
	if err := yaml.Unmarshal(data, &f); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	var out []factCard
	for _, c := range f.Cards {
		if c.Set != "abundance" {
			out = append(out, c)
		}
	}
	return out
}

// factOps maps the facts' op words to the engine's.
var factOps = map[string]Op{
	"soil": Soil, "sprout": Sprout, "growth": Growth, "draw": Draw, "compost_from_deck": CompostDeck,
	"compost_from_hand": CompostHand, "discard_from_compost": DiscardCompost, "take_from_own_compost": TakeFromCompost,
	"copy_ability": CopyAbility,
}

// factSummary writes a facts ability the way abilitySummary writes a
// compiled one.
func factSummary(a factAbility, setup bool) string {
	kind := "activated"
	var pay, gain []string
	add := func(dst *[]string, ops []map[string]int) {
		for _, m := range ops {
			for k, n := range m {
				switch k {
				case "soil_discount_for_type", "soil_discount_for_habitat":
					kind = fmt.Sprintf("discount %d", n)
				case "forbid_choosing_action":
					kind = "forbid"
				case "replace_with_free_card_then_draw":
					kind = fmt.Sprintf("replace %d", n)
				case "own_cost_payable_with_hand_cards", "own_cost_payable_with_sprouts", "own_cost_payable_with_growth":
					kind = "cost-with " + strings.TrimPrefix(k, "own_cost_payable_with_")
				default:
					if n != 0 { // an Island composting 0 cards at setup composts none
						*dst = append(*dst, fmt.Sprintf("%v=%d", factOps[k], n))
					}
				}
			}
		}
	}
	add(&pay, a.Pay)
	add(&gain, a.Gain)
	if setup { // the Island's setup: compost exactly M from hand is a gain step
		gain, pay = append(gain, pay...), nil
	}
	switch {
	case a.Score != nil:
		kind = "scoring"
	case a.Effect == "counts_as_every_flora_type":
		kind = "all-types"
	case a.Trigger == "each_event_you_play":
		kind = "on-event"
	}
	sort.Strings(pay)
	sort.Strings(gain)
	mult := a.Multiplier != "" && a.Multiplier != "each_matching_card_in_direction" && a.Multiplier != "own_cards"
	return fmt.Sprintf("%s %s active=%v scaled=%v dir=%v pay=%v gain=%v", a.Colour, kind, a.RequiresChosenAction != "", mult, a.Direction != "", pay, gain)
}

// abilitySummary writes a compiled ability for comparison with the facts.
func abilitySummary(a Ability) string {
	kind := map[Kind]string{Activated: "activated", Scoring: "scoring", Forbid: "forbid", OnEvent: "on-event", AllTypes: "all-types"}[a.Kind]
	switch a.Kind {
	case Discount:
		kind = fmt.Sprintf("discount %d", a.N)
	case ReplaceFree:
		kind = fmt.Sprintf("replace %d", a.N)
	case CostWith:
		kind = "cost-with " + map[Op]string{CompostHand: "hand_cards", Sprout: "sprouts", Growth: "growth"}[a.PayWith]
	}
	active, scaled := false, false
	list := func(steps []Step) []string {
		var out []string
		for _, s := range steps {
			n := s.N
			if s.Op == TakeFromCompost {
				n = s.Look
			}
			out = append(out, fmt.Sprintf("%v=%d", s.Op, n))
			active = active || s.IfActive
			scaled = scaled || s.Scaled || s.Opponent != ""
		}
		sort.Strings(out)
		return out
	}
	pay, gain := list(a.Cost), list(a.Gain)
	return fmt.Sprintf("%s %s active=%v scaled=%v dir=%v pay=%v gain=%v", a.Colour, kind, active, scaled, a.Directional, pay, gain)
}

func marksOf(m map[string]bool) []string {
	var out []string
	for _, k := range []string{"bold", "italic", "underline"} {
		if m[k] {
			out = append(out, map[string]string{"bold": "place-name", "italic": "colour-name", "underline": "animal-name"}[k])
		}
	}
	return out
}

func ptr(p *int) string {
	if p == nil {
		return "none"
	}
	return fmt.Sprint(*p)
}

// TestEmbeddedSetMatchesTheFacts compares every embedded card with the
// real deck's facts, card by card: numbers, names, kinds, types, costs,
// VP, spaces, habitats, name marks, and each ability's colour, kind,
// condition, scale, direction and every amount it pays and gains.
func TestEmbeddedSetMatchesTheFacts(t *testing.T) {
	if _, err := os.Stat(factsDir); err != nil {
		t.Skipf("the card facts are not beside this checkout (%s): %v", factsDir, err)
	}
	cs, err := standard()
	if err != nil {
		t.Fatal(err)
	}
	facts := readFacts(t, "earth.yaml")
	if len(facts) != len(cs.deck) {
		t.Fatalf("%d Earth cards embedded, %d in the facts", len(cs.deck), len(facts))
	}
	for i, f := range facts {
		c := cs.deck[i]
		spaces := func(s, g, cv int, flora bool) string {
			if !flora {
				return "none none none"
			}
			w := func(n int, has bool) string {
				if !has {
					return "none"
				}
				return fmt.Sprint(n)
			}
			return w(s, c.SproutCap > 0 || f.SproutCapacity != nil && *f.SproutCapacity == 0) + " " + w(g, c.GrowthCap > 0 || f.GrowthCapacity != nil && *f.GrowthCapacity == 0) + " " + w(cv, c.GrowthCap > 0 || f.CanopyVP != nil && *f.CanopyVP == 0)
		}
		cost := "none"
		if c.Kind != "event" {
			cost = fmt.Sprint(c.Cost)
		}
		got := fmt.Sprintf("%d %s %s %v cost=%s vp=%d spaces=%s hab=%v marks=%v", c.Number, c.Name, c.Kind, typesOf(cs, &c), cost, c.VP, spaces(c.SproutCap, c.GrowthCap, c.CanopyVP, c.IsFlora()), c.Habitats, c.Marks)
		want := fmt.Sprintf("%d %s %s %v cost=%s vp=%d spaces=%s hab=%v marks=%v", f.Number, f.Name, f.Kind, f.FloraTypes, ptr(f.SoilCost), f.VP, ptr(f.SproutCapacity)+" "+ptr(f.GrowthCapacity)+" "+ptr(f.CanopyVP), f.Habitats, marksOf(f.NameMarks))
		if got != want {
			t.Errorf("card %d:\n got %s\nwant %s", i, got, want)
		}
		compareAbilities(t, f.Name, c.Abilities, f.Abilities, false)
	}
	compareBoards(t, cs.islands, readFacts(t, "islands.yaml"), true)
	compareBoards(t, cs.climates, readFacts(t, "climates.yaml"), false)
	compareObjectives(t, cs, readFacts(t, "ecosystems.yaml"), readFacts(t, "fauna.yaml"))
	compareGaia(t, cs, readFacts(t, "gaia.yaml"))
}

func typesOf(cs *CardSet, c *CardInfo) []string {
	var out []string
	for _, w := range floraTypes {
		if b, _ := cs.vocab.Lookup(w); c.Traits&Traits(b) != 0 {
			out = append(out, w)
		}
	}
	if c.Kind == "joker" {
		return []string{"tree", "herb", "mushroom", "bush"}
	}
	if c.Kind != "" && !c.IsFlora() {
		return nil
	}
	return out
}

func compareAbilities(t *testing.T, name string, got []Ability, want []factAbility, island bool) {
	t.Helper()
	if len(got) != len(want) {
		t.Errorf("%s: %d abilities, the facts have %d", name, len(got), len(want))
		return
	}
	for i := range got {
		g, w := abilitySummary(got[i]), factSummary(want[i], island && want[i].Colour == "black")
		if g != w {
			t.Errorf("%s ability %d %q:\n got %s\nwant %s", name, i+1, got[i].Text, g, w)
		}
	}
}

func compareBoards(t *testing.T, got []CardInfo, facts []factCard, island bool) {
	t.Helper()
	var sides []factCard
	for _, f := range facts {
		for _, s := range f.Sides {
			s.Number = f.Number
			sides = append(sides, s)
		}
	}
	if len(sides) != len(got) {
		t.Fatalf("%d sides embedded, %d in the facts", len(got), len(sides))
	}
	for i, s := range sides {
		c := got[i]
		if g, w := fmt.Sprint(c.Number, c.Name, c.VP, c.Habitats), fmt.Sprint(s.Number, s.Name, s.VP, s.Habitats); g != w {
			t.Errorf("side %d: got %s, want %s", i, g, w)
		}
		compareAbilities(t, s.Name, c.Abilities, s.Abilities, island)
	}
}

var numberRE = regexp.MustCompile(`\d+`)

// numbersOf lists the numbers a formula's facts give, other than the ones
// the source never reads.
func numbersOf(m map[string]any) []string {
	var out []string
	for k, v := range m {
		if k == "unused_parameter" || k == "set_size" {
			continue
		}
		if k == "max_cards" { // written as the most VP: points per card times the cards
			v = m["points"].(int) * v.(int)
		}
		switch x := v.(type) {
		case int:
			out = append(out, fmt.Sprint(x))
		case []any:
			for _, e := range x {
				out = append(out, fmt.Sprint(e))
			}
		}
	}
	return out
}

func compareObjectives(t *testing.T, cs *CardSet, ecos, fauna []factCard) {
	t.Helper()
	check := func(what string, names []string, texts []string, facts []factCard, field func(factCard) map[string]any) {
		var sides []factCard
		for _, f := range facts {
			for _, s := range f.Sides {
				s.Number = f.Number
				sides = append(sides, s)
			}
		}
		if len(sides) != len(names) {
			t.Fatalf("%s: %d sides embedded, %d in the facts", what, len(names), len(sides))
		}
		for i, s := range sides {
			if names[i] != s.Name {
				t.Errorf("%s side %d: %q, the facts have %q", what, i, names[i], s.Name)
			}
			nums := numberRE.FindAllString(texts[i], -1)
			for _, n := range numbersOf(field(s)) {
				if n != "1" && !slices.Contains(nums, n) {
					t.Errorf("%s %s: %q lacks the number %s of %v", what, s.Name, texts[i], n, field(s))
				}
			}
		}
	}
	var names, texts []string
	for _, e := range cs.ecosystems {
		names, texts = append(names, e.Name), append(texts, e.Score.Text)
	}
	check("ecosystem", names, texts, ecos, func(f factCard) map[string]any { return f.Score })
	names, texts = nil, nil
	for _, f := range cs.fauna {
		names, texts = append(names, f.Name), append(texts, f.Objective.Text)
	}
	check("fauna", names, texts, fauna, func(f factCard) map[string]any { return f.Objective })
}

func compareGaia(t *testing.T, cs *CardSet, facts []factCard) {
	t.Helper()
	var got, want []string
	for _, g := range cs.gaia {
		got = append(got, fmt.Sprint(g.Number, " ", g.Name))
	}
	for _, f := range facts {
		want = append(want, fmt.Sprint(f.Number, " ", f.Name))
	}
	if !slices.Equal(got, want) {
		t.Errorf("Gaia's cards: got %v, want %v", got, want)
	}
}
