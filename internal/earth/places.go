package earth

import (
	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/grid"
)

// Places is a compiled card selector over the owner's tableau: where a
// gain may go ("on this", "on tree", "on all flora same row as this").
type Places struct {
	f func(*eval) grid.Set
	// Self reports whether it reads "this".
	Self bool
}

// Eval returns the places of ctx.Own that the selector picks, every card
// counting as all its types and colours. A zero Places picks none.
func (p Places) Eval(ctx *Context) grid.Set {
	if p.f == nil || ctx == nil || ctx.Own == nil {
		return 0
	}
	s, e := borrow()
	defer scratches.Put(s)
	e.ctx = ctx
	e.occ = [2]grid.Set{ctx.Own.Occupied(), 0}
	e.assigned = false
	return p.f(e)
}

// CompilePlaces compiles a selector of cards in the owner's tableau.
func CompilePlaces(v *Vocab, s *carddata.Selector) (Places, error) {
	return guard(v, s == nil, "selector", func() (Places, error) { return compilePlaces(v, s) })
}

func compilePlaces(v *Vocab, s *carddata.Selector) (Places, error) {
	c, errs := newCompiler(v)
	if s.In != nil && s.In.Who != carddata.You {
		errs.Add(s.In.Pos, quote(string(s.In.Who)), "a card of your own tableau", "")
	}
	pl := c.cards(s)
	return Places{f: pl.f, Self: c.self}, errs.Err()
}
