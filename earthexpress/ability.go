package earthexpress

import (
	"fmt"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
	"github.com/rulebox/rulebox/internal/enum"
)

// Resource is Seeds, Sprouts or Growth.
type Resource uint8

// The resources.
const (
	Seed Resource = iota + 1
	Sprout
	Growth
)

var resourceNames = [...]string{"", "seed", "sprout", "growth"}

// String returns "seed", "sprout" or "growth".
func (r Resource) String() string { return enum.Name(resourceNames[:], r, "Resource") }

// Ability is one coloured ability of a card, compiled at load.
type Ability struct {
	// Colour is the ability's colour.
	Colour Colour
	// Text is the ability's canonical text.
	Text string
	alts []program // the options of an "or"; one when there is none
	// score is a BROWN ability's end-game formula.
	score earth.Rule
	// neighbour: the ability reads a neighbour's tableau.
	neighbour bool
	// prompt: the player is asked whether to activate (it has a cost,
	// options, or benefits for other players).
	prompt bool
}

// program is one option of an ability: costs paid in full, then gains.
type program struct {
	costs []cost
	gains []gain
}

// moves reports the pieces that step k of the program leaves the player
// to pay or to place one by one, and false for a step that leaves none: a
// cost in Seeds or from the card itself, paid at once; a gain of Seeds or
// one given to others.
func (pr *program) moves(k int) (Resource, bool) {
	if k < len(pr.costs) {
		c := pr.costs[k]
		return c.res, c.res != Seed && !c.fromThis
	}
	g := pr.gains[k-len(pr.costs)]
	return g.res, g.res != Seed && (g.to == toYou || g.to == toEveryone)
}

// cost is "spend N x [from this]".
type cost struct {
	res      Resource
	n        int
	fromThis bool
}

// who receives a gain.
type who uint8

const (
	toYou who = iota
	toOpponent
	toOthers
	toEveryone
)

// placeKind says where a gain of Sprouts or Growth may go.
type placeKind uint8

const (
	anyFlora placeKind = iota // spread over any Flora
	onSet                     // spread over the Flora of a selector ("on tree", "on this")
	onOne                     // all on one Flora of a selector ("on 1 flora with wet")
	onEach                    // n on each Flora of a selector ("on all flora same row as this")
)

// gain is "[target] gain N x [on where] [/ scale]".
type gain struct {
	to     who
	res    Resource
	n      int
	scale  earth.Rule // nil f: n as written
	scaled bool
	place  placeKind
	where  earth.Places
	hi     int // the most it gives in one activation (see MaxGain)
}

// amount is how many the gain gives in sc's context.
func (g *gain) amount(sc *earth.Scratch) int {
	if !g.scaled {
		return g.n
	}
	return max(0, g.scale.EvalIn(sc))
}

// noColour is what an ability without a colour lacks: one fires only on
// an action of its colour, when planted, or at the end.
const noColour = "its colour before it, \"[yellow] gain 2 growth\": [red], [blue], [yellow] or [multicolour] to activate on that action, " +
	"[black] to resolve once when the card is planted, [brown] to score at the end (one without a colour never fires)"

// compileAbility compiles one ability; errors are positioned in its text.
func compileAbility(v *earth.Vocab, ab *carddata.Ability, errs *carddata.ErrorList) Ability {
	a := Ability{Text: ab.String()}
	earth.RefuseAnyOf(errs, ab)
	c, ok := parseColour(ab.Colour)
	switch {
	case ab.Colour == "":
		errs.Add(ab.Pos, fmt.Sprintf("%q without a colour", ab.String()), noColour, "")
		return a
	case !ok:
		errs.Add(ab.Pos, fmt.Sprintf("%q", "["+ab.Colour+"]"), "an ability starting with its colour: [red], [blue], [yellow], [multicolour], [black] or [brown]", carddata.Suggest(ab.Colour, colourWords()))
		return a
	}
	a.Colour = c
	if ab.Trigger != nil && (c != Black || ab.Trigger.Event != "planted" || ab.Trigger.What != nil) {
		errs.Add(ab.Trigger.Pos, fmt.Sprintf("%q", ab.Trigger.String()), "no trigger, or \"when planted:\" on a black ability", "")
	}
	if c == Brown {
		a.score = compileBrown(v, ab.Body, errs)
		return a
	}
	var opts []*carddata.Benefit
	switch b := ab.Body.(type) {
	case *carddata.Benefit:
		opts = []*carddata.Benefit{b}
	case *carddata.Choice:
		opts = b.Options
		a.prompt = true
	default:
		errs.Add(ab.Body.Position(), fmt.Sprintf("%q", ab.Body.String()), "a benefit, \"spend 1 growth: gain 2 seeds\"", "")
		return a
	}
	for _, o := range opts {
		p := compileBenefit(v, o, errs)
		for _, g := range p.gains {
			a.neighbour = a.neighbour || g.scale.Neighbour
			a.prompt = a.prompt || g.to != toYou
		}
		a.prompt = a.prompt || len(p.costs) > 0
		a.alts = append(a.alts, p)
	}
	return a
}

// compileBrown compiles a BROWN ability: one "score" action.
func compileBrown(v *earth.Vocab, b carddata.Body, errs *carddata.ErrorList) earth.Rule {
	ben, ok := b.(*carddata.Benefit)
	if !ok || ben.Cost != nil || ben.Others != nil || len(ben.Gain.Effects) != 1 {
		errs.Add(b.Position(), fmt.Sprintf("%q", b.String()), "one end-game formula, \"score 2 vp / flora with 2+ growth\"", "")
		return earth.Rule{}
	}
	act, ok := ben.Gain.Effects[0].(*carddata.Action)
	if !ok {
		errs.Add(b.Position(), fmt.Sprintf("%q", b.String()), "\"score ...\"", "")
		return earth.Rule{}
	}
	r, err := earth.CompileScore(v, act)
	addErr(errs, act.Pos, err)
	return r
}

// compileBenefit compiles "cost : gain | others".
func compileBenefit(v *earth.Vocab, b *carddata.Benefit, errs *carddata.ErrorList) program {
	var p program
	if b.Cost != nil {
		for _, e := range b.Cost.Effects {
			p.costs = append(p.costs, compileCost(v, e, errs)...)
		}
	}
	for _, e := range b.Gain.Effects {
		p.gains = append(p.gains, compileGain(v, e, toYou, errs)...)
	}
	if b.Others != nil {
		for _, e := range b.Others.Effects {
			if a, ok := e.(*carddata.Action); ok && a.Target != nil {
				errs.Add(a.Target.Pos, fmt.Sprintf("%q", string(a.Target.Who)), "no target after \"|\": the right of a bar is for every other player", "")
			}
			p.gains = append(p.gains, compileGain(v, e, toOthers, errs)...)
		}
	}
	return p
}

// resourceOf reads a resource word.
func resourceOf(w string) (Resource, bool) {
	switch carddata.Singular(w) {
	case "seed":
		return Seed, true
	case "sprout":
		return Sprout, true
	case "growth":
		return Growth, true
	}
	return 0, false
}

var resourceWords = []string{"seed", "sprout", "growth"}

// compileCost compiles "spend 1 seed, 1 growth" or "spend 2 sprouts from this".
func compileCost(v *earth.Vocab, e carddata.Effect, errs *carddata.ErrorList) []cost {
	a, ok := e.(*carddata.Action)
	if !ok || carddata.Singular(a.Verb) != "spend" || a.Target != nil || a.Scale != nil || a.If != nil {
		errs.Add(e.Position(), fmt.Sprintf("%q", e.String()), "a cost, \"spend 1 seed\"", "")
		return nil
	}
	var out []cost
	for _, arg := range a.Args {
		switch x := arg.(type) {
		case *carddata.Amount:
			r, ok := resourceOf(x.What.Noun)
			if !ok || x.Qty.Kind != carddata.Exact || x.Qty.N < 1 || len(x.What.With) > 0 || x.What.Rel != nil || x.What.In != nil {
				errs.Add(x.Pos, fmt.Sprintf("%q", x.String()), "a number of seeds, sprouts or growth, \"2 sprouts\"", carddata.Suggest(x.What.Noun, resourceWords))
				continue
			}
			out = append(out, cost{res: r, n: x.Qty.N})
		case *carddata.Phrase:
			if s, ok := x.Object.(*carddata.Selector); ok && x.Prep == carddata.From && s.Noun == "this" && len(out) > 0 && out[len(out)-1].res != Seed {
				out[len(out)-1].fromThis = true
				continue
			}
			errs.Add(x.Pos, fmt.Sprintf("%q", x.String()), "\"from this\" after sprouts or growth", "")
		default:
			errs.Add(arg.Position(), fmt.Sprintf("%q", arg.String()), "an amount to spend", "")
		}
	}
	return out
}

// compileGain compiles "[target] gain N x [on where], ... [/ scale]".
func compileGain(v *earth.Vocab, e carddata.Effect, def who, errs *carddata.ErrorList) []gain {
	a, ok := e.(*carddata.Action)
	if !ok || carddata.Singular(a.Verb) != "gain" {
		errs.Add(e.Position(), fmt.Sprintf("%q", e.String()), "a gain, \"gain 2 growth\"", suggestVerb(e))
		return nil
	}
	to := def
	if a.Target != nil {
		switch a.Target.Who {
		case carddata.You:
			to = toYou
		case carddata.Opponent:
			to = toOpponent
		case carddata.Others:
			to = toOthers
		case carddata.Everyone:
			to = toEveryone
		default:
			errs.Add(a.Target.Pos, fmt.Sprintf("%q", string(a.Target.Who)), "you, opponent, others or everyone", "")
		}
	}
	if a.If != nil {
		errs.Add(a.If.Pos, fmt.Sprintf("%q", a.If.String()), "no condition: Earth Express gains have none", "")
	}
	var out []gain
	for _, arg := range a.Args {
		switch x := arg.(type) {
		case *carddata.Amount:
			out = append(out, amountGain(v, x, to, a.Scale, errs))
		case *carddata.Phrase:
			if len(out) == 0 || x.Prep != carddata.On {
				errs.Add(x.Pos, fmt.Sprintf("%q", x.String()), "\"on\" a card after an amount of sprouts or growth", "")
				continue
			}
			placeGain(v, &out[len(out)-1], x, errs)
		default:
			errs.Add(arg.Position(), fmt.Sprintf("%q", arg.String()), "an amount to gain", "")
		}
	}
	return out
}

func suggestVerb(e carddata.Effect) string {
	if a, ok := e.(*carddata.Action); ok {
		return carddata.Suggest(a.Verb, []string{"gain", "spend", "score"})
	}
	return ""
}

// amountGain compiles "2 growth" with the action's scale.
func amountGain(v *earth.Vocab, x *carddata.Amount, to who, s *carddata.Scale, errs *carddata.ErrorList) gain {
	r, ok := resourceOf(x.What.Noun)
	if !ok || x.Qty.Kind != carddata.Exact || len(x.What.With) > 0 || x.What.Rel != nil || x.What.In != nil {
		errs.Add(x.Pos, fmt.Sprintf("%q", x.String()), "a number of seeds, sprouts or growth, \"2 growth\"", carddata.Suggest(x.What.Noun, resourceWords))
		return gain{}
	}
	if x.Qty.N < 1 {
		errs.Add(x.Pos, fmt.Sprintf("%q", x.String()), "a gain of 1 or more, \"2 growth\": a gain of 0 gives nothing", "")
		return gain{}
	}
	g := gain{to: to, res: r, n: x.Qty.N, hi: gainBound(x.Qty.N, s)}
	if s != nil {
		if len(s.Tiers) > 0 {
			errs.Add(s.Pos, fmt.Sprintf("%q", s.String()), "a scale without tiers on a gain", "")
		}
		rule, err := earth.CompileScale(v, x.Qty.N, s)
		addErr(errs, s.Pos, err)
		g.scale, g.scaled = rule, true
	}
	return g
}

// placeGain compiles "on this", "on tree", "on 1 flora with wet", "on all
// flora same row as this".
func placeGain(v *earth.Vocab, g *gain, x *carddata.Phrase, errs *carddata.ErrorList) {
	if g.res == Seed {
		errs.Add(x.Pos, fmt.Sprintf("%q", x.String()), "seeds with no place: they go to the reserve", "")
		return
	}
	var sel *carddata.Selector
	g.place = onSet
	switch o := x.Object.(type) {
	case *carddata.Selector:
		sel = o
	case *carddata.Amount:
		sel = o.What
		switch {
		case o.Qty.Kind == carddata.All:
			g.place = onEach
			g.hi = satMul(g.hi, Spaces)
		case o.Qty.Kind == carddata.Exact && o.Qty.N == 1:
			g.place = onOne
		default:
			errs.Add(o.Qty.Pos, fmt.Sprintf("%q", o.Qty.String()), "\"1\" (all on one card) or \"all\" (on each card)", "")
		}
	default:
		errs.Add(x.Pos, fmt.Sprintf("%q", x.String()), "a card of your tableau after \"on\"", "")
		return
	}
	p, err := earth.CompilePlaces(v, sel)
	addErr(errs, sel.Pos, err)
	g.where = p
}
