package animalkingdom

// FromAnimal and FromGlobal are the sources of the expansion's
// abilities: an Animal card's (Index: the Animal; Ab 0 its effect, 1
// what its movement gives, 2 what the other players may gain) and the
// Global Ability's (Index: the Animal; Ab: the option).
const (
	FromAnimal Source = FromEvent + 1 + iota
	FromGlobal
)

// animalAbility returns the ability an expansion frame resolves.
func (g *data) animalAbility(f *frame) *Ability {
	an := g.animal(animalName(f.Index))
	if f.Src == FromGlobal {
		return &an.global[f.Ab]
	}
	return []*Ability{&an.each, &an.after, &an.others}[f.Ab]
}

// globalOption resolves option o of the Global Ability for the k-th
// player: its cost is paid, then it resolves.
func (g *game) globalOption(p Player, o int) {
	g.K++
	g.pushFrame(frame{Who: p, Src: FromGlobal, Index: int16(int(g.AK.Global)), Ab: int16(o), Self: -1})
	if g.log.On() {
		g.note(Event{Player: p, Kind: EventGlobal, Card: g.animal(g.AK.Global).Name, Rule: g.animal(g.AK.Global).global[o].Text})
	}
	g.pay()
}

// animalGain takes an expansion step; it reports false for a step of the
// base game's.
func (g *game) animalGain(f *frame, st *Step, n int) bool {
	p := f.Who
	switch st.Op {
	case StorePiece:
		g.storeOn(f, st.Res, n)
	case StoreFrom:
		allowed := g.fromMask(f, st)
		switch cards, have := g.holding(p, allowed, st); {
		case st.All && cards == 1:
			g.takeInto(f, st, trailing(allowed&g.holdingMask(p, allowed, st)), have)
		case cards == 0:
		case cards == 1 && !st.UpTo:
			g.takeInto(f, st, trailing(g.holdingMask(p, allowed, st)), min(n, have))
		default:
			f.Wait, f.Left = wStore, int32(min(n, have))
		}
	case OnIsland:
		s := g.seat(p)
		s.Animal.Island = addStore(s.Animal.Island, st.Res, n)
		if g.log.On() {
			g.note(Event{Player: p, Kind: EventIsland, N: n, Rule: st.Res.String()})
		}
	case ActivateAnimal:
		a := &g.AK.Act
		if !a.On {
			*a = activation{On: true, Who: p, Animal: noAnimal, Slot: -1, Cur: -1}
		}
		a.join(n, st.Scope)
	case CompostDeck:
		if !st.UpTo {
			return false
		}
		if n = min(n, len(g.Deck)+len(g.Discard)); n > 0 {
			f.Wait, f.Left = wAmount, int32(n)
		}
	default:
		return false
	}
	return true
}

// animalScale is the amount of an expansion step before it is taken, and
// whether its condition holds.
func (g *data) animalScale(f *frame, st *Step, n int) (int, bool) {
	if st.IfSelf > 0 && (f.Self < 0 || int(g.get(f.Who).pieces.on[f.Self].Sprouts) < st.IfSelf) {
		return 0, false
	}
	switch {
	case st.PerLeaf:
		n *= g.leavesUsed(f.Who)
	case st.PerAnimeeple:
		n *= g.frameAnimeeples(f)
	}
	return n, true
}

// frameAnimeeples is the Animeeples of the frame's Animal in its owner's
// tableau (a borrowed one counts the one it placed).
func (g *data) frameAnimeeples(f *frame) int {
	if k := g.slotOf(f.Who, animalName(f.Index)); k >= 0 {
		return g.animeeplesIn(f.Who, k)
	}
	if g.AK.Act.On && g.AK.Act.Cur >= 0 {
		return 1
	}
	return 0
}

// storeOn puts n of piece on the frame's storage: the Animal card's, or
// the player's part of the Global Ability card. A borrowed Animal has no
// storage here (eachPickable never borrows one that stores).
func (g *game) storeOn(f *frame, piece Op, n int) {
	s := g.seat(f.Who)
	name := g.animal(animalName(f.Index)).Name
	switch k := g.slotOf(f.Who, animalName(f.Index)); {
	case f.Src == FromGlobal:
		s.Animal.GlobalStored = addStore(s.Animal.GlobalStored, piece, n)
	case k >= 0:
		s.Animal.Stored[k] = addStore(s.Animal.Stored[k], piece, n)
	default:
		return
	}
	if g.log.On() {
		g.note(Event{Player: f.Who, Kind: EventStored, Card: name, N: n, Rule: piece.String()})
	}
}

// addStore adds n of piece to st, up to MaxStored.
func addStore(st Store, piece Op, n int) Store {
	add := func(v int16) int16 { return int16(min(int(v)+n, MaxStored)) }
	switch piece {
	case Soil:
		st.Soil = add(st.Soil)
	case Sprout:
		st.Sprouts = add(st.Sprouts)
	case Growth:
		st.Growth = add(st.Growth)
	}
	return st
}

// fromMask is the tableau cards a step's pieces come from.
func (g *data) fromMask(f *frame, st *Step) uint16 {
	return g.placesMask(f.Who, st.from, int8(f.Self))
}

// holdingMask keeps the cards of allowed holding a piece the step may
// take: a sprout, a growth, or a Canopy (the growth of a full Flora).
func (g *data) holdingMask(p Player, allowed uint16, st *Step) uint16 {
	var out uint16
	for rest := allowed; rest != 0; rest &= rest - 1 {
		i := trailing(rest)
		if g.takeable(p, i, st) > 0 {
			out |= 1 << i
		}
	}
	return out
}

// holding counts the cards of allowed holding pieces the step may take,
// and those pieces.
func (g *data) holding(p Player, allowed uint16, st *Step) (cards, have int) {
	for rest := g.holdingMask(p, allowed, st); rest != 0; rest &= rest - 1 {
		cards++
		have += g.takeable(p, trailing(rest), st)
	}
	return cards, have
}

// takeable is how many pieces the step may take off tableau card i: its
// sprouts or growth, or its one Canopy when it is full.
func (g *data) takeable(p Player, i int, st *Step) int {
	s := g.get(p)
	on := s.pieces.on[i]
	switch {
	case st.Res == Sprout || st.Op == Sprout:
		return int(on.Sprouts)
	case st.Canopy:
		if ci := g.info(s.Tab()[i].Card); ci.GrowthCap > 0 && int(on.Growth) >= ci.GrowthCap {
			return 1
		}
		return 0
	}
	return int(on.Growth)
}

// takeInto takes k pieces off tableau card i onto the frame's storage.
func (g *game) takeInto(f *frame, st *Step, i, k int) {
	if k <= 0 {
		return
	}
	g.addPiece(f.Who, i, st.Res, -k)
	g.storeOn(f, st.Res, k)
}

// payFrom pays a cost's sprouts or growth from the cards the step names
// ("spend 1 growth from it"): at once from a single card, else the
// player picks.
func (g *game) payFrom(f *frame, st *Step) {
	allowed := g.holdingMask(f.Who, g.fromMask(f, st), st)
	if allowed&(allowed-1) == 0 {
		g.addPiece(f.Who, trailing(allowed), st.Op, -st.N)
		return
	}
	g.takeOff(f.Who, st.Op, st.N)
}

// canPayFrom reports whether the cards a cost names hold its pieces.
func (g *data) canPayFrom(f *frame, st *Step) bool {
	_, have := g.holding(f.Who, g.fromMask(f, st), st)
	return have >= st.N
}
