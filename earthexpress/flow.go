package earthexpress

import (
	"math/bits"

	"github.com/rulebox/rulebox/internal/earth"
)

// settle moves the game on through everything the engine decides alone,
// until a player has a decision or the game is over. It runs passes of two
// steps, in this order, until a pass changes nothing:
//
//  1. each player in seat order (advance), until they must decide: the
//     ability or gain under way, a step at a time; in step 1, the BLACK
//     abilities of the cards just planted, then step 2 once nothing is
//     left to plant; after step 2, once both neighbours have planted, the
//     BLACK abilities that read a neighbour, then step 3's abilities
//     answering the action, row by row; the end of step 3 once no
//     conversion is possible; after round 5's step 4, its end once no
//     conversion is possible.
//  2. the table (advanceTable): the first round once every player has
//     kept an Ecosystem; step 4 (solo: after Demeter's step 3) once every
//     player has finished step 3; the round's end once every player has
//     placed their tokens: the next round, or the end of the game.
//
// A pass is repeated because a player may wait on a neighbour later in
// seat order, and the table's steps set every player going again.
func (g game) settle() {
	for changed := true; changed; {
		changed = false
		for i := range int(g.n) {
			if g.seat(i).still() {
				continue
			}
			if g.advance(i) {
				changed = true
				g.touched |= 1 << i
			}
		}
		if g.tableMayAdvance() && g.advanceTable() {
			changed = true
			g.touched = 1<<g.n - 1
		}
	}
}

// settleAfter is settle after player i's move, which found the position
// settled (every State but those New, Validate and a scenario settle is)
// and left i in phase, from before. It asks advance only of the seats
// whose advance may have something to do: a settled seat's advance reads
// the seat, its neighbours' phases (whether they have planted) and the
// table, so it can move on only once one of those has changed since. So
// the seats asked are the mover and every seat the move wrote
// (data.touched), and each seat's neighbours once its phase changes; once
// the table's steps run, every seat. A seat is asked in the pass and the
// order settle would ask it in, and the seats left out are those whose
// advance would change nothing: the position is settle's (a test compares
// them after every move of many random games), and about 2 calls of
// advance a move are spared. A solo game is settled whole (Demeter's waits
// are the table's).
func (g game) settleAfter(i int, before Phase) {
	if g.solo() {
		g.settle()
		return
	}
	ask := g.touched | 1<<i
	if g.seat(i).phase != before {
		ask |= g.neighbours(i)
	}
	for changed := true; changed; {
		changed = false
		var next uint8 // the seats to ask in the next pass
		for ask != 0 {
			j := bits.TrailingZeros8(ask)
			ask &^= 1 << j
			p := g.seat(j)
			if p.still() {
				continue
			}
			ph, wrote := p.phase, g.touched
			if g.advance(j) {
				changed = true
				g.touched |= 1 << j
			}
			more := g.touched &^ wrote &^ (1 << j) // seats given something
			if p.phase != ph {
				more |= g.neighbours(j)
			}
			later := more &^ (2<<j - 1) // seats after j, asked in this pass
			ask |= later
			next |= more &^ later
		}
		if g.tableMayAdvance() && g.advanceTable() {
			changed = true
			g.touched = 1<<g.n - 1
			next = g.touched
		}
		ask = next
	}
}

// neighbours is the set of player i's two neighbours, bit j for seat j.
func (d *data) neighbours(i int) uint8 {
	return 1<<d.left(i) | 1<<d.right(i)
}

// advance moves player i on, the first step of settle's pass, until they
// must decide. It reports whether anything changed.
func (g game) advance(i int) bool {
	p := g.seat(i)
	changed := false
	for {
		if p.sub == subConvert {
			return changed
		}
		if p.act.on {
			g.touched |= 1 << i // resolve may write and still wait
			if !g.resolve(i) {
				return changed
			}
			changed = true
			continue
		}
		switch p.phase {
		case Planting:
			if p.sub != subNone {
				return changed
			}
			if p.blacks != 0 {
				g.startBlack(i, &p.blacks)
				changed = true
				continue
			}
			if p.toPlant > 0 && g.canPlant(i) {
				return changed
			}
			p.phase, p.toPlant = Acting, 0
			changed = true
		case Waiting:
			if !g.neighboursPlanted(i) {
				return changed
			}
			if p.deferred != 0 {
				g.startBlack(i, &p.deferred)
				changed = true
				continue
			}
			p.phase, p.cursor = Activating, 0
			changed = true
		case Activating:
			if p.act.prompt {
				return changed
			}
			if !g.nextAbility(i) {
				p.phase = Ending
			}
			changed = true
		case Ending:
			if g.canConvert(i) {
				return changed
			}
			p.phase = Finished
			changed = true
		case Converting:
			if !g.closing(i) {
				p.closed = true
				g.touched |= 1 << i
			}
			return changed
		default:
			return changed
		}
	}
}

// stillPhases are the phases in which advance leaves a player who is not
// resolving an ability as they are: the setup choice, choosing an action,
// waiting for the others and the end of the game (and phase 0, none).
const stillPhases uint16 = 1<<0 | 1<<Choosing | 1<<Acting | 1<<Finished | 1<<Over

// stillBySub holds, for each sub-decision of a player not resolving an
// ability, the phases (bit p for phase p) in which advance leaves them as
// they are: the still phases, every phase while paying a conversion, and
// step 1 too while in one of its choices.
var stillBySub = func() (t [256]uint16) {
	for s := range t {
		switch {
		case sub(s) == subNone:
			t[s] = stillPhases
		case sub(s) == subConvert:
			t[s] = 1<<16 - 1
		default:
			t[s] = stillPhases | 1<<Planting
		}
	}
	return t
}()

// still reports whether advance would leave p as it is, answered from p's
// step alone: paying a conversion, waiting to activate or skip an ability
// or to choose a neighbour or an opponent (resolve writes nothing then),
// or not resolving an ability in a still phase or in a choice of step 1.
//
// It reads a table and the activation's flags, with one branch (whether
// an ability is being resolved) where the rule written out has five:
// settle asks it of every seat in every pass, and which seats are still
// changes from move to move in ways a branch predictor cannot follow.
func (p *player) still() bool {
	s := stillBySub[p.sub] >> (p.phase & 15)
	if p.act.on {
		s = uint16(bit(p.sub == subConvert) | bit(p.act.prompt) | bit(p.act.choose != 0))
	}
	return s&1 != 0
}

// bit is 1 for true and 0 for false; the compiler makes it a flag read,
// not a branch.
func bit(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// canPlant reports whether player i has a card to plant and a free space.
func (d *data) canPlant(i int) bool {
	p := d.seat(i)
	if d.solo() {
		return hasEmpty(&p.tab) && d.demCards() > 0
	}
	return p.nhand > 0 && hasEmpty(&p.tab)
}

// neighboursPlanted reports whether both of player i's neighbours have
// finished planting this round (solo: Demeter's tableau is refilled when
// the player has finished theirs).
func (d *data) neighboursPlanted(i int) bool {
	if d.solo() {
		return true
	}
	for _, j := range [2]int{d.left(i), d.right(i)} {
		q := d.seat(j)
		if q.phase == Planting {
			return false
		}
	}
	return true
}

// startBlack starts the first BLACK ability of the set q (place*2+ability).
func (g game) startBlack(i int, q *uint32) {
	k := trailingZeros64(uint64(*q))
	*q &^= 1 << k
	g.startAbility(i, k/2, k%2)
}

// nextAbility moves step 3's cursor to the next ability answering the
// action, row by row, left to right, and offers or starts it. It reports
// false when there is none left (the cursor is then past the last place).
func (g game) nextAbility(i int) bool {
	p := g.seat(i)
	if p.cursor >= 2*Spaces {
		return false
	}
	left := g.answeringFrom(p) >> (p.cursor & 1)
	if left == 0 {
		p.cursor = 2 * Spaces
		return false
	}
	k := int(p.cursor) + trailingZeros64(uint64(left))
	p.cursor = uint8(k + 1)
	g.startAbility(i, k/2, k%2)
	return true
}

// answeringFrom is the abilities that answer p's action on the places
// from the cursor's on, bit 2*(place-first)+ability, read from the card
// set's table (answering) with no branch on the places: which hold a
// card, and which of those answer, is a guess from move to move. A card
// is at most maxCards (Validate refuses others), so masking it only spares
// the bounds check.
func (d *data) answeringFrom(p *player) uint32 {
	col := &d.cards.answering[min(p.action, numColours)]
	m := uint32(0)
	for k := Spaces - 1; k >= int(p.cursor/2); k-- {
		m = m<<2 | uint32(col[p.tab[k]&maxCards])
	}
	return m
}

// tableau builds player i's tableau as objectives read it.
func (d *data) tableau(i int, t *earth.Tableau) {
	p := d.seat(i)
	t.Area = area
	t.Seeds = int(p.seeds)
	t.Cards = 0
	for k, c := range p.tab {
		sp := &t.Spaces[spaceIndex[k]]
		if c == NoCard {
			*sp = earth.Space{}
			continue
		}
		*sp = earth.Space{Card: d.face(c), Sprouts: int(p.sprouts[k]), Growth: int(p.growth[k])}
		t.Cards |= 1 << spaceIndex[k]
	}
}

// face is card c as objectives read it: a Terrain is BROWN by its
// objective, unless Config.TerrainsNotBrown.
func (d *data) face(c Card) *earth.Card {
	info := d.cards.info(c)
	if d.plainTerr {
		return &info.plain
	}
	return &info.Card
}

// demeterTableau builds Demeter's tableau.
func (d *data) demeterTableau(t *earth.Tableau) {
	t.Area = area
	t.Cards = 0
	for k, c := range d.demTab {
		sp := &t.Spaces[spaceIndex[k]]
		*sp = earth.Space{}
		if c != NoCard {
			sp.Card = d.face(c)
			t.Cards |= 1 << spaceIndex[k]
		}
	}
}
