package earthexpress

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/carddata"
)

// brokenCard is a change to the standard file that breaks one card, the
// token at whose place the error must be, and a part of its message.
type brokenCard struct {
	from, to, token, msg string
}

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

// TestLoadCardsReportsEveryErrorInOnePass: a file with six broken cards,
// each broken differently (a misspelt field, a word for a number, a
// forgotten ":", a number out of range, an unknown word in an ability, a
// repeated name), reports all six at once, in file order, each at its
// mistake.
func TestLoadCardsReportsEveryErrorInOnePass(t *testing.T) {
	data, _ := cardFiles.ReadFile(standardFile)
	broken := []brokenCard{
		{"{name: Winter Daphne, origin: rulebook, types: [bush], habitats:", "{name: Winter Daphne, origin: rulebook, types: [bush], habitat:", "habitat:", `found field "habitat"`},
		{"{name: American Sycamore, origin: rulebook, types: [tree], habitats: [wet], vp: 1,", "{name: American Sycamore, origin: rulebook, types: [tree], habitats: [wet], vp: two,", "two", `found "two", expected a whole number`},
		{`"[blue] spend 1 seed, 1 growth: gain 4 sprouts"]}` + "\n  # Cards", `"[blue] spend 1 seed, 1 growth gain 4 sprouts"]}` + "\n  # Cards", "gain 4", `found "gain 4", expected ":" before the verb "gain"`},
		{"{name: Siberian Elm, origin: rulebook, types: [tree], habitats: [cold], vp: 1, sprouts: 2", "{name: Siberian Elm, origin: rulebook, types: [tree], habitats: [cold], vp: 1, sprouts: 9", "9", "Siberian Elm: sprouts 9 is out of range 0..6"},
		{`canopy_vp: 5, abilities: ["[yellow] gain 2 growth"]}`, `canopy_vp: 5, abilities: ["[yellow] gain 2 growht"]}`, "2 growht", `found "2 growht", expected a number of seeds, sprouts or growth, "2 growth" (did you mean "growth"?)`},
		{"{name: Basil,", "{name: Spearmint,", "{", `a second card named "Spearmint", expected unique card names: the first is at bad.yaml:`},
	}
	text := string(data)
	for _, b := range broken {
		if !strings.Contains(text, b.from) {
			t.Fatalf("the standard file has no %q", b.from)
		}
		text = strings.Replace(text, b.from, b.to, 1)
	}
	_, err := LoadCards("bad.yaml", []byte(text))
	var list carddata.ErrorList
	if !errors.As(err, &list) || len(list) != len(broken) {
		t.Fatalf("got %d errors, want %d:\n%v", len(list), len(broken), err)
	}
	for i, b := range broken {
		marker := b.to
		if j := strings.Index(marker, "\n"); j >= 0 {
			marker = marker[:j]
		}
		if b.token == "{" { // the second entry of the name
			marker = "{name: Spearmint, origin: example, types: [herb], habitats: [wet]"
		}
		at := "bad.yaml:" + tokenAt(t, text, marker, b.token)
		if got := list[i].Error(); !strings.HasPrefix(got, at+": ") || !strings.Contains(got, b.msg) {
			t.Errorf("error %d = %s\nwant at %s: ...%s...", i+1, got, at, b.msg)
		}
	}
}

// TestLoadCardsRefusalsTeach: each mistake, made alone in the standard
// file, is refused once, at the file's line and column of the mistake,
// saying what was found, what was expected and how to fix it: an ability
// without a colour (which never fires), "any 4" for "4+" in a Fauna
// objective, a Terrain's objective and an Ecosystem's tiers, and "if you
// has" for "if you have".
func TestLoadCardsRefusalsTeach(t *testing.T) {
	data, _ := cardFiles.ReadFile(standardFile)
	for _, b := range []brokenCard{
		{`canopy_vp: 5, abilities: ["[yellow] gain 2 growth"]}`, `canopy_vp: 5, abilities: ["gain 2 growth"]}`, "gain 2 growth",
			`found "gain 2 growth" without a colour, expected its colour before it, "[yellow] gain 2 growth": [red], [blue], [yellow] or [multicolour] to activate on that action, [black] to resolve once when the card is planted, [brown] to score at the end (one without a colour never fires)`},
		{`objective: "3+ herb, 2+ bush"`, `objective: "3+ herb, any 2 bush"`, "any",
			`found "any 2", expected "2+" for 2 or more, or "exactly 2": an Earth card has no "any N" (did you mean "2+"?)`},
		{`objective: "[brown] score 5 vp if 3+ flora with rocky"`, `objective: "[brown] score 5 vp if any 3 flora with rocky"`, "any",
			`found "any 3", expected "3+" for 3 or more`},
		{`scoring: "score vp / tree [1: 0, 2: 3, 3: 6, 4+: 10]"`, `scoring: "score vp / tree [1: 0, 2: 3, 3: 6, any 4: 10]"`, "any",
			`found "any 4", expected "4+" for 4 or more`},
		{`objective: "[brown] score 5 vp if 3+ flora with rocky"`, `objective: "[brown] score 5 vp if you has 3+ flora with rocky"`, "has",
			`found "has", expected "have" after "you" (did you mean "have"?)`},
	} {
		text := string(data)
		if !strings.Contains(text, b.from) {
			t.Fatalf("the standard file has no %q", b.from)
		}
		text = strings.Replace(text, b.from, b.to, 1)
		_, err := LoadCards("bad.yaml", []byte(text))
		var list carddata.ErrorList
		want := "bad.yaml:" + tokenAt(t, text, b.to, b.token) + ": "
		if !errors.As(err, &list) || len(list) != 1 || !strings.HasPrefix(list[0].Error(), want) || !strings.Contains(list[0].Error(), b.msg) {
			t.Errorf("%s: got %v\nwant %s...%s...", b.to, err, want, b.msg)
		}
	}
}
