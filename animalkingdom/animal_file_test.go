package animalkingdom

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/rulebox/rulebox/carddata"
)

// readAnimals decodes the embedded cards/animals.yaml.
func readAnimals(t *testing.T) AnimalFile {
	t.Helper()
	data, err := cardFiles.ReadFile("cards/animals.yaml")
	if err != nil {
		t.Fatal(err)
	}
	f, err := DecodeAnimals("animals.yaml", data)
	if err != nil {
		t.Fatalf("DecodeAnimals: %v", err)
	}
	return f
}

// issueAnimals are the 30 Animals the rulebook names, as issue 17 lists
// them.
var issueAnimals = []string{
	"Highland Cow", "Polar Bear", "Mountain Goat", "Jaguar", "Vietnamese Pot-Bellied Pig",
	"Red Panda", "Tarsier", "South African Oryx", "Pocket Gopher", "Indian Peafowl",
	"Eurasian Hoopoe", "Ring-Tailed Lemur", "Komodo Dragon", "White Rhinoceros", "Golden Eagle",
	"Bluebottle Fly", "Canada Jay", "Thomson's Gazelle", "Platypus", "Saltwater Crocodile",
	"Asian Elephant", "Capybara", "Wild Turkey", "Indian Pangolin", "Formosan Termites",
	"Ball Python", "Reindeer", "Snow Goose", "Proboscis Monkey", "Siberian Chipmunk",
}

// byAnimal maps the file's entries by name.
func byAnimal(f AnimalFile) map[string]AnimalEntry {
	m := map[string]AnimalEntry{}
	for _, e := range f.Animals {
		m[e.Name] = e
	}
	return m
}

// namesWhere lists, in file order, the names of the entries for which
// keep holds.
func namesWhere(f AnimalFile, keep func(AnimalEntry) bool) []string {
	var names []string
	for _, e := range f.Animals {
		if keep(e) {
			names = append(names, e.Name)
		}
	}
	return names
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

func TestAnimalFileHasEveryAnimal(t *testing.T) {
	f := readAnimals(t)
	if len(f.Animals) != 36 {
		t.Errorf("%d Animals, want 36", len(f.Animals))
	}
	m := byAnimal(f)
	if len(m) != len(f.Animals) {
		t.Errorf("%d distinct names among %d Animals", len(m), len(f.Animals))
	}
	for _, name := range issueAnimals {
		if e, ok := m[name]; !ok {
			t.Errorf("%s is missing", name)
		} else if e.Origin != "completed" {
			t.Errorf("%s: origin %q, want completed (the rulebook names it)", name, e.Origin)
		}
	}
	originals := namesWhere(f, func(e AnimalEntry) bool { return e.Origin == "original" })
	if len(originals) != 6 {
		t.Errorf("originals %v, want 6", originals)
	}
	for _, name := range originals {
		if slices.Contains(issueAnimals, name) {
			t.Errorf("%s is named by the rulebook but marked original", name)
		}
	}
}

func TestAnimalFileAnimeeples(t *testing.T) {
	f := readAnimals(t)
	five := namesWhere(f, func(e AnimalEntry) bool { return e.Animeeples == 5 })
	want := []string{"Capybara", "Formosan Termites", "Indian Pangolin", "Pocket Gopher", "Wild Turkey"}
	if diff := cmp.Diff(want, sorted(five)); diff != "" {
		t.Errorf("Animals with 5 Animeeples (-want +got):\n%s", diff)
	}
	perAnimeeple := namesWhere(f, func(e AnimalEntry) bool { return strings.Contains(e.Ability.String(), "/ animeeple") })
	if diff := cmp.Diff(want, sorted(perAnimeeple)); diff != "" {
		t.Errorf("Animals whose ability counts their Animeeples (-want +got):\n%s", diff)
	}
	total := 0
	for _, e := range f.Animals {
		if e.Animeeples != 5 && e.Animeeples != 1 {
			t.Errorf("%s: %d Animeeples, want 1", e.Name, e.Animeeples)
		}
		total += e.Animeeples
	}
	if total != 56 {
		t.Errorf("%d Animeeples in all, want the box's 56", total)
	}
}

func TestAnimalFileAbundanceAndSolo(t *testing.T) {
	f := readAnimals(t)
	abundance := namesWhere(f, func(e AnimalEntry) bool { return e.Abundance })
	if diff := cmp.Diff([]string{"Proboscis Monkey", "Siberian Chipmunk"}, sorted(abundance)); diff != "" {
		t.Errorf("Abundance Animals (-want +got):\n%s", diff)
	}
	redeal := namesWhere(f, func(e AnimalEntry) bool { return e.SoloRedeal && e.Origin == "completed" })
	want := []string{"Ball Python", "Indian Peafowl", "Jaguar", "Komodo Dragon", "Reindeer", "Saltwater Crocodile", "Snow Goose"}
	if diff := cmp.Diff(want, sorted(redeal)); diff != "" {
		t.Errorf("rulebook Animals Gaia redeals (-want +got):\n%s", diff)
	}
}

func TestAnimalFileProvenance(t *testing.T) {
	f := readAnimals(t)
	kinds := map[string]bool{}
	for _, e := range f.Animals {
		if e.Origin == "" || e.Note == "" {
			t.Errorf("%s: origin %q, note %q: both are required", e.Name, e.Origin, e.Note)
		}
		if e.Difficulty < 1 || e.Difficulty > 3 {
			t.Errorf("%s: difficulty %d, want 1-3", e.Name, e.Difficulty)
		}
		if e.Scientific == "" {
			t.Errorf("%s has no scientific name", e.Name)
		}
		if e.Origin == "original" {
			kinds[e.Kind] = true
		}
	}
	for _, k := range AbilityKinds() {
		if !kinds[k] {
			t.Errorf("no original Animal of kind %s", k)
		}
	}
}

// TestAnimalFileRulebookAbilities pins the abilities the rulebook's
// examples describe, so that a change to them is a deliberate one.
func TestAnimalFileRulebookAbilities(t *testing.T) {
	m := byAnimal(readAnimals(t))
	want := map[string]string{
		"Highland Cow":               "move up to 3 { spend 1 growth from it: compost up to 3 cards from deck }",
		"Polar Bear":                 "move up to 1 / used-leaf over card with cold { compost up to 2 cards from hand }",
		"Jaguar":                     "move to flora with animal-name { store 1 soil if it has 1+ sprout }",
		"Vietnamese Pot-Bellied Pig": "move exactly 1 over terrain with sunny and wet { gain 3 soil }",
		"Bluebottle Fly":             "move up to 3 { discard 1 card from compost: gain 2 growth }",
		"Canada Jay":                 "move exactly 2 over flora with 1+ growth { spend 1 growth from it }: gain 9 soil | gain 2 soil",
	}
	for name, text := range want {
		if got := m[name].Ability.String(); got != text {
			t.Errorf("%s: ability %q, want %q", name, got, text)
		}
	}
	globals := map[string]string{
		"Thomson's Gazelle": "gain soil / flora with sunny and wet [1: 2, 2-3: 3, 4+: 4]",
		"Platypus":          "spend 1 soil: gain 1 growth or spend 3 soil: gain 2 growth or spend 5 soil: gain 3 growth",
		"Asian Elephant":    "store 1 growth from flora with 4+ growth",
	}
	for name, text := range globals {
		if got := m[name].Global.String(); got != text {
			t.Errorf("%s: Global Ability %q, want %q", name, got, text)
		}
	}
	if got := m["Asian Elephant"].GlobalStorage.String(); got != "score 3 vp / growth on this" {
		t.Errorf("Asian Elephant: global storage %q, want 3 VP per piece", got)
	}
	for _, name := range []string{"Red Panda", "Pocket Gopher"} {
		if e := m[name]; e.Placement.Ability == nil || !e.Stays {
			t.Errorf("%s: placement %q, stays %v: want a placement that stays", name, e.Placement.String(), e.Stays)
		}
	}
	if e := m["Tarsier"]; e.Placement.Ability != nil || strings.Contains(e.Ability.String(), " over ") {
		t.Errorf("Tarsier: placement %q, ability %q: want no placement and no movement requirement", e.Placement.String(), e.Ability.String())
	}
}

// TestAnimalFilePrintsBack checks that every expression in the file is
// written in canonical form: it prints back as written, and the printed
// text parses to the same tree.
func TestAnimalFilePrintsBack(t *testing.T) {
	f := readAnimals(t)
	for _, e := range f.Animals {
		for field, x := range map[string]carddata.Expr{
			"placement": e.Placement, "ability": e.Ability, "storage": e.Storage,
			"global": e.Global, "global_storage": e.GlobalStorage,
		} {
			if x.Ability == nil {
				continue
			}
			if got := x.String(); got != x.Text {
				t.Errorf("%s %s: %q prints back as %q", e.Name, field, x.Text, got)
			}
			back, err := carddata.ParseAbility(x.String())
			if err != nil {
				t.Errorf("%s %s: printed %q fails: %v", e.Name, field, x.String(), err)
				continue
			}
			if diff := cmp.Diff(x.Ability, back, ignoreAbilityPos); diff != "" {
				t.Errorf("%s %s: printed text parses differently (-want +got):\n%s", e.Name, field, diff)
			}
		}
	}
}

// TestAnimalFileRefusesUnknownFields checks that a misspelt field is an
// error at its place, suggesting the field meant.
func TestAnimalFileRefusesUnknownFields(t *testing.T) {
	data, err := cardFiles.ReadFile("cards/animals.yaml")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), "    scientific: Ursus maritimus", "    scientfic: Ursus maritimus", 1)
	line := 1 + strings.Count(bad[:strings.Index(bad, "scientfic")], "\n")
	_, err = DecodeAnimals("animals.yaml", []byte(bad))
	var list carddata.ErrorList
	if !errors.As(err, &list) || len(list) != 1 {
		t.Fatalf("DecodeAnimals with a misspelt field: %v, want one error", err)
	}
	if got := list[0]; got.Pos.Line != line || got.Pos.Col != 5 || got.Suggest != "scientific" {
		t.Errorf("error %v, want at %d:5 suggesting scientific", got, line)
	}
}

// TestAnimalFileCheck checks each rule of Check on a broken entry.
func TestAnimalFileCheck(t *testing.T) {
	good := func() AnimalEntry {
		return AnimalEntry{
			Pos: carddata.Pos{File: "a.yaml", Line: 2, Col: 5}, Name: "Okapi", Scientific: "Okapia johnstoni",
			Difficulty: 1, Animeeples: 1, Kind: "produce", Ability: mustExpr(t, "move up to 2 { gain 1 soil }"),
			GlobalKind: "produce", Global: mustExpr(t, "gain 1 soil"), Origin: "original", Note: "test",
		}
	}
	tests := []struct {
		name    string
		edit    func(*AnimalEntry)
		found   string
		suggest string
	}{
		{"difficulty", func(e *AnimalEntry) { e.Difficulty = 4 }, "Okapi's difficulty 4", ""},
		{"no animeeples", func(e *AnimalEntry) { e.Animeeples = 0 }, "Okapi's 0 animeeples", ""},
		{"misspelt origin", func(e *AnimalEntry) { e.Origin = "complted" }, `Okapi's origin "complted"`, "completed"},
		{"misspelt kind", func(e *AnimalEntry) { e.Kind = "prodcue" }, `Okapi's kind "prodcue"`, "produce"},
		{"completed without note", func(e *AnimalEntry) { e.Origin, e.Note = "completed", "" }, "Okapi, completed, without a note", ""},
		{"no global", func(e *AnimalEntry) { e.Global = carddata.Expr{} }, "Okapi's empty ability or global", ""},
		{"placement not a move to", func(e *AnimalEntry) { e.Placement = mustExpr(t, "move up to 1 over flora") },
			`Okapi's placement "move up to 1 over flora"`, ""},
		{"storage without scoring", func(e *AnimalEntry) { e.Storage = mustExpr(t, "score 1 vp / soil on this") },
			`Okapi's kind produce with storage "score 1 vp / soil on this"`, ""},
		{"global storage without scoring", func(e *AnimalEntry) { e.GlobalStorage = mustExpr(t, "score 1 vp / soil on this") },
			"Okapi's global_storage with global_kind produce", ""},
		{"scoring without storage", func(e *AnimalEntry) { e.Kind = "score" }, `Okapi's kind score with storage ""`, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := good()
			tc.edit(&e)
			err := AnimalFile{Animals: []AnimalEntry{e}}.Check()
			var list carddata.ErrorList
			if !errors.As(err, &list) || len(list) != 1 {
				t.Fatalf("Check: %v, want one error", err)
			}
			if got := list[0]; got.Found != tc.found || got.Suggest != tc.suggest || got.Pos != e.Pos {
				t.Errorf("Check: %q (found %q, suggest %q), want found %q, suggest %q at %v", got, got.Found, got.Suggest, tc.found, tc.suggest, e.Pos)
			}
		})
	}
	if err := (AnimalFile{Animals: []AnimalEntry{good()}}).Check(); err != nil {
		t.Errorf("Check of a good entry: %v", err)
	}
	twice := AnimalFile{Animals: []AnimalEntry{good(), good()}}
	twice.Animals[1].Pos.Line = 14
	if err := twice.Check(); err == nil || !strings.Contains(err.Error(), `a.yaml:14:5: animal "Okapi" given twice (first at 2:5)`) {
		t.Errorf("Check of a repeated name: %v", err)
	}
	odd := good()
	odd.Placement = carddata.Expr{Ability: &carddata.Ability{Body: &carddata.Benefit{}}, Text: "?"}
	if err := (AnimalFile{Animals: []AnimalEntry{odd}}).Check(); err == nil {
		t.Error("Check of a placement built in Go without a gain: no error")
	}
	if err := (AnimalFile{}).Check(); err == nil {
		t.Error("Check of an empty file: no error")
	}
}

func mustExpr(t *testing.T, text string) carddata.Expr {
	t.Helper()
	x, err := carddata.ParseExpr(text)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// ignoreAbilityPos compares ability trees without their positions.
var ignoreAbilityPos = cmpopts.IgnoreTypes(carddata.Pos{})

// TestDecodeAnimalsReportsPlace checks that a misspelt word in an entry
// is reported at the entry's file:line:col with the word meant.
func TestDecodeAnimalsReportsPlace(t *testing.T) {
	data := `animals:
  - name: Okapi
    scientific: Okapia johnstoni
    difficulty: 1
    animeeples: 1
    kind: produce
    ability: "move up to 2 { gain 1 soil }"
    global_kind: produce
    global: "gain 1 soil"
    origin: complted
    note: a test
`
	_, err := DecodeAnimals("a.yaml", []byte(data))
	want := `a.yaml:2:5: found Okapi's origin "complted", expected one of completed, original (did you mean "completed"?)`
	if err == nil || err.Error() != want {
		t.Errorf("DecodeAnimals: %v\nwant %s", err, want)
	}
}
