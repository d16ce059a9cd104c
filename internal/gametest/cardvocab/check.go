package cardvocab

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/carddata"
)

// ErrNoField is the error of a Vocab's Load or Other for a card field the
// game does not have.
var ErrNoField = errors.New("no such card field")

// Vocab is a game's card-vocabulary table and what keeps it honest.
type Vocab struct {
	// Doc is the doc file holding the table; Header a text before it,
	// Unused a text before the table of the language's keywords the game
	// refuses, each with an example it refuses.
	Doc, Header, Unused string
	// Root is the path from the package to the module root.
	Root string
	// Load loads abilities written in the card field where, each on a
	// card of its own, as the game's card loader does, and returns its
	// error.
	Load func(where string, texts ...string) error
	// Other loads them in the other Earth game; nil for a game without
	// one, whose table has no column for it.
	Other func(where string, texts ...string) error
	// Cards are the abilities of the game's own card files; Words the
	// words its compiler's own tables accept. The table shows each word
	// either uses.
	Cards, Words []string
}

// CheckVocab checks a game's vocabulary table against its loader: every
// example loads in its field; every word a row shows is in its example;
// the other game accepts the examples marked "yes", refuses those marked
// "no", and has no field for those marked "-"; every word of the game's cards and of its compiler's
// tables is shown; and each of the language's keywords is either shown
// or refused, never both, a refused one with an example that parses and
// that the game refuses.
func CheckVocab(t *testing.T, v Vocab) {
	t.Helper()
	rows, err := ReadVocab(v.Doc, v.Header, v.Other != nil)
	if err != nil {
		t.Fatal(err)
	}
	kw, err := Keywords(v.Root)
	if err != nil {
		t.Fatal(err)
	}
	shown := map[string]bool{}
	loads := batches(rows, v.Load, func(VocabRow) bool { return true })
	var others map[string]bool
	if v.Other != nil {
		others = batches(rows, v.Other, func(r VocabRow) bool { return r.Other == "yes" })
	}
	for _, r := range rows {
		checkRow(t, v, kw, r, shown, loads, others)
	}
	var required []string
	for _, text := range v.Cards {
		required = append(required, Tokens(text, kw)...)
	}
	for _, w := range append(required, v.Words...) {
		if isWord(w) && !shown[strings.ToLower(w)] {
			t.Errorf("%s: the table shows no row for %q, which the game accepts", v.Doc, w)
			shown[strings.ToLower(w)] = true // once
		}
	}
	unused := refused(t, v, kw)
	for _, k := range kw {
		switch {
		case shown[k] && unused[k]:
			t.Errorf("%s: keyword %q is both shown and refused", v.Doc, k)
		case !shown[k] && !unused[k]:
			t.Errorf("%s: keyword %q is neither shown nor refused", v.Doc, k)
		}
	}
	for u := range unused {
		if !slices.Contains(kw, u) {
			t.Errorf("%s: %q is shown as a refused keyword but is no keyword", v.Doc, u)
		}
	}
}

// refused checks the table of the keywords the game refuses, each with
// an example its loader refuses, and returns them.
func refused(t *testing.T, v Vocab, kw []string) map[string]bool {
	t.Helper()
	rows, err := ReadVocab(v.Doc, v.Unused, false)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, r := range rows {
		if _, err := carddata.ParseAbility(r.Example); err != nil {
			t.Errorf("%s:%d: %q does not parse: %v", v.Doc, r.Line, r.Example, err)
		}
		if v.Load(r.Where, r.Example) == nil {
			t.Errorf("%s:%d: %q in %s is shown as refused, but it loads", v.Doc, r.Line, r.Example, r.Where)
		}
		tokens := Tokens(r.Example, kw)
		for _, w := range r.Words {
			if !slices.Contains(tokens, w) {
				t.Errorf("%s:%d: the row shows %q but its example %q does not have it", v.Doc, r.Line, w, r.Example)
			}
			out[w] = true
		}
	}
	return out
}

// batches loads the examples of the rows expected to load, all those of
// one field at once, and reports the fields where all of them do.
func batches(rows []VocabRow, load func(string, ...string) error, expected func(VocabRow) bool) map[string]bool {
	byField := map[string][]string{}
	for _, r := range rows {
		if expected(r) {
			byField[r.Where] = append(byField[r.Where], r.Example)
		}
	}
	ok := map[string]bool{}
	for where, texts := range byField {
		ok[where] = load(where, texts...) == nil
	}
	return ok
}

// checkRow checks one row and notes the words it shows. Its example is
// loaded alone unless it was expected to load with the others of its
// field and they all did.
func checkRow(t *testing.T, v Vocab, kw []string, r VocabRow, shown, loads, others map[string]bool) {
	t.Helper()
	if loads[r.Where] {
		// loaded with the others of its field
	} else if err := v.Load(r.Where, r.Example); err != nil {
		t.Errorf("%s:%d: %q in %s does not load: %v", v.Doc, r.Line, r.Example, r.Where, err)
	}
	tokens := Tokens(r.Example, kw)
	for _, w := range r.Words {
		if strings.HasPrefix(w, "(") && strings.HasSuffix(w, ")") {
			continue
		}
		for _, part := range strings.Fields(w) {
			want := Tokens(part, kw)
			if len(want) != 1 || !slices.Contains(tokens, want[0]) {
				t.Errorf("%s:%d: the row shows %q but its example %q does not have it", v.Doc, r.Line, part, r.Example)
				continue
			}
			shown[want[0]] = true
		}
	}
	if v.Other == nil {
		return
	}
	var err error
	if r.Other != "yes" || !others[r.Where] {
		err = v.Other(r.Where, r.Example)
	}
	switch r.Other {
	case "yes":
		if err != nil {
			t.Errorf("%s:%d: %q in %s is marked as in the other game, which refuses it: %v", v.Doc, r.Line, r.Example, r.Where, err)
		}
	case "no":
		if err == nil {
			t.Errorf("%s:%d: %q in %s is marked as not in the other game, which accepts it", v.Doc, r.Line, r.Example, r.Where)
		}
	case "-":
		if !errors.Is(err, ErrNoField) {
			t.Errorf("%s:%d: the other game's column is \"-\", but the other game has the field %s", v.Doc, r.Line, r.Where)
		}
	default:
		t.Errorf("%s:%d: the other game's column is %q: want yes, no, or - for a field it does not have", v.Doc, r.Line, r.Other)
	}
}

// isWord reports whether a token is a word (not a number or punctuation).
func isWord(tok string) bool {
	return tok != "" && !strings.ContainsAny(tok[:1], "0123456789:,|/+-{}[]")
}
