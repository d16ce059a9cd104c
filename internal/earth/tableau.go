package earth

import (
	"sync"

	"github.com/rulebox/rulebox/internal/grid"
)

// Tableau is one player's grid as objectives read it: the card and pieces
// at each place, and the player's Seeds.
type Tableau struct {
	// Area is the set of places cards may stand on (a fixed 3x3 square in
	// the top-left corner, say); "empty" counts its free places.
	Area grid.Set
	// Spaces holds each place's card and pieces, by grid.Pos.Index.
	Spaces [grid.Size * grid.Size]Space
	// Seeds is the player's Seeds in reserve.
	Seeds int
	// Cards may hold the set of places holding a card, set by whoever
	// fills Spaces to save Occupied the work; when it is empty, Occupied
	// looks at Spaces.
	Cards grid.Set
}

// Occupied is the set of places holding a card; none for a nil Tableau.
func (t *Tableau) Occupied() grid.Set {
	if t == nil {
		return 0
	}
	if t.Cards != 0 {
		return t.Cards
	}
	return t.findCards()
}

// findCards is the set of places holding a card, looked up in Spaces.
func (t *Tableau) findCards() grid.Set {
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
	Own       *Tableau // the owner's tableau
	Neighbour *Tableau // the neighbour's tableau an ability reads; nil if none
	Self      grid.Pos // where the card printing the objective stands, with HasSelf
	HasSelf   bool     // the card printing the objective stands in Own, at Self
	// Lenient makes every card in a place a placement names meet the
	// placement, whatever it is: for an automa opponent whose directional
	// requirements are met automatically.
	Lenient bool
	// loose drops every placement: the card lint asks which cards could
	// count, wherever they stand.
	loose bool
}

// eval is one evaluation in progress: the context, and the traits each of
// the owner's cards is read with (a card with two types or colours is read
// as one of them when the objective can tell them apart).
type eval struct {
	ctx      *Context
	assigned bool // traits holds a reading of the own cards
	traits   [grid.Size * grid.Size]Traits
	occ      [2]grid.Set // occupied places of own and neighbour's tableau
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
	if !e.assigned {
		if c := e.ctx.Own.Spaces[i].Card; c != nil {
			return c.Traits
		}
		return 0
	}
	return e.traits[i]
}

// Scratch is memory for an evaluation's tableaus and context, reused so
// that building them does not allocate: take one with NewScratch, fill
// Own (and Neighbour), set Ctx, evaluate, and Release it.
type Scratch struct {
	Own, Neighbour Tableau // the tableaus to fill
	Ctx            Context // the context to evaluate in; point it at Own and Neighbour
	e              eval
}

// scratches reuses the memory of evaluations, so that evaluating a rule
// does not allocate: a Scratch taken by NewScratch, or one whose eval an
// evaluation without a Scratch of its own borrows (see borrow).
var scratches = sync.Pool{New: func() any { return new(Scratch) }}

// borrow takes a Scratch from scratches for its eval alone; give it back
// with scratches.Put.
func borrow() (*Scratch, *eval) {
	s := scratches.Get().(*Scratch)
	return s, &s.e
}

// NewScratch returns a Scratch whose Ctx reads Own, with nothing else set.
func NewScratch() *Scratch {
	s := scratches.Get().(*Scratch)
	s.Ctx = Context{Own: &s.Own}
	return s
}

// Release gives s back for reuse; it must not be used afterwards.
// Releasing nil does nothing.
func (s *Scratch) Release() {
	if s != nil {
		scratches.Put(s)
	}
}

// run evaluates f for every way of reading the own cards that have several
// words of a category in amb, and returns the best (largest) result.
func run(ctx *Context, amb []Traits, f func(*eval) int) int {
	s, e := borrow()
	defer scratches.Put(s)
	return runIn(e, ctx, amb, f)
}

// runIn is run with the memory e.
func runIn(e *eval, ctx *Context, amb []Traits, f func(*eval) int) int {
	e.ctx = ctx
	e.assigned = false
	e.occ[0] = ctx.Own.Occupied()
	e.occ[1] = 0
	if ctx.Neighbour != nil {
		e.occ[1] = ctx.Neighbour.Occupied()
	}
	if len(amb) == 0 {
		return f(e)
	}
	e.assigned = true
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
	if n == 0 {
		return f(e)
	}
	// an odometer over the readings: digit k picks one word of opts[k]
	var pick [16]Traits
	for k := range n {
		pick[k] = opts[k] & -opts[k]
	}
	best := minInt
	for {
		for k := range n {
			i := idx[k]
			e.traits[i] = e.traits[i]&^opts[k] | pick[k]
		}
		best = max(best, f(e))
		k := 0
		for ; k < n; k++ {
			rest := opts[k] &^ (pick[k]<<1 - 1) // the words after pick[k]
			if rest != 0 {
				pick[k] = rest & -rest
				break
			}
			pick[k] = opts[k] & -opts[k]
		}
		if k == n {
			break
		}
	}
	for k := range n {
		i := idx[k]
		e.traits[i] |= opts[k]
	}
	return best
}

const minInt = -1 << 62
