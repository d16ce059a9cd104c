package animalkingdom

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/carddata"
)

// tokenAt is the line and column of token in the first line of text that
// holds marker.
func tokenAt(t *testing.T, text, marker, token string) string {
	t.Helper()
	for i, l := range strings.Split(text, "\n") {
		if strings.Contains(l, marker) {
			if c := strings.Index(l, token); c >= 0 {
				return fmt.Sprintf("%d:%d", i+1, len([]rune(l[:c]))+1)
			}
		}
	}
	t.Fatalf("no %q on a line with %q", token, marker)
	return ""
}

// TestLoadCardsReportsEveryErrorInOnePass: an Earth file with six broken
// cards, each broken differently (a misspelt field, a word for a number,
// a forgotten ":", a number out of range, "max" on a gain, a repeated
// name), reports all six at once, in file order, each at its mistake.
func TestLoadCardsReportsEveryErrorInOnePass(t *testing.T) {
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	broken := []struct{ from, to, token, msg string }{
		{`name: "Papaya", kind: tree, types: [tree], cost: 4, vp: 3, sprouts: 5, growth: 3, canopy_vp: 5, habitats:`, `name: "Papaya", kind: tree, types: [tree], cost: 4, vp: 3, sprouts: 5, growth: 3, canopy_vp: 5, habitat:`, "habitat:", `found field "habitat"`},
		{`name: "Dog Grass", kind: herb, types: [herb], cost: 2,`, `name: "Dog Grass", kind: herb, types: [herb], cost: two,`, "two", `found "two", expected a whole number`},
		{`name: "Japanese Boxwood", kind: bush, types: [bush], cost: 2, vp: 1, sprouts: 6, growth: 1, canopy_vp: 1, habitats: [sunny, wet, rocky, cold], marks: [place-name], abilities: ["[red] gain 2 sprouts"]}`, `name: "Japanese Boxwood", kind: bush, types: [bush], cost: 2, vp: 1, sprouts: 6, growth: 1, canopy_vp: 1, habitats: [sunny, wet, rocky, cold], marks: [place-name], abilities: ["[red] spend 1 seed gain 3 sprouts"]}`, "gain 3", `found "gain 3", expected ":" before the verb "gain" if what comes before is its cost, or "," if it is another effect (did you mean ": gain"?)`},
		{`name: "Rubber Tree", kind: tree, types: [tree], cost: 2, vp: 2, sprouts: 4`, `name: "Rubber Tree", kind: tree, types: [tree], cost: 2, vp: 2, sprouts: 9`, "9", "Rubber Tree: sprouts 9 is out of range 0..6"},
		{`name: "Garlic", kind: herb, types: [herb], cost: 4, vp: 2, sprouts: 5, growth: 3, canopy_vp: 3, abilities: ["[blue] gain 2 soil"]}`, `name: "Garlic", kind: herb, types: [herb], cost: 4, vp: 2, sprouts: 5, growth: 3, canopy_vp: 3, abilities: ["[blue] gain 1 sprout / herb max 3"]}`, "herb max 3", `found "herb max 3", expected what is counted, with no "max": an Earth gain is not bounded (Earth Express's is), so remove "max 3"`},
		{`name: "Winter Daphne", kind: bush`, `name: "Basil", kind: bush`, "{", `found a second card named "Basil", expected unique card names: the first is at earth.yaml:`},
	}
	text := string(files["earth"])
	for _, b := range broken {
		if !strings.Contains(text, b.from) {
			t.Fatalf("earth.yaml has no %q", b.from)
		}
		text = strings.Replace(text, b.from, b.to, 1)
	}
	files["earth"] = []byte(text)
	_, err = LoadCards(files)
	var list carddata.ErrorList
	if !errors.As(err, &list) || len(list) != len(broken) {
		t.Fatalf("got %d errors, want %d:\n%v", len(list), len(broken), err)
	}
	for i, b := range broken {
		at := "earth.yaml:" + tokenAt(t, text, b.to, b.token)
		if got := list[i].Error(); !strings.HasPrefix(got, at+": ") || !strings.Contains(got, b.msg) {
			t.Errorf("error %d = %s\nwant at %s: ...%s...", i+1, got, at, b.msg)
		}
	}
}

// TestLoadCardsDuplicateFaunaSaysWhereTheFirstIs: a second Fauna side of
// a name is reported at its place, saying where the first is.
func TestLoadCardsDuplicateFaunaSaysWhereTheFirstIs(t *testing.T) {
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Replace(string(files["fauna"]), `"Earthworm"`, `"Bald Eagle"`, 1)
	files["fauna"] = []byte(text)
	_, err = LoadCards(files)
	want := fmt.Sprintf(`fauna.yaml:%s: found a second card named "Bald Eagle", expected unique card names: the first is at fauna.yaml:%s`,
		tokenAt(t, text, `name: "Bald Eagle", objective: "15+`, "{"), tokenAt(t, text, `name: "Bald Eagle", objective: "4+`, "{"))
	if err == nil || err.Error() != want {
		t.Errorf("got %v\nwant %s", err, want)
	}
}

// TestLoadCardsRefusalsTeach: each mistake, made alone in a standard
// file, is refused once, at the file's line and column of the mistake
// (inside the ability's text, an Animal card's as every other card's),
// saying what was found, what was expected and how to fix it: a wrong
// word in an Animal's ability, Global Ability and placement; an ability
// whose colour never fires it (none, or brown on a gain; a score not
// brown) on an Earth card or an Island; "any 4" for "4+" (once, where the
// gain it is in would refuse it too); "you has".
func TestLoadCardsRefusalsTeach(t *testing.T) {
	for _, tc := range []struct{ file, from, to, token, msg string }{
		{"animals", `ability: "move up to 3 { spend 1 growth from it: compost up to 3 cards from deck }"`, `ability: "move up to 3 { spend 1 growth from it: juggle up to 3 cards from deck }"`,
			"juggle", `found "juggle up to 3 cards from deck", expected gain, spend, draw, compost, discard, take or copy`},
		{"animals", `global: "spend 1 growth: compost 2 cards from deck"`, `global: "spend 1 growth from this: compost 2 cards from deck"`,
			"this", `found "this", expected "it" for the card the Animeeple occupies`},
		{"animals", `placement: "move to flora"`, `placement: "move to flroa"`,
			"flroa", `found "flroa"`},
		{"earth", `abilities: ["[blue] gain 2 soil"]`, `abilities: ["gain 2 soil"]`,
			"gain 2 soil", `found "gain 2 soil" without a colour, expected a colour before it: [green], [red], [blue], [yellow] or [multicolour] to activate on that action, [black] to resolve once when the card is planted`},
		{"earth", `abilities: ["[blue] gain 2 soil"]`, `abilities: ["[brown] gain 2 soil"]`,
			"[brown]", `found "gain 2 soil" on [brown], expected a colour before it: [green], [red], [blue], [yellow] or [multicolour]`},
		{"earth", `"[brown] score 3 vp / herb same row as this"]}`, `"score 3 vp / herb same row as this"]}`,
			"score", `found "score 3 vp / herb same row as this" without a colour, expected [brown] before it: an ongoing or end-game ability is brown (did you mean "[brown] score 3 vp / herb same row as this"?)`},
		{"earth", `"[brown] score 3 vp / herb same row as this"]}`, `"[red] score 3 vp / herb same row as this"]}`,
			"[red] score", `found "score 3 vp / herb same row as this" on [red], expected [brown] before it`},
		{"islands", `"[green] draw 1 card / terrain with just-planted"`, `"draw 1 card / terrain with just-planted"`,
			"draw 1 card /", `found "draw 1 card / terrain with just-planted" without a colour, expected a colour before it`},
		{"fauna", `objective: "4+ flora each with 3+ growth"`, `objective: "any 4 flora each with 3+ growth"`,
			"any", `found "any 4", expected "4+" for 4 or more, or "exactly 4": an Earth card has no "any N" (did you mean "4+"?)`},
		{"fauna", `objective: "4+ flora each with 3+ growth"`, `objective: "4+ flora each with any 3 growth"`,
			"any", `found "any 3", expected "3+" for 3 or more, or "exactly 3": an Earth card has no "any N" (did you mean "3+"?)`},
		{"earth", `abilities: ["[blue] gain 2 soil"]`, `abilities: ["[blue] gain any 2 soil"]`,
			"any", `found "any 2", expected "2+" for 2 or more, or "exactly 2": an Earth card has no "any N"`},
		{"earth", `abilities: ["[blue] gain 2 soil"]`, `abilities: ["[brown] score 5 vp if you has 3+ flora with rocky"]`,
			"has", `found "has", expected "have" after "you" (did you mean "have"?)`},
	} {
		files, err := baseFiles()
		if err != nil {
			t.Fatal(err)
		}
		text := string(files[tc.file])
		if !strings.Contains(text, tc.from) {
			t.Fatalf("%s.yaml has no %q", tc.file, tc.from)
		}
		text = strings.Replace(text, tc.from, tc.to, 1)
		files[tc.file] = []byte(text)
		_, err = LoadCards(files)
		var list carddata.ErrorList
		want := tc.file + ".yaml:" + tokenAt(t, text, tc.to, tc.token) + ": "
		if !errors.As(err, &list) || len(list) != 1 || !strings.HasPrefix(list[0].Error(), want) || !strings.Contains(list[0].Error(), tc.msg) {
			t.Errorf("%s with %s: got %v\nwant %s...%s...", tc.file, tc.to, err, want, tc.msg)
		}
	}
}

// TestLoadCardsPlacesAnExtensionsAnimal: an Animal added by an extension
// file is refused at the extension's line and column of the mistake.
func TestLoadCardsPlacesAnExtensionsAnimal(t *testing.T) {
	text := `extends: standard
add:
  animals:
    - name: Vocab 1000
      scientific: Testus vocabularis
      difficulty: 1
      animeeples: 1
      kind: produce
      ability: "move up to 2 { gain 1 soil, gain 2 spruots }"
      global_kind: produce
      global: "gain 1 soil"
      origin: original
`
	_, err := LoadCards(map[string][]byte{"vocab": []byte(text)})
	want := "vocab.yaml:" + tokenAt(t, text, "spruots", "2 spruots") + `: found "2 spruots", expected soil, sprouts or growth`
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("got %v\nwant %s...", err, want)
	}
}
