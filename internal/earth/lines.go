package earth

import (
	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/grid"
)

// lines compiles "row with 3 cards and different types", "column with 3+
// tree", "row with 3 cards and shared habitat": the rows (or columns) of
// the area whose cards meet every feature.
func (c *compiler) lines(s *carddata.Selector, rows bool) func(*eval) int {
	if s.Rel != nil || s.In != nil || s.Chain != nil || s.Place != "" {
		c.errs.Add(s.Pos, quote(s.String()), "rows or columns of your tableau with features", "")
	}
	var tests []func(e *eval, line grid.Set) bool
	for _, f := range s.With {
		if t := c.lineFeature(f); t != nil {
			tests = append(tests, t)
		}
	}
	return func(e *eval) int {
		area := e.ctx.Own.Area
		n := 0
		for i := range grid.Size {
			line := grid.Row(i)
			if !rows {
				line = grid.Col(i)
			}
			if line&area == 0 {
				continue
			}
			ok := true
			for _, t := range tests {
				if !t(e, line&area) {
					ok = false
					break
				}
			}
			if ok {
				n++
			}
		}
		return n
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
