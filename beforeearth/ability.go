package beforeearth

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/carddata"
)

// Ability is a card's ability as written in its card file, in the carddata
// expression language, with the primitives the engine compiled it to.
// Its verbs are:
//
//	gain N tech                        increase your technology by N
//	lose N tech                        decrease your technology by N (a cost)
//	reduce N damage                    reduce your damage by N
//	deal N damage to opponent          deal N damage to your opponent
//	take N black|grey|white            take N of that type from the supply
//	take any N resources               take any N resources from the supply
//	spend N black|grey|white           spend N of that type (a cost)
//	spend any N resources              spend any N resources (a cost)
//	trade N black for any M resources  spend N black, then take any M
//	collect N quarries                 collect all resources from N Quarries
//	take 1 spaceship[, activate it]    take an available spaceship; its ability resolves
//	copy action of opponent            perform the action of the opponent's action card
//	colonize any 1 planet from deck for free
//	colonize 1 planet for N less       colonize an available planet, N less than normal
//	win if opponent has N+ damage      (passive) you win at once when it holds
//	win if you have N+ damage          (passive)
//	opponent need N planets to win     (passive) the opponent's planet target
//	spend N black: gain N tech         "cost: gain" spends the cost first
//	gain N tech or take any N resources  "A or B" lets the player choose
//	take N grey from supply            "from supply" may follow a take
//
// TestAbilityVocabulary parses every form above, with numbers for N and M
// and each of the alternatives written "a|b", and fails on a verb, or a
// word of the standard cards, that no form shows.
//
// Make one with ParseAbility (or by loading a card file); an Ability whose
// Expr holds only Text is parsed from it when its set is played.
type Ability struct {
	Expr carddata.Expr // the text as written and its parsed tree
}

// ParseAbility parses and checks an ability's text, as a card file's
// ability field is read; errors are positioned in text.
func ParseAbility(text string) (Ability, error) {
	var a Ability
	err := a.UnmarshalText([]byte(text))
	return a, err
}

// String returns the ability's canonical text.
func (a Ability) String() string { return a.Expr.String() }

// MarshalText writes the canonical text.
func (a Ability) MarshalText() ([]byte, error) { return a.Expr.MarshalText() }

// UnmarshalText parses an ability and checks that the engine can perform
// it; errors are positioned in text, so carddata.Decode places them in the
// file. On error the receiver is left as it was.
func (a *Ability) UnmarshalText(text []byte) error {
	expr, err := carddata.ParseExpr(string(text))
	if err != nil {
		return err
	}
	if expr.Ability != nil {
		var errs carddata.ErrorList
		abilityOps(&errs, expr.Ability)
		if err := errs.Err(); err != nil {
			return err
		}
	}
	*a = Ability{Expr: expr}
	return nil
}

// text is the ability's text: the canonical form of its parsed expression,
// or the text as written when it was never parsed.
func (a Ability) text() string {
	if a.Expr.Ability != nil {
		return a.Expr.String()
	}
	return a.Expr.Text
}

// abilityOps translates an ability into its alternatives' ops.
func abilityOps(errs *carddata.ErrorList, ab *carddata.Ability) [][]op {
	if ab.Trigger != nil {
		errs.Add(ab.Trigger.Pos, "\"when "+ab.Trigger.Event+":\"", "an ability without a trigger (spaceships resolve when taken, planets when used)", "")
	}
	switch b := ab.Body.(type) {
	case *carddata.Benefit:
		return [][]op{benefitOps(errs, b)}
	case *carddata.Choice:
		var out [][]op
		for _, o := range b.Options {
			out = append(out, benefitOps(errs, o))
		}
		return out
	case nil:
		return nil
	default:
		errs.Add(b.Position(), fmt.Sprintf("%q", b.String()), "an effect, not an objective", "")
		return nil
	}
}

// benefitOps translates "cost: gain"; "| others" has no meaning here.
func benefitOps(errs *carddata.ErrorList, b *carddata.Benefit) []op {
	var ops []op
	if b.Cost != nil {
		for _, e := range b.Cost.Effects {
			got, ok := effectOp(errs, e)
			for _, o := range got {
				if ok && !isCost(o) {
					errs.Add(e.Position(), fmt.Sprintf("%q", e.String()), "a cost (spend or lose) before \":\"", "")
					break
				}
			}
			ops = append(ops, got...)
		}
	}
	if b.Gain != nil {
		for _, e := range b.Gain.Effects {
			if a, ok := e.(*carddata.Action); ok && activatesIt(a) {
				if len(ops) == 0 || ops[len(ops)-1].kind != opTakeShip {
					errs.Add(a.Pos, "\"activate it\"", "\"activate it\" right after \"take 1 spaceship\"", "")
				}
				continue
			}
			got, _ := effectOp(errs, e)
			ops = append(ops, got...)
		}
	}
	if b.Others != nil {
		errs.Add(b.Others.Pos, fmt.Sprintf("%q", "| "+b.Others.String()), "no \"|\": Before the Earth Explodes has no benefit for the other player", "")
	}
	return ops
}

func isCost(o op) bool {
	return o.kind == opSpend || o.kind == opSpendAny || (o.kind == opTech && o.n < 0)
}

func activatesIt(a *carddata.Action) bool {
	return strings.EqualFold(a.Verb, "activate") && len(a.Args) == 1 && noun(a.Args[0]) == "it"
}

// verbs are the words an ability may act with, for suggestions.
var verbs = []string{"gain", "lose", "reduce", "deal", "take", "spend", "trade", "collect", "copy", "colonize", "win", "need", "activate"}

// effectOp translates one effect into its ops.
func effectOp(errs *carddata.ErrorList, e carddata.Effect) ([]op, bool) {
	a, ok := e.(*carddata.Action)
	if !ok {
		errs.Add(e.Position(), fmt.Sprintf("%q", e.String()), "an action (there is no movement in this game)", "")
		return nil, false
	}
	if a.Scale != nil {
		errs.Add(a.Scale.Pos, "\"/ "+a.Scale.String()+"\"", "no scaling \"/\" in this game", "")
		return nil, false
	}
	if a.If != nil && !strings.EqualFold(a.Verb, "win") {
		errs.Add(a.If.Pos, "\"if "+a.If.String()+"\"", "a condition only after \"win\"", "")
		return nil, false
	}
	if a.Target != nil && !strings.EqualFold(a.Verb, "need") {
		errs.Add(a.Target.Pos, fmt.Sprintf("%q", string(a.Target.Who)), "no target before the verb (the player using the card acts)", "")
		return nil, false
	}
	return translate(errs, a)
}
