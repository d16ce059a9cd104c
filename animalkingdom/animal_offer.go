package animalkingdom

// What the expansion offers only when it can change something: a Global
// option the player can pay whose gain takes effect (GlobalUsable in the
// package doc), and an activation some Animal can use.

// globalUsable reports whether p may choose option o of the Global
// Ability: its cost can be paid and some step of its gain takes effect.
func (g *data) globalUsable(p Player, o int) bool {
	opt := &g.animal(g.AK.Global).global[o]
	if !g.canPay(p, opt) {
		return false
	}
	f := frame{Who: p, Src: FromGlobal, Index: int16(int(g.AK.Global)), Ab: int16(o), Self: -1}
	for i := range opt.Gain {
		if g.takesEffect(&f, &opt.Gain[i]) {
			return true
		}
	}
	return false
}

// takesEffect reports whether gain step st of frame f would change the
// position: its amount is above 0 and it finds what it needs (room for
// sprouts or growth, cards to draw or compost, pieces to store, an
// Animal to activate, an ability to copy).
func (g *data) takesEffect(f *frame, st *Step) bool {
	if st.IfActive && !f.Active || st.IfClaim != "" || st.Opponent != "" {
		return false
	}
	n, ok := g.animalScale(f, st, g.scaled(f, st))
	if !ok || n <= 0 {
		return false
	}
	p := f.Who
	s := g.get(p)
	switch st.Op {
	case Sprout, Growth:
		return g.roomFor(pending{Who: p, Op: st.Op, Allowed: g.gainMask(f, st)})
	case Draw, CompostDeck:
		return len(g.Deck)+len(g.Discard) > 0
	case CompostHand:
		return len(s.Hand) > 0
	case TakeFromCompost:
		return len(s.Compost) > 0
	case CopyAbility:
		return g.copyTargets(p, f, st.Copy, nil) > 0
	case StoreFrom:
		cards, _ := g.holding(p, g.fromMask(f, st), st)
		return cards > 0
	case ActivateAnimal: // a Global option's: no activation is under way
		return g.canActivate(activation{On: true, Who: p, Animal: noAnimal, Slot: -1, Cur: -1}, n, st.Scope)
	}
	return true
}

// gainMask is the tableau cards a gain of sprouts or growth may go on.
func (g *data) gainMask(f *frame, st *Step) uint16 {
	if !st.HasOn {
		return allCards(len(g.get(f.Who).Tab()))
	}
	pc := g.context(f)
	defer pc.release()
	return g.placesOf(f.Who, st.on.Eval(&pc.scr.Ctx))
}

// canActivate reports whether activation a, joined by an ability
// activating n Animals of scope, would find one to activate.
func (g *data) canActivate(a activation, n int, scope uint8) bool {
	a.join(n, scope)
	return g.anyPickable(&a)
}

// join adds n Animals of scope to those activation a may still
// activate; the scope is the last ability's.
func (a *activation) join(n int, scope uint8) {
	a.Extra, a.Scope = uint8(min(int(a.Extra)+n, MaxPlayers*MaxAnimals)), scope
}

// onlyActivates returns the step of an Animal whose ability does nothing
// but activate Animals (Komodo Dragon's "activate 1 animal in others"),
// and reports whether it is one.
func onlyActivates(an *Animal) (Step, bool) {
	if len(an.each.Cost) > 0 || len(an.each.Gain) != 1 || an.each.Gain[0].Op != ActivateAnimal ||
		len(an.after.Gain) > 0 || len(an.others.Gain) > 0 {
		return Step{}, false
	}
	return an.each.Gain[0], true
}
