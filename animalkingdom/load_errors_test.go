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
