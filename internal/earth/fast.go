package earth

import (
	"math/bits"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/grid"
)

// test is one feature of a card as data: a word it has, or a number of
// its pieces or VP in a range, or a full Growth or Sprout track.
type test struct {
	kind   testKind
	t      Traits
	lo, hi int
}

type testKind uint8

const (
	hasWord testKind = iota
	sproutsIn
	growthIn
	vpIn
	fullGrowth
	fullSprouts
)

// fastCards compiles the common selectors (a card word or "card", with
// words, counts of pieces or VP, and full tracks) into one loop over the
// cards, the features as data; it reports false for any other selector.
func (c *compiler) fastCards(s *carddata.Selector, n bool) (*fastSel, bool) {
	noun := singular(s.Noun)
	var want Traits
	if noun != "card" {
		if noun == "empty" || noun == "this" || noun == "thi" || noun == "it" {
			return nil, false
		}
		t, ok := c.v.Lookup(noun)
		if !ok {
			return nil, false
		}
		want = t
	}
	tests := make([]test, 0, len(s.With))
	for _, f := range s.With {
		t, ok := c.fastTest(f)
		if !ok {
			return nil, false
		}
		tests = append(tests, t)
	}
	if want != 0 {
		c.word(s.Pos, noun)
	}
	for _, f := range s.With {
		if f.Qty == nil && f.Measure == carddata.NoMeasure {
			c.word(f.Pos, singular(f.Noun))
		}
	}
	if want == 0 {
		want = ^Traits(0) // every card has a word
	}
	return newFastSel(want, tests, n), true
}

// fastSel is a compiled common selector: cards with a word, passing tests.
type fastSel struct {
	want  Traits
	tests []test
	n     bool // in the neighbour's tableau
	mode  scanMode
	also  Traits // scanWord: a second word the card must have (all ones: none)
}

// scanMode is the loop a fastSel runs, chosen once when it is compiled so
// that the commonest selectors test each card without a switch.
type scanMode uint8

const (
	scanWord   scanMode = iota // the word, and at most one more
	scanGrowth                 // the word and one range of Growth
	scanTests                  // the word and any tests
)

// newFastSel is a fastSel with its loop chosen.
func newFastSel(want Traits, tests []test, n bool) *fastSel {
	fs := &fastSel{want: want, tests: tests, n: n, mode: scanTests, also: ^Traits(0)}
	switch {
	case len(tests) == 0:
		fs.mode = scanWord
	case len(tests) == 1 && tests[0].kind == hasWord:
		fs.also, fs.mode = tests[0].t, scanWord
	case len(tests) == 1 && tests[0].kind == growthIn:
		fs.mode = scanGrowth
	}
	return fs
}

// set is the places of the cards fs selects.
func (fs *fastSel) set(e *eval) grid.Set {
	switch {
	case fs.n:
		return fs.scan(e.ctx.Neighbour, e.occ[1], nil)
	case e.assigned:
		return fs.scan(e.ctx.Own, e.occ[0], &e.traits)
	}
	return fs.scan(e.ctx.Own, e.occ[0], nil)
}

// scan is the places of occ in tab whose cards fs selects, each read with
// traits (nil: its card's own).
func (fs *fastSel) scan(tab *Tableau, occ grid.Set, traits *[grid.Size * grid.Size]Traits) grid.Set {
	if traits == nil {
		return fs.scanCards(tab, occ)
	}
	var set grid.Set
	for rest := occ; rest != 0; rest &= rest - 1 {
		i := bits.TrailingZeros64(uint64(rest))
		if tr := traits[i]; tr&fs.want != 0 && tr&fs.also != 0 && passes(fs.tests, tr, &tab.Spaces[i]) {
			set |= 1 << i
		}
	}
	return set
}

// scanCards is scan with every card read with its own traits: one loop
// for each mode, so that the commonest selectors test each card without a
// switch.
func (fs *fastSel) scanCards(tab *Tableau, occ grid.Set) grid.Set {
	switch fs.mode {
	case scanWord:
		return wordsIn(tab, occ, fs.want, fs.also)
	case scanGrowth:
		return growthRange(tab, occ, fs.want, fs.tests[0].lo, uint(fs.tests[0].hi-fs.tests[0].lo))
	}
	return fs.testsIn(tab, occ)
}

// wordsIn is the places of occ whose cards have a word of want and one of
// also.
func wordsIn(tab *Tableau, occ grid.Set, want, also Traits) grid.Set {
	var set grid.Set
	for rest := occ; rest != 0; rest &= rest - 1 {
		i := bits.TrailingZeros64(uint64(rest))
		if tr := tab.Spaces[i].Card.Traits; tr&want != 0 && tr&also != 0 {
			set |= 1 << i
		}
	}
	return set
}

// growthRange is the places of occ whose cards have a word of want and lo to
// lo+span Growth (one unsigned comparison).
func growthRange(tab *Tableau, occ grid.Set, want Traits, lo int, span uint) grid.Set {
	var set grid.Set
	for rest := occ; rest != 0; rest &= rest - 1 {
		i := bits.TrailingZeros64(uint64(rest))
		if sp := &tab.Spaces[i]; sp.Card.Traits&want != 0 && uint(sp.Growth-lo) <= span {
			set |= 1 << i
		}
	}
	return set
}

// testsIn is the places of occ whose cards have a word of fs.want and
// pass every test.
func (fs *fastSel) testsIn(tab *Tableau, occ grid.Set) grid.Set {
	var set grid.Set
	for rest := occ; rest != 0; rest &= rest - 1 {
		i := bits.TrailingZeros64(uint64(rest))
		if sp := &tab.Spaces[i]; sp.Card.Traits&fs.want != 0 && passes(fs.tests, sp.Card.Traits, sp) {
			set |= 1 << i
		}
	}
	return set
}

// fastCount returns the fast selector of a plain card count (no
// placement, no chain), or nil.
func (c *compiler) fastCount(s *carddata.Selector) *fastSel {
	switch carddata.Singular(s.Noun) {
	case "seed", "sprout", "growth", "row", "column":
		return nil
	}
	if s.Rel != nil || s.Chain != nil || s.Place != "" || s.In != nil && s.In.Who != carddata.Neighbour && s.In.Who != carddata.You {
		return nil
	}
	n := s.In != nil && s.In.Who == carddata.Neighbour
	fs, ok := c.fastCards(s, n)
	if !ok {
		return nil
	}
	if n {
		c.neigh = true
	}
	return fs
}

// passes reports whether a card with traits tr on space sp passes every
// test.
func passes(tests []test, tr Traits, sp *Space) bool {
	for k := range tests {
		t := &tests[k]
		var v int
		switch t.kind {
		case hasWord:
			if tr&t.t == 0 {
				return false
			}
			continue
		case fullGrowth:
			if !sp.Canopy() {
				return false
			}
			continue
		case fullSprouts:
			if sp.Card.SproutCap == 0 || sp.Sprouts < sp.Card.SproutCap {
				return false
			}
			continue
		case sproutsIn:
			v = sp.Sprouts
		case growthIn:
			v = sp.Growth
		case vpIn:
			v = sp.Card.VP
		}
		if v < t.lo || v > t.hi {
			return false
		}
	}
	return true
}

// fastTest turns a feature into a test, when it is one of the common kinds.
func (c *compiler) fastTest(f *carddata.Feature) (test, bool) {
	noun := singular(f.Noun)
	switch {
	case f.Measure == carddata.Full && noun == "growth":
		return test{kind: fullGrowth}, true
	case f.Measure == carddata.Full && noun == "sprout":
		return test{kind: fullSprouts}, true
	case f.Measure != carddata.NoMeasure:
		return test{}, false
	case f.Qty == nil:
		t, ok := c.v.Lookup(noun)
		return test{kind: hasWord, t: t}, ok
	}
	kind := map[string]testKind{"sprout": sproutsIn, "growth": growthIn, "vp": vpIn}
	k, ok := kind[noun]
	if !ok {
		return test{}, false
	}
	lo, hi := rangeOf(f.Qty)
	return test{kind: k, lo: lo, hi: hi}, true
}

// rangeOf is the numbers a quantity on one card allows: a plain number is
// exact there ("0 sprouts").
func rangeOf(q *carddata.Quantity) (int, int) {
	const inf = 1 << 30
	switch q.Kind {
	case carddata.Exact, carddata.Exactly:
		return q.N, q.N
	case carddata.Range:
		return q.N, q.Max
	case carddata.UpTo:
		return -inf, q.N
	case carddata.All:
		return -inf, inf
	}
	return q.N, inf
}

// direct is a rule that is a fast count (times n, or within lo..hi for an
// objective of one need), or an objective of several fast needs, run
// straight from the context when no card needs reading one way or
// another: the same result as its closure, with no eval set up.
type direct struct {
	ok     bool
	fs     *fastSel // the one count
	n      int      // a count: n times the count
	need   bool     // an objective of one need: 1 when lo <= count <= hi
	lo, hi int
	needs  []fastNeed // an objective of several needs
}

// value is the rule's value in ctx, every card read with its own traits.
func (d *direct) value(ctx *Context) int {
	if d.fs == nil {
		return d.several(ctx)
	}
	k := d.fs.in(ctx).Len()
	if !d.need {
		return d.n * k
	}
	return b2i(k >= d.lo && k <= d.hi)
}

// several is the value in ctx of an objective of several needs, every
// card read with its own traits.
func (d *direct) several(ctx *Context) int {
	for k := range d.needs {
		nd := &d.needs[k]
		if n := nd.fs.in(ctx).Len(); n < nd.lo || n > nd.hi {
			return 0
		}
	}
	return 1
}

// in is the places of the cards fs selects in ctx, every card read with
// its own traits.
func (fs *fastSel) in(ctx *Context) grid.Set {
	tab := ctx.Own
	if fs.n {
		tab = ctx.Neighbour
	}
	occ := tab.Cards
	if occ == 0 {
		occ = tab.findCards()
	}
	switch fs.mode {
	case scanWord:
		return wordsIn(tab, occ, fs.want, fs.also)
	case scanGrowth:
		return growthRange(tab, occ, fs.want, fs.tests[0].lo, uint(fs.tests[0].hi-fs.tests[0].lo))
	}
	return fs.testsIn(tab, occ)
}
