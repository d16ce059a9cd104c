package animalkingdom

import (
	"fmt"
	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
)

// steps compiles a cost (cost true) or a gain sequence into steps.
func (c *compiler) steps(seq *carddata.Sequence, cost bool) []Step {
	var out []Step
	for _, e := range seq.Effects {
		act, ok := e.(*carddata.Action)
		if !ok || act.Target != nil {
			c.bad(e, "an action of the card's owner")
			continue
		}
		n := len(out)
		done := false
		if c.animal {
			out, done = c.animalAction(out, act, cost)
		}
		if !done {
			out = c.action(out, act, cost)
		}
		for i := n; i < len(out); i++ {
			c.conditions(&out[i], act)
		}
	}
	return out
}

// conditions compiles an action's scale and condition onto its steps.
func (c *compiler) conditions(s *Step, act *carddata.Action) {
	if k := act.If; k != nil && c.animal {
		c.ifSelf(s, k)
	} else if k != nil {
		switch {
		case k.Subject == "" && k.Word == "active":
			s.IfActive = true
		case k.Subject == "" && k.Word == "left-claim":
			s.IfClaim = "left"
		case k.Subject == "" && k.Word == "right-claim":
			s.IfClaim = "right"
		default:
			c.bad(k, "\"if active\"")
		}
	}
	sc := act.Scale
	if sc == nil || c.animal && c.animalScale(s, sc) {
		return
	}
	switch {
	case sc.Max != 0 && sc.Group == 0 && sc.Tiers == nil:
		c.errs.Add(sc.Pos, fmt.Sprintf("%q", sc.String()), fmt.Sprintf(`what is counted, with no "max": an Earth gain is not bounded (Earth Express's is), so remove "max %d"; "max" bounds end-game scoring, "score 1 vp / card in hand max 30"`, sc.Max), "")
	case sc.Group != 0 || sc.Tiers != nil || sc.Max != 0:
		c.bad(sc, "\"/ card with wet\"")
	}
	if sc.Per.In != nil && sc.Per.In.Who == carddata.Opponent {
		if len(sc.Per.With) != 1 {
			c.bad(sc, "\"/ card with blue in opponent\"")
			return
		}
		s.Opponent = sc.Per.With[0].Noun
		return
	}
	r, err := earth.CompileCount(c.v, sc.Per)
	if err != nil {
		c.errs.AddError(sc.Pos, err)
	}
	s.scale, s.Scaled = r, true
}

// action compiles one action into steps (several for "gain 1 soil, 1
// sprout").
func (c *compiler) action(out []Step, act *carddata.Action, cost bool) []Step {
	verb := carddata.Singular(act.Verb)
	switch {
	case verb == "gain" && !cost || verb == "spend" && cost:
		return c.pieces(out, act, cost)
	case verb == "draw" && !cost:
		return append(out, Step{Op: Draw, N: c.amount(act, "card")})
	case verb == "compost":
		return append(out, c.compost(act, cost))
	case verb == "discard" && cost:
		if len(act.Args) != 2 || act.Args[1].String() != "from compost" {
			c.bad(act, "\"discard N cards from compost\"")
		}
		return append(out, Step{Op: DiscardCompost, N: c.count(act.Args[0], "card")})
	case verb == "take" && !cost:
		return append(out, c.take(act))
	case verb == "copy" && !cost:
		return append(out, Step{Op: CopyAbility, N: c.count(firstArg(act.Args), "ability"), Copy: c.selColour(act.Args, "ability")})
	}
	c.bad(act, "gain, spend, draw, compost, discard, take or copy")
	return out
}

// pieces compiles "gain 1 growth, 1 sprout on flora adjacent to this" and
// "spend 2 soil".
func (c *compiler) pieces(out []Step, act *carddata.Action, cost bool) []Step {
	var on *carddata.Phrase
	for _, a := range act.Args {
		switch x := a.(type) {
		case *carddata.Amount:
			op := pieceOp(carddata.Singular(x.What.Noun))
			if op == NoOp || x.Qty.Kind != carddata.Exact || len(x.What.With) > 0 {
				c.bad(x, "soil, sprouts or growth, \"2 growth\"")
			}
			out = append(out, Step{Op: op, N: x.Qty.N})
		case *carddata.Phrase:
			if x.Prep != carddata.On || cost || on != nil {
				c.bad(x, "\"on flora adjacent to this\"")
			}
			on = x
		default:
			c.bad(a, "an amount, \"2 growth\"")
		}
	}
	if on != nil && len(out) > 0 {
		c.placeOn(&out[len(out)-1], on)
	}
	return out
}

func pieceOp(w string) Op {
	switch w {
	case "soil":
		return Soil
	case "sprout":
		return Sprout
	case "growth":
		return Growth
	}
	return NoOp
}

// placeOn compiles where pieces go: "on flora adjacent to this", "on all
// tree same row as this".
func (c *compiler) placeOn(s *Step, on *carddata.Phrase) {
	var sel *carddata.Selector
	switch x := on.Object.(type) {
	case *carddata.Selector:
		sel = x
	case *carddata.Amount:
		if x.Qty.Kind != carddata.All {
			c.bad(x, "\"all tree same row as this\"")
		}
		sel, s.OnAll = x.What, true
	}
	if sel == nil || s.Op != Sprout && s.Op != Growth {
		c.bad(on, "sprouts or growth \"on flora adjacent to this\"")
		return
	}
	p, err := earth.CompilePlaces(c.v, sel)
	if err != nil {
		c.errs.AddError(on.Pos, err)
	}
	s.on, s.HasOn = p, true
}

// compost compiles "compost up to 2 cards from hand", "compost 3 cards
// from deck", "compost 1 card from hand".
func (c *compiler) compost(act *carddata.Action, cost bool) Step {
	if len(act.Args) != 2 {
		c.bad(act, "\"compost N cards from hand\" or \"... from deck\"")
		return Step{}
	}
	amt, _ := act.Args[0].(*carddata.Amount)
	from := act.Args[1].String()
	if amt == nil {
		c.bad(act.Args[0], "a number of cards")
		return Step{}
	}
	n := c.count(amt, "card")
	switch {
	case from == "from hand" && (amt.Qty.Kind == carddata.UpTo) == !cost:
		return Step{Op: CompostHand, N: n}
	case from == "from hand" && !cost:
		return Step{Op: CompostHand, N: n, Look: n} // exactly N: the Island's setup
	case from == "from deck" && amt.Qty.Kind == carddata.Exact && !cost:
		return Step{Op: CompostDeck, N: n}
	}
	c.bad(act, "\"compost up to N cards from hand\", \"compost N cards from deck\" or, as a cost, \"compost N cards from hand\"")
	return Step{}
}

// take compiles "take 1 card from 3 cards of compost" and Gaia's "take 3
// cards from deck to pile".
func (c *compiler) take(act *carddata.Action) Step {
	if len(act.Args) == 3 {
		n := c.count(act.Args[0], "card")
		if act.Args[1].String() == "from deck" && act.Args[2].String() == "to pile" {
			return Step{Op: DeckToPile, N: n}
		}
		if ph, ok := act.Args[1].(*carddata.Phrase); ok && act.Args[2].String() == "of compost" {
			if look, ok := ph.Object.(*carddata.Amount); ok {
				return Step{Op: TakeFromCompost, N: n, Look: look.Qty.N}
			}
		}
	}
	c.bad(act, "\"take 1 card from 3 cards of compost\"")
	return Step{}
}

// amount reads an action's single "N noun".
func (c *compiler) amount(act *carddata.Action, noun string) int {
	if len(act.Args) != 1 {
		c.bad(act, "\"N "+noun+"s\"")
		return 0
	}
	return c.count(act.Args[0], noun)
}

// count reads "N noun" (an exact number, or "up to N").
func (c *compiler) count(a carddata.Arg, noun string) int {
	amt, ok := a.(*carddata.Amount)
	if !ok || carddata.Singular(amt.What.Noun) != noun || amt.Qty.Kind != carddata.Exact && amt.Qty.Kind != carddata.UpTo || amt.Qty.N < 1 {
		if a == nil {
			c.errs.Add(carddata.Pos{Line: 1, Col: 1}, "nothing", "\"N "+noun+"s\"", "")
		} else {
			c.bad(a, "\"N "+noun+"s\"")
		}
		return 0
	}
	return amt.Qty.N
}
