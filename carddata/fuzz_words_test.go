package carddata

import (
	"slices"
	"strings"
	"testing"
)

// FuzzSuggest checks that Suggest, given any word and list, returns "" or
// a word of the list, and that Singular of any word is no longer than the
// word in lower case: nothing panics.
func FuzzSuggest(f *testing.F) {
	f.Add("oponent", "opponent,you,neighbour")
	f.Add("sprouts", "")
	f.Add("ÿ\xff", "\xff,ÿ,,")
	f.Fuzz(func(t *testing.T, w, list string) {
		words := strings.Split(list, ",")
		if got := Suggest(w, words); got != "" && !slices.Contains(words, got) {
			t.Fatalf("Suggest(%q, %q) = %q, not one of the words", w, words, got)
		}
		if got := Singular(w); len(got) > len(strings.ToLower(w)) {
			t.Fatalf("Singular(%q) = %q, longer than the word", w, got)
		}
	})
}

// FuzzExprUnmarshalText checks that any text either leaves an Expr as it
// was, with an ErrorList, or gives one whose text is the text read and
// whose canonical text reads back to the same canonical text.
func FuzzExprUnmarshalText(f *testing.F) {
	f.Add("gain 1 tech")
	f.Add("take any 2")
	f.Add("")
	f.Fuzz(func(t *testing.T, text string) {
		e, _ := ParseExpr("deal 1 damage to opponent")
		before := e
		if err := e.UnmarshalText([]byte(text)); err != nil {
			if _, ok := err.(ErrorList); !ok {
				t.Fatalf("UnmarshalText(%q) error is %T, want ErrorList", text, err)
			}
			if e != before {
				t.Fatalf("a refused text changed the Expr to %+v", e)
			}
			return
		}
		if e.Text != text {
			t.Fatalf("UnmarshalText(%q) keeps the text %q", text, e.Text)
		}
		back, err := ParseExpr(e.String())
		if err != nil || back.String() != e.String() {
			t.Fatalf("%q prints as %q, which reads back as %q (%v)", text, e, back, err)
		}
	})
}
