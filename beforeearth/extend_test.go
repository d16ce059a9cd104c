package beforeearth_test

import (
	"os"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/beforeearth"
)

func TestExtendCards(t *testing.T) {
	data, err := os.ReadFile("../examples/cards/beforeearth.yaml")
	if err != nil {
		t.Fatal(err)
	}
	cs, err := beforeearth.LoadCards("beforeearth.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	if cs.QuarryCapacity != 5 {
		t.Errorf("quarry capacity %d, want the replaced 5", cs.QuarryCapacity)
	}
	if _, ok := cs.Lookup("Tidewalker"); !ok {
		t.Error("Tidewalker was added but is not in the set")
	}
	if _, ok := cs.Lookup("The Wayfarer"); ok {
		t.Error("The Wayfarer was removed but is in the set")
	}
	if got, want := len(cs.Ships), len(beforeearth.StandardCards().Ships); got != want {
		t.Errorf("%d ships, want %d", got, want)
	}
	if _, err := beforeearth.New(beforeearth.Config{Players: 2, Cards: cs}); err != nil {
		t.Fatal(err)
	}
	planet := "{name: Vega, origin: original, cost: {grey: 1}, ability: take 1 grey}"
	for file, want := range map[string]string{
		"extends: standard\nadd:\n  quarry_capacity: 3\n":                                   `x.yaml:3:3: found "quarry_capacity" under add, expected "quarry_capacity" under replace`,
		"extends: standard\nadd:\n  planets:\n    - " + planet + "\n    - " + planet + "\n": `x.yaml:5:7: planets "Vega" is added twice, first at x.yaml:4:7`,
	} {
		if _, err := beforeearth.LoadCards("x.yaml", []byte(file)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v, want it to contain %q", err, want)
		}
	}
}
