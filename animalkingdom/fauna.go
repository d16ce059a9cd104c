package animalkingdom

import (
	"math/bits"
	"slices"

	"github.com/rulebox/rulebox/internal/earth"
)

// claimFauna puts a player's Leaf on every Fauna objective they now meet
// and have not claimed, while it holds fewer than 5 Leaves, and on the
// completion bonus when it is due (see complete); players are checked
// in seat order from the active one (from the one resolving it during
// the Global Ability). Claims are never lost. A turn's claims take their
// positions at its end (placeClaims), but those met while the Global
// Ability resolves, between two turns, take the next position at once,
// as does the player's in the solo game, as Gaia's Leaf does. A player
// who meets more than they have Leaves left chooses (the LastLeaf
// ruling): the check stops there, and goes on after the choice.
func (g *game) claimFauna() {
	d := g.data
	if d.Stage == stSetup || d.Stage == stOver || d.choosingLeaf() {
		return
	}
	n := d.n()
	check := uint8(1)<<n - 1
	if g.hasPrev {
		// The others are unchanged by the move, or since they were
		// checked in it (their claims made, or nothing met).
		check = g.unchecked
		if d.Ender >= 0 && d.bonusDue(d.Ender) {
			check |= 1 << d.Ender
		}
	}
	if check == 0 {
		return
	}
	first := int(d.Active)
	if d.Stage == stGlobal {
		first = d.K % n
	}
	// The seats to check from the first, as bits: seat first+k at bit k.
	order := (check>>first | check<<(n-first)) & (1<<n - 1)
	for ; order != 0; order &= order - 1 {
		p := Player(first + bits.TrailingZeros8(order))
		if int(p) >= n {
			p -= Player(n)
		}
		due := d.bonusDue(p)
		changed := readAll
		if g.hasPrev && !due {
			changed = g.changed(p)
		}
		if (changed != 0 || due) && !g.claimMet(p, g.metFauna(p, changed), due) {
			return // p chooses; the seats after p are still to check
		}
		g.unchecked &^= 1 << p
	}
}

// The parts of a position a formula reads, as bits: the cards of the
// tableau (with the Island and the Climate), the sprouts and growth on
// them, the soil, and the numbers of hand, compost and event cards.
const (
	readTab uint8 = 1 << iota
	readSoil
	readHand
	readCompost
	readEvents
	readPieces
	readAll = readTab | readSoil | readHand | readCompost | readEvents | readPieces
)

// changed returns the parts of p's position the move being applied may
// have changed, comparing p's seat with the seat before the move: the
// cards of the tableau when the move planted one (newCard), the pieces
// when it changed them (newPieces) or copied the tableau (see tab: what
// else changes a tableau card should mark it in newCard), the others
// when they differ. Each part
// is a flag (no branch): which parts a move changed is too varied for
// the processor to predict.
func (g *game) changed(p Player) uint8 {
	b, s := g.prev[p], readCounts(g.get(p))
	return ifBits((g.tabOwned|g.newPieces)&(1<<p) != 0, readPieces) | ifBits(g.newCard&(1<<p) != 0, readTab|readPieces) |
		ifBits(b.soil != s.soil, readSoil) | ifBits(b.hand != s.hand, readHand) |
		ifBits(b.compost != s.compost, readCompost) | ifBits(b.events != s.events, readEvents)
}

// ifBits returns bits when b holds, else 0, without a branch (the compiler
// sets a register from the comparison).
func ifBits(b bool, bits uint8) uint8 {
	var one uint8
	if b {
		one = 1
	}
	return one * bits
}

// placeClaims gives the turn's claims their positions: in seat order
// starting with the turn's active player.
func (g *game) placeClaims() {
	for i := range g.Fauna {
		if len(g.Fauna[i].Turn) == 0 {
			continue
		}
		slot := &g.board()[i]
		for k := range g.n() {
			if p := g.order(k); slices.Contains(slot.Turn, p) {
				slot.Claims = g.mem().players.add(slot.Claims, p)
			}
		}
		slot.Turn = nil
	}
}

// claimVP is what position k (0-based) on a Fauna objective scores.
func (g *data) claimVP(k int) int {
	return earth.FaunaBoard{Beginner: g.Config.Mode == Beginner, BeginnerVP: BeginnerFaunaVP, Spaces: faunaVP[:]}.VP(k)
}

// complete gives the completion bonus to the first player to fill a
// tableau, and makes the round the last. When the player's Leaves left
// might not cover the bonus and every objective still open, the bonus is
// left due to claimFauna, which takes it with what the step met, or has
// the player choose (the LastLeaf ruling).
func (g *game) complete(p Player) {
	if len(g.seat(p).Tab()) < TableauCards {
		return
	}
	g.Last = true
	if g.Ender != NoPlayer {
		return
	}
	g.Ender = p
	if !g.leafLeft(p) {
		return // no Leaf left for the bonus (Animal Kingdom: all used)
	}
	if g.leavesLeft(p) <= g.unclaimed(p) {
		return // Leaves may be short: claimFauna takes it, or has p choose
	}
	g.takeBonus(p)
}

// unclaimed counts the Fauna objectives p has not claimed and that have
// room for a Leaf.
func (g *game) unclaimed(p Player) int {
	n := 0
	for i, slot := range g.Fauna {
		if !g.get(p).Claimed[i] && len(slot.Claims)+len(slot.Turn) < MaxClaims {
			n++
		}
	}
	return n
}
