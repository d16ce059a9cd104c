package carddata

import (
	"slices"
	"strings"
	"testing"
)

// TestClosedWordsParseToTheirConstants checks that every preposition,
// placement, chain direction and measure, written in an ability in any
// case, parses to its constant and prints back as the word.
func TestClosedWordsParseToTheirConstants(t *testing.T) {
	for _, p := range Preps() {
		ph := firstOf[*Phrase](mustParse(t, "gain 1 x "+strings.ToUpper(p.String())+" y"))
		if ph.Prep != p || ph.String() != p.String()+" y" {
			t.Errorf("%v: parsed %v, printed %q", p, ph.Prep, ph)
		}
	}
	for _, d := range Dirs() {
		r := firstOf[*Relation](mustParse(t, "score 1 vp / card "+d.String()+" this"))
		if r.Dir != d || r.String() != d.String()+" this" {
			t.Errorf("%v: parsed %v, printed %q", d, r.Dir, r)
		}
	}
	for _, d := range []ChainDir{Orthogonal, Diagonal} {
		c := firstOf[*Chain](mustParse(t, "score 1 vp / card in longest "+d.String()+" chain"))
		if c.Dir != d || c.String() != "longest "+d.String()+" chain" {
			t.Errorf("%v: parsed %v, printed %q", d, c.Dir, c)
		}
	}
	for _, m := range Measures() {
		f := firstOf[*Feature](mustParse(t, "score 1 vp / card with "+m.String()+" vp"))
		if f.Measure != m || f.String() != m.String()+" vp" {
			t.Errorf("%v: parsed %v, printed %q", m, f.Measure, f)
		}
	}
	for _, w := range Targets() {
		a := firstOf[*Action](mustParse(t, string(w)+" gain 1 x"))
		if a.Target.Who != w {
			t.Errorf("%v: parsed %v", w, a.Target.Who)
		}
	}
}

// TestClosedWordListsAreFresh checks that a caller who changes a word list
// it was given changes neither the next list nor how abilities parse.
func TestClosedWordListsAreFresh(t *testing.T) {
	ps, ds, ms, ws := Preps(), Dirs(), Measures(), Targets()
	ps[0], ds[0], ms[0], ws[0] = As, OnCard, Shared, Everyone
	if Preps()[0] != On || Dirs()[0] != Above || Measures()[0] != Even || Targets()[0] != You {
		t.Errorf("a changed list shows in the next: %v %v %v %v", Preps(), Dirs(), Measures(), Targets())
	}
	a := mustParse(t, "you gain 1 x on this / card above this with even vp")
	if got := a.String(); got != "you gain 1 x on this / card above this with even vp" {
		t.Errorf("parsed as %q", got)
	}
}

// TestClosedWordsOutOfRange checks how the zero value and a value that is
// none of the constants print.
func TestClosedWordsOutOfRange(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{NoPrep.String(), ""}, {Prep(99).String(), "Prep(99)"},
		{NoDir.String(), ""}, {Dir(-1).String(), "Dir(-1)"},
		{NoChainDir.String(), ""}, {ChainDir(3).String(), "ChainDir(3)"},
		{NoMeasure.String(), ""}, {Measure(6).String(), "Measure(6)"},
	} {
		if c.got != c.want {
			t.Errorf("printed %q, want %q", c.got, c.want)
		}
	}
}

// TestEveryKeywordHasItsOwnItemType checks that each keyword lexes, in any
// case, to an item type of its own, lower-cased, and that every keyword
// type has its word.
func TestEveryKeywordHasItsOwnItemType(t *testing.T) {
	seen := map[itemType]string{}
	for word, typ := range keywords {
		if !typ.isKeyword() || keywordWords[typ] != word {
			t.Errorf("%q has type %d, whose word is %q", word, typ, keywordWords[typ])
		}
		if other, ok := seen[typ]; ok {
			t.Errorf("%q and %q share a type", word, other)
		}
		seen[typ] = word
		items := lex(strings.ToUpper(word))
		if items[0].typ != typ || items[0].val != word {
			t.Errorf("%q lexes as %+v", strings.ToUpper(word), items[0])
		}
	}
	for typ := keywordBeg + 1; typ < keywordEnd; typ++ {
		if keywordWords[typ] == "" || keywords[keywordWords[typ]] != typ {
			t.Errorf("keyword type %d has no word", typ)
		}
	}
	if items := lex("growth"); items[0].typ != itemWord || slices.ContainsFunc(items, func(i item) bool { return i.typ.isKeyword() }) {
		t.Errorf("an open word lexes as %+v", items)
	}
}

func mustParse(t *testing.T, text string) *Ability {
	t.Helper()
	a, err := ParseAbility(text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	return a
}
