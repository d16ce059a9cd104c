package earthexpress

import (
	"strings"
	"testing"
)

func TestStandardCardsLoad(t *testing.T) {
	data, err := cardFiles.ReadFile(standardFile)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := LoadCards(standardFile, data)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"Winter Daphne", "American Sycamore", "Northern Highbush Blueberry", "Giant Club Cactus", "Siberian Elm"} {
		if _, ok := cs.Lookup(name); !ok {
			t.Errorf("the rulebook's %s is missing", name)
		}
	}
}

func TestLoadCardsReportsPlace(t *testing.T) {
	data, _ := cardFiles.ReadFile(standardFile)
	bad := strings.Replace(string(data), `"[yellow] gain 2 growth"]}`, `"[yellow] gain 2 grwth"]}`, 1)
	_, err := LoadCards("bad.yaml", []byte(bad))
	if err == nil || !strings.Contains(err.Error(), `bad.yaml:31:`) || !strings.Contains(err.Error(), `did you mean "growth"`) {
		t.Errorf("error %v", err)
	}
}
