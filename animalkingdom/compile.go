package animalkingdom

import (
	"fmt"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
)

// compiler compiles one ability; errors are positioned in its text.
type compiler struct {
	v    *earth.Vocab
	errs carddata.ErrorList
	// animal compiles an Animal or Global ability (animal_compile.go).
	animal bool
}

// bad adds an error at n: expected is what the language allows there.
// Where an error is already at n's position, that one stands alone.
func (c *compiler) bad(n carddata.Node, expected string) {
	pos := n.Position()
	if k := len(c.errs); k > 0 && c.errs[k-1].Pos == pos {
		return // the error already there says what is wrong here
	}
	c.errs.Add(pos, fmt.Sprintf("%q", n.String()), expected, "")
}

// compileAbility compiles one ability of a card.
func compileAbility(v *earth.Vocab, ab *carddata.Ability) (Ability, error) {
	c := &compiler{v: v}
	a := Ability{Text: ab.String()}
	if ab.Colour != "" {
		col, ok := parseColour(ab.Colour)
		if !ok {
			c.errs.Add(ab.Pos, fmt.Sprintf("%q", ab.Colour), "a colour: green, red, blue, yellow, multicolour, brown or black", carddata.Suggest(ab.Colour, colourNames[1:]))
		}
		a.Colour = col
	}
	refuseNeighbour(&c.errs, ab)
	earth.RefuseAnyOf(&c.errs, ab)
	carddata.Inspect(ab, func(n carddata.Node) bool {
		switch x := n.(type) {
		case *carddata.Relation:
			a.Directional = a.Directional || x.Dir != carddata.OnCard
		case *carddata.Chain:
			a.Directional = true
		}
		return true
	})
	b, ok := ab.Body.(*carddata.Benefit)
	if !ok || b.Others != nil {
		c.bad(ab.Body, "an ability \"[cost:] gain\"")
		return a, c.errs.Err()
	}
	switch {
	case ab.Trigger != nil:
		if ab.Trigger.Event != "play" || ab.Trigger.What == nil || carddata.Singular(ab.Trigger.What.Noun) != "event" || a.Colour != Brown {
			c.bad(ab.Trigger, "\"[brown] when play event:\"")
		}
		a.Kind = OnEvent
		a.Gain = c.steps(b.Gain, false)
	case b.Cost == nil && len(b.Gain.Effects) >= 1 && c.special(&a, b.Gain):
	default:
		if b.Cost != nil {
			a.Cost = c.steps(b.Cost, true)
		}
		a.Gain = c.steps(b.Gain, false)
	}
	for _, st := range a.Gain {
		a.IfActive = a.IfActive || st.IfActive
	}
	return a, c.errs.Err()
}

// special compiles the abilities that are not "pay: gain": scoring,
// discounts, restrictions, jokers, costs paid otherwise, free planting
// over a Terrain, Gaia's claims. It reports whether it recognised one.
func (c *compiler) special(a *Ability, g *carddata.Sequence) bool {
	act, ok := g.Effects[0].(*carddata.Action)
	if !ok {
		return false
	}
	switch carddata.Singular(act.Verb) {
	case "score":
		a.Kind = Scoring
		a.Score = c.score(act)
	case "plant":
		return c.plant(a, act, g)
	case "forbid":
		a.Kind = Forbid
		a.Forbidden = c.selColour(act.Args, "action")
	case "count":
		a.Kind = AllTypes
		if len(act.Args) != 1 || act.Args[0].String() != "as all flora" {
			c.bad(act, "\"count as all flora\"")
		}
	case "claim":
		a.Kind = GaiaClaim
		a.Row = c.claimRow(act)
	case "spend":
		if len(act.Args) < 3 || act.Args[len(act.Args)-1].String() != "of cost" {
			return false
		}
		a.Kind = CostWith
		a.PayWith, a.N = c.costWith(act)
	default:
		return false
	}
	if len(g.Effects) != 1 {
		c.bad(g, "one effect")
	}
	return true
}

// score compiles a scoring action.
func (c *compiler) score(act *carddata.Action) Formula {
	f, err := compileScore(c.v, act)
	if err != nil {
		c.errs.AddError(act.Pos, err)
	}
	return f
}

// plant compiles "plant tree for 1 less" and "plant card with yellow on
// this for free, compost this, draw 2 cards".
func (c *compiler) plant(a *Ability, act *carddata.Action, g *carddata.Sequence) bool {
	if len(act.Args) < 2 {
		c.bad(act, "\"plant X for N less\"")
		return true
	}
	sel, ok := act.Args[0].(*carddata.Selector)
	if !ok {
		c.bad(act.Args[0], "the cards concerned, \"tree\"")
		return true
	}
	a.Filter = Traits(c.filter(sel))
	last, _ := act.Args[len(act.Args)-1].(*carddata.Phrase)
	if len(act.Args) == 2 && last != nil && last.Prep == carddata.For {
		if amt, ok := last.Object.(*carddata.Amount); ok && carddata.Singular(amt.What.Noun) == "less" {
			a.Kind, a.N = Discount, amt.Qty.N
			return true
		}
	}
	if len(act.Args) == 3 && last != nil && last.String() == "for free" && act.Args[1].String() == "on this" && len(g.Effects) == 3 {
		a.Kind = ReplaceFree
		d, ok := g.Effects[2].(*carddata.Action)
		if g.Effects[1].String() != "compost this" || !ok || carddata.Singular(d.Verb) != "draw" {
			c.bad(g, "\"plant X on this for free, compost this, draw N cards\"")
			return true
		}
		a.N = c.number(d)
		return true
	}
	c.bad(act, "\"plant X for N less\" or \"plant X on this for free, compost this, draw N cards\"")
	return true
}

// filter compiles the words of a selector of cards ("tree", "card with
// wet", "card with yellow") into the traits a card must have one of.
func (c *compiler) filter(s *carddata.Selector) earth.Traits {
	var words []string
	if n := carddata.Singular(s.Noun); n != "card" {
		words = append(words, n)
	}
	for _, f := range s.With {
		if f.Qty != nil || f.Measure != carddata.NoMeasure {
			c.bad(f, "a card word")
		}
		words = append(words, f.Noun)
	}
	var t earth.Traits
	for _, w := range words {
		b, ok := c.v.Lookup(w)
		if !ok {
			c.errs.Add(s.Pos, fmt.Sprintf("%q", w), "a card word", carddata.Suggest(w, c.v.Words()))
		}
		t |= b
	}
	if t == 0 {
		c.bad(s, "the cards concerned, \"tree\" or \"card with wet\"")
	}
	return t
}

// selColour reads "action with yellow" or "ability with blue".
func (c *compiler) selColour(args []carddata.Arg, noun string) Colour {
	var s *carddata.Selector
	switch x := firstArg(args).(type) {
	case *carddata.Selector:
		s = x
	case *carddata.Amount:
		s = x.What
	}
	if s == nil || carddata.Singular(s.Noun) != noun || len(s.With) != 1 {
		c.errs.Add(carddata.Pos{Line: 1, Col: 1}, fmt.Sprintf("%v", args), fmt.Sprintf("\"%s with <colour>\"", noun), "")
		return NoColour
	}
	col, ok := parseColour(s.With[0].Noun)
	if !ok || col > Yellow {
		c.bad(s.With[0], "red, blue, yellow or green")
	}
	return col
}

func firstArg(args []carddata.Arg) carddata.Arg {
	if len(args) == 0 {
		return nil
	}
	return args[0]
}

// claimRow reads Gaia's "claim 1 fauna with upper-row".
func (c *compiler) claimRow(act *carddata.Action) int {
	if len(act.Args) == 1 {
		if amt, ok := act.Args[0].(*carddata.Amount); ok && len(amt.What.With) == 1 {
			switch amt.What.With[0].Noun {
			case "upper-row":
				return 0
			case "lower-row":
				return 1
			}
		}
	}
	c.bad(act, "\"claim 1 fauna with upper-row\" or \"... lower-row\"")
	return 0
}

// costWith reads "spend 1 sprout as 1 soil of cost".
func (c *compiler) costWith(act *carddata.Action) (Op, int) {
	k := len(act.Args)
	amt, ok1 := act.Args[0].(*carddata.Amount)
	as, ok2 := act.Args[k-2].(*carddata.Phrase)
	fromHand := k == 4 && act.Args[1].String() == "from hand"
	if !ok1 || !ok2 || as.Prep != carddata.As || k == 4 && !fromHand || k > 4 {
		c.bad(act, "\"spend 1 sprout as 1 soil of cost\"")
		return NoOp, 0
	}
	rate, ok := as.Object.(*carddata.Amount)
	if !ok || carddata.Singular(rate.What.Noun) != "soil" || rate.Qty.N != amt.Qty.N {
		c.bad(as, "\"as N soil\", N the number spent")
	}
	switch w := carddata.Singular(amt.What.Noun); {
	case w == "sprout":
		return Sprout, 1
	case w == "growth":
		return Growth, 1
	case w == "card" && fromHand:
		return CompostHand, 1
	}
	c.bad(amt, "sprouts, growth or cards from hand")
	return NoOp, 0
}

// number reads an action's single "N things".
func (c *compiler) number(act *carddata.Action) int {
	if amt, ok := firstArg(act.Args).(*carddata.Amount); ok && len(act.Args) == 1 {
		return amt.Qty.N
	}
	c.bad(act, "a number, \"draw 2 cards\"")
	return 0
}
