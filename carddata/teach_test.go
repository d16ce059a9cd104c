package carddata

import (
	"errors"
	"strings"
	"testing"
)

// TestCommonMistakes pins the messages of the mistakes a card designer
// makes most: each says what was found, what was expected and how to fix
// it.
func TestCommonMistakes(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"spend 1 seed gain 3 sprouts", `<input>:1:14: found "gain 3", expected ":" before the verb "gain" if what comes before is its cost, or "," if it is another effect (did you mean ": gain"?)`},
		{"spend 1 growth: gain 2 seeds draw 1 card", `<input>:1:30: found "draw 1", expected ":" before the verb "draw" if what comes before is its cost, or "," if it is another effect (did you mean ", draw"?)`},
		{"gain 2 growth,", `<input>:1:15: found end of text, expected a verb after ",": another effect, as in "gain 2 growth, draw 1 card", or no ","`},
		{"spend 1 growth:", `<input>:1:16: found end of text, expected a verb after ":": what the cost buys, as in "spend 1 growth: gain 2 seeds"`},
		{"gain 3 growth |", `<input>:1:16: found end of text, expected a verb after "|": what the other players get, as in "gain 3 growth | gain 1 sprout"`},
		{"gain 2 growth and 1 sprout", `<input>:1:15: found "and", expected "," or ":" or "|" or "or" or end of ability; "and" joins features, "flora with wet and cold", and "," joins effects`},
		{"gain 2 growth.", `<input>:1:14: found character ".", expected "," or ":" or "|" or "or" or end of ability; effects are joined by "," and an ability ends without a full stop`},
		{"gain 2 growth; draw 1 card", `<input>:1:14: found character ";", expected "," or ":" or "|" or "or" or end of ability; effects are joined by "," and an ability ends without a full stop`},
		{"gain 3-1 growth", `<input>:1:6: range 3-1 runs backwards: expected the smaller number first, 1-3`},
		{"gain 2 growth wiht wet", `<input>:1:15: found "wiht", expected "," or ":" or "|" or "or" or end of ability (did you mean "with"?)`},
		{"when planted gain 2 growth", `<input>:1:14: found "gain", expected ":" after the trigger`},
		{"[red gain 2 soil", `<input>:1:6: found "gain", expected "]" to close the colour "[" at 1:1`},
		{"move up to 3 { gain 1 soil", `<input>:1:27: found end of text, expected "}" to close the "{" at 1:14`},
		{"score 5 vp if you has 3+ flora", `<input>:1:19: found "has", expected "have" after "you" (did you mean "have"?)`},
		{"score 5 vp if others has 3+ flora", `<input>:1:22: found "has", expected "have" after "others" (did you mean "have"?)`},
		{"gain 1 soil if it have 1+ sprout", `<input>:1:19: found "have", expected "has" after "it" (did you mean "has"?)`},
		{"score 2 vp if opponent have 3 soil", `<input>:1:24: found "have", expected "has" after "opponent" (did you mean "has"?)`},
	} {
		_, err := ParseAbility(c.text)
		if err == nil || err.Error() != c.want {
			t.Errorf("ParseAbility(%q):\n got %v\nwant %s", c.text, err, c.want)
		}
	}
}

// TestFlawsAndFields: Decode counts the errors inside each entry and
// records where each field's value is.
func TestFlawsAndFields(t *testing.T) {
	type side struct {
		Pos   Pos
		Flaws Flaws
		Name  string `yaml:"name"`
	}
	type card struct {
		Pos    Pos
		Flaws  Flaws
		Fields Fields
		Name   string `yaml:"name"`
		VP     int8   `yaml:"vp"`
		Sides  []side `yaml:"sides"`
	}
	src := "- {name: a, vp: 1}\n- {name: b, vp: 300, sides: [{name: x, nmae: y}]}\n- &c {name: c, vp: x}\n- *c\n"
	var cards []card
	err := Decode("f.yaml", []byte(src), &cards)
	var list ErrorList
	if !errors.As(err, &list) || len(list) != 4 { // the alias of a mapping is decoded again
		t.Fatalf("errors: %v", err)
	}
	if got := []Flaws{cards[0].Flaws, cards[1].Flaws, cards[1].Sides[0].Flaws, cards[2].Flaws, cards[3].Flaws}; got[0] != 0 || got[1] != 2 || got[2] != 1 || got[3] != 1 || got[4] != 1 {
		t.Errorf("flaws = %v, want [0 2 1 1 1]", got)
	}
	if at := cards[1].Fields.At("vp", cards[1].Pos); at != (Pos{File: "f.yaml", Line: 2, Col: 17}) {
		t.Errorf("vp is at %v, want f.yaml:2:17", at)
	}
	if at := cards[0].Fields.At("sides", cards[0].Pos); at != cards[0].Pos {
		t.Errorf("an absent field is at %v, want the entry's %v", at, cards[0].Pos)
	}
}

// TestExprPlace: an error a game finds in a decoded ability is placed at
// its column in the file, through quoting and folding.
func TestExprPlace(t *testing.T) {
	src := "- ability: \"gain 1 sprout / herb max 3\"\n- ability: >-\n    gain 1 sprout\n    / herb max 3\n- ability: gain 2 wtaer\n"
	var cards []struct {
		Ability Expr `yaml:"ability"`
	}
	if err := Decode("f.yaml", []byte(src), &cards); err != nil {
		t.Fatal(err)
	}
	var rel ErrorList
	rel.Add(Pos{Line: 1, Col: 17}, `"herb max 3"`, "no max", "")
	for i, want := range []string{"f.yaml:1:29", "f.yaml:4:7", "f.yaml:5:19"} {
		e := rel
		if i == 2 {
			e = ErrorList{{Pos: Pos{Line: 1, Col: 8}, Found: `"wtaer"`, Expected: "a piece"}}
		}
		got := cards[i].Ability.Place(e)
		if len(got) != 1 || got[0].Pos.String() != want {
			t.Errorf("card %d: placed at %v, want %s", i, got, want)
		}
	}
	if got := cards[0].Ability.Place(errors.New("plain")); len(got) != 1 || got.Error() != "f.yaml:1:12: plain" {
		t.Errorf("a plain error is placed as %v, want at the text's start", got)
	}
	x, _ := ParseExpr("gain 1 x")
	if got := x.Place(rel); !strings.HasPrefix(got.Error(), "<input>:1:17:") {
		t.Errorf("an Expr not from a file places its error at %v", got)
	}
	if cards[0].Ability.Place(nil) != nil {
		t.Error("Place(nil) is not nil")
	}
}

// TestRequiredFields: a field tagged ",required" that an entry leaves out,
// or gives as null, is an error at the entry naming the field; the entry
// counts it among its Flaws.
func TestRequiredFields(t *testing.T) {
	type card struct {
		Pos   Pos
		Flaws Flaws
		Name  string `yaml:"name,required"`
		VP    int    `yaml:"vp,required"`
		Note  string `yaml:"note"`
	}
	var f struct {
		Cards []card `yaml:"cards"`
	}
	data := "cards:\n  - {name: A, vp: 1}\n  - name: B\n    note: x\n  - {name: C, vp: ~}\n"
	err := Decode("f.yaml", []byte(data), &f)
	var list ErrorList
	if !errors.As(err, &list) || len(list) != 2 {
		t.Fatalf("got %v, want two errors", err)
	}
	for i, want := range []string{`f.yaml:3:5: missing field "vp"`, `f.yaml:5:5: missing field "vp"`} {
		if !strings.HasPrefix(list[i].Error(), want) {
			t.Errorf("error %d is %q, want %q", i, list[i], want)
		}
	}
	if f.Cards[0].Flaws != 0 || f.Cards[1].Flaws != 1 {
		t.Errorf("flaws %d, %d", f.Cards[0].Flaws, f.Cards[1].Flaws)
	}
}

// TestConditionVerbAgrees: a Condition's verb agrees with its subject,
// "have" after "you" and "others", "has" after the rest, and prints back
// as it was written.
func TestConditionVerbAgrees(t *testing.T) {
	for _, text := range []string{
		"score 5 vp if you have 3+ flora", "score 5 vp if others have 3+ flora",
		"gain 1 soil if it has 1+ sprout", "gain 1 soil if this has wet",
		"score 2 vp if opponent has 3 soil", "score 2 vp if everyone has 3 soil",
	} {
		a, err := ParseAbility(text)
		if err != nil || a.String() != text {
			t.Errorf("ParseAbility(%q) = %v, %v; want it printed back", text, a, err)
		}
	}
}
