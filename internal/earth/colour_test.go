package earth

import "testing"

func TestColourWordsReadBack(t *testing.T) {
	for c := Green; c < NumColours; c++ {
		got, ok := ParseColour(c.String())
		if !ok || got != c {
			t.Errorf("ParseColour(%q) = %v, %v; want %v", c.String(), got, ok, c)
		}
	}
	if got := Colour(200).String(); got != "Colour(200)" {
		t.Errorf("Colour(200).String() = %q", got)
	}
	if _, ok := ParseColour("green", Red, Blue, Yellow); ok {
		t.Error("green is read among red, blue and yellow")
	}
	if _, ok := ParseColour(""); ok {
		t.Error("the empty word is read as a colour")
	}
	names := ColourNames(Red, Black)
	if names[Red] != "red" || names[Black] != "black" || names[Green] != "" || names[NoColour] != "" {
		t.Errorf("ColourNames(Red, Black) = %q", names)
	}
}

func TestMulticolourAnswersRedBlueAndYellowOnly(t *testing.T) {
	for c := NoColour; c < NumColours; c++ {
		want := c == Red || c == Blue || c == Yellow || c == Multicolour
		if got := Multicolour.Answers(c); got != want {
			t.Errorf("Multicolour.Answers(%v) = %v, want %v", c, got, want)
		}
		if !c.Answers(c) {
			t.Errorf("%v does not answer itself", c)
		}
	}
	if Red.Answers(Blue) || Green.Answers(Multicolour) {
		t.Error("a colour answers another")
	}
}

func TestColourTraits(t *testing.T) {
	v := testVocab(t)
	word := func(w string) Traits { b, _ := v.Lookup(w); return b }
	if got, want := Multicolour.Traits(v), word("red")|word("blue")|word("yellow"); got != want || got == 0 {
		t.Errorf("Multicolour.Traits = %b, want %b", got, want)
	}
	if got := Brown.Traits(v); got != word("brown") || got == 0 {
		t.Errorf("Brown.Traits = %b", got)
	}
	if Green.Traits(v) != 0 || NoColour.Traits(v) != 0 || Red.Traits(nil) != 0 {
		t.Error("a colour without a word gives traits")
	}
}
