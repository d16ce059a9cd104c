package animalkingdom

import (
	"slices"
	"strings"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
	"github.com/rulebox/rulebox/internal/grid"
)

// Formula is an end-game formula (a Terrain's brown ability, an Ecosystem
// side) or a Fauna objective, compiled at load. What reads only the
// tableau is compiled by the shared Earth compiler; what reads the rest of
// a player's position (soil, hand, compost, events, soil costs, ability
// counts, the leader, sets, diagonals, lines of different counts) by this
// package.
type Formula struct {
	// Text is the canonical text.
	Text string
	rule earth.Rule
	own  func(*scoreCtx) int
	// reads is the parts of a position it reads (readTab, ...).
	reads uint8
	// quick checks a Fauna objective from the seat, without building the
	// position (fauna_quick.go); nil for one checked by formula.
	quick *quickObjective
}

// eval evaluates the formula in c, a player's position; a zero Formula
// is 0.
func (f Formula) eval(c *scoreCtx) int {
	if f.own != nil {
		return f.own(c)
	}
	return c.eval(f.rule)
}

// eval evaluates a rule of the shared compiler in c, in c's memory when
// it has some.
func (c *scoreCtx) eval(r earth.Rule) int {
	if c.scr != nil {
		return r.EvalIn(c.scr)
	}
	return r.Eval(c.ctx)
}

// scoreCtx is a player's position as formulas read it.
type scoreCtx struct {
	// ctx is the tableau and "this"; it is scr.Ctx when scr is set, the
	// memory rules are evaluated in.
	ctx *earth.Context
	scr *earth.Scratch
	// all are every player's tableaus, for "in leader" (filled by fill
	// when asked for: only Terrains score so).
	all     []earth.Tableau
	cards   []*CardInfo // the player's tableau cards, Island and Climate
	soil    int
	hand    int
	compost int
	events  int
}

// readsOf is the parts of a position a selector's count reads. One
// that names sprouts or growth anywhere (a count of them, a feature,
// their spaces) reads the pieces too.
func readsOf(s *carddata.Selector) uint8 {
	noun := carddata.Singular(s.Noun)
	var pieces uint8
	if text := s.String(); strings.Contains(text, "sprout") || strings.Contains(text, "growth") {
		pieces = readPieces
	}
	switch {
	case s.In != nil:
		return readTab | pieces
	case noun == "soil" && len(s.With) == 0 && s.Place == "":
		return readSoil
	case noun == "card" && s.Place == "hand":
		return readHand
	case noun == "card" && s.Place == "compost":
		return readCompost
	case noun == "event" && len(s.With) == 0:
		return readEvents
	case noun == "set":
		return readTab | readEvents
	}
	return readTab | pieces
}

// count is a compiled count over a position.
type count func(*scoreCtx) int

// compileCount compiles what a selector counts: the package's own counts
// first, else the shared compiler's.
func compileCount(v *earth.Vocab, s *carddata.Selector) (count, error) {
	if c, ok, err := ownCount(v, s); ok {
		return c, err
	}
	r, err := earth.CompileCount(v, s)
	return func(c *scoreCtx) int { return c.eval(r) }, err
}

// ownCount compiles the selectors the shared compiler does not read.
func ownCount(v *earth.Vocab, s *carddata.Selector) (count, bool, error) {
	if c, ok := nearThis(v, s); ok {
		return c, true, nil
	}
	noun := carddata.Singular(s.Noun)
	switch {
	case s.In != nil && s.In.Who == carddata.Leader:
		return leaderCount(v, s)
	case noun == "soil" && len(s.With) == 0 && s.Place == "":
		return func(c *scoreCtx) int { return c.soil }, true, nil
	case noun == "card" && s.Place == "hand":
		return func(c *scoreCtx) int { return c.hand }, true, nil
	case noun == "card" && s.Place == "compost":
		return func(c *scoreCtx) int { return c.compost }, true, nil
	case noun == "event" && len(s.With) == 0:
		return func(c *scoreCtx) int { return c.events }, true, nil
	case noun == "set":
		return setCount(v, s)
	case noun == "diagonal":
		return func(c *scoreCtx) int { return fullDiagonals(c.ctx.Own) }, true, nil
	case (noun == "row" || noun == "column") && len(s.With) == 2 && s.With[1].Measure != carddata.NoMeasure:
		if w := carddata.Singular(s.With[1].Noun); w == "type" || w == "colour" || w == "habitat" {
			return lineSets(v, s, noun == "row", w)
		}
		if s.With[1].Measure == carddata.Different {
			return lineCount(s, noun == "row")
		}
	case noun == "flora" && len(s.With) == 2 && s.With[0].String() == "full sprouts" && s.With[1].String() == "full growth" && s.In == nil && s.Rel == nil:
		return completelyFilled, true, nil
	case noun == "card" && len(s.With) == 1 && s.With[0].Qty != nil:
		switch carddata.Singular(s.With[0].Noun) {
		case "cost":
			q := s.With[0].Qty
			return cardCount(func(ci *CardInfo) bool { return !ci.Board && earth.Holds(q, ci.Cost) }), true, nil
		case "ability":
			q := s.With[0].Qty
			return cardCount(func(ci *CardInfo) bool { return earth.Holds(q, len(ci.Abilities)) }), true, nil
		}
	}
	return nil, false, nil
}

// cardCount counts the player's cards (tableau, Island, Climate) that
// match.
func cardCount(match func(*CardInfo) bool) count {
	return func(c *scoreCtx) int {
		n := 0
		for _, ci := range c.cards {
			if match(ci) {
				n++
			}
		}
		return n
	}
}

// leaderCount counts in the tableau of whichever player has the most.
func leaderCount(v *earth.Vocab, s *carddata.Selector) (count, bool, error) {
	own := *s
	own.In = nil
	r, err := earth.CompileCount(v, &own)
	return func(c *scoreCtx) int {
		sc := earth.NewScratch()
		defer sc.Release()
		best := 0
		for q := range c.all {
			sc.Ctx = earth.Context{Own: &c.all[q]}
			best = max(best, r.EvalIn(sc))
		}
		return best
	}, true, err
}

// lineCount counts full rows or columns whose 4 cards show 4 different
// counts of sprouts, growth or vp.
func lineCount(s *carddata.Selector, rows bool) (count, bool, error) {
	var errs carddata.ErrorList
	f0, f1 := s.With[0], s.With[1]
	if f0.Qty == nil || f0.Qty.N != TableauSide || carddata.Singular(f0.Noun) != "card" {
		errs.Add(f0.Pos, f0.String(), "\"4 cards\"", "")
	}
	var read func(sp earth.Space) int
	switch carddata.Singular(f1.Noun) {
	case "sprout":
		read = func(sp earth.Space) int { return sp.Sprouts }
	case "growth":
		read = func(sp earth.Space) int { return sp.Growth }
	case "vp":
		read = func(sp earth.Space) int { return sp.Card.VP }
	default:
		return nil, false, nil
	}
	return func(c *scoreCtx) int {
		n := 0
		for k := 1; k <= TableauSide; k++ {
			line := grid.Col(k)
			if rows {
				line = grid.Row(k)
			}
			if lineDifferent(c.ctx.Own, line&tableauArea, read) {
				n++
			}
		}
		return n
	}, true, errs.Err()
}

// lineDifferent reports whether the line holds 4 cards with 4 different
// values.
func lineDifferent(t *earth.Tableau, line grid.Set, read func(earth.Space) int) bool {
	var seen [TableauSide]int
	k := 0
	for p := range line.All {
		sp := t.Spaces[p.Index()]
		if sp.Card == nil {
			continue
		}
		v := read(sp)
		for _, w := range seen[:k] {
			if w == v {
				return false
			}
		}
		if k == TableauSide {
			return false
		}
		seen[k] = v
		k++
	}
	return k == TableauSide
}

// fullDiagonals counts the filled diagonals of a 4x4 tableau: 2 when both
// are, 1 when one is, 0 while the tableau is not 4 wide and 4 tall.
func fullDiagonals(t *earth.Tableau) int {
	occ := t.Occupied() & tableauArea
	top, h, w := occ.Box()
	if w != TableauSide || h != TableauSide {
		return 0
	}
	n := 0
	var d1, d2 grid.Set
	for i := range TableauSide {
		d1 = d1.With(grid.Pos{Row: top.Row + i, Col: top.Col + i})
		d2 = d2.With(grid.Pos{Row: top.Row + i, Col: top.Col + TableauSide - 1 - i})
	}
	if occ&d1 == d1 {
		n++
	}
	if occ&d2 == d2 {
		n++
	}
	return n
}

// completelyFilled counts the Flora whose sprout and growth spaces are all
// filled, a Flora without spaces of a kind counting as filled for that
// kind (the Fauna objective "flora with full sprouts and full growth").
func completelyFilled(c *scoreCtx) int {
	n := 0
	t := c.ctx.Own
	for p := range t.Occupied().All {
		sp := t.Spaces[p.Index()]
		if isFlora(sp.Card) && sp.Sprouts >= sp.Card.SproutCap && sp.Growth >= sp.Card.GrowthCap {
			n++
		}
	}
	return n
}

// isFlora reports whether a card face is a Flora: it has the word
// "flora" (read from the card set's vocabulary at load).
func isFlora(c *earth.Card) bool { return c.Traits&floraWord != 0 }

// floraWord is the trait of the word "flora", the same in every set's
// vocabulary (their words come in a fixed order): worked out once, so
// that loading a set writes nothing that games read.
var floraWord = func() earth.Traits {
	v, err := newVocab()
	if err != nil {
		panic(err) // the package's own word lists
	}
	t, _ := v.Lookup("flora")
	return t
}()

// lineSets counts full rows or columns whose 4 cards can show 4 different
// types, or share one ("different types", "shared type"), a Terrain's
// type being terrain; or the same of ability colours, green included
// ("different colours", "shared colour"), or of habitats. A card with
// several reads as whichever serves. Lines share no cards, so each is
// read on its own: the best reading of the tableau is the best of each
// line, found with at most 4 cards' words at a time.
func lineSets(v *earth.Vocab, s *carddata.Selector, rows bool, category string) (count, bool, error) {
	var errs carddata.ErrorList
	if f := s.With[0]; f.Qty == nil || f.Qty.N != TableauSide || carddata.Singular(f.Noun) != "card" {
		errs.Add(f.Pos, f.String(), "\"4 cards\"", "")
	}
	var mask earth.Traits
	switch category {
	case "habitat":
		mask = v.Of(earth.Habitat)
	case "type":
		mask = words(v, append(slices.Clone(floraTypes), "terrain"))
	default:
		mask = words(v, []string{"red", "blue", "yellow", "black", "brown", "green"})
	}
	shared := s.With[1].Measure == carddata.Shared
	return func(c *scoreCtx) int {
		n := 0
		for k := 1; k <= TableauSide; k++ {
			line := grid.Col(k)
			if rows {
				line = grid.Row(k)
			}
			var sets [TableauSide]earth.Traits
			m := 0
			for p := range (line & tableauArea).All {
				if sp := c.ctx.Own.Spaces[p.Index()]; sp.Card != nil && m < TableauSide {
					sets[m] = sp.Card.Traits & mask
					m++
				}
			}
			if m == TableauSide && (shared && sets[0]&sets[1]&sets[2]&sets[3] != 0 || !shared && distinctPick(sets[:], 0)) {
				n++
			}
		}
		return n
	}, true, errs.Err()
}

// words is the traits of the words ws in v.
func words(v *earth.Vocab, ws []string) earth.Traits {
	var mask earth.Traits
	for _, w := range ws {
		b, _ := v.Lookup(w)
		mask |= b
	}
	return mask
}

// distinctPick reports whether each of sets can give a different word,
// the ones before used having taken theirs.
func distinctPick(sets []earth.Traits, used earth.Traits) bool {
	if len(sets) == 0 {
		return true
	}
	for rest := sets[0] &^ used; rest != 0; rest &= rest - 1 {
		one := rest & -rest
		if distinctPick(sets[1:], used|one) {
			return true
		}
	}
	return false
}
