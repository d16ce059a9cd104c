package earth

import (
	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/grid"
)

// lineCount is a compiled count of lines, "row with 3 cards and different
// types": the rows (or columns) of the board, worked out once, and the
// tests a line's cards must pass. Each test reads only the cards of the
// line it is given.
type lineCount struct {
	lines [grid.Size]grid.Set
	tests []func(e *eval, line grid.Set) bool
}

// lines compiles "row with 3 cards and different types", "column with 3+
// tree", "row with 3 cards and shared habitat": the rows (or columns) of
// the area whose cards meet every feature.
func (c *compiler) lines(s *carddata.Selector, rows bool) func(*eval) int {
	return c.lineCount(s, rows).count
}

// lineCount compiles a selector of rows or columns.
func (c *compiler) lineCount(s *carddata.Selector, rows bool) *lineCount {
	if s.Rel != nil || s.In != nil || s.Chain != nil || s.Place != "" {
		c.errs.Add(s.Pos, quote(s.String()), "rows or columns of your tableau with features", "")
	}
	lc := &lineCount{}
	for i := range grid.Size {
		lc.lines[i] = grid.Row(i)
		if !rows {
			lc.lines[i] = grid.Col(i)
		}
	}
	for _, f := range s.With {
		if t := c.lineFeature(f); t != nil {
			lc.tests = append(lc.tests, t)
		}
	}
	return lc
}

// count is the number of lines of the own area whose cards, read as e
// reads them, pass every test.
func (lc *lineCount) count(e *eval) int {
	area := e.ctx.Own.Area
	n := 0
	for _, line := range lc.lines {
		if line&area != 0 && lc.holds(e, line&area) {
			n++
		}
	}
	return n
}

// holds reports whether the cards of line pass every test.
func (lc *lineCount) holds(e *eval, line grid.Set) bool {
	for _, t := range lc.tests {
		if !t(e, line) {
			return false
		}
	}
	return true
}

// byLine is a rule whose value is value(k) for k lines of a lineCount,
// value never falling as k grows ("score 5 vp / row with 3 cards and
// different types"). Its best reading of the two-word cards is found line
// by line: a card stands in one line, and a line's tests read only its
// own cards, so the most lines any reading of the whole tableau passes is
// the sum, over the lines, of whether some reading of that line's cards
// passes it. That tries a few readings of each line instead of every
// reading of the tableau (runIn's odometer), which for a rule comparing
// habitats was most of the end-game scoring.
type byLine struct {
	lc    *lineCount
	value func(k int) int
}

// best is what runIn(e, ctx, amb, f) returns for the rule f that b
// describes, with the same readings: the same cards, and the same cap on
// their number, as runIn's odometer.
func (b *byLine) best(e *eval, ctx *Context, amb []Traits) int {
	e.ctx = ctx
	e.assigned = true
	e.occ[0] = ctx.Own.Occupied()
	e.occ[1] = 0
	if ctx.Neighbour != nil {
		e.occ[1] = ctx.Neighbour.Occupied()
	}
	var idx [16]int
	var opts [16]Traits
	n := 0
	for p := range e.occ[0].All {
		i := p.Index()
		t := ctx.Own.Spaces[i].Card.Traits
		e.traits[i] = t
		for _, m := range amb {
			if o := t & m; o&(o-1) != 0 && n < len(idx) {
				idx[n], opts[n] = i, o
				n++
			}
		}
	}
	area := ctx.Own.Area
	k := 0
	for _, line := range b.lc.lines {
		if line&area != 0 && b.someReading(e, line&area, idx[:n], opts[:n]) {
			k++
		}
	}
	for j := range n {
		e.traits[idx[j]] |= opts[j]
	}
	return b.value(k)
}

// someReading reports whether some reading of the ambiguous cards of line
// (the entries of idx and opts at places in line) passes the line's
// tests: an odometer over those entries alone, as runIn's over all.
func (b *byLine) someReading(e *eval, line grid.Set, idx []int, opts []Traits) bool {
	var at [16]int
	var pick [16]Traits
	n := 0
	for j, i := range idx {
		if line&(1<<i) != 0 {
			at[n], pick[n] = j, opts[j]&-opts[j]
			n++
		}
	}
	for {
		for k := range n {
			j := at[k]
			e.traits[idx[j]] = e.traits[idx[j]]&^opts[j] | pick[k]
		}
		if b.lc.holds(e, line) {
			return true
		}
		k := 0
		for ; k < n; k++ {
			o := opts[at[k]]
			if rest := o &^ (pick[k]<<1 - 1); rest != 0 { // the words after pick[k]
				pick[k] = rest & -rest
				break
			}
			pick[k] = o & -o
		}
		if k == n {
			return false
		}
	}
}

// lineFeature compiles one feature of a line: a count of cards in it
// ("3 cards", "2+ tree") or a comparison across its cards ("different
// types", "shared habitat").
func (c *compiler) lineFeature(f *carddata.Feature) func(*eval, grid.Set) bool {
	noun := carddata.Singular(f.Noun)
	if f.Measure == carddata.Different || f.Measure == carddata.Shared {
		cat, ok := map[string]Category{"type": Type, "habitat": Habitat, "colour": ColourWord}[noun]
		if !ok {
			c.errs.Add(f.Pos, quote(f.Noun), "types, habitats or colours after \""+f.Measure.String()+"\"", "")
			return nil
		}
		m := c.v.Of(cat)
		c.amb |= m
		if f.Measure == carddata.Different {
			return func(e *eval, line grid.Set) bool {
				var seen Traits
				for p := range (line & e.occ[0]).All {
					t := e.traitsAt(false, p.Index()) & m
					if t == 0 || seen&t != 0 {
						return false
					}
					seen |= t
				}
				return true
			}
		}
		return func(e *eval, line grid.Set) bool {
			common := m
			for p := range (line & e.occ[0]).All {
				common &= e.traitsAt(false, p.Index())
			}
			return common != 0 && line&e.occ[0] != 0
		}
	}
	if f.Qty == nil || f.Measure != carddata.NoMeasure {
		c.errs.Add(f.Pos, quote(f.String()), "a count of cards in the line, \"3 cards\", or \"different types\", \"shared habitat\"", "")
		return nil
	}
	q := f.Qty
	sel := c.cards(&carddata.Selector{Pos: f.Pos, Noun: f.Noun}).f
	return func(e *eval, line grid.Set) bool { return holdsOnCard(q, (sel(e) & line).Len()) }
}
