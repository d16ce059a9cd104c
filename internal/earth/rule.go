package earth

import (
	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/grid"
)

// Rule is an objective, a count or a scoring formula compiled from the
// card-data language: a closure over a tableau. Evaluating it never
// changes the tableau.
type Rule struct {
	c *compiled // nil for the zero Rule
	// Self reports whether the rule reads the card it is printed on
	// ("this"); Neighbour whether it reads a neighbour's tableau.
	Self, Neighbour bool
	// Words are the card words the rule mentions.
	Words Traits
}

// compiled is a rule's code, behind a pointer so that a Rule stays small
// enough to be passed in registers.
type compiled struct {
	f     func(*eval) int
	amb   []Traits
	needs []need
	fast  direct  // f in a form run without closures, when it has one
	line  *byLine // f as a count of lines, when it is one: its best reading found line by line
}

// runIn is the rule's best value over the readings of the own cards, with
// the memory e.
func (c *compiled) runIn(e *eval, ctx *Context) int {
	if c.line != nil && len(c.amb) > 0 {
		return c.line.best(e, ctx, c.amb)
	}
	return runIn(e, ctx, c.amb, c.f)
}

// need is one count a rule reads, for the card lint: what it counts and
// how many it asks for (0 when any number will do).
type need struct {
	count func(*eval) int
	min   int
	kind  countKind
}

// countKind says what a count counts.
type countKind uint8

const (
	countsCards  countKind = iota
	countsLines            // rows or columns
	countsPieces           // Sprouts or Growth
	countsSeeds
)

// kindOf says what a selector counts.
func kindOf(s *carddata.Selector) countKind {
	switch carddata.Singular(s.Noun) {
	case "row", "column":
		return countsLines
	case "sprout", "growth":
		return countsPieces
	case "seed":
		return countsSeeds
	}
	return countsCards
}

// Eval evaluates the rule against ctx, reading each two-type or
// two-colour card as whichever serves the rule best. A zero Rule is 0.
func (r Rule) Eval(ctx *Context) int {
	if r.c == nil || ctx == nil || ctx.Own == nil {
		return 0
	}
	if r.Neighbour && ctx.Neighbour == nil {
		return 0
	}
	if r.c.fast.ok && len(r.c.amb) == 0 {
		return r.c.fast.value(ctx)
	}
	s, e := borrow()
	defer scratches.Put(s)
	return r.c.runIn(e, ctx)
}

// EvalIn is Eval of sc.Ctx, using sc's memory: the cheapest way. A nil
// sc is 0, as a nil context is.
func (r Rule) EvalIn(sc *Scratch) int {
	if sc == nil {
		return 0
	}
	ctx := &sc.Ctx
	c := r.c
	if c == nil || ctx.Own == nil || r.Neighbour && ctx.Neighbour == nil {
		return 0
	}
	if c.fast.ok && len(c.amb) == 0 { // c.fast.value, inlined by hand
		d := &c.fast
		if d.fs == nil {
			return d.several(ctx)
		}
		k := d.fs.in(ctx).Len()
		if !d.need {
			return d.n * k
		}
		return b2i(k >= d.lo && k <= d.hi)
	}
	return c.runIn(&sc.e, ctx)
}

// Holds reports whether an objective's rule is met (evaluates above 0).
func (r Rule) Holds(ctx *Context) bool { return r.Eval(ctx) > 0 }

func (c *compiler) rule(f func(*eval) int) Rule {
	var w Traits
	for _, t := range c.words {
		w |= t
	}
	return Rule{c: &compiled{f: f, amb: c.ambiguous(), needs: c.needs, fast: c.fast, line: c.line}, Self: c.self, Neighbour: c.neigh, Words: w}
}

func newCompiler(v *Vocab) (*compiler, *carddata.ErrorList) {
	errs := &carddata.ErrorList{}
	return &compiler{v: v, errs: errs}, errs
}

// CompileCount compiles what a selector counts in a tableau: cards ("tree
// in neighbour", "flora same column as this"), pieces ("sprouts", "growth
// on this"), Seeds ("seed") or lines ("row with 3+ tree").
func CompileCount(v *Vocab, s *carddata.Selector) (Rule, error) {
	return guard(v, s == nil, "count", func() (Rule, error) { return compileCount(v, s) })
}

func compileCount(v *Vocab, s *carddata.Selector) (Rule, error) {
	c, errs := newCompiler(v)
	if n := carddata.Singular(s.Noun); n == "row" || n == "column" {
		lc := c.lineCount(s, n == "row")
		c.line = &byLine{lc: lc, value: func(k int) int { return k }}
		return c.rule(lc.count), errs.Err()
	}
	f := c.count(s)
	return c.rule(f), errs.Err()
}

// CompileObjective compiles a Fauna objective, "5+ flora each with 1+
// growth, 2+ bush": it evaluates to 1 when every need holds, else 0.
func CompileObjective(v *Vocab, o *carddata.Objective) (Rule, error) {
	return guard(v, o == nil, "objective", func() (Rule, error) { return compileObjective(v, o) })
}

func compileObjective(v *Vocab, o *carddata.Objective) (Rule, error) {
	c, errs := newCompiler(v)
	if f := c.fastObjective(o); f != nil {
		return c.rule(f), errs.Err()
	}
	needs := make([]func(*eval) bool, len(o.Needs))
	for i, a := range o.Needs {
		needs[i] = c.need(a)
	}
	return c.rule(func(e *eval) int {
		for _, n := range needs {
			if !n(e) {
				return 0
			}
		}
		return 1
	}), errs.Err()
}

// fastNeed is a requirement on a count of cards of a common selector.
type fastNeed struct {
	fs     *fastSel
	lo, hi int
}

// fastObjective compiles an objective whose needs all count cards of a
// common selector into one closure, or returns nil.
func (c *compiler) fastObjective(o *carddata.Objective) func(*eval) int {
	needs := make([]fastNeed, 0, len(o.Needs))
	for _, a := range o.Needs {
		q := a.Qty
		if q.Kind == carddata.All || q.Kind == carddata.AnyOf {
			return nil
		}
		fs := c.fastCount(a.What)
		if fs == nil {
			return nil
		}
		lo, hi := q.N, 1<<30
		switch q.Kind {
		case carddata.Exactly:
			hi = q.N
		case carddata.Range:
			hi = q.Max
		case carddata.UpTo:
			lo, hi = 0, q.N
		}
		needs = append(needs, fastNeed{fs, lo, hi})
		c.needs = append(c.needs, need{count: func(e *eval) int { return fs.set(e).Len() }, min: max(0, lo*b2i(q.Kind != carddata.UpTo)), kind: countsCards})
	}
	c.fast = direct{ok: true, needs: needs}
	if len(needs) == 1 {
		c.fast = direct{ok: true, fs: needs[0].fs, need: true, lo: needs[0].lo, hi: needs[0].hi}
	}
	return func(e *eval) int {
		for k := range needs {
			n := needs[k].fs.set(e).Len()
			if n < needs[k].lo || n > needs[k].hi {
				return 0
			}
		}
		return 1
	}
}

// need compiles one requirement: an amount of something.
func (c *compiler) need(a *carddata.Amount) func(*eval) bool {
	count := c.count(a.What)
	q := a.Qty
	n := q.N
	if q.Kind == carddata.UpTo || q.Kind == carddata.All {
		n = 0
	}
	c.needs = append(c.needs, need{count: count, min: n, kind: kindOf(a.What)})
	return func(e *eval) bool { return Holds(q, count(e)) }
}

// CompileScore compiles a scoring action: "score 5 vp if 3+ flora with
// rocky", "score 2 vp / herb adjacent to this", "score 4 vp / flora with
// wet in longest diagonal chain max 28", "score vp / tree [1: 0, 2: 3]",
// "score 3 vp / 2 cards with rocky". It evaluates to the VP scored.
func CompileScore(v *Vocab, a *carddata.Action) (Rule, error) {
	return guard(v, a == nil, "scoring formula", func() (Rule, error) { return compileScore(v, a) })
}

func compileScore(v *Vocab, a *carddata.Action) (Rule, error) {
	c, errs := newCompiler(v)
	if a.Target != nil {
		errs.Add(a.Target.Pos, quote(string(a.Target.Who)), "a scoring formula for the card's owner, with no target", "")
	}
	if carddata.Singular(a.Verb) != "score" {
		errs.Add(a.Pos, quote(a.Verb), "\"score\"", carddata.Suggest(a.Verb, []string{"score"}))
	}
	vp, tiered := c.vpArg(a)
	f := c.scaled(vp, tiered, a.Scale)
	if a.If != nil {
		c.fast, c.line = direct{}, nil // f is wrapped below
		cond := c.condition(a.If)
		inner := f
		f = func(e *eval) int {
			if !cond(e) {
				return 0
			}
			return inner(e)
		}
	}
	return c.rule(f), errs.Err()
}

// vpArg reads "N vp" (or a bare "vp" before tiers).
func (c *compiler) vpArg(a *carddata.Action) (int, bool) {
	if len(a.Args) != 1 {
		c.errs.Add(a.Pos, quote(a.String()), "\"score N vp\"", "")
		return 0, false
	}
	switch x := a.Args[0].(type) {
	case *carddata.Amount:
		if carddata.Singular(x.What.Noun) != "vp" || x.Qty.Kind != carddata.Exact {
			c.errs.Add(x.Pos, quote(x.String()), "a number of vp, \"2 vp\"", "")
		}
		return x.Qty.N, false
	case *carddata.Selector:
		if carddata.Singular(x.Noun) == "vp" && a.Scale != nil && len(a.Scale.Tiers) > 0 {
			return 0, true
		}
	}
	c.errs.Add(a.Args[0].Position(), quote(a.Args[0].String()), "a number of vp, \"2 vp\" (a bare \"vp\" only before tiers)", "")
	return 0, false
}

// Scaled compiles "gain N x / scale" or "score N vp / scale": n once per
// matching thing (per full group), or the tier's value, at most Max.
func (c *compiler) scaled(n int, tiered bool, s *carddata.Scale) func(*eval) int {
	if s == nil {
		return func(*eval) int { return n }
	}
	var count func(*eval) int
	if fs := c.fastCount(s.Per); fs != nil && len(s.Tiers) == 0 && s.Max == 0 && s.Group <= 1 {
		c.needs = append(c.needs, need{count: func(e *eval) int { return fs.set(e).Len() }, min: 1, kind: countsCards})
		c.fast = direct{ok: true, n: n, fs: fs}
		return func(e *eval) int { return n * fs.set(e).Len() }
	}
	group, tiers, bound := max(s.Group, 1), s.Tiers, s.Max
	if noun := carddata.Singular(s.Per.Noun); (noun == "row" || noun == "column") && !tiered && n >= 0 {
		lc := c.lineCount(s.Per, noun == "row")
		count = lc.count
		// n per full group of lines, at most bound: never less for more lines
		c.line = &byLine{lc: lc, value: func(k int) int {
			v := n * (k / group)
			if bound > 0 {
				v = min(v, bound)
			}
			return v
		}}
	} else {
		count = c.count(s.Per)
	}
	c.needs = append(c.needs, need{count: count, min: group, kind: kindOf(s.Per)})
	return func(e *eval) int {
		k := count(e) / group
		v := n * k
		if tiered {
			v = 0
			for _, t := range tiers {
				if Holds(t.Count, k) && (t.Count.Kind != carddata.Exact || k == t.Count.N) {
					v = t.Value
					break
				}
			}
		}
		if bound > 0 {
			v = min(v, bound)
		}
		return v
	}
}

// CompileScale compiles the "/ scale" of a gain of n: how many it gives.
func CompileScale(v *Vocab, n int, s *carddata.Scale) (Rule, error) {
	return guard(v, false, "scale", func() (Rule, error) { return compileScale(v, n, s) })
}

func compileScale(v *Vocab, n int, s *carddata.Scale) (Rule, error) {
	c, errs := newCompiler(v)
	f := c.scaled(n, s != nil && len(s.Tiers) > 0, s)
	return c.rule(f), errs.Err()
}

// condition compiles "if 3+ flora with rocky" (the owner's tableau).
func (c *compiler) condition(k *carddata.Condition) func(*eval) bool {
	if k.Subject != "" && k.Subject != string(carddata.You) || k.Need == nil {
		c.errs.Add(k.Pos, quote(k.String()), "a requirement on your tableau, \"if 3+ flora with rocky\"", "")
		return func(*eval) bool { return false }
	}
	return c.need(k.Need)
}

// count compiles what a selector counts.
func (c *compiler) count(s *carddata.Selector) func(*eval) int {
	switch noun := carddata.Singular(s.Noun); noun {
	case "seed":
		c.bare(s)
		return func(e *eval) int { return e.ctx.Own.Seeds }
	case "sprout", "growth":
		return c.pieces(s, noun == "sprout")
	case "row", "column":
		return c.lines(s, noun == "row")
	}
	set := c.cards(s).f
	return func(e *eval) int { return set(e).Len() }
}

// bare reports a selector that should have no features or placement.
func (c *compiler) bare(s *carddata.Selector) {
	if len(s.With) > 0 || s.Rel != nil || s.In != nil || s.Chain != nil || s.Place != "" {
		c.errs.Add(s.Pos, quote(s.String()), quote(s.Noun)+" alone", "")
	}
}

// pieces compiles "sprouts", "growth", "sprouts on this", "growth on
// flora with wet": the pieces on the cards named, all Flora by default.
func (c *compiler) pieces(s *carddata.Selector, sprouts bool) func(*eval) int {
	where := func(e *eval) grid.Set { return e.occ[0] }
	if s.Rel != nil {
		if s.Rel.Dir != carddata.OnCard {
			c.errs.Add(s.Rel.Pos, quote(s.Rel.Dir.String()), "\"on\" a card", "")
		} else {
			where = c.cards(s.Rel.Anchor).f
		}
	}
	if len(s.With) > 0 || s.In != nil || s.Chain != nil {
		c.errs.Add(s.Pos, quote(s.String()), "pieces on your cards, \"sprouts on this\"", "")
	}
	return func(e *eval) int {
		n := 0
		for p := range where(e).All {
			sp := e.ctx.Own.Spaces[p.Index()]
			if sprouts {
				n += sp.Sprouts
			} else {
				n += sp.Growth
			}
		}
		return n
	}
}
