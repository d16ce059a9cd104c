package carddata

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// FuzzParseAbility checks that no text makes the parser panic, that a
// failure is always an ErrorList, and that a parsed ability prints to text
// that parses back to the same ability.
func FuzzParseAbility(f *testing.F) {
	for _, c := range allCorpus() {
		f.Add(c.text)
	}
	f.Add("gain 1 growth wiht wet, take any 2, deal 1 damage to oponent")
	f.Add("move up to 1 {move up to 1 {gain 1 x}}")
	f.Fuzz(func(t *testing.T, text string) {
		a, err := ParseAbility(text)
		if err != nil {
			if _, ok := err.(ErrorList); !ok {
				t.Fatalf("ParseAbility(%q) error is %T, want ErrorList", text, err)
			}
			return
		}
		printed := a.String()
		back, err := ParseAbility(printed)
		if err != nil {
			t.Fatalf("ParseAbility(%q) printed %q, which fails: %v", text, printed, err)
		}
		if diff := cmp.Diff(a, back, ignorePos); diff != "" {
			t.Fatalf("ParseAbility(%q) printed %q, which parses differently (-want +got):\n%s", text, printed, diff)
		}
	})
}

// FuzzDecode checks that no card file makes Decode panic, that its
// failures are ErrorLists, and that their text lists at most MaxListed
// errors and a count of the rest.
func FuzzDecode(f *testing.F) {
	f.Add("cards:\n  - name: Eplade\n    vp: 2\n    ability: gain 1 tech\n")
	f.Add("cards:\n  - ability: \"spend 1 x: gain 1 y\"\n    extra: {a: take any 2 resources}\n")
	f.Add("cards:\n  - ability: |\n      gain 1 growth,\n      take 1 grey\n")
	f.Add("cards: [{nmae: x, vp: y, ability: moev up to 2}]\n")
	f.Add("x: &a [1, 2]\ncards: [{vp: *a, ability: &b gain 1 x}, {ability: *b, types: *a}]\n")
	f.Add("cards:\n  - vp: 99999999999999999999\n    sprouts: -1\n---\ncards: []\n")
	f.Add("cards: [{ability: \"~, ~, ~, ~\"}, {ability: \"gain\\t1 x wiht\"}]\n")
	for _, c := range allCorpus() {
		f.Add("cards:\n  - ability: '" + c.text + "'\n")
	}
	f.Fuzz(func(t *testing.T, data string) {
		var set testSet
		err := Decode("fuzz.yaml", []byte(data), &set)
		if err == nil {
			return
		}
		if _, ok := err.(ErrorList); !ok {
			t.Fatalf("Decode(%q) error is %T, want ErrorList", data, err)
		}
		if lines := strings.Count(err.Error(), "\n") + 1; lines > MaxListed+1 {
			t.Fatalf("Decode(%q) error has %d lines, want at most %d", data, lines, MaxListed+1)
		}
	})
}
