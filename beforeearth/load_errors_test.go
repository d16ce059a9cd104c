package beforeearth

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/carddata"
)

// TestLoadCardsReportsEveryErrorInOnePass: a file with a misspelt field, a
// forgotten ":", a word for a number and a repeated name reports all of
// them at once, in file order.
func TestLoadCardsReportsEveryErrorInOnePass(t *testing.T) {
	data, err := os.ReadFile("cards/standard.yaml")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.NewReplacer(
		"{name: Chelzane-0521, origin: rulebook,", "{name: Chelzane-0521, orgin: rulebook,",
		"ability: take any 2 resources}", "ability: spend 1 black gain 1 tech}",
		"{name: Eplade, origin: rulebook, cost_origin: original, cost: {white: 2}", "{name: Eplade, origin: rulebook, cost_origin: original, cost: {white: two}",
		"{name: Vyrmos,", "{name: Nestarvis,",
	).Replace(string(data))
	_, err = LoadCards("s.yaml", []byte(text))
	var list carddata.ErrorList
	if !errors.As(err, &list) || len(list) != 5 {
		t.Fatalf("got %d errors, want 5:\n%v", len(list), err)
	}
	for i, want := range []string{`found field "orgin"`, `found "gain 1", expected ":" before the verb "gain"`, `"two"`, `found "gain 1", expected ":"`, `card name "Nestarvis" is used twice`} {
		if !strings.Contains(list[i].Error(), want) {
			t.Errorf("error %d = %v, want it to say %s", i+1, list[i], want)
		}
	}
}
