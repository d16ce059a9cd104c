package earth

import (
	"strings"
	"testing"

	"github.com/rulebox/rulebox/carddata"
)

func TestCardFileChecks(t *testing.T) {
	v := testVocab(t)
	at := carddata.Pos{File: "set.yaml", Line: 4, Col: 3}
	var errs carddata.ErrorList
	tree, _ := v.Lookup("tree")
	if got := CheckWords(v, &errs, at, "type", []string{"tree", "tre"}, []string{"tree", "bush"}); got != tree {
		t.Errorf("CheckWords = %b, want tree's %b", got, tree)
	}
	CheckSpaces(&errs, nil, at, "Maple", 7, 9, 3)
	CheckSpaces(&errs, nil, at, "Oak", 6, 0, 2)
	CheckSpaces(&errs, nil, at, "Fine", 6, 8, 4)
	CheckAbilityCount(&errs, at, "Maple", 3, 1, 2)
	CheckAbilityCount(&errs, at, "Fine", 2, 1, 2)
	CheckNamed(&errs, at, "", "a flora")
	var names Names
	names.Add(&errs, at, "Maple")
	names.Add(&errs, at, "Maple")
	names.Add(&errs, at, "")
	names.Add(&errs, at, "")
	got := errs.Error()
	for _, want := range []string{
		`set.yaml:4:3: found type "tre", expected one of the set's types (tree, bush) (did you mean "tree"?)`,
		"Maple: sprouts 7 is out of range 0..6", "Maple: growth 9 is out of range 0..8",
		"Oak: canopy_vp 2: expected 0 or more, and 0 without growth",
		"Maple has 3 abilities: expected 1 or 2", "a flora without a name", `a second card named "Maple"`,
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the errors lack %q:\n%s", want, got)
		}
	}
	if len(errs) != 7 || strings.Contains(got, "Fine") {
		t.Errorf("%d errors, want 7 and none for Fine:\n%s", len(errs), got)
	}
}

func TestBareObjective(t *testing.T) {
	for text, want := range map[string]bool{
		"5+ flora each with 1+ growth": true,
		"[brown] 3+ tree":              false,
		"score 2 vp / tree":            false,
	} {
		ab, err := carddata.ParseAbility(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if _, ok := BareObjective(carddata.Expr{Text: text, Ability: ab}); ok != want {
			t.Errorf("BareObjective(%q) = %v, want %v", text, ok, want)
		}
	}
	if _, ok := BareObjective(carddata.Expr{}); ok {
		t.Error("an empty text holds an objective")
	}
}

func TestFaunaBoardVP(t *testing.T) {
	std := FaunaBoard{BeginnerVP: 10, Spaces: []int{20, 16, 13}}
	beg := std
	beg.Beginner = true
	for _, c := range []struct {
		b    FaunaBoard
		k    int
		want int
	}{{std, 0, 20}, {std, 2, 13}, {std, 3, 0}, {std, -1, 0}, {beg, 0, 10}, {beg, 7, 10}, {beg, -1, 0}} {
		if got := c.b.VP(c.k); got != c.want {
			t.Errorf("%+v.VP(%d) = %d, want %d", c.b, c.k, got, c.want)
		}
	}
}
