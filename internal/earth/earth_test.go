package earth

import (
	"testing"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/grid"
)

func testVocab(t *testing.T) *Vocab {
	t.Helper()
	v, err := NewVocab([]string{"tree", "bush", "herb"}, []string{"wet", "cold"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// card makes a card with the words given.
func card(t *testing.T, v *Vocab, growthCap int, words ...string) *Card {
	c := &Card{GrowthCap: growthCap, CanopyVP: 5}
	for _, w := range words {
		b, ok := v.Lookup(w)
		if !ok {
			t.Fatalf("no word %q", w)
		}
		c.Traits |= b
	}
	return c
}

// rule compiles an objective or a scoring formula.
func rule(t *testing.T, v *Vocab, text string) Rule {
	t.Helper()
	a, err := carddata.ParseAbility(text)
	if err != nil {
		t.Fatal(err)
	}
	switch b := a.Body.(type) {
	case *carddata.Objective:
		r, err := CompileObjective(v, b)
		if err != nil {
			t.Fatal(err)
		}
		return r
	case *carddata.Benefit:
		r, err := CompileScore(v, b.Gain.Effects[0].(*carddata.Action))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	t.Fatalf("%q is neither", text)
	return Rule{}
}

// tableau lays cards out row by row on a 3x3 area.
func tableau(cards ...*Card) *Tableau {
	t := &Tableau{Area: grid.Rect(0, 0, 3, 3)}
	for k, c := range cards {
		t.Spaces[grid.Pos{Row: k / 3, Col: k % 3}.Index()] = Space{Card: c}
	}
	return t
}

func TestRules(t *testing.T) {
	v := testVocab(t)
	tree := card(t, v, 3, "flora", "tree", "wet")
	bush := card(t, v, 2, "flora", "bush", "cold")
	both := card(t, v, 2, "flora", "tree", "bush", "wet")
	herb := card(t, v, 1, "flora", "herb", "wet")
	tab := tableau(tree, both, bush, herb, nil, herb, tree, nil, nil)
	tab.Spaces[0].Growth = 3 // the first tree is full: a Canopy
	ctx := &Context{Own: tab, Self: grid.Pos{Row: 1, Col: 0}, HasSelf: true}
	for _, tc := range []struct {
		text string
		want int
	}{
		{"3+ tree", 1},                             // the two trees and the tree-bush
		{"3+ tree, 2+ bush", 0},                    // the tree-bush is one or the other
		{"2+ tree, 2+ bush", 1},                    // read as a bush
		{"score 2 vp / tree", 6},                   // it counts as a tree here
		{"score 3 vp / herb adjacent to this", 0},  // "this" is the herb at r2c1; the other herb is 2 away
		{"score 1 vp / flora adjacent to this", 3}, // the two trees and the tree-bush
		{"score 2 vp / flora same row as this", 4}, // itself and the herb at r2c3
		{"score 5 vp if 2+ flora with wet and 1+ growth", 0},
		{"score 5 vp if 1+ flora with full growth", 5},
		{"score vp / flora with wet [1-2: 1, 3-4: 4, 5+: 9]", 9},
		{"score 4 vp / 2 flora with wet", 8},
		{"score 3 vp / flora with wet in longest orthogonal chain max 10", 10},
		{"score 2 vp / row with 3 cards and different types", 0},    // row 1 is tree, tree-bush, bush: one type twice however read
		{"score 2 vp / column with 2 cards and different types", 2}, // column 3: bush and herb
	} {
		if got := rule(t, v, tc.text).Eval(ctx); got != tc.want {
			t.Errorf("%q = %d, want %d", tc.text, got, tc.want)
		}
	}
}

func TestLongestPath(t *testing.T) {
	// an L of 4 and a lone place
	s := grid.Of(grid.Pos{Row: 0, Col: 0}, grid.Pos{Row: 1, Col: 0}, grid.Pos{Row: 2, Col: 0}, grid.Pos{Row: 2, Col: 1}, grid.Pos{Row: 0, Col: 2})
	if got := LongestPath(s, grid.Orthogonal, 0).Len(); got != 4 {
		t.Errorf("longest orthogonal path %d, want 4", got)
	}
	if got := LongestPath(s, grid.Diagonal, 0).Len(); got != 2 {
		t.Errorf("longest diagonal path %d, want 2", got)
	}
	if got := LongestPath(s, grid.Orthogonal, grid.Of(grid.Pos{Row: 0, Col: 2})).Len(); got != 1 {
		t.Errorf("longest path through the lone place %d, want 1", got)
	}
}

func TestCompileErrorsArePlaced(t *testing.T) {
	v := testVocab(t)
	a, _ := carddata.ParseAbility("3+ tre, 2+ flora with wett")
	_, err := CompileObjective(v, a.Body.(*carddata.Objective))
	if err == nil || !containsAll(err.Error(), `1:4: found "tre"`, `did you mean "tree"`, `found "wett"`) {
		t.Errorf("error %v", err)
	}
}

func containsAll(s string, subs ...string) bool {
	for _, sub := range subs {
		if !contains(s, sub) {
			return false
		}
	}
	return true
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
