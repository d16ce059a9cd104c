package carddata

import (
	"errors"
	"fmt"
	"strings"
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
		{"found and expected", Error{at, `"x"`, "a number", "", nil}, `f.yaml:2:4: found "x", expected a number`},
		{"found only", Error{at, `"x"`, "", "", nil}, `f.yaml:2:4: unexpected "x"`},
		{"message only", Error{at, "", "range 3-2 runs backwards", "", nil}, `f.yaml:2:4: range 3-2 runs backwards`},
		{"suggestion", Error{at, `"wiht"`, `"with"`, "with", nil}, `f.yaml:2:4: found "wiht", expected "with" (did you mean "with"?)`},
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

func TestErrorWithErr(t *testing.T) {
	at := Pos{File: "f.yaml", Line: 2, Col: 4}
	long := errors.New(strings.Repeat("é", 400))
	tests := []struct {
		name string
		err  Error
		want string
	}{
		{"own message", Error{Pos: at, Err: errors.New("game: not a colour")}, "f.yaml:2:4: game: not a colour"},
		{"own message wins", Error{Pos: at, Found: `"x"`, Expected: "y", Err: errors.New("z")}, "f.yaml:2:4: z"},
		{"long message cut", Error{Pos: at, Err: long}, "f.yaml:2:4: " + strings.Repeat("é", 248) + "..."},
		{"long found cut", Error{Pos: at, Found: strings.Repeat("x", 600), Expected: "y"},
			"f.yaml:2:4: found " + strings.Repeat("x", 497) + "..., expected y"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.err.Error(); got != tt.want {
				t.Errorf("Error() = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestErrorListAddError(t *testing.T) {
	at := Pos{File: "f.yaml", Line: 3, Col: 5}
	plain := errors.New("game: tiebreaker P3 is not P1 or P2")
	var inner ErrorList
	inner.Add(Pos{}, `"x"`, "a colour", "")
	inner.Add(Pos{File: "g.yaml", Line: 1, Col: 2}, `"y"`, "a number", "")
	var l ErrorList
	l.AddError(at, plain)
	l.AddError(at, fmt.Errorf("loading: %w", inner))
	l.AddError(at, &Error{Expected: "one more"})
	want := "f.yaml:3:5: game: tiebreaker P3 is not P1 or P2\n" +
		"f.yaml:3:5: found \"x\", expected a colour\n" +
		"f.yaml:3:5: one more\n" +
		"g.yaml:1:2: found \"y\", expected a number"
	err := l.Err()
	if err == nil || err.Error() != want {
		t.Errorf("Err() = %v, want\n%s", err, want)
	}
	if !errors.Is(err, plain) {
		t.Errorf("errors.Is(list, plain) = false, want true")
	}
	if inner[0].Pos.Line != 0 {
		t.Errorf("AddError changed the error it was given: %v", inner[0].Pos)
	}
}

func TestErrorListListsAtMostMaxListed(t *testing.T) {
	for _, n := range []int{MaxListed, MaxListed + 1, MaxListed + 5} {
		var l ErrorList
		for i := range n {
			l.Addf(Pos{Line: i + 1, Col: 1}, "error %d", i+1)
		}
		lines := strings.Split(l.Error(), "\n")
		want := ""
		switch n - MaxListed {
		case 1:
			want = "... and 1 more error"
		case 5:
			want = "... and 5 more errors"
		}
		if len(lines) != min(n, MaxListed+1) {
			t.Errorf("%d errors print %d lines, want %d", n, len(lines), min(n, MaxListed+1))
		}
		if last := lines[len(lines)-1]; want != "" && last != want {
			t.Errorf("%d errors end %q, want %q", n, last, want)
		}
		if lines[MaxListed-1] != fmt.Sprintf("<input>:%d:1: error %d", MaxListed, MaxListed) {
			t.Errorf("%d errors: line %d is %q", n, MaxListed, lines[MaxListed-1])
		}
	}
}

func TestQuote(t *testing.T) {
	tests := []struct{ in, want string }{
		{"wiht", `"wiht"`},
		{strings.Repeat("a", 40), `"` + strings.Repeat("a", 40) + `"`},
		{strings.Repeat("ö", 41), `"` + strings.Repeat("ö", 40) + `"...`},
		{"a\nb", `"a\nb"`},
	}
	for _, tt := range tests {
		if got := quote(tt.in); got != tt.want {
			t.Errorf("quote(%q) = %s, want %s", tt.in, got, tt.want)
		}
	}
}
