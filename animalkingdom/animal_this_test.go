package animalkingdom

import (
	"strings"
	"testing"
)

// TestAnimalAbilityThisIsTheAnimalCard: in an Animal ability "it" is the
// card the Animeeple reached, and loads; "this" is the Animal card, which
// only a store reaches, so "this" anywhere else is refused at its place
// with a message saying to write "it" (at the file's line and column of
// the word); "store ... on this" loads.
func TestAnimalAbilityThisIsTheAnimalCard(t *testing.T) {
	const cow = `"move up to 3 { spend 1 growth from it: compost up to 3 cards from deck }"`
	for _, tc := range []struct {
		ability string
		want    string // "" when it loads
		at      string // the word the error is at
	}{
		{cow, "", ""},
		{`"move up to 3 { spend 1 growth from this: compost up to 3 cards from deck }"`, `found "this", expected "it" for the card the Animeeple occupies`, "this"},
		{`"move up to 3 { gain 1 sprout if it has 1+ sprout }"`, "", ""},
		{`"move up to 3 { gain 1 sprout if this has 1+ sprout }"`, `found "this has 1+ sprout", expected "it" for the card the Animeeple occupies`, "this"},
	} {
		files, err := baseFiles()
		if err != nil {
			t.Fatal(err)
		}
		text := strings.Replace(string(files["animals"]), cow, tc.ability, 1)
		files["animals"] = []byte(text)
		_, err = LoadCards(files)
		if tc.at != "" {
			tc.want = "animals.yaml:" + tokenAt(t, text, tc.ability, tc.at) + ": " + tc.want
		}
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.ability, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: %v, want %q", tc.ability, err, tc.want)
		}
	}
}

// TestAnimalMovementOfNoCardIsRefused: a movement the engine cannot play
// (of no card, or exactly farther than a tableau's other cards) is refused
// at load, with the bound in the message.
func TestAnimalMovementOfNoCardIsRefused(t *testing.T) {
	const cow = `"move up to 3 { spend 1 growth from it: compost up to 3 cards from deck }"`
	for ability, want := range map[string]string{
		`"move exactly 0 { spend 1 growth from it: compost up to 3 cards from deck }"`:  `expected a movement of 1 card or more`,
		`"move up to 0 { spend 1 growth from it: compost up to 3 cards from deck }"`:    `expected a movement of 1 card or more`,
		`"move exactly 16 { spend 1 growth from it: compost up to 3 cards from deck }"`: `with N at most 15`,
		`"move exactly 15 { spend 1 growth from it: compost up to 3 cards from deck }"`: ``,
	} {
		files, err := baseFiles()
		if err != nil {
			t.Fatal(err)
		}
		files["animals"] = []byte(strings.Replace(string(files["animals"]), cow, ability, 1))
		_, err = LoadCards(files)
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
			t.Errorf("%s: %v, want %q", ability, err, want)
		}
	}
}
