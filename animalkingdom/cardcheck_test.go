package animalkingdom

import (
	"bytes"
	"strings"
	"testing"
)

// TestCardFileChecksNameTheCardAndField: the checks the Earth card files
// share report each problem of a card at its line, in the words both
// games use.
func TestCardFileChecksNameTheCardAndField(t *testing.T) {
	maple := `sprouts: 4, growth: 3, canopy_vp: 4, habitats: [rocky, cold]`
	for _, c := range []struct{ with, want string }{
		{`sprouts: 7, growth: 3, canopy_vp: 4, habitats: [rocky, cold]`, "earth.yaml:8:93: Japanese Maple: sprouts 7 is out of range 0..6"},
		{`sprouts: 4, growth: 0, canopy_vp: 4, habitats: [rocky, cold]`, "Japanese Maple: canopy_vp 4: expected 0 or more, and 0 without growth"},
		{`sprouts: 4, growth: 3, habitats: [rocky, cold]`, "Japanese Maple: growth and canopy_vp: expected both or neither"},
		{`sprouts: 4, growth: 3, canopy_vp: 4, habitats: [rocky, cod]`, `found habitat "cod", expected one of the set's habitats (sunny, wet, rocky, cold) (did you mean "cold"?)`},
	} {
		files, err := baseFiles()
		if err != nil {
			t.Fatal(err)
		}
		files["earth"] = bytes.Replace(files["earth"], []byte(maple), []byte(c.with), 1)
		_, err = LoadCards(files)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("with %s: err = %v, want %q", c.with, err, c.want)
		}
	}
}

// TestASecondCardOfANameIsRefused: card names are unique across a set's
// files.
func TestASecondCardOfANameIsRefused(t *testing.T) {
	files, err := baseFiles()
	if err != nil {
		t.Fatal(err)
	}
	// the second card of earth.yaml takes the first one's name
	first := bytes.Index(files["earth"], []byte(`name: "`))
	second := bytes.Index(files["earth"][first+1:], []byte(`name: "`)) + first + 1
	end := bytes.IndexByte(files["earth"][second+7:], '"') + second + 7
	files["earth"] = append(append(append([]byte{}, files["earth"][:second]...), `name: "Japanese Maple`...), files["earth"][end:]...)
	_, err = LoadCards(files)
	if err == nil || !strings.Contains(err.Error(), `a second card named "Japanese Maple"`) {
		t.Fatalf("err = %v, want the second Japanese Maple refused", err)
	}
}
