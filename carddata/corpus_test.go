package carddata

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// corpusCase is one ability from a rulebook, with its canonical text when
// that differs from how it is written.
type corpusCase struct {
	name  string // the card or the rulebook example it comes from
	text  string
	canon string // "" when text is already canonical
}

// beforeEarthCorpus is the ability of every spaceship and planet named in
// the Before the Earth Explodes rulebook, and of its action cards.
var beforeEarthCorpus = []corpusCase{
	{"BtEE ship Chelzane-0521", "reduce 1 damage", ""},
	{"BtEE ship The Davnarock", "take any 2 resources", ""},
	{"BtEE ship The Destroyer", "win if opponent has 6+ damage", ""},
	{"BtEE ship The Excalüber", "deal 1 damage to opponent", ""},
	{"BtEE ship Field Pod 9385", "gain 1 tech, take 1 grey", ""},
	{"BtEE ship Genesis", "opponent need 8 planets to win", ""},
	{"BtEE ship The Imitator", "copy action of opponent", ""},
	{"BtEE ship ISS Salvation", "colonize any 1 planet from deck for free", ""},
	{"BtEE ship IXF Ullfers", "gain 1 tech, take 1 black", ""},
	{"BtEE ship MV Kotar-Z", "collect 1 quarry", ""},
	{"BtEE ship The Nihilist", "win if you have 7+ damage", ""},
	{"BtEE ship PXV Huang", "gain 1 tech, take 1 white", ""},
	{"BtEE ship The Retrogressor", "reduce 1 damage, deal 1 damage to opponent", ""},
	{"BtEE planet Blion-56-Y", "collect 2 quarries", ""},
	{"BtEE planet CID-31", "reduce 2 damage", ""},
	{"BtEE planet Drecolara", "spend any 2 resources: gain 1 tech or lose 1 tech: take any 2 resources", ""},
	{"BtEE planet Eplade", "gain 1 tech", ""},
	{"BtEE planet Hoenides", "trade 1 black for any 1 resource", ""},
	{"BtEE planet Kukroth", "trade 1 grey for any 1 resource", ""},
	{"BtEE planet Lok-31", "collect 2 quarries", ""},
	{"BtEE planet Nestarvis", "deal 1 damage to opponent", ""},
	{"BtEE planet Nuonus", "colonize 1 planet for 3 less", ""},
	{"BtEE planet OSI-31", "colonize 1 planet for 2 less", ""},
	{"BtEE planet Plecolea", "collect 1 quarry", ""},
	{"BtEE planet San-31", "gain 2 tech", ""},
	{"BtEE planet Scarth-7", "take 1 spaceship, activate it", ""},
	{"BtEE action Scout reaction", "take 1 spaceship", ""},
	{"BtEE action Scout", "gain 1 tech", ""},
	{"BtEE action Invade", "copy action of opponent", ""},
	{"BtEE action Occupy", "colonize 1 planet for 2 less", ""},
	{"BtEE action Mine", "collect 1 quarry", ""},
}

// earthExpressCorpus is drawn from the Earth Express rulebook's examples.
var earthExpressCorpus = []corpusCase{
	{"EE action RED", "gain 2 seeds", ""},
	{"EE action BLUE", "gain 3 sprouts", ""},
	{"EE example A: generate", "gain 2 growth", ""},
	{"EE example B: convert", "spend 1 growth: gain 2 seeds", ""},
	{"EE colon: several costs", "spend 1 seed, 1 growth: gain 4 sprouts", ""},
	{"EE colon: two spend actions", "spend 1 seed, spend 1 growth: gain 4 sprouts", ""},
	{"EE slash: end-game per flora", "score 2 vp / flora with 2+ growth", ""},
	{"EE neighbour's tableau", "gain 1 growth / tree in neighbour", ""},
	{"EE own tableau explicitly", "gain 1 sprout / bush in you", ""},
	{"EE bar: you versus others", "gain 3 growth | gain 1 sprout", ""},
	{"EE choose an opponent", "spend 2 sprouts: gain 4 growth, opponent gain 1 sprout", ""},
	{"EE only other players", "gain 4 seeds, others gain 2 sprouts", ""},
	{"EE everyone", "everyone gain 1 seed", ""},
	{"EE cards take themselves into account", "gain 1 growth on this, 1 growth on Siberian-Elm", ""},
	{"EE placed on a type", "gain 2 sprouts on tree", ""},
	{"EE placed on a habitat", "gain 1 growth on flora with wet", ""},
	{"EE direction above", "gain 1 sprout on flora above this", ""},
	{"EE direction same row", "gain 1 growth on flora same row as this", ""},
	{"EE direction left", "gain 1 sprout on flora left of this", ""},
	{"EE scoring with arrowheads", "score 3 vp / tree adjacent to bush", ""},
	{"EE scoring same column", "score 2 vp / flora same column as this", ""},
	{"EE fauna objective", "5+ flora each with 1+ growth", ""},
	{"EE fauna objective, two needs", "3+ tree, 2+ bush with 2+ sprouts", ""},
	{"EE terrain objective", "score 5 vp if 3+ flora with rocky", ""},
	{"EE black when planted", "when planted: gain 2 growth", ""},
	{"EE black from neighbour", "when planted: gain 1 seed / herb in neighbour", ""},
	{"EE anytime conversion", "spend 2 sprouts: gain 1 seed", ""},
	{"EE refresh", "spend 2 seeds: discard up to 7 cards from hand, draw 7 cards", ""},
	{"EE brown on more than one condition", "score 1 vp / flora each with 1+ sprout and 1+ growth", ""},
	{"EE cards take themselves into account, on each", "gain 1 growth on all flora with cold", ""},
	{"EE all sprouts on one flora", "gain 3 sprouts on 1 flora with wet", ""},
	{"EE anytime conversion of growth", "spend 2 growth: gain 1 seed", ""},
	{"EE germinate bonus action", "spend 3 seeds, discard 1 card from hand: germinate 1 card", ""},
	{"EE seeds score at the end", "score 1 vp / seed", ""},
	{"EE scaling by a chosen neighbour's flora with features", "gain 1 sprout / flora with 2+ growth in neighbour", ""},
	{"EE choose an opponent, scaled", "gain 2 seeds / bush, opponent gain 1 seed", ""},
	{"EE ecosystem tiers", "score vp / flora with wet [2-3: 3, 4-5: 6, 6+: 10]", ""},
	{"EE ecosystem per row", "score 5 vp / row with 3+ tree", ""},
	{"EE ecosystem arrowheads", "score 2 vp / herb diagonal to tree", ""},
	{"EE fauna objective by ability colour", "3+ flora with brown, 2+ flora with red and blue", ""},
	{"EE fauna objective by position", "3+ bush adjacent to tree", ""},
	{"EE terrain objective next to itself", "score 4 vp if 2+ tree adjacent to this", ""},
	{"EE black ability for others only", "when planted: others gain 1 sprout", ""},
	{"EE partial benefit, case-insensitive keywords", "Spend 1 Growth: Gain 2 Seeds OR gain 1 Sprout", "Spend 1 Growth: Gain 2 Seeds or gain 1 Sprout"},
}

// earthExpressColourCorpus is the Earth Express rulebook's examples as a
// card carries them: with the ability's colour, and the placement,
// chain, line and count forms its Terrain, Fauna and Ecosystem cards use.
var earthExpressColourCorpus = []corpusCase{
	{"EE example A, yellow", "[yellow] gain 2 growth", ""},
	{"EE example B, a conversion", "[red] spend 1 growth: gain 2 seeds", ""},
	{"EE colon example", "[blue] spend 1 seed, 1 growth: gain 4 sprouts", ""},
	{"EE slash example, brown end-game", "[brown] score 2 vp / flora with 2+ growth", ""},
	{"EE neighbour example", "[yellow] gain 1 growth / tree in neighbour", ""},
	{"EE black reading a neighbour", "[black] gain 1 seed / herb in neighbour", ""},
	{"EE bar example", "[yellow] gain 3 growth | gain 1 sprout", ""},
	{"EE choose an opponent example", "[blue] spend 2 sprouts: gain 4 growth, opponent gain 1 sprout", ""},
	{"EE only other players example", "[red] gain 4 seeds, others gain 2 sprouts", ""},
	{"EE Giant Club Cactus and Siberian Elm, the card counts itself", "[yellow] gain 1 growth on all flora same row as this", ""},
	{"EE self-counting scale", "[blue] gain 1 sprout / flora same column as this", ""},
	{"EE multicoloured ability", "[multicolour] spend 1 seed: gain 2 growth", ""},
	{"EE Everglades, a diagonal chain", "score 4 vp / flora with wet in longest diagonal chain max 28", ""},
	{"EE white arrowheads, above", "score 3 vp / tree above bush", ""},
	{"EE white arrowheads, anchor with a habitat", "score 3 vp / flora above tree with wet", ""},
	{"EE white arrowheads, left and right", "score 2 vp / herb left of tree, score 2 vp / herb right of tree", ""},
	{"EE anchor with a habitat, placing", "[blue] gain 1 sprout on flora below tree with wet and cold", ""},
	{"EE orthogonal neighbours", "[brown] score 3 vp / bush orthogonal to this", ""},
	{"EE all eight neighbours", "[yellow] gain 3 growth on flora adjacent to this", ""},
	{"EE line through orthogonal neighbours", "[brown] score 2 vp / card with cold in longest orthogonal chain through this", ""},
	{"EE terrain objective", "[brown] score 5 vp if 3+ flora with rocky", ""},
	{"EE fauna objective by placement", "3+ tree above flora with sunny", ""},
	{"EE fauna objective, features and a type", "4+ flora each with 2+ sprouts and 1+ growth, 2+ bush", ""},
	{"EE ecosystem per row, different types", "score 5 vp / row with 3 cards and different types", ""},
	{"EE ecosystem per column", "score 4 vp / column with 3 cards and shared habitat", ""},
	{"EE ecosystem tiers by a colour", "score vp / flora with red [1: 1, 2-3: 4, 4+: 8]", ""},
	{"EE count by name mark", "score 3 vp / 2 flora with animal-name", ""},
	{"EE count by the player with most", "[brown] score 2 vp / card with yellow in leader", ""},
	{"EE seeds bounded", "[brown] score 1 vp / seed max 10", ""},
	{"EE parity and fullness", "3+ flora with even vp, 2+ flora with full growth", ""},
	{"EE colour with a trigger", "[black] when planted: gain 2 growth", ""},
}

// earthCorpus is drawn from the Earth summary and the Animal Kingdom rulebook.
var earthCorpus = []corpusCase{
	{"Earth compost", "gain 5 soil, compost 2 cards from deck", ""},
	{"Earth water minor", "gain 2 soil or gain 2 sprouts", ""},
	{"Earth plant action, major", "plant up to 2 cards, draw 4 cards, keep 1 card", ""},
	{"Earth plant action, minor", "plant up to 1 card, draw 1 card", ""},
	{"Earth water action, major", "gain 2 soil, 6 sprouts", ""},
	{"Earth grow action, major", "draw 4 cards, gain 2 growth", ""},
	{"Earth grow action, minor", "draw 2 cards or gain 2 growth", ""},
	{"Earth compost action, minor", "gain 2 soil or compost 2 cards from deck", ""},
	{"Earth only for the active player", "gain 4 sprouts if active", ""},
	{"Earth condition on a feature", "gain 2 soil, 1 sprout on it if it has wet", ""},
	{"Earth brown ongoing effect", "when plant tree: gain 1 soil", ""},
	{"Earth brown ongoing effect on a feature", "when compost card with cold: gain 1 sprout on this", ""},
	{"Earth event played", "when played: everyone gain 2 sprouts", ""},
	{"Earth island at setup", "when setup: gain 3 soil", ""},
	{"Earth anytime conversion", "spend 3 sprouts: gain 2 soil", ""},
	{"Earth per habitat in a neighbour's tableau", "draw 1 card / flora with cold in neighbour", ""},
	{"AK Highland Cow", "move up to 3 { spend 1 growth from it: compost up to 3 cards from deck }", ""},
	{"AK Mountain Goat", "move up to 2 over terrain with rocky { store any 3 sprouts from it }", ""},
	{"AK Polar Bear", "move up to 1 / used-leaf over flora with cold { compost up to 2 cards from hand }", ""},
	{"AK Jaguar", "move to flora with animal-name { store 1 soil if it has 1+ sprout }", ""},
	{"AK Vietnamese Pot-Bellied Pig", "move exactly 1 over terrain with wet and rocky { gain 3 soil }", ""},
	{"AK Canada Jay", "move exactly 2 { spend 1 growth from it }: gain 9 soil | gain 2 soil", ""},
	{"AK Eurasian Hoopoe", "gain 1 sprout on flora", ""},
	{"AK Ring-Tailed Lemur", "spend 1 growth: gain 2 sprouts", ""},
	{"AK Komodo Dragon", "activate 1 animal", ""},
	{"AK White Rhinoceros", "spend 2 soil: store 2 soil on this", ""},
	{"AK storage scores", "score 1 vp / soil on this", ""},
	{"AK Red Panda placement", "when placed: move to flora", ""},
	{"AK Thomson's Gazelle global", "gain soil / flora with sunny and wet [1: 2, 2-3: 3, 4+: 4]", ""},
	{"AK Platypus global", "spend 1 soil: gain 1 sprout or spend 3 soil: gain 2 sprouts or spend 5 soil: gain 3 sprouts", ""},
	{"AK Saltwater Crocodile global", "spend 2 soil: activate 1 animal or spend 4 soil: activate 2 animals or spend 6 soil: activate 3 animals", ""},
	{"AK Asian Elephant global", "store 1 growth from flora with 4+ growth, score 3 vp / growth on this", ""},
	{"AK Island storage", "place 2 soil on island", ""},
	{"AK only other players", "gain 9 soil | gain 2 soil", ""},
	{"AK used leaf", "gain 1 sprout / used-leaf", ""},
	{"AK move exactly all kinds", "move exactly 2 over flora with 1+ sprout { spend all sprouts from it: gain 2 soil }", ""},
	{"AK move with per-card choice", "move up to 2 { gain 1 sprout or gain 1 growth }", ""},
	{"AK Bluebottle Fly", "move up to 3 { spend 1 card from compost: gain 2 growth }", ""},
	{"AK Golden Eagle", "store 1 growth from flora", ""},
	{"AK Tarsier, sprout on each card reached", "move up to 2 { gain 1 sprout on it }", ""},
	{"AK South African Oryx", "move up to 2 over flora with sunny { gain 1 soil }", ""},
	{"AK Pocket Gopher placement", "when placed: move to terrain", ""},
	{"AK per Animeeple", "gain 1 soil / animeeple on terrain", ""},
	{"AK canopy", "score 2 vp / canopy", ""},
	{"AK spend a canopy", "spend 1 canopy: gain 4 soil", ""},
	{"AK discarded leaf with Abundance", "gain 1 seed / used-leaf", ""},
	{"AK Saltwater Crocodile, different animals", "spend 4 soil: activate 2 animals", ""},
	{"AK Capybara, per Animeeple on a card with features", "gain 1 sprout / animeeple on flora with wet", ""},
	{"AK gain next to the card reached", "move up to 2 over flora with 1+ growth { gain 1 sprout on flora orthogonal to it }", ""},
	{"AK Indian Peafowl, along a row", "move up to 3 over flora same row as it { gain 1 growth on it }", ""},
	{"AK Thomson's Gazelle, capped", "gain 1 soil / flora with sunny and wet max 4", ""},
	{"AK Island storage per Leaf", "store 1 soil on island / used-leaf", ""},
	{"Earth island setup with its colour", "[black] draw 8 cards, gain 6 soil, compost 2 cards from hand", ""},
	{"Earth island event trigger", "[brown] when play event: draw 1 card", ""},
	{"Earth only for the player who chose it", "[red] draw 2 cards if active", ""},
	{"Earth cost reduction", "[brown] plant card with cold for 1 less", ""},
	{"Earth joker", "[brown] count as all flora", ""},
	{"Earth ecosystem by type count", "score vp / tree [1: 0, 2: 4, 3: 8, 4: 13, 5: 23, 6: 28, 7+: 30]", ""},
	{"Earth ecosystem per group", "score 6 vp / 6 cards in hand max 24", ""},
	{"Earth fauna both diagonals", "2 diagonals with 4 cards", ""},
	{"Earth colour tag, case kept", "[Red] Spend 1 Growth: gain 2 soil", ""},
}

// allCorpus is every corpus case.
func allCorpus() []corpusCase {
	var all []corpusCase
	for _, c := range [][]corpusCase{beforeEarthCorpus, earthExpressCorpus, earthExpressColourCorpus, earthCorpus} {
		all = append(all, c...)
	}
	return all
}

// ignorePos compares ASTs without their positions.
var ignorePos = cmpopts.IgnoreTypes(Pos{})

func TestCorpus(t *testing.T) {
	var golden strings.Builder
	for _, c := range allCorpus() {
		t.Run(c.name, func(t *testing.T) {
			a, err := ParseAbility(c.text)
			if err != nil {
				t.Fatalf("ParseAbility(%q): %v", c.text, err)
			}
			want := c.canon
			if want == "" {
				want = c.text
			}
			if got := a.String(); got != want {
				t.Errorf("String() = %q, want %q", got, want)
			}
			back, err := ParseAbility(a.String())
			if err != nil {
				t.Fatalf("reparse %q: %v", a.String(), err)
			}
			if diff := cmp.Diff(a, back, ignorePos); diff != "" {
				t.Errorf("reparse changed the AST (-want +got):\n%s", diff)
			}
			fmt.Fprintf(&golden, "# %s\n%s\n%s\n", c.name, c.text, dump(a))
		})
	}
	checkGolden(t, "corpus.golden", golden.String())
}

// checkGolden compares got with testdata/name, or rewrites it with -update.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s differs (-want +got):\n%s", path, diff)
	}
}

// dump renders a node's tree, one node per line, without positions, so
// the golden file shows exactly how each ability is structured.
func dump(n Node) string {
	var b strings.Builder
	dumpValue(&b, reflect.ValueOf(n), 0)
	return b.String()
}

func dumpValue(b *strings.Builder, v reflect.Value, depth int) {
	for v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return
		}
		v = v.Elem()
	}
	fmt.Fprintf(b, "%s%s", strings.Repeat("  ", depth), v.Type().Name())
	var kids []reflect.Value
	for i := range v.NumField() {
		f, ft := v.Field(i), v.Type().Field(i)
		switch {
		case ft.Type == reflect.TypeFor[Pos]() || f.IsZero():
		case f.Kind() == reflect.Slice:
			for j := range f.Len() {
				kids = append(kids, f.Index(j))
			}
		case f.Kind() == reflect.Pointer || f.Kind() == reflect.Interface:
			kids = append(kids, f)
		default:
			fmt.Fprintf(b, " %s=%v", ft.Name, f.Interface())
		}
	}
	b.WriteByte('\n')
	for _, k := range kids {
		dumpValue(b, k, depth+1)
	}
}
