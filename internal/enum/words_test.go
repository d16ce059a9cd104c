package enum

import (
	"strings"
	"testing"
)

type colour uint8

var colours = []string{"", "red", "blue"}

func TestNameWritesTheWordOrTheClassAndNumber(t *testing.T) {
	for v, want := range map[int8]string{0: "", 2: "blue", 3: "Colour(3)", -1: "Colour(-1)"} {
		if got := Name(colours, v, "Colour"); got != want {
			t.Errorf("Name(%d) = %q, want %q", v, got, want)
		}
	}
}

func TestTextRefusesAValueWithNoWord(t *testing.T) {
	if b, err := Text(colours, colour(1), "colour"); err != nil || string(b) != "red" {
		t.Errorf("Text(1) = %q, %v; want red", b, err)
	}
	_, err := Text(colours, colour(7), "colour")
	if err == nil || err.Error() != "colour 7 has no word" {
		t.Errorf("Text(7) error = %v, want \"colour 7 has no word\"", err)
	}
	if _, err := Text(colours, -1, "colour"); err == nil {
		t.Error("Text(-1): no error")
	}
}

func TestParseReadsAWordAndLeavesTheValueOnError(t *testing.T) {
	c := colour(1)
	if err := Parse(&c, []byte("blue"), colours, "colour"); err != nil || c != 2 {
		t.Errorf("Parse(blue) = %d, %v; want 2", c, err)
	}
	if err := Parse(&c, []byte(""), colours, "colour"); err != nil || c != 0 {
		t.Errorf("Parse(\"\") = %d, %v; want 0", c, err)
	}
	c = 1
	err := Parse(&c, []byte("green"), colours, "colour")
	want := `"green" is no colour (expected one of "red", "blue")`
	if err == nil || err.Error() != want || c != 1 {
		t.Errorf("Parse(green) = %d, %v; want 1, %s", c, err, want)
	}
	if !strings.Contains(err.Error(), `"red"`) {
		t.Error("the error does not list the words")
	}
}
