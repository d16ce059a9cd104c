package animalkingdom

import "slices"

// Gaia's Animals in the solo game. She has no tableau and no Animeeples:
// each time she places a Leaf on the Fauna board (a Gyre's claim, or the
// completion bonus) every Animal of hers resolves at once, in the order
// dealt, ignoring placement, movement, card features and adjacency, as
// often as her counts pay for it (gaiaTimes). What an ability gives each
// other player ("|") the player is offered, to use or skip.

// GaiaLeafVP is what each Leaf the player discards onto Gaia's board
// scores for her (the GaiaScore row Leaves).
const GaiaLeafVP = 5

// GaiaDrawCompost is how many cards Gaia composts from the deck for each
// card an Animal ability would have her draw.
const GaiaDrawCompost = 2

// gaiaLeavesUsed is Gaia's Leaves on the Fauna board: her claims and the
// completion bonus.
func (g *game) gaiaLeavesUsed() int {
	n := 0
	for _, c := range g.Gaia.Claimed {
		if c {
			n++
		}
	}
	if g.Gaia.Bonus {
		n++
	}
	return n
}

// gaiaKeeps reports whether Animal i is one of Gaia's.
func (g *data) gaiaKeeps(i animalName) bool { return g.gaiaSlot(i) >= 0 }

// gaiaSlot is the place of Animal i among Gaia's, or -1.
func (g *data) gaiaSlot(i animalName) int {
	for k, a := range g.AK.Gaia[:g.AK.NGaia] {
		if a == i {
			return k
		}
	}
	return -1
}

// gaiaAnimals resolves each of Gaia's Animals after she placed a Leaf on
// the Fauna board.
func (g *game) gaiaAnimals() {
	if !g.animalsOn() || !g.Config.Solo {
		return
	}
	for k := range int(g.AK.NGaia) {
		g.gaiaAnimal(k)
	}
}

// gaiaTimes is how many times Gaia's Animal an runs its effect at most,
// and whether it must pay them all ("move exactly") or runs as many as
// she can pay ("move up to", and a per-Animeeple Animal once per Leaf she
// has used).
func (g *game) gaiaTimes(an *Animal) (times int, all bool) {
	switch {
	case an.perAnimeeple:
		return g.gaiaLeavesUsed(), false
	case an.move.Kind == moveUpTo, an.move.Kind == moveExactly:
		n := an.move.N
		if an.move.PerLeaf {
			n *= g.gaiaLeavesUsed()
		}
		return n, an.move.Kind == moveExactly
	}
	return 1, true // "move to", or no movement: once, paid in full
}

// gaiaAnimal resolves Gaia's k-th Animal: its effect as many times as
// gaiaTimes allows and her counts pay; then, if it ran, what the
// movement gives, and the player's offer of the "|" gain.
func (g *game) gaiaAnimal(k int) {
	an := g.animal(g.AK.Gaia[k])
	times, all := g.gaiaTimes(an)
	need := 1
	if all {
		need = times
	}
	if times == 0 || !g.gaiaAfford(&an.each, need) {
		return
	}
	if g.log.On() {
		g.note(Event{Player: g.gaiaSeat(), Kind: EventAnimalActivate, Card: an.Name, Rule: an.Ability})
	}
	for n := 0; n < times && g.gaiaAfford(&an.each, 1); n++ {
		g.gaiaRun(k, &an.each)
	}
	g.gaiaRun(k, &an.after)
	if len(an.others.Gain) > 0 {
		g.AK.GaiaOffer |= 1 << k
	}
}

// gaiaAfford reports whether Gaia's counts pay part a times over: its
// cost, and the pieces a storing step takes (at least one of them a time
// for "up to" and "all"). She has no hand: a cost in hand cards she
// cannot pay.
func (g *game) gaiaAfford(a *Ability, times int) bool {
	gs := &g.Gaia
	var need [numOps]int
	for _, st := range a.Cost {
		need[st.Op] += st.N * times
	}
	for _, st := range a.Gain {
		if st.Op == StoreFrom {
			n := st.N
			if st.UpTo || st.All {
				n = 1
			}
			need[st.Res] += n * times
		}
	}
	return need[CompostHand] == 0 && gs.Soil >= need[Soil] && gs.Sprouts >= need[Sprout] &&
		gs.Growth >= need[Growth] && len(gs.Compost) >= need[DiscardCompost]
}

// gaiaRun pays part a of Gaia's k-th Animal once and takes its gain;
// its events name the Animal's ability as the card prints it.
func (g *game) gaiaRun(k int, a *Ability) {
	rule := g.animal(g.AK.Gaia[k]).Ability
	for _, st := range a.Cost {
		g.gaiaPay(st, rule)
	}
	for _, st := range a.Gain {
		g.gaiaStep(k, st, rule)
	}
}

// gaiaPay pays one cost step from Gaia's counts. The growth she pays is
// the last placed on her board, a Canopy or not (her growth is a count
// filling her virtual plants in order).
func (g *game) gaiaPay(st Step, rule string) {
	switch st.Op {
	case Soil, Sprout, Growth:
		g.gaiaAdd(st.Op, -st.N, rule)
	case DiscardCompost:
		gs := &g.Gaia
		k := len(gs.Compost) - st.N
		g.Discard = g.addCards(g.Discard, gs.Compost[k:]...)
		gs.Compost = slices.Clip(gs.Compost[:k])
		if g.log.On() {
			g.note(Event{Player: g.gaiaSeat(), Kind: EventDiscard, N: st.N, Rule: rule})
		}
	}
}

// gaiaStep takes one gain step of Gaia's k-th Animal. Pieces go to her
// counts wherever the card would place them; a draw composts
// GaiaDrawCompost cards from the deck a card; composting from hand (she
// has none) composts from the deck; "up to" takes the most. A count over
// a tableau counts none; a "per Animeeple" step counts 1 (gaiaTimes
// repeats it once per Leaf instead).
func (g *game) gaiaStep(k int, st Step, rule string) {
	n := st.N
	switch {
	case st.Scaled:
		n = 0
	case st.PerLeaf:
		n *= g.gaiaLeavesUsed()
	}
	switch st.Op {
	case Soil, Sprout, Growth, CompostDeck:
		g.gaiaAdd(st.Op, n, rule)
	case CompostHand:
		g.gaiaAdd(CompostDeck, n, rule)
	case Draw:
		g.gaiaAdd(CompostDeck, GaiaDrawCompost*n, rule)
	case StorePiece:
		g.gaiaStore(k, st.Res, n)
	case StoreFrom:
		have := g.gaiaCount(st.Res)
		if !st.All {
			have = min(have, n)
		}
		g.gaiaAdd(st.Res, -have, rule)
		g.gaiaStore(k, st.Res, have)
	}
}

// gaiaCount is Gaia's soil, sprouts or growth.
func (g *game) gaiaCount(piece Op) int {
	switch piece {
	case Soil:
		return g.Gaia.Soil
	case Sprout:
		return g.Gaia.Sprouts
	case Growth:
		return g.Gaia.Growth
	}
	return 0
}

// gaiaStore puts n of piece on the storage of Gaia's k-th Animal.
func (g *game) gaiaStore(k int, piece Op, n int) {
	if n <= 0 {
		return
	}
	ak := &g.AK
	ak.GaiaStored[k] = addStore(ak.GaiaStored[k], piece, n)
	if g.log.On() {
		g.note(Event{Player: g.gaiaSeat(), Kind: EventStored, Card: g.animal(ak.Gaia[k]).Name, N: n, Rule: piece.String()})
	}
}

// offerGaiaGain offers the player the "|" gain of the first of Gaia's
// Animals still owing it, to use or skip; it reports whether it did.
func (g *game) offerGaiaGain() bool {
	ak := &g.AK
	for k := range int(ak.NGaia) {
		if ak.GaiaOffer&(1<<k) == 0 {
			continue
		}
		ak.GaiaOffer &^= 1 << k
		g.push(frame{Who: 0, Src: FromAnimal, Index: int16(int(ak.Gaia[k])), Ab: 2, Self: -1}, true)
		return true
	}
	return false
}

// gaiaAnimalScore is what Gaia's Animals score: the pieces stored on
// each at its storage area's rate.
func (g *data) gaiaAnimalScore() int {
	ak := &g.AK
	n := 0
	for k, a := range ak.Gaia[:ak.NGaia] {
		n += ak.GaiaStored[k].total() * g.animal(a).store
	}
	return n
}
