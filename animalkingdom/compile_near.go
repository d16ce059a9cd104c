package animalkingdom

import (
	"math/bits"
	"strings"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
	"github.com/rulebox/rulebox/internal/grid"
)

// nearThis compiles the commonest count of the Terrain scoring abilities,
// cards placed relative to the card the formula is printed on ("herb same
// row as this", "card with wet orthogonal to this"), into one loop over
// the places the placement names, the words as bits. It counts what the
// shared compiler counts (TestNearThisCountsAsTheSharedCompiler); ok is
// false for any other selector, and for one naming two types or two
// colours, which a card with several reads one at a time.
func nearThis(v *earth.Vocab, s *carddata.Selector) (cnt count, ok bool) {
	r := s.Rel
	if r == nil || s.In != nil || s.Chain != nil || s.Place != "" || s.Each || !isThis(r.Anchor) {
		return nil, false
	}
	if !earth.IsPlacement(r.Dir) {
		return nil, false
	}
	n := near{dir: r.Dir}
	want, with, ok := nearWords(v, s)
	if !ok {
		return nil, false
	}
	return func(c *scoreCtx) int { return n.count(c.ctx, want, with) }, true
}

// isThis reports whether an anchor is plain "this".
func isThis(a *carddata.Selector) bool {
	return a != nil && strings.EqualFold(a.Noun, "this") && len(a.With) == 0 && a.Rel == nil && a.In == nil && a.Chain == nil && a.Place == ""
}

// nearWords reads the noun and the features of a selector as the word a
// card must have (every bit set for "card") and the words it must all
// have; ok is false when a feature is not a plain word, a word is not in
// the vocabulary, or the selector names two types or two colours.
func nearWords(v *earth.Vocab, s *carddata.Selector) (want earth.Traits, with []earth.Traits, ok bool) {
	want = ^earth.Traits(0)
	var named earth.Traits
	if noun := carddata.Singular(s.Noun); noun != "card" {
		t, found := v.Lookup(noun)
		if !found {
			return 0, nil, false
		}
		want, named = t, t
	}
	for _, f := range s.With {
		t, found := v.Lookup(carddata.Singular(f.Noun))
		if f.Qty != nil || f.Measure != carddata.NoMeasure || !found {
			return 0, nil, false
		}
		with = append(with, t)
		named |= t
	}
	for _, cat := range []earth.Category{earth.Type, earth.ColourWord} {
		if m := named & v.Of(cat); m&(m-1) != 0 {
			return 0, nil, false
		}
	}
	return want, with, true
}

// near is a compiled placement relative to "this": its row, its column,
// or the places in some directions from it.
type near struct {
	dir carddata.Dir
}

// places returns the places the placement names around self.
func (n *near) places(self grid.Pos) grid.Set {
	return earth.Placed(n.dir, grid.Of(self))
}

// count counts the cards in the places named around "this" that have
// want and every word of with; 0 when the formula's card is not in the
// tableau.
func (n *near) count(ctx *earth.Context, want earth.Traits, with []earth.Traits) int {
	if !ctx.HasSelf {
		return 0
	}
	t := ctx.Own
	k := 0
	for rest := t.Occupied() & n.places(ctx.Self); rest != 0; rest &= rest - 1 {
		tr := t.Spaces[bits.TrailingZeros64(uint64(rest))].Card.Traits
		if tr&want != 0 && hasAll(tr, with) {
			k++
		}
	}
	return k
}

// hasAll reports whether tr has every word of with.
func hasAll(tr earth.Traits, with []earth.Traits) bool {
	for _, w := range with {
		if tr&w == 0 {
			return false
		}
	}
	return true
}
