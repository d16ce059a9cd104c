package earth

import "github.com/rulebox/rulebox/internal/grid"

// Tableau is one player's grid as objectives read it: the card and pieces
// at each place, and the player's Seeds.
type Tableau struct {
	// Area is the set of places cards may stand on (Earth Express: the
	// 3x3 square in the top-left corner); "empty" counts its free places.
	Area grid.Set
	// Spaces holds each place's card and pieces, by grid.Pos.Index.
	Spaces [grid.Size * grid.Size]Space
	// Seeds is the player's Seeds in reserve.
	Seeds int
}

// Occupied is the set of places holding a card.
func (t *Tableau) Occupied() grid.Set {
	var s grid.Set
	for p := range t.Area.All {
		if t.Spaces[p.Index()].Card != nil {
			s = s.With(p)
		}
	}
	return s
}

// Context is what an objective is evaluated against: the owner's tableau,
// the tableau of the neighbour an ability reads (nil if none), and the card
// the objective is printed on ("this"), if it stands in the tableau.
type Context struct {
	Own       *Tableau
	Neighbour *Tableau
	Self      grid.Pos
	HasSelf   bool
	// Lenient makes every card in a place a placement names meet the
	// placement, whatever it is: Demeter's directional requirements are
	// met automatically.
	Lenient bool
}

// eval is one evaluation in progress: the context, and the traits each of
// the owner's cards is read with (a card with two types or colours is read
// as one of them when the objective can tell them apart).
type eval struct {
	ctx    *Context
	traits [grid.Size * grid.Size]Traits
	occ    [2]grid.Set // occupied places of own and neighbour's tableau
}

func (e *eval) tab(n bool) *Tableau {
	if n {
		return e.ctx.Neighbour
	}
	return e.ctx.Own
}

// traitsAt is the traits the card at i of the own (n false) or neighbour's
// tableau is read with.
func (e *eval) traitsAt(n bool, i int) Traits {
	if n {
		if c := e.ctx.Neighbour.Spaces[i].Card; c != nil {
			return c.Traits
		}
		return 0
	}
	return e.traits[i]
}

// run evaluates f for every way of reading the own cards that have several
// words of a category in amb, and returns the best (largest) result.
func run(ctx *Context, amb []Traits, f func(*eval) int) int {
	var e eval
	e.ctx = ctx
	e.occ[0] = ctx.Own.Occupied()
	if ctx.Neighbour != nil {
		e.occ[1] = ctx.Neighbour.Occupied()
	}
	type choice struct {
		i       int
		options Traits // the words of one category the card has
	}
	var choices [16]choice
	n := 0
	for p := range e.occ[0].All {
		i := p.Index()
		t := ctx.Own.Spaces[i].Card.Traits
		e.traits[i] = t
		for _, m := range amb {
			if opts := t & m; opts&(opts-1) != 0 && n < len(choices) {
				choices[n] = choice{i, opts}
				n++
			}
		}
	}
	if n == 0 {
		return f(&e)
	}
	best := minInt
	var pick func(k int)
	pick = func(k int) {
		if k == n {
			best = max(best, f(&e))
			return
		}
		c := choices[k]
		saved := e.traits[c.i]
		for rest := c.options; rest != 0; rest &= rest - 1 {
			one := rest & -rest
			e.traits[c.i] = saved&^c.options | one
			pick(k + 1)
		}
		e.traits[c.i] = saved
	}
	pick(0)
	return best
}

const minInt = -1 << 62
