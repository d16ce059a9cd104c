package animalkingdom

import (
	"slices"

	"github.com/rulebox/rulebox/internal/earth"
)

// abilityOf returns the ability a frame resolves.
func (g *data) abilityOf(f *frame) *Ability {
	if f.Src >= FromAnimal {
		return g.animalAbility(f)
	}
	s := g.get(f.Who)
	switch f.Src {
	case FromIsland:
		return &g.cs.islands[s.Island].Abilities[f.Ab]
	case FromClimate:
		return &g.cs.climates[s.Climate].Abilities[f.Ab]
	case FromTableau:
		return &g.info(s.Tab()[f.Index].Card).Abilities[f.Ab]
	}
	return &g.info(Card(f.Index)).Abilities[f.Ab]
}

// ruleText is the text the events of ability a, resolved by frame f, name: an
// Animal's whole ability as its card prints it (the engine's parts of
// it read "it" as "this"), else a's own.
func (g *game) ruleText(f *frame, a *Ability) string {
	if f.Src == FromAnimal {
		return g.animal(animalName(f.Index)).Ability
	}
	return a.Text
}

// sourceName names a frame's card.
func (g *data) sourceName(f *frame) string {
	if f.Src >= FromAnimal {
		return g.animal(animalName(f.Index)).Name
	}
	s := g.get(f.Who)
	switch f.Src {
	case FromIsland:
		return g.cs.islands[s.Island].Name
	case FromClimate:
		return g.cs.climates[s.Climate].Name
	case FromTableau:
		return g.info(s.Tab()[f.Index].Card).Name
	}
	return g.info(Card(f.Index)).Name
}

// canPay reports whether p can pay the whole cost of a.
func (g *data) canPay(p Player, a *Ability) bool { return g.canPayAt(&frame{Who: p, Self: -1}, a) }

// canPayAt reports whether f's player can pay the whole cost of a, f's
// card being the one "it" names: from the cost added up at load when no
// step of it takes from a card (TestPlainCostsPayAsTheirSteps).
func (g *data) canPayAt(f *frame, a *Ability) bool {
	if c := &a.plain; c.known {
		p := f.Who
		s := g.get(p)
		return s.Soil >= c.soil && (c.sprouts <= 0 || g.pieces(p, Sprout) >= c.sprouts) && (c.growth <= 0 || g.pieces(p, Growth) >= c.growth) &&
			len(s.Compost) >= c.compost && len(s.Hand) >= c.hand
	}
	return g.canPayStepwise(f, a)
}

// canPayStepwise is canPayAt reading a's cost step by step.
func (g *data) canPayStepwise(f *frame, a *Ability) bool {
	p := f.Who
	s := g.get(p)
	var need [numOps]int
	for i := range a.Cost {
		st := &a.Cost[i] // a Step is 176 bytes: not copied
		if st.HasFrom {
			if !g.canPayFrom(f, st) {
				return false
			}
			continue
		}
		need[st.Op] += st.N
	}
	// The pieces are counted only for a cost in them (most costs have none).
	return s.Soil >= need[Soil] && (need[Sprout] <= 0 || g.pieces(p, Sprout) >= need[Sprout]) && (need[Growth] <= 0 || g.pieces(p, Growth) >= need[Growth]) &&
		len(s.Compost) >= need[DiscardCompost] && len(s.Hand) >= need[CompostHand]
}

// push starts resolving an ability. An activation (ask) waits for its
// owner to use or skip it even when it is free, as does any ability with
// a cost; one that cannot be paid is still offered while the player has
// an event or the conversion to play first (anyTime), or a Leaf to
// discard that activates an Animal of theirs first (leafMayPay), and is
// passed over otherwise, there being nothing to choose. Any other ability (a black
// one of a card planted, the Island's setup, a free ability copied)
// resolves at once.
func (g *game) push(f frame, ask bool) {
	a := g.abilityOf(&f)
	if ask || a.HasCost() {
		if !g.canPayAt(&f, a) && !g.anyTime(f.Who) && !g.leafMayPay(f.Who) {
			return
		}
		f.Wait = wUse
	} else {
		if g.log.On() {
			g.note(Event{Player: f.Who, Kind: EventActivate, Card: g.sourceName(&f), Rule: g.ruleText(&f, a)})
		}
	}
	g.pushFrame(f)
}

// pushFrame puts f on top of the abilities being resolved; the stack has
// room for it (see maxFrames).
func (g *game) pushFrame(f frame) {
	g.frames[g.nf] = f
	g.nf++
}

// top is the frame being resolved.
func (g *data) top() *frame { return &g.frames[g.nf-1] }

// pop ends the frame being resolved.
// (Its slot is cleared, so that equal positions are equal values.)
func (g *game) pop() {
	g.nf--
	g.frames[g.nf] = frame{}
}

// run resolves frames until one waits for a decision or none is left.
func (g *game) run() {
	for g.depth() > 0 && !g.placing() {
		f := g.top()
		if f.Wait != wNone {
			return
		}
		a := g.abilityOf(f)
		if int(f.Step) >= len(a.Gain) {
			g.pop()
			continue
		}
		st := &a.Gain[f.Step] // a Step is 176 bytes: not copied
		f.Step++
		g.gain(f, st)
	}
}

// pay pays the cost of the top frame's ability: everything but hand
// cards at once; hand cards are then picked one by one.
func (g *game) pay() {
	f := g.top()
	a := g.abilityOf(f)
	p := f.Who
	s := g.seat(p)
	rule := g.ruleText(f, a)
	for i := range a.Cost {
		st := &a.Cost[i]
		switch st.Op {
		case Soil:
			g.spendSoil(p, st.N, rule)
		case Sprout, Growth:
			if st.HasFrom {
				g.payFrom(f, st)
				continue
			}
			g.takeOff(p, st.Op, st.N)
		case DiscardCompost:
			k := len(s.Compost) - st.N
			g.Discard = g.addCards(g.Discard, s.Compost[k:]...)
			s.Compost = slices.Clip(s.Compost[:k])
			if g.log.On() {
				g.note(Event{Player: p, Kind: EventDiscard, N: st.N, Rule: rule})
			}
		case CompostHand:
			f.Wait, f.Left, f.Paying = wHand, int32(st.N), true
		}
	}
	if f.Src != FromGlobal { // EventGlobal told it, with the option
		if g.log.On() {
			g.note(Event{Player: p, Kind: EventActivate, Card: g.sourceName(f), Rule: rule})
		}
	}
}

// scaled is a step's amount, times its scale.
func (g *data) scaled(f *frame, st *Step) int {
	if !st.Scaled {
		return st.N
	}
	pc := g.context(f)
	defer pc.release()
	if st.Total {
		return st.scale.EvalIn(&pc.scr)
	}
	return st.N * st.scale.EvalIn(&pc.scr)
}

// context is the tableau a frame's formulas read, with "this", in pooled
// memory: release it after use.
func (g *data) context(f *frame) *pooledCtx {
	pc := ctxPool.Get().(*pooledCtx)
	g.tableauInto(f.Who, &pc.scr.Own)
	pc.scr.Ctx = earth.Context{Own: &pc.scr.Own}
	if f.Self >= 0 {
		pc.scr.Ctx.Self, pc.scr.Ctx.HasSelf = gridPos(g.get(f.Who).Tab(), int(f.Self)), true
	}
	return pc
}

// gain takes one gain step.
func (g *game) gain(f *frame, st *Step) {
	if st.IfActive && !f.Active || st.IfClaim != "" || st.Opponent != "" {
		return
	}
	p := f.Who
	s := g.get(p) // read only: what changes the seat copies it
	n := g.scaled(f, st)
	if f.Src >= FromAnimal {
		var ok bool
		if n, ok = g.animalScale(f, st, n); !ok || g.animalGain(f, st, n) {
			return
		}
	}
	if f.Src == FromEvent { // what events give does not count for Gaia
		saved := g.Stats[p]
		defer func() { g.Stats[p] = saved }()
	}
	switch st.Op {
	case Soil:
		g.gainSoil(p, n)
	case Sprout, Growth:
		g.place(p, st.Op, n, g.gainMask(f, st), st.OnAll)
	case Draw:
		g.draw(p, n)
	case CompostDeck:
		g.compostDeck(p, n)
	case CompostHand:
		if len(s.Hand) > 0 && n > 0 {
			f.Wait, f.Left = wHand, int32(n)
			if st.Look > 0 {
				f.Wait, f.Left = wSetupHand, int32(min(n, len(s.Hand)))
			}
		}
	case TakeFromCompost:
		if len(s.Compost) > 0 {
			f.Wait, f.Left = wCompost, int32(st.Look)
		}
	case CopyAbility:
		if g.copyTargets(p, f, st.Copy, nil) > 0 {
			f.Wait, f.Left = wCopy, int32(int(st.Copy))
		}
	}
}

// copyTargets counts (and, with each, lists) the abilities p may copy: an
// ability of colour c (or multicolour) on another tableau card that is
// not itself a copy (nor, for a player who did not choose the action,
// one only for the active player).
func (g *data) copyTargets(p Player, f *frame, c Colour, each func(i, ab int)) int {
	n := 0
	for i, t := range g.get(p).Tab() {
		if f.Src == FromTableau && i == int(f.Index) || f.Src == FromAnimal && i != int(f.Self) {
			continue
		}
		for k, a := range g.info(t.Card).Abilities {
			if a.Kind != Activated || !a.Colour.Answers(c) || hasCopy(&a) || a.IfActive && !f.Active {
				continue
			}
			n++
			if each != nil {
				each(i, k)
			}
		}
	}
	return n
}

func hasCopy(a *Ability) bool {
	for _, st := range a.Gain {
		if st.Op == CopyAbility {
			return true
		}
	}
	return false
}
