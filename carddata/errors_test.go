package carddata

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestPosString(t *testing.T) {
	tests := []struct {
		pos  Pos
		want string
	}{
		{Pos{File: "cards.yaml", Line: 3, Col: 7}, "cards.yaml:3:7"},
		{Pos{Line: 1, Col: 1}, "<input>:1:1"},
		{Pos{File: "a.yaml", Line: 2, Col: 5}.Shift(4), "a.yaml:2:8"},
	}
	for _, tt := range tests {
		if got := tt.pos.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.pos, got, tt.want)
		}
	}
}

func TestErrorMessage(t *testing.T) {
	at := Pos{File: "f.yaml", Line: 2, Col: 4}
	tests := []struct {
		name string
		err  Error
		want string
	}{
		{"found and expected", Error{at, `"x"`, "a number", ""}, `f.yaml:2:4: found "x", expected a number`},
		{"found only", Error{at, `"x"`, "", ""}, `f.yaml:2:4: unexpected "x"`},
		{"message only", Error{at, "", "range 3-2 runs backwards", ""}, `f.yaml:2:4: range 3-2 runs backwards`},
		{"suggestion", Error{at, `"wiht"`, `"with"`, "with"}, `f.yaml:2:4: found "wiht", expected "with" (did you mean "with"?)`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.err.Error(); got != tt.want {
				t.Errorf("Error() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestErrorListSortAndErr(t *testing.T) {
	var l ErrorList
	if l.Err() != nil {
		t.Errorf("empty list Err() = %v, want nil", l.Err())
	}
	if got := l.Error(); got != "no errors" {
		t.Errorf("empty list Error() = %q", got)
	}
	l.Addf(Pos{File: "b.yaml", Line: 1, Col: 1}, "third")
	l.Add(Pos{File: "a.yaml", Line: 2, Col: 9}, `"y"`, "second", "")
	l.Add(Pos{File: "a.yaml", Line: 2, Col: 3}, `"x"`, "first", "")
	err := l.Err()
	want := "a.yaml:2:3: found \"x\", expected first\n" +
		"a.yaml:2:9: found \"y\", expected second\n" +
		"b.yaml:1:1: third"
	if err == nil || err.Error() != want {
		t.Errorf("Err() = %v, want\n%s", err, want)
	}
	if got := l[:1].Error(); got != `a.yaml:2:3: found "x", expected first` {
		t.Errorf("one-error list Error() = %q", got)
	}
}

func TestSuggest(t *testing.T) {
	words := []string{"neighbour", "opponent", "with", "name", "vp"}
	tests := []struct{ word, want string }{
		{"neighbor", "neighbour"}, // one deletion
		{"oppnoent", "opponent"},  // one transposition
		{"Wiht", "with"},          // case does not count
		{"nmae", "name"},
		{"with", ""},       // already right
		{"growth", ""},     // nothing close
		{"xp", "vp"},       // short words allow one edit
		{"neighbxxxx", ""}, // too far
	}
	for _, tt := range tests {
		if got := Suggest(tt.word, words); got != tt.want {
			t.Errorf("Suggest(%q) = %q, want %q", tt.word, got, tt.want)
		}
	}
}

func TestEditDistance(t *testing.T) {
	got := []int{
		editDistance("", ""), editDistance("abc", ""), editDistance("kitten", "sitting"),
		editDistance("ab", "ba"), editDistance("über", "uber"),
	}
	if diff := cmp.Diff([]int{0, 3, 3, 1, 1}, got); diff != "" {
		t.Errorf("editDistance (-want +got):\n%s", diff)
	}
}
