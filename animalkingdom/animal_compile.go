package animalkingdom

import (
	"fmt"
	"strconv"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
)

// compileAnimal compiles an entry's placement, Animal ability, storage
// and Global Ability into a, and returns the problems found, each at its
// file:line:col (see carddata.Expr.Place). In the Animal ability "it"
// (the card the Animeeple stands on) is read as the base game's "this"
// (the card an ability reads from), which is where the engine puts it;
// "this", the Animal card, is the store verb's alone ("store ... on
// this").
func compileAnimal(v *earth.Vocab, e *AnimalEntry, a *Animal) carddata.ErrorList {
	c := &compiler{v: v, animal: true}
	var errs carddata.ErrorList
	// in runs compile, whose errors are positioned in x's text, and
	// places them in x's file.
	in := func(x carddata.Expr, compile func(*carddata.Ability)) {
		if x.Ability == nil {
			return
		}
		n := len(c.errs)
		refuseNeighbour(&c.errs, x.Ability)
		earth.RefuseAnyOf(&c.errs, x.Ability)
		compile(x.Ability)
		errs = append(errs, x.Place(c.errs[n:].Err())...)
	}
	in(e.Placement, func(p *carddata.Ability) {
		m := p.Body.(*carddata.Benefit).Gain.Effects[0].(*carddata.Move) // Check made sure
		a.place, a.hasPlace = c.places(m.To), true
	})
	in(e.Storage, func(ab *carddata.Ability) { a.store = c.storageVP(ab) })
	in(e.GlobalStorage, func(ab *carddata.Ability) { a.globalStore = c.storageVP(ab) })
	in(e.Ability, func(ab *carddata.Ability) {
		c.animalSide(a, c.itAsThis(ab))
		c.playable(e.Ability, e, a)
	})
	in(e.Global, func(ab *carddata.Ability) {
		a.global = c.options(c.itAsThis(ab).Body)
		c.playableGlobal(e.Global, a)
	})
	return errs
}

// playable refuses what the engine cannot play of a compiled Animal
// ability x, quoted as written ("it" where the compiled tree reads
// "this"): a movement of several Animeeples (the rulebook moves one
// Animeeple; its Animals of 5 stay where placed) or of one that stays,
// and pieces stored on a card without a storage area, or by what the
// other players gain (they hold no such card).
func (c *compiler) playable(x carddata.Expr, e *AnimalEntry, a *Animal) {
	if a.move.Kind != noMove && (e.Animeeples > 1 || e.Stays) {
		c.refuse(x, "a movement of an Animal of 1 Animeeple that does not stay where placed (one of several stays)")
	}
	if a.store == 0 && (stores(a.each) || stores(a.after)) {
		c.refuse(x, "an ability that stores only on an Animal with a storage area (\"storage\")")
	}
	if stores(a.others) {
		c.refuse(x, "what the other players gain (\"|\") stored nowhere")
	}
}

// refuse adds an error at the start of x's ability, quoting its text.
func (c *compiler) refuse(x carddata.Expr, expected string) {
	c.errs.Add(x.Ability.Pos, strconv.Quote(x.Text), expected, "")
}

// playableGlobal refuses a compiled Global Ability x that stores pieces
// on a card without a storage area.
func (c *compiler) playableGlobal(x carddata.Expr, a *Animal) {
	for _, o := range a.global {
		if a.globalStore == 0 && stores(o) {
			c.refuse(x, "a Global Ability that stores only with a storage area (\"global_storage\")")
			return
		}
	}
}

// stores reports whether ability a stores pieces on its card.
func stores(a Ability) bool {
	for _, st := range append(append([]Step{}, a.Cost...), a.Gain...) {
		if st.Op == StorePiece || st.Op == StoreFrom {
			return true
		}
	}
	return false
}

// itAsThis rewrites, in place, an entry's ability to read "it" (the card
// the Animeeple occupies) as "this", the card an ability reads from, which
// is where the engine puts it; and returns it. The entry is
// the loader's own. "this" written in the ability is the Animal card,
// which only the store verb reaches ("store 1 soil on this"): anywhere
// else it is refused, as the engine cannot read the Animal card as a card
// of the tableau.
func (c *compiler) itAsThis(ab *carddata.Ability) *carddata.Ability {
	const why = `"it" for the card the Animeeple occupies ("this" is the Animal card, which only "store ... on this" reaches)`
	itToThis(ab, func(at carddata.Node) { c.bad(at, why) })
	return ab
}

// itToThis rewrites "it" as "this" in n and what it holds, and calls
// this, when not nil, for each "this" written there but in a store (whose
// "on this" is the Animal card's storage).
func itToThis(n carddata.Node, this func(carddata.Node)) {
	carddata.Inspect(n, func(n carddata.Node) bool {
		switch x := n.(type) {
		case *carddata.Action:
			if x.Verb == "store" && this != nil {
				itToThis(x, nil)
				return false
			}
		case *carddata.Selector:
			if x.Noun == "this" && this != nil {
				this(x)
			}
			if x.Noun == "it" {
				x.Noun = "this"
			}
		case *carddata.Condition:
			if x.Subject == "this" && this != nil {
				this(x)
			}
			if x.Subject == "it" {
				x.Subject = "this"
			}
		}
		return true
	})
}

// animalSide compiles the Animal ability: a movement with its effect on
// each card reached, a movement paid to gain what follows the colon, or
// an ability without a movement; and what each other player may gain.
func (c *compiler) animalSide(a *Animal, ab *carddata.Ability) {
	b, ok := ab.Body.(*carddata.Benefit)
	if !ok || ab.Colour != "" || ab.Trigger != nil {
		c.bad(ab, "an Animal ability \"[movement {effect}] [cost:] gain [| others]\"")
		return
	}
	switch {
	case b.Cost != nil && moveOf(b.Cost) != nil:
		m := moveOf(b.Cost)
		a.move, a.each = c.movement(m), c.block(m.Each)
		a.after = Ability{Text: b.Gain.String(), Gain: c.steps(b.Gain, false)}
	case moveOf(b.Gain) != nil:
		m := moveOf(b.Gain)
		a.move, a.each = c.movement(m), c.block(m.Each)
	default:
		a.each = c.block(&carddata.Benefit{Pos: b.Pos, Cost: b.Cost, Gain: b.Gain})
	}
	if b.Others != nil {
		a.others = Ability{Text: b.Others.String(), Gain: c.steps(b.Others, false)}
	}
	for _, st := range append(append([]Step{}, a.each.Cost...), a.each.Gain...) {
		a.perAnimeeple = a.perAnimeeple || st.PerAnimeeple
		a.activates = a.activates || st.Op == ActivateAnimal
	}
}

// moveOf returns seq's movement when it is its only effect.
func moveOf(seq *carddata.Sequence) *carddata.Move {
	if len(seq.Effects) != 1 {
		return nil
	}
	m, _ := seq.Effects[0].(*carddata.Move)
	return m
}

// movement compiles "move up to 2 over card with wet", "move exactly 1
// over terrain", "move up to 1 / used-leaf over ...", "move to flora with
// animal-name".
func (c *compiler) movement(m *carddata.Move) movement {
	var mv movement
	switch {
	case m.To != nil:
		mv.Kind, mv.on, mv.hasOn = moveTo, c.places(m.To), true
		return mv
	case m.Qty.Kind == carddata.UpTo:
		mv.Kind = moveUpTo
	case m.Qty.Kind == carddata.Exactly:
		mv.Kind = moveExactly
	default:
		c.bad(m, "\"move up to N\", \"move exactly N\" or \"move to <card>\"")
	}
	mv.N = m.Qty.N
	c.distance(m)
	if m.Per != nil {
		if m.Per.Noun != "used-leaf" {
			c.bad(m.Per, "\"/ used-leaf\"")
		}
		mv.PerLeaf = true
	}
	if m.Over != nil {
		mv.on, mv.hasOn = c.places(m.Over), true
	}
	return mv
}

// maxDistance is the longest movement the engine can complete: an
// Animeeple never moves onto a card twice, so it reaches at most every
// other card of a full tableau.
const maxDistance = TableauSide*TableauSide - 1

// distance refuses a movement the engine cannot play: of no card ("move
// exactly 0", "move up to 0"), or exactly farther than maxDistance.
func (c *compiler) distance(m *carddata.Move) {
	switch {
	case m.Qty.N < 1:
		c.bad(m, "a movement of 1 card or more (\"move up to 1\")")
	case m.Qty.Kind == carddata.Exactly && m.Qty.N > maxDistance:
		c.bad(m, fmt.Sprintf("\"move exactly N\" with N at most %d: an Animeeple never reaches a card twice", maxDistance))
	}
}

// block compiles a movement's effect on each card reached.
func (c *compiler) block(body carddata.Body) Ability {
	if body == nil {
		return Ability{}
	}
	b, ok := body.(*carddata.Benefit)
	if !ok || b.Others != nil {
		c.bad(body, "an effect \"[cost:] gain\"")
		return Ability{}
	}
	a := Ability{Text: b.String()}
	if b.Cost == nil && allSpend(b.Gain) { // "{ spend 1 growth from it }": the movement's cost
		a.Cost = c.steps(b.Gain, true)
		return a
	}
	if b.Cost != nil {
		a.Cost = c.steps(b.Cost, true)
	}
	if b.Gain != nil {
		a.Gain = c.steps(b.Gain, false)
	}
	return a
}

// allSpend reports whether every effect of seq spends.
func allSpend(seq *carddata.Sequence) bool {
	for _, e := range seq.Effects {
		if act, ok := e.(*carddata.Action); !ok || act.Verb != "spend" {
			return false
		}
	}
	return len(seq.Effects) > 0
}

// options compiles a Global Ability: one option, or a choice of several.
func (c *compiler) options(body carddata.Body) []Ability {
	var opts []*carddata.Benefit
	switch x := body.(type) {
	case *carddata.Benefit:
		opts = []*carddata.Benefit{x}
	case *carddata.Choice:
		opts = x.Options
	default:
		c.bad(body, "a Global Ability \"[cost:] gain\", or options joined by \"or\"")
	}
	var out []Ability
	for _, b := range opts {
		if b.Others != nil {
			c.bad(b, "a Global Ability without \"|\"")
		}
		out = append(out, c.block(b))
	}
	return out
}

// places compiles a selector of tableau cards.
func (c *compiler) places(s *carddata.Selector) earth.Places {
	p, err := earth.CompilePlaces(c.v, s)
	if err != nil {
		c.errs.AddError(s.Pos, err)
	}
	return p
}

// storageVP reads a storage area's "score 2 vp / soil on this": the VP of
// each piece stored; 0 for none.
func (c *compiler) storageVP(ab *carddata.Ability) int {
	if ab == nil {
		return 0
	}
	b, ok := ab.Body.(*carddata.Benefit)
	if ok && b.Cost == nil && len(b.Gain.Effects) == 1 {
		act, ok := b.Gain.Effects[0].(*carddata.Action)
		if ok && act.Verb == "score" && act.Scale != nil && act.Scale.Per.Rel != nil && act.Scale.Per.Rel.String() == "on this" && len(act.Args) == 1 {
			if amt, ok := act.Args[0].(*carddata.Amount); ok && amt.What.Noun == "vp" && amt.Qty.N > 0 {
				return amt.Qty.N
			}
		}
	}
	c.bad(ab, "a storage area \"score N vp / soil on this\"")
	return 0
}

// animalAction compiles the verbs and phrases only Animal and Global
// abilities use; it reports false for an action of the base game.
func (c *compiler) animalAction(out []Step, act *carddata.Action, cost bool) ([]Step, bool) {
	verb := carddata.Singular(act.Verb)
	switch {
	case verb == "store" && !cost:
		return append(out, c.store(act)), true
	case verb == "activate" && !cost:
		return append(out, c.activate(act)), true
	case verb == "spend" && cost && len(act.Args) == 2 && phraseIs(act.Args[1], carddata.From):
		st := c.pieceAmount(act.Args[0])
		st.from, st.HasFrom = c.phrasePlaces(act.Args[1]), true
		return append(out, st), true
	case verb == "gain" && !cost && len(act.Args) == 2 && act.Args[1].String() == "on island":
		st := c.pieceAmount(act.Args[0])
		st.Res, st.Op = st.Op, OnIsland
		return append(out, st), true
	case verb == "gain" && !cost && len(act.Args) == 1 && act.Scale != nil && len(act.Scale.Tiers) > 0:
		sel, ok := act.Args[0].(*carddata.Selector)
		if !ok || pieceOp(carddata.Singular(sel.Noun)) == NoOp {
			c.bad(act.Args[0], "soil, sprouts or growth")
		}
		return append(out, Step{Op: pieceOp(carddata.Singular(sel.Noun)), N: 1}), true
	case verb == "compost" && !cost && len(act.Args) == 2 && act.Args[1].String() == "from deck":
		if amt, ok := act.Args[0].(*carddata.Amount); ok && amt.Qty.Kind == carddata.UpTo {
			return append(out, Step{Op: CompostDeck, N: c.count(amt, "card"), UpTo: true}), true
		}
	}
	return out, false
}

func phraseIs(a carddata.Arg, prep carddata.Prep) bool {
	p, ok := a.(*carddata.Phrase)
	return ok && p.Prep == prep
}

// phrasePlaces compiles the cards of "from tree adjacent to this".
func (c *compiler) phrasePlaces(a carddata.Arg) earth.Places {
	p := a.(*carddata.Phrase)
	sel, ok := p.Object.(*carddata.Selector)
	if !ok {
		c.bad(p, "\"from <cards>\"")
		return earth.Places{}
	}
	return c.places(sel)
}

// pieceAmount reads "2 sprouts", "1 canopy", "up to 3 sprouts", "all
// growth" into a step of that piece.
func (c *compiler) pieceAmount(a carddata.Arg) Step {
	amt, ok := a.(*carddata.Amount)
	if !ok {
		c.bad(a, "an amount of soil, sprouts or growth")
		return Step{}
	}
	w := carddata.Singular(amt.What.Noun)
	st := Step{Op: pieceOp(w), N: amt.Qty.N}
	if w == "canopy" {
		st.Op, st.Canopy = Growth, true
	}
	switch amt.Qty.Kind {
	case carddata.UpTo:
		st.UpTo = true
	case carddata.All:
		st.All = true
	case carddata.Exact:
	default:
		c.bad(amt, "a number, \"up to N\" or \"all\"")
	}
	if st.Op == NoOp || len(amt.What.With) > 0 {
		c.bad(amt, "soil, sprouts, growth or a canopy")
	}
	return st
}

// store compiles "store 2 soil" (from the supply), "store up to 3
// sprouts from it", "store 1 canopy from it", "store 1 growth from tree
// adjacent to it" and the Global's "store 1 soil on this".
func (c *compiler) store(act *carddata.Action) Step {
	if len(act.Args) == 0 || len(act.Args) > 2 {
		c.bad(act, "\"store N soil\" or \"store N sprouts from <cards>\"")
		return Step{}
	}
	st := c.pieceAmount(act.Args[0])
	st.Res, st.Op = st.Op, StorePiece
	if len(act.Args) == 2 {
		switch {
		case phraseIs(act.Args[1], carddata.From):
			st.Op, st.from, st.HasFrom = StoreFrom, c.phrasePlaces(act.Args[1]), true
			if st.Res != Sprout && st.Res != Growth {
				c.bad(act.Args[0], "sprouts, growth or a canopy, taken from a card")
			}
		case act.Args[1].String() != "on this":
			c.bad(act.Args[1], "\"from <cards>\" or \"on this\"")
		}
	}
	if st.Op == StorePiece && (st.UpTo || st.All || st.Canopy) {
		c.bad(act.Args[0], "a number of pieces from the supply")
	}
	return st
}

// activate compiles "activate 1 animal [in others|in everyone]" and
// "activate 1 ability with yellow [on it]".
func (c *compiler) activate(act *carddata.Action) Step {
	amt, ok := firstArg(act.Args).(*carddata.Amount)
	if !ok {
		c.bad(act, "\"activate N animals\" or \"activate 1 ability with yellow\"")
		return Step{}
	}
	switch carddata.Singular(amt.What.Noun) {
	case "animal":
		st := Step{Op: ActivateAnimal, N: amt.Qty.N}
		switch in := amt.What.In; {
		case in == nil:
		case in.Who == carddata.Others:
			st.Scope = scopeOthers
		case in.Who == carddata.Everyone:
			st.Scope = scopeEveryone
		default:
			c.bad(amt, "an Animal of yours, \"in others\" or \"in everyone\"")
		}
		return st
	case "ability":
		st := Step{Op: CopyAbility, N: amt.Qty.N, Copy: c.selColour(act.Args, "ability")}
		if len(act.Args) == 2 {
			if act.Args[1].String() != "on this" {
				c.bad(act.Args[1], "\"on it\"")
			}
			st.HasFrom = true
		}
		return st
	}
	c.bad(amt, "animals or an ability")
	return Step{}
}

// ifSelf compiles an Animal ability's condition on the card it stands
// on: "if it has 1+ sprout".
func (c *compiler) ifSelf(s *Step, k *carddata.Condition) {
	if k.Subject != "this" || k.Need == nil || carddata.Singular(k.Need.What.Noun) != "sprout" || k.Need.Qty.Kind != carddata.AtLeast {
		c.bad(k, "\"if it has N+ sprouts\"")
		return
	}
	s.IfSelf = max(1, k.Need.Qty.N)
}

// animalScale compiles the scales only Animal and Global abilities use:
// "/ used-leaf", "/ animeeple", and a bounded or tiered count ("/ terrain
// max 3", "/ flora with wet [1: 2, 2-3: 3, 4+: 4]"). It reports false
// for the base game's.
func (c *compiler) animalScale(s *Step, sc *carddata.Scale) bool {
	switch {
	case sc.Per.Noun == "used-leaf" && sc.Tiers == nil && sc.Max == 0:
		s.PerLeaf = true
	case sc.Per.Noun == "animeeple" && sc.Tiers == nil && sc.Max == 0:
		s.PerAnimeeple = true
	case sc.Tiers != nil || sc.Max != 0:
		r, err := earth.CompileScale(c.v, s.N, sc)
		if err != nil {
			c.errs.AddError(sc.Pos, err)
		}
		s.scale, s.Scaled, s.Total = r, true, true
	default:
		return false
	}
	return true
}

// Scopes of an ActivateAnimal step: whose Animals it may activate.
const (
	scopeOwn      uint8 = iota // one of the player's own
	scopeOthers                // another player's
	scopeEveryone              // any in play
)
