package carddata

import (
	"errors"
	"strconv"
	"testing"
)

// firstOf is the first node of type T under a, in printed order, or nil.
func firstOf[T Node](a *Ability) T {
	var found T
	done := false
	Inspect(a, func(n Node) bool {
		if t, ok := n.(T); ok && !done {
			found, done = t, true
		}
		return !done
	})
	return found
}

// TestAnimalKingdomForms parses each construct the Animal cards are
// written with, checks that it prints back as written and that the tree
// holds what the construct means.
func TestAnimalKingdomForms(t *testing.T) {
	tests := []struct {
		name string
		text string
		got  func(*Ability) string
		want string
	}{
		{"move up to X", "move up to 3 { draw 1 card }",
			func(a *Ability) string {
				m := firstOf[*Move](a)
				return m.Qty.Kind.String() + " " + strconv.Itoa(m.Qty.N)
			}, "UpTo 3"},
		{"move exactly X", "move exactly 1 over terrain with sunny and wet { gain 3 soil }",
			func(a *Ability) string {
				m := firstOf[*Move](a)
				return m.Qty.Kind.String() + " " + strconv.Itoa(m.Qty.N)
			}, "Exactly 1"},
		{"move to a card", "move to flora with animal-name { store 1 soil if it has 1+ sprout }",
			func(a *Ability) string { m := firstOf[*Move](a); return m.To.String() }, "flora with animal-name"},
		{"over a type and habitats", "move exactly 1 over terrain with sunny and wet { gain 3 soil }",
			func(a *Ability) string { return firstOf[*Move](a).Over.String() }, "terrain with sunny and wet"},
		{"over cards with a name mark", "move to flora with colour-name { gain 1 growth on all flora adjacent to it }",
			func(a *Ability) string { return firstOf[*Move](a).To.With[0].Noun }, "colour-name"},
		{"over cards with pieces on them", "move exactly 2 over flora with 1+ growth { spend 1 growth from it }: gain 9 soil | gain 2 soil",
			func(a *Ability) string { return firstOf[*Move](a).Over.With[0].String() }, "1+ growth"},
		{"move to a card with an Animeeple on it", "move to card with 1+ animeeple { activate 1 animal on it }",
			func(a *Ability) string { return firstOf[*Move](a).To.With[0].String() }, "1+ animeeple"},
		{"distance per used Leaf", "move up to 1 / used-leaf over card with cold { compost up to 2 cards from hand }",
			func(a *Ability) string { return firstOf[*Move](a).Per.Noun }, "used-leaf"},
		{"gain per used Leaf", "move exactly 2 { gain 1 soil / used-leaf }",
			func(a *Ability) string { return firstOf[*Scale](a).Per.Noun }, "used-leaf"},
		{"per Animeeple", "gain 1 sprout on flora with wet / animeeple",
			func(a *Ability) string { return firstOf[*Scale](a).Per.Noun }, "animeeple"},
		{"store what was produced", "move exactly 1 over terrain { store 2 soil }",
			func(a *Ability) string { x := firstOf[*Action](a); return x.Verb + " " + x.Args[0].String() }, "store 2 soil"},
		{"store what was moved", "move to flora with full growth { store 1 canopy from it }",
			func(a *Ability) string { return firstOf[*Phrase](a).String() }, "from it"},
		{"storage scores", "score 3 vp / growth on this",
			func(a *Ability) string { return firstOf[*Relation](a).String() }, "on this"},
		{"each other player may gain", "move up to 3 over flora with sunny { gain 1 sprout on it } | gain 1 sprout",
			func(a *Ability) string { return a.Body.(*Benefit).Others.String() }, "gain 1 sprout"},
		{"Canopies as a quantity", "move up to 2 over tree with full growth { spend 1 canopy from it: gain 4 soil }",
			func(a *Ability) string { return firstOf[*Amount](a).String() }, "1 canopy"},
		{"placing on the Island", "spend 2 sprouts: gain 2 sprouts on island",
			func(a *Ability) string { b := a.Body.(*Benefit); return b.Gain.Effects[0].(*Action).Args[1].String() }, "on island"},
		{"activating another player's Animal", "activate 1 animal in others",
			func(a *Ability) string { return string(firstOf[*Selector](a).In.Who) }, "others"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, err := ParseAbility(tc.text)
			if err != nil {
				t.Fatalf("ParseAbility(%q): %v", tc.text, err)
			}
			if got := a.String(); got != tc.text {
				t.Errorf("%q prints back as %q", tc.text, got)
			}
			if got := tc.got(a); got != tc.want {
				t.Errorf("%q: got %q, want %q", tc.text, got, tc.want)
			}
		})
	}
}

// TestAnimalKingdomErrors checks that a misspelling in an Animal's
// constructs is reported at its place, with the word meant.
func TestAnimalKingdomErrors(t *testing.T) {
	tests := []struct {
		name    string
		text    string
		col     int
		suggest string
	}{
		{"misspelt over", "move up to 2 ovr flora { gain 1 sprout on it }", 14, "over"},
		{"misspelt over after a scale", "move up to 1 / used-leaf ovre card with cold", 26, "over"},
		{"misspelt over after move to", "move to flora ovr card", 15, "over"},
		{"misspelt exactly", "move exaclty 1 over terrain { gain 3 soil }", 6, "exactly"},
		{"misspelt from", "move up to 3 { spend 1 growth form it: gain 1 soil }", 31, "from"},
		{"misspelt from in storage", "move to flora { store 1 canopy frm it }", 32, "from"},
		{"misspelt with", "move to flora wiht animal-name", 15, "with"},
		{"misspelt move", "mvoe exactly 2 { gain 1 soil }", 1, "move"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseAbility(tc.text)
			var list ErrorList
			if !errors.As(err, &list) || len(list) == 0 {
				t.Fatalf("ParseAbility(%q) = %v, want an error", tc.text, err)
			}
			if got := list[0]; got.Pos.Line != 1 || got.Pos.Col != tc.col || got.Suggest != tc.suggest {
				t.Errorf("ParseAbility(%q): %v, want at 1:%d suggesting %q", tc.text, got, tc.col, tc.suggest)
			}
		})
	}
}

// TestAnimalKingdomErrorInFile checks that a misspelling inside an
// Animal's ability is reported at its file:line:col.
func TestAnimalKingdomErrorInFile(t *testing.T) {
	data := "cards:\n  - name: Okapi\n    ability: \"move up to 2 ovr flora { gain 1 sprout on it }\"\n"
	var set testSet
	err := Decode("animals.yaml", []byte(data), &set)
	want := `animals.yaml:3:28: found "ovr", expected "over" and the cards a move may cross, "{" and its block, or "," or ":" or "|" or "or" or end of ability (did you mean "over"?)`
	if err == nil || err.Error() != want {
		t.Errorf("Decode: %v\nwant %s", err, want)
	}
}
