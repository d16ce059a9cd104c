package earthexpress

import (
	"fmt"
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
	for _, tc := range []struct{ from, to, what string }{
		{"- name: Monarch Butterfly", "- name: Red Fox", "fauna card"},
		{"- name: Boreal Forest", "- name: Everglades", "ecosystem card"},
	} {
		twice := strings.Replace(string(data), tc.from, tc.to, 1)
		// The error is at the second card and says where the first is.
		lines := strings.Split(twice, "\n")
		var at []int
		for i, l := range lines {
			if strings.HasPrefix(strings.TrimSpace(l), tc.to) {
				at = append(at, i+1)
			}
		}
		if len(at) != 2 {
			t.Fatalf("%q is on lines %v", tc.to, at)
		}
		name := strings.TrimPrefix(tc.to, "- name: ")
		want := fmt.Sprintf("twice.yaml:%d:5: a second %s named %q (the first is at %d:5)", at[1], tc.what, name, at[0])
		if _, err := LoadCards("twice.yaml", []byte(twice)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("a set with two %ss named %q: %v, want %s", tc.what, name, err, want)
		}
	}
}
