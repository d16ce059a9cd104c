package earth

import (
	"strings"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/grid"
)

// compiler turns selectors, features and objectives into closures, noting
// the words each objective mentions so that an evaluation knows which
// readings of a two-type or two-colour card to try.
type compiler struct {
	needs []need // the counts read, for the card lint
	v     *Vocab
	errs  *carddata.ErrorList
	words [numCategories]Traits // the words mentioned, by category
	amb   Traits                // categories read by "different" or "shared"
	self  bool                  // the objective reads "this"
	neigh bool                  // the objective reads a neighbour's tableau
	fast  direct                // the whole rule as a fast form, if it is one
	line  *byLine               // the whole rule as a count of lines, if it is one
}

// ambiguous lists the categories whose words an evaluation must read one
// at a time: the types or colours of which the objective names two or more
// (a two-type card counts as one of its types within one objective), and
// any category it compares across cards. A card's habitats and name marks
// are all read at once: a card with wet and cold has both.
func (c *compiler) ambiguous() []Traits {
	var out []Traits
	for cat := Category(0); cat < numCategories; cat++ {
		m := c.v.Of(cat)
		w := c.words[cat]
		if (cat == Type || cat == ColourWord) && w&(w-1) != 0 || c.amb&m != 0 {
			out = append(out, m)
		}
	}
	return out
}

// places is a compiled card selector: the places of the own (or the
// neighbour's) tableau holding cards it selects.
type places struct {
	neighbour bool
	f         func(e *eval) grid.Set
}

// cardPred is a compiled test of one card, at place i of the own or the
// neighbour's tableau.
type cardPred func(e *eval, n bool, i int) bool

// word compiles a card word, reporting an unknown one.
func (c *compiler) word(pos carddata.Pos, w string) (Traits, bool) {
	w = singular(w)
	t, ok := c.v.Lookup(w)
	if !ok {
		c.errs.Add(pos, quote(w), "a card word ("+strings.Join(c.v.words, ", ")+")", carddata.Suggest(w, c.v.words))
		return 0, false
	}
	cat, _ := c.v.Category(t)
	c.words[cat] |= t
	return t, true
}

// singular lower-cases w and drops a plural ending, keeping the set's own
// words that end in s.
func singular(w string) string { return carddata.Singular(w) }

func quote(s string) string { return "\"" + s + "\"" }

// cards compiles a selector of cards.
func (c *compiler) cards(s *carddata.Selector) places {
	if s.Place != "" {
		c.errs.Add(s.Pos, quote("in "+s.Place), "a tableau: no cards are counted in a "+s.Place, "")
	}
	n := s.In != nil && s.In.Who == carddata.Neighbour
	if s.In != nil && !n && s.In.Who != carddata.You {
		c.errs.Add(s.In.Pos, quote(string(s.In.Who)), "\"in neighbour\" or \"in you\"", "")
	}
	if n {
		c.neigh = true
	}
	var out func(*eval) grid.Set
	if fs, fast := c.fastCards(s, n); fast {
		out = fs.set
	} else {
		out = c.slowCards(s, n)
	}
	if s.Rel != nil {
		out = c.relation(s.Rel, n, out)
	}
	if s.Chain != nil {
		out = c.chain(s.Chain, n, out)
	}
	return places{n, out}
}

// slowCards compiles a noun and features of any kind, one closure each.
func (c *compiler) slowCards(s *carddata.Selector, n bool) func(*eval) grid.Set {
	base := c.noun(s.Pos, s.Noun, n)
	preds := c.features(s.With)
	return func(e *eval) grid.Set {
		set := base(e)
		if len(preds) > 0 {
			for p := range set.All {
				for _, f := range preds {
					if !f(e, n, p.Index()) {
						set = set.Without(p)
						break
					}
				}
			}
		}
		return set
	}
}

// noun compiles the noun of a card selector.
func (c *compiler) noun(pos carddata.Pos, w string, n bool) func(*eval) grid.Set {
	if strings.EqualFold(w, "this") {
		w = "this"
	} else {
		w = singular(w)
	}
	switch w {
	case "card":
		return func(e *eval) grid.Set { return e.occ[b2i(n)] }
	case "empty":
		return func(e *eval) grid.Set { return e.tab(n).Area &^ e.occ[b2i(n)] }
	case "this":
		c.self = true
		return func(e *eval) grid.Set {
			if !e.ctx.HasSelf || n {
				return 0
			}
			return grid.Of(e.ctx.Self)
		}
	}
	t, ok := c.word(pos, w)
	if !ok {
		return func(*eval) grid.Set { return 0 }
	}
	return func(e *eval) grid.Set {
		var set grid.Set
		for p := range e.occ[b2i(n)].All {
			if e.traitsAt(n, p.Index())&t != 0 {
				set = set.With(p)
			}
		}
		return set
	}
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// features compiles a card's features.
func (c *compiler) features(fs []*carddata.Feature) []cardPred {
	var out []cardPred
	for _, f := range fs {
		if p := c.feature(f); p != nil {
			out = append(out, p)
		}
	}
	return out
}

// feature compiles one feature: a word, a quantity of pieces or VP, or a
// measure.
func (c *compiler) feature(f *carddata.Feature) cardPred {
	noun := singular(f.Noun)
	if f.Measure != carddata.NoMeasure {
		return c.measure(f, noun)
	}
	if f.Qty != nil {
		q := f.Qty
		get := c.pieceOf(f.Pos, noun)
		if get == nil {
			return nil
		}
		return func(e *eval, n bool, i int) bool { return holdsOnCard(q, get(e.tab(n).Spaces[i])) }
	}
	t, ok := c.word(f.Pos, noun)
	if !ok {
		return nil
	}
	return func(e *eval, n bool, i int) bool { return e.traitsAt(n, i)&t != 0 }
}

// pieceOf compiles what a quantity on a card counts.
func (c *compiler) pieceOf(pos carddata.Pos, noun string) func(Space) int {
	switch noun {
	case "sprout":
		return func(s Space) int { return s.Sprouts }
	case "growth":
		return func(s Space) int { return s.Growth }
	case "vp":
		return func(s Space) int { return s.Card.VP }
	case "canopy-vp":
		return func(s Space) int { return s.Card.CanopyVP }
	case "sprout-space":
		return func(s Space) int { return s.Card.SproutCap }
	case "growth-space":
		return func(s Space) int { return s.Card.GrowthCap }
	case "habitat", "type", "colour":
		m := c.v.Of(map[string]Category{"habitat": Habitat, "type": Type, "colour": ColourWord}[noun])
		return func(s Space) int { return popcount(s.Card.Traits & m) }
	}
	c.errs.Add(pos, quote(noun), "what a card holds or shows (sprouts, growth, vp, canopy-vp, sprout-spaces, growth-spaces, habitats, types, colours)", "")
	return nil
}

// measure compiles "full growth", "full sprouts", "even vp", "odd vp".
func (c *compiler) measure(f *carddata.Feature, noun string) cardPred {
	switch {
	case f.Measure == carddata.Full && noun == "growth":
		return func(e *eval, n bool, i int) bool { return e.tab(n).Spaces[i].Canopy() }
	case f.Measure == carddata.Full && noun == "sprout":
		return func(e *eval, n bool, i int) bool {
			s := e.tab(n).Spaces[i]
			return s.Card.SproutCap > 0 && s.Sprouts >= s.Card.SproutCap
		}
	case (f.Measure == carddata.Even || f.Measure == carddata.Odd) && noun == "vp":
		odd := f.Measure == carddata.Odd
		return func(e *eval, n bool, i int) bool { return (e.tab(n).Spaces[i].Card.VP%2 != 0) == odd }
	}
	c.errs.Add(f.Pos, quote(f.Measure.String()+" "+f.Noun), "a measure of one card: full growth, full sprouts, even vp or odd vp", "")
	return nil
}

// Holds reports whether n satisfies q: "2" and "2+" are at least 2,
// "exactly 2" is 2, "2-3" is 2 or 3, "up to 2" is at most 2. A nil q asks
// for nothing, and holds.
func Holds(q *carddata.Quantity, n int) bool {
	if q == nil {
		return true
	}
	switch q.Kind {
	case carddata.Exact, carddata.AtLeast, carddata.AnyOf:
		return n >= q.N
	case carddata.Exactly:
		return n == q.N
	case carddata.Range:
		return n >= q.N && n <= q.Max
	case carddata.UpTo:
		return n <= q.N
	}
	return true
}

// holdsOnCard is Holds for a feature of one card, where a plain number is
// exact: "0 sprouts" means none, "2 habitats" two.
func holdsOnCard(q *carddata.Quantity, n int) bool {
	if q.Kind == carddata.Exact {
		return n == q.N
	}
	return Holds(q, n)
}

func popcount(t Traits) int {
	n := 0
	for ; t != 0; t &= t - 1 {
		n++
	}
	return n
}

// relation compiles "X above Y", "X adjacent to this", "X same row as Y".
func (c *compiler) relation(r *carddata.Relation, n bool, x func(*eval) grid.Set) func(*eval) grid.Set {
	anchor := c.anchor(r.Anchor, n)
	if !IsPlacement(r.Dir) {
		c.errs.Add(r.Pos, quote(r.Dir.String()), "a placement (above, below, left of, right of, adjacent to, orthogonal to, diagonal to, same row as, same column as)", "")
		return x
	}
	dir := r.Dir
	return func(e *eval) grid.Set {
		switch {
		case e.ctx.loose:
			return x(e)
		case e.ctx.Lenient:
			return Placed(dir, anchor(e)) & e.occ[b2i(n)]
		}
		return x(e) & Placed(dir, anchor(e))
	}
}

// anchor compiles a relation's anchor: a word or "this", with features.
func (c *compiler) anchor(a *carddata.Selector, n bool) func(*eval) grid.Set {
	if a.Noun == "it" {
		c.errs.Add(a.Pos, quote("it"), "a card word or \"this\"", "")
		return func(*eval) grid.Set { return 0 }
	}
	s := *a
	s.Rel, s.In, s.Chain, s.Place = nil, nil, nil, ""
	if n {
		s.In = &carddata.Target{Pos: a.Pos, Who: carddata.Neighbour}
	}
	return c.cards(&s).f
}

// chain compiles "in longest orthogonal/diagonal chain [through anchor]":
// the places of the longest path through the selected cards.
func (c *compiler) chain(ch *carddata.Chain, n bool, x func(*eval) grid.Set) func(*eval) grid.Set {
	dirs := grid.Orthogonal
	if ch.Dir == carddata.Diagonal {
		dirs = grid.Diagonal
	}
	var through func(*eval) grid.Set
	if ch.Through != nil {
		through = c.anchor(ch.Through, n)
	}
	return func(e *eval) grid.Set {
		if e.ctx.loose {
			return x(e)
		}
		var must grid.Set
		if through != nil {
			if must = through(e); must == 0 {
				return 0
			}
		}
		return LongestPath(x(e), dirs, must)
	}
}

// LongestPath is the set of places of the longest path through s, each
// place next to the one before in one of dirs, never visiting a place
// twice, and passing through a place of must when must is not empty.
func LongestPath(s grid.Set, dirs [4]grid.Dir, must grid.Set) grid.Set {
	var best grid.Set
	for p := range s.All {
		best = walk(s, dirs, must, p, grid.Of(p), best)
	}
	return best
}

// walk extends the path seen, ending at p, through s, and returns the
// longer of best and the longest path found.
func walk(s grid.Set, dirs [4]grid.Dir, must grid.Set, p grid.Pos, seen, best grid.Set) grid.Set {
	if (must == 0 || seen&must != 0) && seen.Len() > best.Len() {
		best = seen
	}
	for _, d := range dirs {
		q := p.Step(d)
		if s.Has(q) && !seen.Has(q) {
			best = walk(s, dirs, must, q, seen.With(q), best)
		}
	}
	return best
}
