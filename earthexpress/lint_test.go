package earthexpress

import (
	"strings"
	"testing"
)

// TestLintStandardSet checks every objective of the embedded set can be met
// and prints each one's share of cards (go test -v).
func TestLintStandardSet(t *testing.T) {
	for _, e := range Lint(StandardCards()) {
		if e.Problem != "" {
			t.Errorf("%s %q (%s) cannot be met: %s", e.Kind, e.Name, e.Text, e.Problem)
		}
		t.Logf("%-9s %-28s %5.1f%%  %s", e.Kind, e.Name, 100*e.Share, e.Text)
	}
}

func TestLintFindsAnUnachievableObjective(t *testing.T) {
	data, err := cardFiles.ReadFile(standardFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ objective, want string }{
		{"10+ tree", "a count of 10 cards: a tableau holds 9"},
		{"3+ succulent with wet", "only 0 cards of the deck can count"},
	} {
		text := strings.Replace(string(data), "objective: 3+ tree}", "objective: "+tc.objective+"}", 1)
		cs, err := LoadCards("lint.yaml", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, e := range Lint(cs) {
			if e.Name == "Red Fox Kits" {
				found = strings.Contains(e.Problem, tc.want)
			}
		}
		if !found {
			t.Errorf("%q: the lint does not report %q", tc.objective, tc.want)
		}
	}
}

// TestLintShare checks a share against a count by hand: Beaver's "4+ flora
// with wet" counts the Flora with the wet habitat.
func TestLintShare(t *testing.T) {
	cs := testCards(t)
	wet, _ := cs.vocab.Lookup("wet")
	flora, _ := cs.vocab.Lookup("flora")
	n := 0
	for c := Card(1); int(c) <= cs.Len(); c++ {
		if cs.info(c).Traits.Has(wet | flora) {
			n++
		}
	}
	for _, e := range Lint(cs) {
		if e.Name == "Beaver" {
			if want := float64(n) / float64(cs.Len()); e.Share != want {
				t.Errorf("Beaver's share %v, want %v", e.Share, want)
			}
			return
		}
	}
	t.Fatal("no Beaver")
}
