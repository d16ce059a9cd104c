package earthexpress

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// TestColoursAreEarthExpressOnes: the colours read and write as their
// words; the value of a colour Earth Express has no word for (Earth's
// green) is neither read, printed as a word nor saved.
func TestColoursAreEarthExpressOnes(t *testing.T) {
	for _, c := range []Colour{Red, Blue, Yellow, Multicolour, Black, Brown} {
		b, err := json.Marshal(c)
		var back Colour
		if err != nil || json.Unmarshal(b, &back) != nil || back != c {
			t.Errorf("%v: JSON %s, %v, read back as %v", c, b, err, back)
		}
		if got, ok := parseColour(c.String()); !ok || got != c {
			t.Errorf("parseColour(%q) = %v, %v", c.String(), got, ok)
		}
	}
	if _, ok := parseColour("green"); ok {
		t.Error("green is read as a colour")
	}
	green := Red - 1
	if green == NoColour {
		t.Fatal("no value between NoColour and Red")
	}
	if s := green.String(); s != "Colour(1)" {
		t.Errorf("String = %q, want Colour(1)", s)
	}
	if b, err := json.Marshal(green); err == nil {
		t.Errorf("Colour(1) saved as %s", b)
	}
	var c Colour
	if err := json.Unmarshal([]byte(`"green"`), &c); err == nil {
		t.Errorf("\"green\" read as %v", c)
	}
}

// TestDemeterTieIsSavedAsColours: a state waiting for the player to settle
// Demeter's tie saves the tied colours as words and reads them back.
func TestDemeterTieIsSavedAsColours(t *testing.T) {
	sc := soloScenario("Blackthorn", "Papaya", "Spearmint", "Cat Grass", "Japanese Maple", "White Oak", "Siberian Elm", "Canary Island Palm", "Giant Puffball")
	start, err := sc.Build() // the embedded set, which a state is saved with
	if err != nil {
		t.Fatal(err)
	}
	s := finishStep3(t, start)
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"tie":["red","blue"]`) {
		t.Fatalf("the saved state has no tie of red and blue: %s", b)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if got := legalStrings(back, P1); !slices.Equal(got, []string{"P1 demeter red", "P1 demeter blue"}) {
		t.Errorf("read back, legal %v, want the tie between red and blue", got)
	}
	bad := strings.Replace(string(b), `"tie":["red","blue"]`, `"tie":["red","black"]`, 1)
	if err := json.Unmarshal([]byte(bad), &back); err == nil {
		t.Error("a tie with black was read")
	}
}
