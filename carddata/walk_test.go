package carddata

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestInspect(t *testing.T) {
	a, err := ParseAbility("when planted: spend 1 x: gain 2 y on this / flora with 1+ z above it in neighbour [1: 2] if it has 1+ w | move to t { gain 1 v }")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	Inspect(a, func(n Node) bool {
		got = append(got, fmt.Sprintf("%T %s", n, n))
		return true
	})
	want := []string{
		"*carddata.Ability when planted: spend 1 x: gain 2 y on this / flora with 1+ z above it in neighbour [1: 2] if it has 1+ w | move to t { gain 1 v }",
		"*carddata.Trigger when planted:",
		"*carddata.Benefit spend 1 x: gain 2 y on this / flora with 1+ z above it in neighbour [1: 2] if it has 1+ w | move to t { gain 1 v }",
		"*carddata.Sequence spend 1 x",
		"*carddata.Action spend 1 x",
		"*carddata.Amount 1 x",
		"*carddata.Quantity 1",
		"*carddata.Selector x",
		"*carddata.Sequence gain 2 y on this / flora with 1+ z above it in neighbour [1: 2] if it has 1+ w",
		"*carddata.Action gain 2 y on this / flora with 1+ z above it in neighbour [1: 2] if it has 1+ w",
		"*carddata.Amount 2 y",
		"*carddata.Quantity 2",
		"*carddata.Selector y",
		"*carddata.Phrase on this",
		"*carddata.Selector this",
		"*carddata.Scale flora with 1+ z above it in neighbour [1: 2]",
		"*carddata.Selector flora with 1+ z above it in neighbour",
		"*carddata.Feature 1+ z",
		"*carddata.Quantity 1+",
		"*carddata.Relation above it",
		"*carddata.Selector it",
		"*carddata.Target neighbour",
		"*carddata.Tier 1: 2",
		"*carddata.Quantity 1",
		"*carddata.Condition it has 1+ w",
		"*carddata.Amount 1+ w",
		"*carddata.Quantity 1+",
		"*carddata.Selector w",
		"*carddata.Sequence move to t { gain 1 v }",
		"*carddata.Move move to t { gain 1 v }",
		"*carddata.Selector t",
		"*carddata.Benefit gain 1 v",
		"*carddata.Sequence gain 1 v",
		"*carddata.Action gain 1 v",
		"*carddata.Amount 1 v",
		"*carddata.Quantity 1",
		"*carddata.Selector v",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Inspect order (-want +got):\n%s", diff)
	}
}

func TestInspectPrune(t *testing.T) {
	a, err := ParseAbility("gain 1 x, take 2 y")
	if err != nil {
		t.Fatal(err)
	}
	var verbs []string
	Inspect(a, func(n Node) bool {
		if act, ok := n.(*Action); ok {
			verbs = append(verbs, act.Verb)
			return false
		}
		_, isAmount := n.(*Amount)
		if isAmount {
			t.Errorf("Inspect went below a pruned action to %v", n)
		}
		return true
	})
	if diff := cmp.Diff([]string{"gain", "take"}, verbs); diff != "" {
		t.Errorf("verbs (-want +got):\n%s", diff)
	}
	Inspect(nil, func(Node) bool { t.Error("called for nil"); return true })
	Inspect((*Action)(nil), func(Node) bool { t.Error("called for a nil *Action"); return true })
}

// TestInspectNewForms checks that Inspect reaches a relation's anchor and
// its features, and a chain and the card it passes through.
func TestInspectNewForms(t *testing.T) {
	a, err := ParseAbility("[brown] score 2 vp / 2 flora above tree with wet in longest diagonal chain through bush with 1+ z max 9")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	Inspect(a, func(n Node) bool {
		switch n.(type) {
		case *Relation, *Chain, *Selector, *Feature:
			got = append(got, fmt.Sprintf("%T %s", n, n))
		}
		return true
	})
	want := []string{
		"*carddata.Selector vp",
		"*carddata.Selector flora above tree with wet in longest diagonal chain through bush with 1+ z",
		"*carddata.Relation above tree with wet",
		"*carddata.Selector tree with wet",
		"*carddata.Feature wet",
		"*carddata.Chain longest diagonal chain through bush with 1+ z",
		"*carddata.Selector bush with 1+ z",
		"*carddata.Feature 1+ z",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Inspect (-want +got):\n%s", diff)
	}
}
