package carddata

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
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
			[]string{`f.yaml:2:14: number -1 is out of range: expected a whole number from 0 to 18446744073709551615`}},
		{"word for a count", "cards:\n  - sprouts: few\n",
			[]string{`f.yaml:2:14: found "few", expected a whole number of 0 or more`}},
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
			[]string{`f.yaml:2:38: found "neighbor", expected a target (you, neighbour, opponent, others, everyone), leader, a chain or a place after "in" (did you mean "neighbour"?)`}},
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
		{"errors before and after an escape in one scalar", "cards:\n  - ability: \"gain 1 x wiht y, take 1 z wiht w, gain\\t1 q wiht r\"\n",
			[]string{
				`f.yaml:2:14: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`,
				`f.yaml:2:24: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`,
				`f.yaml:2:41: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`,
			}},
		{"errors on lines with accents", "cards:\n  - ability: |\n      gain 1 écu wiht y,\n      take 1 zé wiht w\n",
			[]string{
				`f.yaml:3:18: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`,
				`f.yaml:4:17: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`,
			}},
		{"number too large", "cards:\n  - vp: 99999999999999999999\n",
			[]string{`f.yaml:2:9: number 99999999999999999999 is out of range: expected a whole number from -9223372036854775808 to 9223372036854775807`}},
		{"a list as a key", "cards:\n  - {[a]: 1}\n",
			[]string{`f.yaml:2:6: found a list, expected a key`}},
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
		{"only a comment", "# no cards yet\n",
			[]string{`f.yaml:1:1: found an empty file, expected a YAML document`}},
		{"second document", "cards: []\n---\ncards: [{name: x}]\n",
			[]string{`f.yaml:2:1: found a second YAML document, expected one document in a card file`}},
		{"empty second document", "cards: []\n---\n",
			[]string{`f.yaml:2:1: found a second YAML document, expected one document in a card file`}},
		{"syntax error in a second document", "cards: []\n---\n[\n",
			[]string{`f.yaml:3:1: YAML syntax: did not find expected node content`}},
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
	want := fmt.Sprintf("bomb.yaml:2:29: aliases expand this file of %d bytes past %d bytes of values",
		len(data), 4096+10*len(data))
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
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

func (*plainError) UnmarshalText([]byte) error { return errNotColour }

var errNotColour = errors.New("not a colour")

func TestDecodeTextErrorWithoutPosition(t *testing.T) {
	var v struct {
		Colour plainError `yaml:"colour"`
	}
	err := Decode("f.yaml", []byte("colour: mauve\n"), &v)
	want := `f.yaml:1:9: not a colour`
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
	if !errors.Is(err, errNotColour) {
		t.Errorf("errors.Is(%v, errNotColour) = false, want true", err)
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

// TestDecodeNumberRange checks that a whole number too large or too small
// for its field is reported as out of range, with the range.
func TestDecodeNumberRange(t *testing.T) {
	type small struct {
		I int8  `yaml:"i"`
		U uint8 `yaml:"u"`
	}
	tests := []struct {
		data string
		want string // the error, or "" for none
		i    int8
		u    uint8
	}{
		{"i: 127\nu: 255\n", "", 127, 255},
		{"i: -128\nu: +7\n", "", -128, 7},
		{"u: -0\n", "", 0, 0},
		{"i: 128\n", "f.yaml:1:4: number 128 is out of range: expected a whole number from -128 to 127", 0, 0},
		{"i: -129\n", "f.yaml:1:4: number -129 is out of range: expected a whole number from -128 to 127", 0, 0},
		{"u: 256\n", "f.yaml:1:4: number 256 is out of range: expected a whole number from 0 to 255", 0, 0},
		{"u: -3\n", "f.yaml:1:4: number -3 is out of range: expected a whole number from 0 to 255", 0, 0},
		{"i: 1.5\n", `f.yaml:1:4: found "1.5", expected a whole number`, 0, 0},
		{"i: 0x10\n", `f.yaml:1:4: found "0x10", expected a whole number`, 0, 0},
		{"i: " + strings.Repeat("9", 100) + "\n",
			"f.yaml:1:4: number " + strings.Repeat("9", 40) + "... is out of range: expected a whole number from -128 to 127", 0, 0},
	}
	for _, tt := range tests {
		var v small
		err := Decode("f.yaml", []byte(tt.data), &v)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("Decode(%q) error = %q, want %q", tt.data, got, tt.want)
		}
		if err == nil && (v.I != tt.i || v.U != tt.u) {
			t.Errorf("Decode(%q) = %+v, want i %d, u %d", tt.data, v, tt.i, tt.u)
		}
	}
}

// actionCard is a card type whose UnmarshalText reports a plain error, as a
// game's own types do.
type actionCard struct{}

func (*actionCard) UnmarshalText(b []byte) error {
	return &notAnAction{string(b)}
}

type notAnAction struct{ text string }

func (e *notAnAction) Error() string {
	return fmt.Sprintf("game: %q is not an action card (A, B, C, D)", e.text)
}

// TestDecodeCallerErrorIsItsOwnMessage checks that an error from a card
// type's UnmarshalText prints as its own message at the value, not as what
// was expected, and stays reachable with errors.As.
func TestDecodeCallerErrorIsItsOwnMessage(t *testing.T) {
	var v struct {
		Played actionCard `yaml:"played"`
	}
	err := Decode("s.yaml", []byte("played: E\n"), &v)
	want := `s.yaml:1:9: game: "E" is not an action card (A, B, C, D)`
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
	var inner *notAnAction
	if !errors.As(err, &inner) || inner.text != "E" {
		t.Errorf("errors.As found %v, want the card type's error", inner)
	}
}

// TestDecodeDocumentMarkers checks that a file may mark the start and end
// of its one document.
func TestDecodeDocumentMarkers(t *testing.T) {
	var set testSet
	err := Decode("f.yaml", []byte("---\ncards: [{name: Eplade}]\n...\n# end\n"), &set)
	if err != nil || len(set.Cards) != 1 || set.Cards[0].Name != "Eplade" {
		t.Errorf("Decode = %+v, %v; want one card named Eplade", set, err)
	}
}

// TestDecodeUnquotedColour checks that an ability starting with its colour
// and left unquoted, which YAML cannot read, is reported at its place with
// the fix, besides YAML's own message.
func TestDecodeUnquotedColour(t *testing.T) {
	var cards []struct {
		Name    string `yaml:"name"`
		Ability Expr   `yaml:"ability"`
	}
	src := "- name: Japanese Maple\n  ability: \"[yellow] gain 1 growth, 1 sprout\"\n- name: Blackthorn\n  ability: [red] gain 2 soil\n"
	err := Decode("f.yaml", []byte(src), &cards)
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("Decode error = %v, want an ErrorList", err)
	}
	var found *Error
	for _, e := range list {
		if e.Pos.Line == 4 && e.Pos.Col == 12 {
			found = e
		}
	}
	if found == nil {
		t.Fatalf("no error at f.yaml:4:12 in:\n%v", err)
	}
	want := `f.yaml:4:12: found "[red] gain 2 soil", expected quotes around an ability that starts with its colour, as in "[yellow] gain 2 growth"`
	if got := found.Error(); got != want {
		t.Errorf("error = %s\nwant    %s", got, want)
	}
}

// TestUnquotedColourIgnoresLists checks that a flow list, quoted
// abilities and comments are not taken for an unquoted colour.
func TestUnquotedColourIgnoresLists(t *testing.T) {
	for _, src := range []string{
		"habitats: [sunny, wet]\n",
		"ability: \"[red] gain 2 soil\"\n",
		"tags: [red] # a comment\n",
		"- [a, b]\n",
		"ability: '[red] gain 2 soil'\n",
	} {
		if pos, text, ok := unquotedColour([]byte(src)); ok {
			t.Errorf("unquotedColour(%q) = %v %q, want none", src, pos, text)
		}
	}
}

// TestEncodeIsReadBackByDecode: what Encode writes, Decode reads back to
// the same value, with two-space indents.
func TestEncodeIsReadBackByDecode(t *testing.T) {
	type seat struct {
		Hand  []string `yaml:"hand"`
		Track int      `yaml:"track,omitempty"`
	}
	in := struct {
		Players int    `yaml:"players"`
		Seats   []seat `yaml:"seats"`
	}{2, []seat{{Hand: []string{"R1", "B2"}, Track: 3}, {}}}
	b, err := Encode(in)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "\n  - hand:\n      - R1\n") {
		t.Errorf("not indented by two spaces:\n%s", b)
	}
	out := in
	out.Seats = nil
	if err := Decode("x.yaml", b, &out); err != nil || !cmp.Equal(out, in, cmpopts.EquateEmpty()) {
		t.Errorf("read back %+v (%v), want %+v", out, err, in)
	}
	if _, err := Encode(func() {}); err == nil {
		t.Error("Encode of a func: no error")
	}
}
