package earth

import (
	"testing"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/gametest"
	"github.com/rulebox/rulebox/internal/grid"
)

// TestZeroValuesOfEveryType calls every exported method of the zero value
// of every exported type, and of nil pointers, and every exported function,
// with zero and a few valid arguments: none panics.
func TestZeroValuesOfEveryType(t *testing.T) {
	v := testVocab(t)
	r := rule(t, v, "score 2 vp / tree")
	tree := card(t, v, 3, "tree", "wet")
	tab := tableau(tree, nil, tree)
	ctx := &Context{Own: tab, Neighbour: tab}
	sel := &carddata.Selector{Noun: "tree"}
	values := []any{
		Card{}, Category(0), Category(200), Context{}, Lint{}, Places{}, Rule{}, Scratch{},
		(*Scratch)(nil), Space{}, Space{Card: tree, Growth: 9, Sprouts: -1}, Tableau{},
		(*Tableau)(nil), Traits(0), Vocab{}, (*Vocab)(nil), v, r, tab, NewScratch(),
		Colour(0), Multicolour, Colour(200), FaunaBoard{}, FaunaBoard{Spaces: []int{3}}, Names{}, (*Names)(nil),
	}
	args := []any{
		-1, 2, 1 << 40, "tree", "nope", Traits(1), Traits(^uint64(0)), Category(1),
		ctx, &Context{}, &Scratch{}, []*Card{tree, nil}, v, sel, &carddata.Selector{},
		&carddata.Quantity{}, &carddata.Quantity{Kind: carddata.QtyKind(99)}, &carddata.Quantity{Kind: carddata.AnyOf, N: 2}, &carddata.Objective{},
		&carddata.Action{}, &carddata.Action{Verb: "score"}, &carddata.Scale{},
		&carddata.Objective{Needs: []*carddata.Amount{nil, {}}}, grid.Set(7), [4]grid.Dir{}, [4]grid.Dir{99, -1, 0, 1},
		[]string{"tree", "bush"}, []string{"tree", "tree"}, Red, []Colour{Red}, &carddata.ErrorList{},
		carddata.Pos{}, carddata.Expr{}, carddata.Expr{Ability: &carddata.Ability{}},
		carddata.SameRowAs, carddata.AdjacentTo, carddata.OnCard, carddata.Dir(-1), carddata.Dir(99),
	}
	gametest.CallEveryMethod(t, ".", values, args...)
	funcs := map[string]any{
		"Holds": Holds, "LongestPath": LongestPath, "CompilePlaces": CompilePlaces,
		"CompileCount": CompileCount, "CompileObjective": CompileObjective,
		"CompileScale": CompileScale, "CompileScore": CompileScore,
		"NewScratch": NewScratch, "NewVocab": NewVocab,
		"ParseColour": ParseColour, "ColourNames": ColourNames, "CheckWords": CheckWords,
		"CheckSpaces": CheckSpaces, "CheckAbilityCount": CheckAbilityCount, "CheckNamed": CheckNamed,
		"BareObjective": BareObjective, "IsPlacement": IsPlacement, "Placed": Placed,
		"RefuseAnyOf": RefuseAnyOf,
	}
	gametest.CallEveryFunc(t, ".", funcs, args...)
}
