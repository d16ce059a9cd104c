package carddata

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// testCard is a small card as a game package would declare it.
type testCard struct {
	At      Pos
	Name    string `yaml:"name"`
	VP      int    `yaml:"vp"`
	Sprouts uint   `yaml:"sprouts"`
	Joker   bool   `yaml:"joker"`
	Types   []string
	Ability Expr            `yaml:"ability"`
	Extra   map[string]Expr `yaml:"extra"`
	Skip    string          `yaml:"-"`
}

type testSet struct {
	Cards []testCard `yaml:"cards"`
}

func TestDecodeCards(t *testing.T) {
	data := `cards:
  - name: Eplade
    vp: 2
    types: [planet]
    ability: gain 1 tech
  - name: Drecolara
    joker: true
    ability: "spend any 2 resources: gain 1 tech or lose 1 tech: take any 2 resources"
`
	var got testSet
	if err := Decode("planets.yaml", []byte(data), &got); err != nil {
		t.Fatal(err)
	}
	if n := len(got.Cards); n != 2 {
		t.Fatalf("decoded %d cards, want 2", n)
	}
	c := got.Cards[1]
	if want := (Pos{File: "planets.yaml", Line: 6, Col: 5}); c.At != want {
		t.Errorf("At = %v, want %v", c.At, want)
	}
	if c.Name != "Drecolara" || !c.Joker {
		t.Errorf("card = %+v", c)
	}
	if want := "spend any 2 resources: gain 1 tech or lose 1 tech: take any 2 resources"; c.Ability.String() != want {
		t.Errorf("ability = %q, want %q", c.Ability, want)
	}
	if diff := cmp.Diff([]string{"planet"}, got.Cards[0].Types); diff != "" {
		t.Errorf("types (-want +got):\n%s", diff)
	}
}

// TestDecodeErrors checks that every problem in a file is reported at its
// file:line:col, including those an ability's parser finds inside a scalar.
func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		name string
		data string
		want []string
	}{
		{"unknown field with suggestion", "cards:\n  - nmae: Eplade\n",
			[]string{`f.yaml:2:5: found field "nmae", expected one of name, vp, sprouts, joker, types, ability, extra (did you mean "name"?)`}},
		{"word for a number", "cards:\n  - vp: lots\n",
			[]string{`f.yaml:2:9: found "lots", expected a whole number`}},
		{"negative for a count", "cards:\n  - sprouts: -1\n",
			[]string{`f.yaml:2:14: found "-1", expected a whole number of 0 or more`}},
		{"not a bool", "cards:\n  - joker: maybe\n",
			[]string{`f.yaml:2:12: found "maybe", expected true or false`}},
		{"list for a scalar", "cards:\n  - name: [a, b]\n",
			[]string{`f.yaml:2:11: found a list, expected a single value`}},
		{"scalar for a list", "cards: none\n",
			[]string{`f.yaml:1:8: found "none", expected a list`}},
		{"scalar for a struct", "cards:\n  - Eplade\n",
			[]string{`f.yaml:2:5: found "Eplade", expected a mapping of fields`}},
		{"field given twice", "cards:\n  - name: a\n    name: b\n",
			[]string{`f.yaml:3:5: field "name" given twice`}},
		{"ability error in plain scalar", "cards:\n  - ability: gain 1 growth / tree in neighbor\n",
			[]string{`f.yaml:2:38: found "neighbor", expected a target (you, neighbour, opponent, others, everyone) (did you mean "neighbour"?)`}},
		{"ability error in quoted scalar", "cards:\n  - ability: \"spend 1 x: gain 1 y wiht z\"\n",
			[]string{`f.yaml:2:35: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`}},
		{"ability error in a map value", "cards:\n  - extra:\n      alt: moev up to 2\n",
			[]string{`f.yaml:3:12: found "moev", expected "move" before "up" (did you mean "move"?)`}},
		{"ability error in a literal block", "cards:\n  - ability: |\n      gain 1 growth,\n      take 1 gery wiht\n",
			[]string{`f.yaml:4:19: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`}},
		{"ability error in a folded block", "cards:\n  - ability: >-\n      gain 1 growth,\n      take 1 gery wiht\n",
			[]string{`f.yaml:4:19: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`}},
		{"ability error in a folded plain scalar", "cards:\n  - ability: gain 1 growth,\n      take 1 gery wiht\n",
			[]string{`f.yaml:3:19: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`}},
		{"ability error in a folded quoted scalar", "cards:\n  - ability: \"gain 1 growth,\n      take 1 gery wiht\"\n",
			[]string{`f.yaml:3:19: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`}},
		{"ability error with CRLF line ends", "cards:\r\n  - ability: >-\r\n      gain 1 growth,\r\n      take 1 gery wiht\r\n",
			[]string{`f.yaml:4:19: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`}},
		{"ability error after an escape falls back to the scalar", "cards:\n  - ability: \"gain\\t1 growth wiht\"\n",
			[]string{`f.yaml:2:14: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`}},
		{"ability as a mapping", "cards:\n  - ability: {gain: 2}\n",
			[]string{`f.yaml:2:14: found a mapping, expected a single value`}},
		{"several errors sorted", "cards:\n  - vp: x\n    ability: take any 2\n  - nam: y\n",
			[]string{
				`f.yaml:2:9: found "x", expected a whole number`,
				`f.yaml:3:24: found end of text, expected a word naming what is counted after any 2`,
				`f.yaml:4:5: found field "nam", expected one of name, vp, sprouts, joker, types, ability, extra (did you mean "name"?)`,
			}},
		{"one for a bool", "cards:\n  - joker: 1\n",
			[]string{`f.yaml:2:12: found "1", expected true or false`}},
		{"null leaves a field at zero; columns count runes", "cards:\n  - vp: ~\n    name: null\n    ability:\n  - ability: crôissant gain wiht\n",
			[]string{`f.yaml:5:29: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`}},
		{"yaml syntax", "cards:\n\t- name: a\n",
			[]string{`f.yaml:2:1: YAML syntax: found character that cannot start any token`}},
		{"empty file", "",
			[]string{`f.yaml:1:1: found an empty file, expected a YAML document`}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var set testSet
			err := Decode("f.yaml", []byte(tt.data), &set)
			var list ErrorList
			if !errors.As(err, &list) {
				t.Fatalf("Decode error = %v, want an ErrorList", err)
			}
			var got []string
			for _, e := range list {
				got = append(got, e.Error())
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("errors (-want +got):\n%s", diff)
			}
		})
	}
}

// TestDecodeAliasBomb checks that aliases cannot make a small file decode
// into an enormous value.
func TestDecodeAliasBomb(t *testing.T) {
	list := func(item string) string {
		return "[" + strings.TrimSuffix(strings.Repeat(item+",", 100), ",") + "]"
	}
	data := "x: &a " + list("a") + "\ny: &b " + list("*a") + "\nz: " + list("*b") + "\n"
	var v struct {
		X []string     `yaml:"x"`
		Y [][]string   `yaml:"y"`
		Z [][][]string `yaml:"z"`
	}
	err := Decode("bomb.yaml", []byte(data), &v)
	want := fmt.Sprintf(": aliases expand to too many values for a file of %d bytes", len(data))
	if err == nil || !strings.HasSuffix(err.Error(), want) {
		t.Errorf("error = %v, want one ending %q", err, want)
	}
}

func TestDecodeNeedsPointer(t *testing.T) {
	var set testSet
	for _, v := range []any{set, (*testSet)(nil), nil} {
		if err := Decode("f.yaml", []byte("cards: []"), v); err == nil {
			t.Errorf("Decode(%T) succeeded, want an error", v)
		}
	}
}

// plainError is a TextUnmarshaler whose error carries no position.
type plainError struct{}

func (*plainError) UnmarshalText([]byte) error { return errors.New("not a colour") }

func TestDecodeTextErrorWithoutPosition(t *testing.T) {
	var v struct {
		Colour plainError `yaml:"colour"`
	}
	err := Decode("f.yaml", []byte("colour: mauve\n"), &v)
	want := `f.yaml:1:9: found "mauve", expected not a colour`
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
}

// oneError is a TextUnmarshaler that reports a single *Error.
type oneError struct{}

func (*oneError) UnmarshalText([]byte) error {
	return &Error{Pos: Pos{Line: 1, Col: 3}, Found: `"x"`, Expected: "a colour"}
}

func TestDecodeTextSingleError(t *testing.T) {
	var v struct {
		Colour oneError `yaml:"colour"`
	}
	err := Decode("f.yaml", []byte("colour: abx\n"), &v)
	want := `f.yaml:1:11: found "x", expected a colour`
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
}
