package carddata

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"gopkg.in/yaml.v3"
)

// earthDeck is testdata/earth.yaml: the base game Earth's cards written in
// the language, each card or card side by name.
type earthDeck struct {
	Cards []earthCard `yaml:"cards"`
}

type earthCard struct {
	At        Pos
	Name      string `yaml:"name"`
	Kind      string `yaml:"kind"`
	Abilities []Expr `yaml:"abilities"`
}

// earthKinds are the kinds of card the file holds, with how many entries
// of each the base game has (a two-sided card has an entry per side).
var earthKinds = map[string]int{
	"tree": 44, "herb": 44, "bush": 44, "mushroom": 44, "joker": 3, "terrain": 66, "event": 38,
	"island": 20, "climate": 20, "ecosystem": 64, "fauna": 46, "gaia": 6,
}

func loadEarthDeck(t *testing.T) earthDeck {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "earth.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var deck earthDeck
	if err := Decode("earth.yaml", data, &deck); err != nil {
		t.Fatalf("the real deck does not parse:\n%v", err)
	}
	return deck
}

// TestEarthDeck checks that every ability, scoring rule and objective of
// the real base game Earth parses, prints back exactly as written (the
// file is canonical) and parses again to the same tree; that Fauna sides
// are objectives and no other card is; that every ability of a card in a
// tableau, an Island or a Climate has its colour (events black) and no
// Ecosystem or Fauna side has one; and that the file has every kind of
// card in the base game's numbers.
func TestEarthDeck(t *testing.T) {
	deck := loadEarthDeck(t)
	kinds := map[string]int{}
	for _, c := range deck.Cards {
		kinds[c.Kind]++
		for _, e := range c.Abilities {
			checkEarthExpr(t, c, e)
		}
	}
	if diff := cmp.Diff(earthKinds, kinds); diff != "" {
		t.Errorf("cards by kind (-want +got):\n%s", diff)
	}
}

func checkEarthExpr(t *testing.T, c earthCard, e Expr) {
	t.Helper()
	where := c.At.String() + " " + c.Name
	if e.Ability == nil {
		t.Errorf("%s: empty ability", where)
		return
	}
	if got := e.String(); got != e.Text {
		t.Errorf("%s: %q prints as %q", where, e.Text, got)
	}
	back, err := ParseAbility(e.String())
	if err != nil {
		t.Errorf("%s: reparse: %v", where, err)
		return
	}
	if diff := cmp.Diff(e.Ability, back, ignorePos); diff != "" {
		t.Errorf("%s: reparse changed the tree (-want +got):\n%s", where, diff)
	}
	_, objective := e.Ability.Body.(*Objective)
	if objective != (c.Kind == "fauna") {
		t.Errorf("%s (%s): %q is an objective: %v", where, c.Kind, e.Text, objective)
	}
	if uncoloured := c.Kind == "fauna" || c.Kind == "ecosystem"; uncoloured != (e.Ability.Colour == "") && c.Kind != "gaia" {
		t.Errorf("%s (%s): %q has colour %q", where, c.Kind, e.Text, e.Ability.Colour)
	}
	if c.Kind == "event" && e.Ability.Colour != "black" {
		t.Errorf("%s: event %q is not black", where, e.Text)
	}
}

// TestEarthDeckForms checks that the file uses the language's new forms
// where the real deck needs them, by counting the abilities that use each.
func TestEarthDeckForms(t *testing.T) {
	deck := loadEarthDeck(t)
	count := map[string]int{}
	for _, c := range deck.Cards {
		for _, e := range c.Abilities {
			if e.Ability.Colour != "" {
				count["colour "+e.Ability.Colour]++
			}
			Inspect(e.Ability, func(n Node) bool {
				for _, form := range earthForms(n) {
					count[form]++
				}
				return true
			})
		}
	}
	// Each number is counted from the card facts: the abilities, scoring
	// rules and objectives that have that colour or need that form.
	want := map[string]int{
		"colour black": 76, "colour brown": 69, "colour red": 69, "colour yellow": 69,
		"colour blue": 69, "colour green": 27, "colour multicolour": 20,
		"relation same row as": 12, "relation same column as": 12, "relation orthogonal to": 5,
		"relation diagonal to": 4, "relation adjacent to": 6,
		"orthogonal chain through": 4, "diagonal chain": 4, "in leader": 7,
		"place hand": 3, "place compost": 3, "group": 32, "max": 11, "tiers": 4,
		"measure different": 10, "measure shared": 5, "measure even": 2, "measure odd": 2, "measure full": 4,
	}
	for form, n := range want {
		if count[form] != n {
			t.Errorf("%d abilities use %s, want %d", count[form], form, n)
		}
	}
}

// earthForms names the new forms a node uses, for TestEarthDeckForms.
func earthForms(n Node) []string {
	switch n := n.(type) {
	case *Relation:
		return []string{"relation " + n.Dir.String()}
	case *Chain:
		if n.Through != nil {
			return []string{n.Dir.String() + " chain through"}
		}
		return []string{n.Dir.String() + " chain"}
	case *Target:
		if n.Who == Leader {
			return []string{"in leader"}
		}
	case *Selector:
		if n.Place != "" {
			return []string{"place " + n.Place}
		}
	case *Feature:
		if n.Measure != NoMeasure {
			return []string{"measure " + n.Measure.String()}
		}
	case *Scale:
		var forms []string
		if n.Group != 0 {
			forms = append(forms, "group")
		}
		if n.Max != 0 {
			forms = append(forms, "max")
		}
		if len(n.Tiers) > 0 {
			forms = append(forms, "tiers")
		}
		return forms
	}
	return nil
}

// earthFacts is where the base game's card facts are kept, next to the
// repository.
var earthFacts = filepath.Join("..", "..", "shared", "data", "earth")

// TestEarthDeckCoversFacts checks testdata/earth.yaml against the card
// facts: every base-game card and card side is there once, under its
// name, with as many abilities as the facts give it. The facts are not
// part of the repository; without them the test is skipped, saying so.
func TestEarthDeckCoversFacts(t *testing.T) {
	if _, err := os.Stat(earthFacts); errors.Is(err, fs.ErrNotExist) {
		t.Skipf("the Earth card facts are not at %s; nothing to compare with", earthFacts)
	}
	want := map[string]int{}
	for _, f := range []string{"earth.yaml", "islands.yaml", "climates.yaml", "ecosystems.yaml", "fauna.yaml"} {
		readFacts(t, f, want)
	}
	readGaia(t, want)
	got := map[string]int{}
	for _, c := range loadEarthDeck(t).Cards {
		if _, dup := got[c.Name]; dup {
			t.Errorf("%s: %q appears twice", c.At, c.Name)
		}
		got[c.Name] = len(c.Abilities)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("cards and their number of abilities (-facts +file):\n%s", diff)
	}
}

// factCard is what the comparison reads of a card in the facts.
type factCard struct {
	Set       string     `yaml:"set"`
	Name      string     `yaml:"name"`
	Abilities []any      `yaml:"abilities"`
	Score     any        `yaml:"score"`
	Objective any        `yaml:"objective"`
	Sides     []factCard `yaml:"sides"`
}

func readFacts(t *testing.T, file string, into map[string]int) {
	t.Helper()
	var f struct {
		Cards []factCard `yaml:"cards"`
	}
	readYAML(t, file, &f)
	for _, c := range f.Cards {
		if c.Set != "base" {
			continue
		}
		sides := c.Sides
		if len(sides) == 0 {
			sides = []factCard{c}
		}
		for _, s := range sides {
			n := len(s.Abilities)
			if s.Score != nil || s.Objective != nil {
				n++
			}
			into[s.Name] = n
		}
	}
}

// readGaia reads Gaia's cards: one ability each, and a second for the
// extra gains of the expert level and the soil trade.
func readGaia(t *testing.T, into map[string]int) {
	t.Helper()
	var g struct {
		Cards []struct {
			Name     string         `yaml:"name"`
			GaiaTurn map[string]any `yaml:"gaia_turn"`
		} `yaml:"cards"`
	}
	readYAML(t, "gaia.yaml", &g)
	for _, c := range g.Cards {
		n := 1
		if c.GaiaTurn["expert_extra"] != nil || c.GaiaTurn["then_soil_conversion"] != nil {
			n++
		}
		into[c.Name] = n
	}
}

func readYAML(t *testing.T, file string, v any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(earthFacts, file))
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(data, v); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
}

// BenchmarkDecodeEarthDeck decodes the whole real deck, parsing all its
// abilities, as a game does once at load.
func BenchmarkDecodeEarthDeck(b *testing.B) {
	data, err := os.ReadFile(filepath.Join("testdata", "earth.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		var deck earthDeck
		if err := Decode("earth.yaml", data, &deck); err != nil {
			b.Fatal(err)
		}
	}
}
