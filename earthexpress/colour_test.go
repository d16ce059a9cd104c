package earthexpress

import (
	"encoding/json"
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
