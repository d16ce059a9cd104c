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

// TestLoadCardsRefusesRepeatedNames checks that two Fauna or Ecosystem
// cards of one name are refused, as moves, events and results name them.
func TestLoadCardsRefusesRepeatedNames(t *testing.T) {
	data, err := cardFiles.ReadFile(standardFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{"- name: Monarch Butterfly", "- name: Red Fox", `two fauna cards named "Red Fox"`},
		{"- name: Boreal Forest", "- name: Everglades", `two ecosystem cards named "Everglades"`},
	} {
		twice := strings.Replace(string(data), tc.from, tc.to, 1)
		if _, err := LoadCards("twice.yaml", []byte(twice)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("a set with %s: %v", tc.want, err)
		}
	}
}
