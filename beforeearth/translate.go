package beforeearth

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/carddata"
)

// usage is how each verb is written, for error messages.
var usage = map[string]string{
	"gain":     "gain N tech",
	"lose":     "lose N tech",
	"reduce":   "reduce N damage",
	"deal":     "deal N damage to opponent",
	"take":     "take N black|grey|white, take any N resources, or take 1 spaceship",
	"spend":    "spend N black|grey|white or spend any N resources",
	"trade":    "trade N black|grey|white for any N resources",
	"collect":  "collect N quarries (1 to 3)",
	"copy":     "copy action of opponent",
	"colonize": "colonize 1 planet [for N less] or colonize any 1 planet from deck for free",
	"win":      "win if opponent has N+ damage or win if you have N+ damage",
	"need":     "opponent need N planets to win",
	"activate": "activate it, right after take 1 spaceship",
}

// translate turns one action into ops, or reports how the verb is written.
func translate(errs *carddata.ErrorList, a *carddata.Action) ([]op, bool) {
	verb := carddata.Singular(a.Verb)
	var ops []op
	switch verb {
	case "gain", "lose", "reduce":
		ops = trackOp(verb, a)
	case "deal":
		if n, ok := exactOf(arg(a, 0), "damage"); ok && len(a.Args) == 2 && isTo(arg(a, 1), carddata.Opponent) {
			ops = []op{{kind: opDeal, n: n}}
		}
	case "take":
		ops = takeOps(a)
	case "spend":
		ops = spendOps(a)
	case "trade":
		ops = tradeOps(a)
	case "collect":
		if n, ok := exactOf(arg(a, 0), "quarry"); ok && len(a.Args) == 1 && n >= 1 && n <= NumQuarries {
			ops = []op{{kind: opQuarries, n: n}}
		}
	case "copy":
		if len(a.Args) == 2 && noun(a.Args[0]) == "action" && isPhrase(a.Args[1], carddata.Of, carddata.Opponent) {
			ops = []op{{kind: opCopyAction}}
		}
	case "colonize":
		ops = colonizeOps(a)
	case "win":
		ops = winOps(a)
	case "need":
		ops = needOps(a)
	default:
		errs.Add(a.Pos, fmt.Sprintf("verb %q", a.Verb), "a verb ("+strings.Join(verbs, ", ")+")", carddata.Suggest(a.Verb, verbs))
		return nil, false
	}
	if ops == nil {
		errs.Add(a.Pos, fmt.Sprintf("%q", a.String()), usage[verb], "")
		return nil, false
	}
	return ops, true
}

// trackOp reads "gain N tech", "lose N tech" and "reduce N damage".
func trackOp(verb string, a *carddata.Action) []op {
	if len(a.Args) != 1 {
		return nil
	}
	if verb == "reduce" {
		if n, ok := exactOf(a.Args[0], "damage"); ok {
			return []op{{kind: opHeal, n: n}}
		}
		return nil
	}
	n, ok := exactOf(a.Args[0], "tech")
	if !ok {
		n, ok = exactOf(a.Args[0], "technology")
	}
	if !ok {
		return nil
	}
	if verb == "lose" {
		n = -n
	}
	return []op{{kind: opTech, n: n}}
}

// takeOps reads "take N colour", "take any N resources", "take 1 spaceship",
// each optionally followed by "from supply".
func takeOps(a *carddata.Action) []op {
	if n, ok := exactOf(arg(a, 0), "spaceship"); ok && n == 1 && len(a.Args) == 1 {
		return []op{{kind: opTakeShip}}
	}
	if !fromSupplyOrNothing(a, 1) {
		return nil
	}
	if c, n, ok := colourAmount(arg(a, 0)); ok {
		return []op{{kind: opTake, n: n, c: c}}
	}
	if n, ok := anyResources(arg(a, 0)); ok {
		return []op{{kind: opTakeAny, n: n}}
	}
	return nil
}

// spendOps reads "spend N colour" and "spend any N resources".
func spendOps(a *carddata.Action) []op {
	if len(a.Args) != 1 {
		return nil
	}
	if c, n, ok := colourAmount(a.Args[0]); ok {
		return []op{{kind: opSpend, n: n, c: c}}
	}
	if n, ok := anyResources(a.Args[0]); ok {
		return []op{{kind: opSpendAny, n: n}}
	}
	return nil
}

// tradeOps reads "trade N colour for any M resources".
func tradeOps(a *carddata.Action) []op {
	c, n, ok := colourAmount(arg(a, 0))
	if !ok || len(a.Args) != 2 {
		return nil
	}
	p, ok := a.Args[1].(*carddata.Phrase)
	if !ok || p.Prep != carddata.For {
		return nil
	}
	obj, _ := p.Object.(carddata.Arg)
	m, ok := anyResources(obj)
	if !ok {
		return nil
	}
	return []op{{kind: opSpend, n: n, c: c}, {kind: opTakeAny, n: m}}
}

// colonizeOps reads "colonize 1 planet [for N less]" and
// "colonize any 1 planet from deck for free".
func colonizeOps(a *carddata.Action) []op {
	am, ok := arg(a, 0).(*carddata.Amount)
	if !ok || am.Qty.N != 1 || carddata.Singular(am.What.Noun) != "planet" || am.What.With != nil {
		return nil
	}
	switch {
	case am.Qty.Kind == carddata.AnyOf && len(a.Args) == 3 && isPhraseNoun(a.Args[1], carddata.From, "deck") && isPhraseNoun(a.Args[2], carddata.For, "free"):
		return []op{{kind: opSearch}}
	case am.Qty.Kind != carddata.Exact:
		return nil
	case len(a.Args) == 1:
		return []op{{kind: opColonize}}
	case len(a.Args) == 2:
		p, ok := a.Args[1].(*carddata.Phrase)
		if !ok || p.Prep != carddata.For {
			return nil
		}
		obj, _ := p.Object.(carddata.Arg)
		if n, ok := exactOf(obj, "less"); ok {
			return []op{{kind: opColonize, n: n}}
		}
	}
	return nil
}

// winOps reads "win if opponent has N+ damage" and "win if you have N+
// damage".
func winOps(a *carddata.Action) []op {
	if len(a.Args) != 0 || a.If == nil || a.If.Need == nil {
		return nil
	}
	need := a.If.Need
	if need.Qty.Kind != carddata.AtLeast || carddata.Singular(need.What.Noun) != "damage" || need.Qty.N < 1 || need.Qty.N > TrackMax {
		return nil
	}
	switch a.If.Subject {
	case string(carddata.Opponent):
		return []op{{kind: opWinOppDamage, n: need.Qty.N}}
	case "", string(carddata.You):
		return []op{{kind: opWinOwnDamage, n: need.Qty.N}}
	}
	return nil
}

// needOps reads "opponent need N planets to win".
func needOps(a *carddata.Action) []op {
	if a.Target == nil || a.Target.Who != carddata.Opponent || len(a.Args) != 2 {
		return nil
	}
	n, ok := exactOf(a.Args[0], "planet")
	if !ok || n < 1 || !isPhraseNoun(a.Args[1], carddata.To, "win") {
		return nil
	}
	return []op{{kind: opOppPlanets, n: n}}
}

// arg returns a's i-th argument, or nil.
func arg(a *carddata.Action, i int) carddata.Arg {
	if i < len(a.Args) {
		return a.Args[i]
	}
	return nil
}

// exactOf reads "N noun" with an exact N >= 1.
func exactOf(x carddata.Arg, nounWant string) (int, bool) {
	am, ok := x.(*carddata.Amount)
	if !ok || am.Qty == nil || am.What == nil || am.Qty.Kind != carddata.Exact || am.Qty.N < 1 || am.Qty.N > 30 {
		return 0, false
	}
	if carddata.Singular(am.What.Noun) != nounWant || am.What.With != nil || am.What.Rel != nil || am.What.In != nil {
		return 0, false
	}
	return am.Qty.N, true
}

// colourAmount reads "N black" (or grey, white).
func colourAmount(x carddata.Arg) (Resource, int, bool) {
	for c := Black; c < NumResources; c++ {
		if n, ok := exactOf(x, c.String()); ok {
			return c, n, true
		}
	}
	return 0, 0, false
}

// anyResources reads "any N resources".
func anyResources(x carddata.Arg) (int, bool) {
	am, ok := x.(*carddata.Amount)
	if !ok || am.Qty == nil || am.What == nil || am.Qty.Kind != carddata.AnyOf || am.Qty.N < 1 || am.Qty.N > 30 {
		return 0, false
	}
	if carddata.Singular(am.What.Noun) != "resource" || am.What.With != nil || am.What.Rel != nil || am.What.In != nil {
		return 0, false
	}
	return am.Qty.N, true
}

// noun returns a bare selector's noun, lower-cased, or "".
func noun(x carddata.Arg) string {
	s, ok := x.(*carddata.Selector)
	if !ok || s.With != nil || s.Rel != nil || s.In != nil {
		return ""
	}
	return carddata.Singular(s.Noun)
}

// isPhrase reports whether x is "prep who" ("to opponent").
func isPhrase(x carddata.Arg, prep carddata.Prep, who carddata.Who) bool {
	p, ok := x.(*carddata.Phrase)
	if !ok || p.Prep != prep {
		return false
	}
	t, ok := p.Object.(*carddata.Target)
	return ok && t.Who == who
}

func isTo(x carddata.Arg, who carddata.Who) bool { return isPhrase(x, carddata.To, who) }

// isPhraseNoun reports whether x is "prep noun" ("from deck").
func isPhraseNoun(x carddata.Arg, prep carddata.Prep, want string) bool {
	p, ok := x.(*carddata.Phrase)
	if !ok || p.Prep != prep {
		return false
	}
	obj, ok := p.Object.(carddata.Arg)
	return ok && noun(obj) == want
}

// fromSupplyOrNothing reports whether a's arguments from i on are nothing or
// "from supply".
func fromSupplyOrNothing(a *carddata.Action, i int) bool {
	switch len(a.Args) - i {
	case 0:
		return true
	case 1:
		return isPhraseNoun(a.Args[i], carddata.From, "supply")
	}
	return false
}
