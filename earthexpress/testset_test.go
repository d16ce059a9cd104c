package earthexpress

import (
	"fmt"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// face is what a card shows, in words that do not depend on the set.
type face struct {
	Terrain                     bool
	VP, Sprouts, Growth, Canopy int
	Words, Abilities            []string
	Objective                   string
}

// faceOf reads card c of cs.
func faceOf(cs *CardSet, c Card) face {
	ci := cs.Info(c)
	f := face{Terrain: ci.Terrain, VP: ci.VP, Sprouts: ci.Sprouts, Growth: ci.Growth, Canopy: ci.CanopyVP, Objective: ci.Objective.Text}
	f.Words = append(f.Words, ci.Words...)
	slices.Sort(f.Words)
	for _, ab := range ci.Abilities {
		f.Abilities = append(f.Abilities, fmt.Sprintf("[%v] %s", ab.Colour, ab.Text))
	}
	return f
}

// A name means one card: a card of the test set that shares its name with
// a card of the standard set is that card, number for number, and so are
// its Fauna and Ecosystem cards.
func TestTestSetNamesMeanTheStandardCards(t *testing.T) {
	test, std := testCards(t), StandardCards()
	for c := Card(1); int(c) <= test.Len(); c++ {
		name := test.Info(c).Name
		sc, ok := std.Lookup(name)
		if !ok {
			continue
		}
		if diff := cmp.Diff(faceOf(std, sc), faceOf(test, c)); diff != "" {
			t.Errorf("%s differs from the standard card (-standard +test):\n%s", name, diff)
		}
	}
	stdFauna := map[string]FaunaCard{}
	for _, f := range std.Fauna() {
		stdFauna[f.Name] = f
	}
	for _, f := range test.Fauna() {
		if s, ok := stdFauna[f.Name]; ok && (s.Sides[0].Name != f.Sides[0].Name || s.Sides[0].Text != f.Sides[0].Text || s.Sides[1].Name != f.Sides[1].Name || s.Sides[1].Text != f.Sides[1].Text) {
			t.Errorf("Fauna %s differs from the standard card", f.Name)
		}
	}
	stdEco := map[string]EcosystemCard{}
	for _, e := range std.Ecosystems() {
		stdEco[e.Name] = e
	}
	for _, e := range test.Ecosystems() {
		if s, ok := stdEco[e.Name]; ok && (s.Sides[0].Name != e.Sides[0].Name || s.Sides[0].Text != e.Sides[0].Text || s.Sides[1].Name != e.Sides[1].Name || s.Sides[1].Text != e.Sides[1].Text) {
			t.Errorf("Ecosystem %s differs from the standard card", e.Name)
		}
	}
}
