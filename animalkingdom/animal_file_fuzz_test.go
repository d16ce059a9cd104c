package animalkingdom

import (
	"errors"
	"testing"

	"github.com/rulebox/rulebox/carddata"
)

// FuzzDecodeAnimals checks that no Animal card file makes DecodeAnimals
// panic, that every failure is an ErrorList, and that a file it accepts
// passes Check and prints each ability back to text that parses.
func FuzzDecodeAnimals(f *testing.F) {
	data, err := cardFiles.ReadFile("cards/animals.yaml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(string(data))
	f.Add("animals:\n  - {name: Okapi, difficulty: 4, animeeples: 0, kind: prodcue, origin: complted}\n")
	f.Add("animals:\n  - {name: Okapi, ability: \"move up to 2 ovr flora\", global: \"gain 1 soil\"}\n")
	f.Add("animals:\n  - {name: Okapi, placement: \"move up to 1\", storage: \"score 1 vp / soil on this\"}\n")
	f.Fuzz(func(t *testing.T, text string) {
		af, err := DecodeAnimals("fuzz.yaml", []byte(text))
		if err != nil {
			var list carddata.ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("DecodeAnimals error is %T, want an ErrorList: %v", err, err)
			}
			return
		}
		if err := af.Check(); err != nil {
			t.Fatalf("DecodeAnimals accepted a file that Check refuses: %v", err)
		}
		for _, e := range af.Animals {
			for _, x := range []carddata.Expr{e.Placement, e.Ability, e.Storage, e.Global, e.GlobalStorage} {
				if _, err := carddata.ParseAbility(x.String()); x.Ability != nil && err != nil {
					t.Fatalf("%s: %q prints as %q, which fails: %v", e.Name, x.Text, x.String(), err)
				}
			}
		}
	})
}
