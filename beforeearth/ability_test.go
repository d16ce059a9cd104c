package beforeearth

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAbilityErrors checks that every ability the engine cannot perform is
// refused with its place in the text and what would be accepted.
func TestAbilityErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"gian 1 tech", `1:1: found verb "gian", expected a verb (gain, lose`},
		{"gain 1 tech / quarry", `no scaling "/"`},
		{"gain 1 tech if you have 2+ damage", `a condition only after "win"`},
		{"opponent gain 1 tech", "no target before the verb"},
		{"move up to 3", "there is no movement in this game"},
		{"5+ planets", "an effect, not an objective"},
		{"when planted: gain 1 tech", "an ability without a trigger"},
		{"gain 1 tech | gain 1 tech", "no benefit for the other player"},
		{"gain 1 tech: take 1 grey", `1:1: found "gain 1 tech", expected a cost (spend or lose) before ":"`},
		{"activate it", `"activate it" right after "take 1 spaceship"`},
		{"gain 1 quarry", "gain N tech"},
		{"reduce 1 tech", "reduce N damage"},
		{"take 2 spaceships", "take 1 spaceship"},
		{"take 1 grey from deck", "take N black|grey|white"},
		{"spend any 2 spaceships", "spend any N resources"},
		{"trade 1 grey for 1 white", "trade N black|grey|white for any N resources"},
		{"collect 4 quarries", "collect N quarries (1 to 3)"},
		{"copy action of neighbour", "copy action of opponent"},
		{"colonize 2 planets", "colonize 1 planet [for N less]"},
		{"colonize any 1 planet from row for free", "colonize 1 planet [for N less]"},
		{"colonize 1 planet for 2 more", "colonize 1 planet [for N less]"},
		{"win if opponent has 6 damage", "win if opponent has N+ damage"},
		{"win if opponent has 9+ damage", "win if opponent has N+ damage"},
		{"opponent need 8 planets", "opponent need N planets to win"},
		{"deal 1 damage to you", "deal N damage to opponent"},
	}
	for _, tt := range tests {
		var a Ability
		err := a.UnmarshalText([]byte(tt.text))
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want one with %q", tt.text, err, tt.want)
		}
	}
}

// TestAbilityOps checks what each verb compiles to.
func TestAbilityOps(t *testing.T) {
	tests := []struct {
		text string
		want [][]op
	}{
		{"gain 2 technology", [][]op{{{kind: opTech, n: 2}}}},
		{"take 1 grey from supply, take any 2 resources from supply", [][]op{{{kind: opTake, n: 1, c: Grey}, {kind: opTakeAny, n: 2}}}},
		{"spend 1 white: gain 1 tech or lose 2 tech: reduce 1 damage", [][]op{
			{{kind: opSpend, n: 1, c: White}, {kind: opTech, n: 1}},
			{{kind: opTech, n: -2}, {kind: opHeal, n: 1}},
		}},
		{"trade 2 black for any 1 resource", [][]op{{{kind: opSpend, n: 2, c: Black}, {kind: opTakeAny, n: 1}}}},
		{"colonize 1 planet", [][]op{{{kind: opColonize}}}},
		{"take 1 spaceship, activate it", [][]op{{{kind: opTakeShip}}}},
		{"opponent need 9 planets to win", [][]op{{{kind: opOppPlanets, n: 9}}}},
		{"win if you have 5+ damage", [][]op{{{kind: opWinOwnDamage, n: 5}}}},
		{"", nil},
	}
	for _, tt := range tests {
		var a Ability
		if err := a.UnmarshalText([]byte(tt.text)); err != nil {
			t.Errorf("%q: %v", tt.text, err)
			continue
		}
		if diff := cmp.Diff(tt.want, opsOf(a), cmp.AllowUnexported(op{})); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tt.text, diff)
		}
		if text, _ := a.MarshalText(); tt.text != "" && string(text) == "" {
			t.Errorf("%q has no canonical text", tt.text)
		}
	}
}
