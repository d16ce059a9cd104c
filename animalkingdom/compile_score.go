package animalkingdom

import (
	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
)

// compileScore compiles "score N vp / scale": the package's own counts
// when the scale reads more than the tableau, else the shared compiler.
func compileScore(v *earth.Vocab, act *carddata.Action) (Formula, error) {
	f := Formula{Text: act.String()}
	if sc := act.Scale; sc != nil && len(sc.Tiers) == 0 && act.If == nil && act.Target == nil {
		if cnt, ok, err := ownCount(v, sc.Per); ok {
			amt, isAmt := firstArg(act.Args).(*carddata.Amount)
			if !isAmt || len(act.Args) != 1 || carddata.Singular(amt.What.Noun) != "vp" {
				var errs carddata.ErrorList
				errs.Add(act.Pos, act.String(), "\"score N vp / ...\"", "")
				return f, errs.Err()
			}
			n, group, bound := amt.Qty.N, max(sc.Group, 1), sc.Max
			f.own = func(c *scoreCtx) int {
				s := n * (cnt(c) / group)
				if bound > 0 {
					s = min(s, bound)
				}
				return s
			}
			return f, err
		}
	}
	r, err := earth.CompileScore(v, act)
	f.rule = r
	return f, err
}

// compileObjective compiles a Fauna objective: 1 when every need holds.
func compileObjective(v *earth.Vocab, o *carddata.Objective) (Formula, error) {
	f := Formula{Text: o.String()}
	var errs carddata.ErrorList
	refuseNeighbour(&errs, o)
	earth.RefuseAnyOf(&errs, o)
	type need struct {
		q   *carddata.Quantity
		cnt count
		// cards: the count is of the player's cards, or of lines of them,
		// so it never exceeds their number.
		cards bool
	}
	needs := make([]need, len(o.Needs))
	for i, a := range o.Needs {
		f.reads |= readsOf(a.What)
		_, own, _ := ownCount(v, a.What)
		cnt, err := compileCount(v, a.What)
		if err != nil {
			errs.AddError(a.Pos, err)
		}
		needs[i] = need{a.Qty, cnt, !own && isCardCount(a.What)}
	}
	if len(needs) == 1 && errs.Err() == nil {
		f.quick = newQuick(v, o, needs[0].cnt)
	}
	f.own = func(c *scoreCtx) int {
		for _, n := range needs {
			if n.cards && n.q.Kind == carddata.AtLeast && n.q.N > len(c.cards) {
				return 0 // fewer cards than needed: no need to look
			}
			if !earth.Holds(n.q, n.cnt(c)) {
				return 0
			}
		}
		return 1
	}
	return f, errs.Err()
}

// isCardCount reports whether a selector counts cards or lines of cards
// (not pieces or seeds).
func isCardCount(s *carddata.Selector) bool {
	switch carddata.Singular(s.Noun) {
	case "sprout", "growth", "seed", "soil", "vp":
		return false
	}
	return true
}
