package carddata

import (
	"errors"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestZeroValuesOfEveryType calls every exported method of the zero value
// of every exported type, and of a nil pointer to each node, and every
// exported function, with zero and a few valid and invalid arguments: none
// panics.
func TestZeroValuesOfEveryType(t *testing.T) {
	ab, err := ParseAbility("spend 2 sprouts: gain 4 growth, opponent gain 1 sprout")
	if err != nil {
		t.Fatal(err)
	}
	obj, err := ParseAbility("score 2 per flora with 3 sprouts")
	if err != nil {
		t.Fatal(err)
	}
	var list ErrorList
	list.Addf(Pos{File: "x.yaml", Line: 1, Col: 1}, "bad")
	values := []any{
		Ability{}, Action{}, Amount{}, Benefit{}, Chain{}, Choice{}, Condition{},
		Error{}, ErrorList(nil), Expr{}, Feature{}, Move{}, Objective{}, Phrase{},
		Pos{}, QtyKind(0), Quantity{}, Relation{}, Scale{}, Selector{}, Sequence{},
		Target{}, Tier{}, Trigger{}, Who(""), Flaws(0), Fields(nil), Fields{"vp": {Line: 2, Col: 5}},
		(*Ability)(nil), (*Action)(nil), (*Amount)(nil), (*Benefit)(nil), (*Chain)(nil),
		(*Choice)(nil), (*Condition)(nil), (*Error)(nil), (*Feature)(nil), (*Move)(nil),
		(*Objective)(nil), (*Phrase)(nil), (*Quantity)(nil), (*Relation)(nil),
		(*Scale)(nil), (*Selector)(nil), (*Sequence)(nil), (*Target)(nil), (*Tier)(nil),
		(*Trigger)(nil), ab, obj, list, ErrorList{nil}, QtyKind(-1), QtyKind(99),
		Prep(0), Prep(-1), Prep(99), Dir(0), Dir(-1), Dir(99), ChainDir(0), ChainDir(-1),
		ChainDir(99), Measure(0), Measure(-1), Measure(99),
	}
	var into struct {
		Name string `yaml:"name"`
		Expr Expr   `yaml:"ability"`
	}
	args := []any{
		-1, 1, 1 << 40, "x.yaml", "gain 1 tech", "score 2 per", "gain", "sprouts",
		[]byte("name: a\nability: gain 1 tech\n"), []byte("- [\n"), []byte("{}"), []byte("extends: x\nadd: {name: [1]}\nremove: {name: [a]}\n"),
		[]string{"sprout", "growth"}, Pos{File: "x.yaml", Line: 3, Col: 4},
		errors.New("plain"), ErrorList{nil}, (*Error)(nil), &list, &into, into, Node(ab), Node((*Action)(nil)),
		func(Node) bool { return true },
	}
	gametest.CallEveryMethod(t, ".", values, args...)
	funcs := map[string]any{
		"Decode": Decode, "DecodeSet": DecodeSet, "Encode": Encode, "Inspect": Inspect, "Singular": Singular, "Suggest": Suggest,
		"ParseAbility": ParseAbility, "ParseExpr": ParseExpr,
		"Preps": Preps, "Dirs": Dirs, "Measures": Measures, "Targets": Targets,
		"Extend": Extend, "IsExtension": IsExtension,
	}
	gametest.CallEveryFunc(t, ".", funcs, args...)
}
