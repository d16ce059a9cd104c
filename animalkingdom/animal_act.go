package animalkingdom

import (
	"math/bits"

	"github.com/rulebox/rulebox/internal/earth"
	"github.com/rulebox/rulebox/internal/grid"
)

// An activation runs in phases (actPhase): the player picks an Animal
// (or none), places its Animeeple when it has none in the tableau,
// moves it card by card, resolving the Animal's effect on each card
// reached, takes what the completed movement gives, and then each other
// player may take the "|" gain; then the next Animal, until none is left
// to pick. Every choice is a move: animal_moves.go lists them.

// animalTurn runs the automatic parts of the expansion once the rules
// have nothing else to resolve: it starts an activation a used Leaf
// owes, and passes an activation's phases that need no decision. It
// reports whether it changed the position (the game then runs on).
func (g *game) animalTurn() bool {
	if g.depth() > g.floor() || g.placing() || g.choosingLeaf() {
		return false // a decision of the ability being resolved comes first
	}
	if !g.AK.Act.On && g.offerGaiaGain() {
		return true
	}
	if !g.AK.Act.On {
		p, ok := g.owed()
		if !ok {
			return false
		}
		g.seat(p).Animal.Owed--
		g.AK.Act = activation{On: true, Who: p, Leaf: true, Animal: noAnimal, Slot: -1, Cur: -1}
	}
	before := g.AK.Act
	g.actRun()
	return g.AK.Act != before || g.depth() > g.floor() || g.placing()
}

// floor is the number of abilities being resolved under the activation
// of Animals (see discardLeaf): 0 when none is under way.
func (g *data) floor() int {
	if g.AK.Act.On {
		return int(g.AK.Act.Base)
	}
	return 0
}

// owed is the first player, from the active one on, a used Leaf still
// owes an activation.
func (g *data) owed() (Player, bool) {
	for k := range g.n() {
		if p := g.order(k); g.get(p).Animal.Owed > 0 {
			return p, true
		}
	}
	return NoPlayer, false
}

// actRun passes the phases of the activation that need no decision,
// until one waits for the player, or an effect is pushed to resolve, or
// the activation ends.
func (g *game) actRun() {
	a := &g.AK.Act
	for a.On && g.depth() == int(a.Base) && !g.placing() {
		switch a.Phase {
		case actPick:
			if !g.anyPickable(a) {
				g.AK.Act = activation{}
			}
			return
		case actPlace:
			if g.placeMask(a) == 0 {
				g.noMorePlacing()
				continue
			}
			return
		case actMove:
			if g.moveMask(a) == 0 {
				a.Phase = actAfter
				continue
			}
			return
		case actBody:
			a.Phase = actAfter
			self := a.Cur
			if g.animal(a.Animal).Animeeples > 1 && a.Slot >= 0 {
				self = -1 // several Animeeples: the ability reads none of their cards
			}
			g.pushAnimal(0, self)
		case actAfter:
			a.Phase, a.Other = actOthers, 1
			if mv := g.animal(a.Animal).move.Kind; mv != noMove && a.Moved == 0 || mv == moveExactly && a.Moved < a.Max {
				g.finishAnimal() // an Animeeple that did not move, or not as far as it must: no effect
				continue
			}
			g.pushAnimal(1, a.Cur)
		case actOthers:
			if int(a.Other) >= g.n() {
				g.finishAnimal()
				continue
			}
			q := Player((int(a.Who) + int(a.Other)) % g.n())
			a.Other++
			if len(g.animal(a.Animal).others.Gain) > 0 {
				g.push(frame{Who: q, Src: FromAnimal, Index: int16(int(a.Animal)), Ab: 2, Self: -1}, true)
			}
		}
	}
}

// pushAnimal starts resolving part ab of the Animal being activated (0
// its effect, 1 what its movement gives), on the card self. An effect
// with a cost asks the player to use or skip it, but in a "move exactly"
// whose cost is its requirement: that one is paid.
func (g *game) pushAnimal(ab int, self int8) {
	a := &g.AK.Act
	an := g.animal(a.Animal)
	part := []*Ability{&an.each, &an.after}[ab]
	if len(part.Cost) == 0 && len(part.Gain) == 0 {
		return
	}
	f := frame{Who: a.Who, Src: FromAnimal, Index: int16(int(a.Animal)), Ab: int16(ab), Self: int16(int(self))}
	if ab == 0 && an.move.Kind == moveExactly && part.HasCost() {
		if !g.canPayAt(&f, part) {
			// A cost in the player's pool, paid on an earlier card of
			// this movement, left too little for this one: the movement
			// cannot be completed, and the Animal ends with no effect.
			g.finishAnimal()
			return
		}
		g.pushFrame(f)
		g.pay()
		return
	}
	g.push(f, part.HasCost())
}

// finishAnimal ends the Animal being resolved; the player may pick
// another.
func (g *game) finishAnimal() {
	a := &g.AK.Act
	a.Done |= 1 << a.Animal
	a.Animal, a.Slot, a.Cur, a.Moved, a.Max, a.Visited, a.Phase, a.Other = noAnimal, -1, -1, 0, 0, 0, actPick, 0
}

// noMorePlacing ends the placement phase: an Animal without movement
// resolves its ability when an Animeeple of it stands in the tableau,
// and one with movement does nothing without one.
func (g *game) noMorePlacing() {
	a := &g.AK.Act
	an := g.animal(a.Animal)
	switch {
	case an.move.Kind == noMove && (a.Cur >= 0 || g.animeeplesIn(a.Who, a.Slot) > 0):
		a.Phase = actBody
	default:
		g.finishAnimal()
	}
}

// pick starts activating Animal i (of the player's own, or borrowed from
// another player).
func (g *game) pick(i animalName) {
	a := &g.AK.Act
	if a.Extra > 0 {
		a.Extra--
	}
	g.setUp(a, i)
	an := g.animal(i)
	if g.log.On() {
		g.note(Event{Player: a.Who, Kind: EventAnimalActivate, Card: an.Name, Rule: an.Ability})
	}
}

// setUp readies a to resolve Animal i: where its Animeeple stands, the
// movements allowed, and the first phase.
func (g *data) setUp(a *activation, i animalName) {
	an := g.animal(i)
	a.Animal, a.Slot, a.Cur, a.Moved, a.Visited, a.Other = i, g.slotOf(a.Who, i), -1, 0, 0, 0
	if a.Slot >= 0 && an.Animeeples == 1 {
		a.Cur = g.standsOn(a.Who, a.Slot)
	}
	if a.Cur >= 0 {
		a.Visited = 1 << a.Cur
	}
	n := an.move.N
	if an.move.PerLeaf {
		n *= g.leavesUsed(a.Who)
	}
	if an.move.Kind == moveTo {
		n = 1
	}
	a.Max = uint8(min(n, 255))
	switch {
	case an.move.Kind != noMove && a.Cur >= 0:
		a.Phase = actMove
	case an.move.Kind != noMove, an.Animeeples > 1, a.Cur < 0:
		a.Phase = actPlace // a first placement, or more of several Animeeples
	default:
		a.Phase = actBody
	}
}

// skipPick declines the Animals left to pick: those an ability
// activates first, then the Leaf's.
func (g *game) skipPick() {
	a := &g.AK.Act
	if a.Extra > 0 {
		a.Extra = 0
		return
	}
	a.Leaf = false
}

// animeepleTo places the Animal's Animeeple on tableau card i, or moves
// it there, and resolves the Animal's effect on it.
func (g *game) animeepleTo(i int8) {
	a := &g.AK.Act
	an := g.animal(a.Animal)
	moved := 0 // the event's N: 1 for a movement, 0 for a placement
	if a.Phase != actPlace {
		moved = 1
	}
	switch {
	case a.Slot >= 0 && a.Phase == actPlace:
		g.standAnimeeple(a.Who, int(a.Slot), int(i))
	case a.Slot >= 0:
		g.moveAnimeeple(a.Who, int(a.Slot), int(a.Cur), int(i))
	}
	if an.Animeeples == 1 || a.Slot < 0 {
		a.Cur = i
	}
	if g.log.On() {
		g.note(Event{Player: a.Who, Kind: EventAnimeeple, Card: g.info(g.get(a.Who).Tab()[i].Card).Name, N: moved, Rule: an.Name})
	}
	a.Visited |= 1 << i
	if an.move.Kind == noMove {
		if an.Animeeples == 1 || a.Slot < 0 {
			a.Phase = actBody
		}
		return // several Animeeples: more may be placed (actPlace)
	}
	a.Moved++
	if a.Phase == actPlace || an.move.Kind == moveTo {
		a.Phase = actMove
	}
	g.pushAnimal(0, i)
}

// mayStop reports whether the player may end placing or moving now: only
// where stopping takes effect. An Animal without movement may stop
// placing once one of its Animeeples stands (its ability then counts
// them); a "move up to X" may stop once it has moved (the first
// placement counts as a movement). Stopping anywhere else (a first
// placement, a "move to" not made, a "move exactly" unfinished) would
// only end the Animal with no effect.
func (g *data) mayStop(a *activation) bool {
	switch an := g.animal(a.Animal); {
	case a.Phase == actPlace:
		return an.move.Kind == noMove && g.animeeplesIn(a.Who, a.Slot) > 0
	case a.Phase == actMove:
		return an.move.Kind == moveUpTo && a.Moved > 0
	}
	return false
}

// stopAnimal ends placing or moving: the ability of an Animal without
// movement follows, and a movement's gain once it has moved.
func (g *game) stopAnimal() {
	a := &g.AK.Act
	if a.Phase == actPlace {
		g.noMorePlacing()
		return
	}
	a.Phase = actAfter
}

// placeMask is the tableau cards the Animal's next Animeeple may be
// placed on (bit i for card i): its placement condition's, or else its
// movement's, or else any card; none already holding one of its
// species; for "move exactly X" only a card from which the rest of the
// movement can be made; none once all its Animeeples stand, and none for
// a movement allowed no move at all ("up to 1 / used-leaf" with no Leaf
// used: the placement is its first movement).
func (g *data) placeMask(a *activation) uint16 {
	an := g.animal(a.Animal)
	if a.Slot >= 0 && g.animeeplesIn(a.Who, a.Slot) >= an.Animeeples || a.Slot < 0 && a.Cur >= 0 {
		return 0
	}
	if an.move.Kind != noMove && a.Moved >= a.Max {
		return 0
	}
	tab := g.get(a.Who).Tab()
	mask := allCards(len(tab))
	switch {
	case an.hasPlace:
		mask = g.placesMask(a.Who, an.place, -1)
	case an.move.hasOn:
		mask = g.placesMask(a.Who, an.move.on, -1)
	}
	for i, t := range tab {
		if a.Slot >= 0 && t.Animeeples.Has(int(a.Slot)) {
			mask &^= 1 << i
		}
	}
	if an.move.Kind == moveExactly {
		mask = g.completable(a.Who, mask&g.payableMask(a, an), g.placesMaskOn(a, an), 0, int(a.Max)-1)
	}
	return mask
}

// moveMask is the cards the Animeeple may move to next: none once it
// made the movements allowed; for "move to", any qualifying card but its
// own; otherwise an adjacent card (orthogonally or diagonally) that
// qualifies and was not occupied in this activation, from which a "move
// exactly X" can be completed.
func (g *data) moveMask(a *activation) uint16 {
	if a.Moved >= a.Max {
		return 0
	}
	an := g.animal(a.Animal)
	on := g.placesMaskOn(a, an)
	if an.move.Kind == moveTo && a.Cur >= 0 {
		return on &^ (1 << a.Cur)
	}
	next := g.neighbours(a.Who, int(a.Cur)) & on &^ a.Visited
	if an.move.Kind == moveExactly {
		next = g.completable(a.Who, next, on, a.Visited, int(a.Max)-int(a.Moved)-1)
	}
	return next
}

// placesMaskOn is the cards the Animal's movement may reach (all cards
// without a condition), for "move exactly X" only those where its
// effect's cost can be paid.
func (g *data) placesMaskOn(a *activation, an *Animal) uint16 {
	p := a.Who
	on := allCards(len(g.get(p).Tab()))
	if an.move.hasOn {
		on = g.placesMask(p, an.move.on, -1)
	}
	if an.move.Kind == moveExactly {
		on &= g.payableMask(a, an)
	}
	return on
}

// payableMask is the cards on which the cost of a "move exactly" Animal's
// effect can be paid, it being the card reached: that cost is part of
// each movement's requirement, so a card where it cannot be paid is no
// place to move to (all cards for an effect without a cost).
func (g *data) payableMask(a *activation, an *Animal) uint16 {
	all := allCards(len(g.get(a.Who).Tab()))
	if !an.each.HasCost() {
		return all
	}
	var out uint16
	for rest := all; rest != 0; rest &= rest - 1 {
		i := trailing(rest)
		if g.canPayAt(&frame{Who: a.Who, Self: int16(i)}, &an.each) {
			out |= 1 << i
		}
	}
	return out
}

// completable keeps the cards of from after which left more movements
// over on can be made without entering visited.
func (g *data) completable(p Player, from, on, visited uint16, left int) uint16 {
	if left <= 0 {
		return from
	}
	var out uint16
	for rest := from; rest != 0; rest &= rest - 1 {
		i := trailing(rest)
		seen := visited | 1<<i
		if g.completable(p, g.neighbours(p, i)&on&^seen, on, seen, left-1) != 0 {
			out |= 1 << i
		}
	}
	return out
}

// neighbours is the cards of p's tableau adjacent to card i,
// orthogonally or diagonally (the tableau does not wrap around).
func (g *data) neighbours(p Player, i int) uint16 {
	tab := g.get(p).Tab()
	if i < 0 || i >= len(tab) {
		return 0
	}
	return g.placesOf(p, grid.Of(gridPos(tab, i)).Touching())
}

// placesMask evaluates places over p's tableau, "this" being card self
// (-1 for none), as tableau card bits.
func (g *data) placesMask(p Player, pl earth.Places, self int8) uint16 {
	pc := g.context(&frame{Who: p, Self: int16(int(self))})
	defer pc.release()
	return g.placesOf(p, pl.Eval(&pc.scr.Ctx))
}

// trailing is the index of the lowest bit of a non-zero mask.
func trailing(m uint16) int { return bits.TrailingZeros16(m) }

// owes reports whether a used Leaf still owes some player an
// activation, or Gaia's Animals the player an offer of their "|" gain.
func (g *data) owes() bool {
	_, ok := g.owed()
	return ok || g.AK.GaiaOffer != 0
}
