package carddata_test

import (
	"fmt"

	"github.com/rulebox/rulebox/carddata"
)

// planet is a card as a game package declares it: plain fields, and an
// ability that parses itself while the file is decoded.
type planet struct {
	Name    string        `yaml:"name"`
	Ability carddata.Expr `yaml:"ability"`
}

func ExampleDecode() {
	file := `
- name: Drecolara
  ability: "spend any 2 resources: gain 1 tech   or lose 1 tech: take any 2 resources"
- name: Nestarvis
  ability: deal 1 damage to opponent
- name: Hoenides
  ability: trade 1 black for any 1 resource
`
	var planets []planet
	if err := carddata.Decode("planets.yaml", []byte(file), &planets); err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range planets {
		fmt.Printf("%s: %s\n", p.Name, p.Ability)
	}

	bad := "- name: Nestarvis\n  ability: deal 1 damage to oponent\n- nmae: Eplade\n"
	fmt.Println(carddata.Decode("bad.yaml", []byte(bad), &planets))
	// Output:
	// Drecolara: spend any 2 resources: gain 1 tech or lose 1 tech: take any 2 resources
	// Nestarvis: deal 1 damage to opponent
	// Hoenides: trade 1 black for any 1 resource
	// bad.yaml:2:29: found "oponent", expected an amount, a target or a card after "to" (did you mean "opponent"?)
	// bad.yaml:3:3: found field "nmae", expected one of name, ability (did you mean "name"?)
}

func ExampleParseAbility() {
	a, err := carddata.ParseAbility("spend 2 sprouts: gain 4 growth, opponent gain 1 sprout")
	if err != nil {
		fmt.Println(err)
		return
	}
	b := a.Body.(*carddata.Benefit)
	fmt.Println("cost:", b.Cost)
	for _, e := range b.Gain.Effects {
		act := e.(*carddata.Action)
		who := carddata.You
		if act.Target != nil {
			who = act.Target.Who
		}
		fmt.Printf("%s: %s %s\n", who, act.Verb, act.Args[0])
	}

	_, err = carddata.ParseAbility("gain 1 growth / tree in neighbor")
	fmt.Println(err)
	// Output:
	// cost: spend 2 sprouts
	// you: gain 4 growth
	// opponent: gain 1 sprout
	// <input>:1:25: found "neighbor", expected a target (you, neighbour, opponent, others, everyone), leader, a chain or a place after "in" (did you mean "neighbour"?)
}

func ExampleExpr_MarshalText() {
	var e carddata.Expr
	if err := e.UnmarshalText([]byte("Gain 3 Growth  |  gain 1 Sprout")); err != nil {
		fmt.Println(err)
		return
	}
	text, _ := e.MarshalText()
	fmt.Printf("%q -> %q\n", e.Text, text)
	// Output:
	// "Gain 3 Growth  |  gain 1 Sprout" -> "Gain 3 Growth | gain 1 Sprout"
}

// A mistake is reported with what was found, what was expected and, for a
// misspelled keyword, the keyword meant.
func ExampleParseAbility_errors() {
	for _, text := range []string{
		"gain 1 growth wiht wet",
		"moev up to 3 { gain 1 soil }",
		"gain 1 growth / tree in neighbor",
		"score 4 vp / tree in longest diagonl chain",
		"[red gain 2 soil",
	} {
		_, err := carddata.ParseAbility(text)
		fmt.Println(err)
	}
	// Output:
	// <input>:1:15: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)
	// <input>:1:1: found "moev", expected "move" before "up" (did you mean "move"?)
	// <input>:1:25: found "neighbor", expected a target (you, neighbour, opponent, others, everyone), leader, a chain or a place after "in" (did you mean "neighbour"?)
	// <input>:1:30: found "diagonl", expected "orthogonal" or "diagonal" after "longest" (did you mean "diagonal"?)
	// <input>:1:6: found "gain", expected "]" to close the colour "[" at 1:1
}
