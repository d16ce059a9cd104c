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
		if f.Qty == nil && f.Measure == "" {
			c.word(f.Pos, singular(f.Noun))
		}
	}
	if want == 0 {
		want = ^Traits(0) // every card has a word
	}
	return &fastSel{want: want, tests: tests, n: n}, true
}

// fastSel is a compiled common selector: cards with a word, passing tests.
type fastSel struct {
	want  Traits
	tests []test
	n     bool // in the neighbour's tableau
}

// set is the places of the cards fs selects.
func (fs *fastSel) set(e *eval) grid.Set {
	var set grid.Set
	tab := e.tab(fs.n)
	assigned := e.assigned && !fs.n
	for rest := e.occ[b2i(fs.n)]; rest != 0; rest &= rest - 1 {
		i := bits.TrailingZeros64(uint64(rest))
		sp := &tab.Spaces[i]
		tr := sp.Card.Traits
		if assigned {
			tr = e.traits[i]
		}
		if tr&fs.want == 0 {
			continue
		}
		switch {
		case len(fs.tests) == 0:
		case len(fs.tests) == 1 && fs.tests[0].kind == growthIn:
			if sp.Growth < fs.tests[0].lo || sp.Growth > fs.tests[0].hi {
				continue
			}
		case len(fs.tests) == 1 && fs.tests[0].kind == hasWord:
			if tr&fs.tests[0].t == 0 {
				continue
			}
		case !passes(fs.tests, tr, sp):
			continue
		}
		set |= 1 << i
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
	case f.Measure == "full" && noun == "growth":
		return test{kind: fullGrowth}, true
	case f.Measure == "full" && noun == "sprout":
		return test{kind: fullSprouts}, true
	case f.Measure != "":
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
