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
	type need struct {
		q   *carddata.Quantity
		cnt count
	}
	needs := make([]need, len(o.Needs))
	for i, a := range o.Needs {
		cnt, err := compileCount(v, a.What)
		if err != nil {
			errs.AddError(a.Pos, err)
		}
		needs[i] = need{a.Qty, cnt}
	}
	f.own = func(c *scoreCtx) int {
		for _, n := range needs {
			if !earth.Holds(n.q, n.cnt(c)) {
				return 0
			}
		}
		return 1
	}
	return f, errs.Err()
}
