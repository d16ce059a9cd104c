package animalkingdom

import (
	"fmt"
	"math/bits"
)

// BonusSlot is the Slot of a ClaimObjectiveMove that claims the completion bonus
// rather than a Fauna objective (slots 0 to FaunaCards-1).
const BonusSlot = FaunaCards

// lastLeaf is the choice of a player who, in one step, met more Fauna
// objectives (or the completion bonus) than they have Leaves left (the
// LastLeaf ruling): Met has bit i for the objective of Fauna slot i and
// bit BonusSlot for the completion bonus; none is pending when Met is 0.
type lastLeaf struct {
	Who Player `json:"who"`
	Met uint8  `json:"met"`
}

// ClaimObjectiveMove claims, with one of p's last Leaves, the objective of Fauna
// slot (from 0, as FaunaBoard lists them), or the completion bonus
// (BonusSlot), of those p met with fewer Leaves left than them.
func ClaimObjectiveMove(p Player, slot int) Move {
	return Move{Player: p, Kind: ClaimObjective, Slot: int8(slot)}
}

// choosingLeaf reports whether a player is to choose what a last Leaf
// claims.
func (g *data) choosingLeaf() bool { return g.LastLeaf.Met != 0 }

// fixedClaims reports whether a claim takes its position at once: in the
// solo game, and while the Global Ability resolves, between two turns.
func (g *data) fixedClaims() bool { return g.Config.Solo || g.Stage == stGlobal }

// bonusDue reports whether p completed the tableau first and, with a
// Leaf left, is still to take the completion bonus: only while p
// chooses what their last Leaves claim (see complete).
func (g *data) bonusDue(p Player) bool {
	return g.Ender == p && !g.get(p).Bonus && g.leafLeft(p)
}

// leavesLeft is how many Leaves p has left to place or discard.
func (g *data) leavesLeft(p Player) int { return Leaves - g.leavesUsed(p) }

// metFauna returns the Fauna objectives p meets and may claim (bit i for
// slot i): not claimed by p, with room for a Leaf, reading a part of the
// position in changed; none without a Leaf left.
func (g *data) metFauna(p Player, changed uint8) uint8 {
	if !g.leafLeft(p) {
		return 0
	}
	s := g.get(p)
	var pc *pooledCtx
	var met uint8
	for i := range g.Fauna {
		slot := &g.Fauna[i]
		obj := &g.cs.fauna[slot.Side].Objective
		if s.Claimed[i] || len(slot.Claims)+len(slot.Turn) >= MaxClaims || obj.reads&changed == 0 {
			continue
		}
		if obj.quick != nil {
			if ok, known := obj.quick.met(g, p); known {
				if ok {
					met |= 1 << i
				}
				continue
			}
		}
		if pc == nil {
			pc = ctxPool.Get().(*pooledCtx)
			g.fill(p, pc, false)
		}
		if obj.eval(&pc.sc) > 0 {
			met |= 1 << i
		}
	}
	if pc != nil {
		pc.release()
	}
	return met
}

// claimMet places p's Leaves on what p met (met, and the completion
// bonus when due), or, with fewer Leaves left than them, has p choose
// (the LastLeaf ruling); it reports false when p is to choose.
func (g *game) claimMet(p Player, met uint8, due bool) bool {
	if met == 0 && !due {
		return true // nothing to place (the Leaves left are never fewer than none)
	}
	want := bits.OnesCount8(met)
	if due {
		want++
	}
	if want > g.leavesLeft(p) {
		if due {
			met |= 1 << BonusSlot
		}
		g.LastLeaf = lastLeaf{Who: p, Met: met}
		return false
	}
	if due {
		g.takeBonus(p)
	}
	for rest := met; rest != 0; rest &= rest - 1 {
		g.claim(p, bits.TrailingZeros8(rest))
	}
	return true
}

// claim puts p's Leaf on the objective of Fauna slot i.
func (g *game) claim(p Player, i int) {
	g.seat(p).Claimed[i] = true
	slot := &g.board()[i]
	if g.fixedClaims() { // against Gaia, or between two turns, a position is fixed at once
		slot.Claims = g.mem().players.add(slot.Claims, p)
	} else {
		slot.Turn = g.mem().players.add(slot.Turn, p)
	}
	if g.log.On() {
		g.note(Event{Player: p, Kind: EventClaim, Card: g.cs.fauna[slot.Side].Name, Rule: "a Fauna objective met is claimed at once"})
	}
	g.useLeaf(p)
}

// takeBonus puts p's Leaf on the completion bonus.
func (g *game) takeBonus(p Player) {
	g.seat(p).Bonus = true
	if g.log.On() {
		g.note(Event{Player: p, Kind: EventComplete, N: CompletionBonus, Rule: "the first full tableau takes the completion bonus"})
	}
	g.useLeaf(p)
}

// claimLast plays p's choice of what a last Leaf claims. What else p met
// is claimed after it, or chosen again when Leaves are still short; the
// claims of other players put off by the choice are checked too.
func (g *game) claimLast(p Player, slot int) {
	g.LastLeaf = lastLeaf{}
	if slot == BonusSlot {
		g.takeBonus(p)
	} else {
		g.claim(p, slot)
	}
	g.hasPrev = false // every seat is checked again (claimFauna)
}

// lastLeafMoves are the claims p chooses among.
func (g *data) lastLeafMoves(buf []Move, p Player) []Move {
	if p != g.LastLeaf.Who {
		return buf
	}
	for rest := g.LastLeaf.Met; rest != 0; rest &= rest - 1 {
		buf = appendMove(buf, p, ClaimObjective)
		buf[len(buf)-1].Slot = int8(bits.TrailingZeros8(rest))
	}
	return buf
}

// checkLastLeaf checks a pending choice of the last Leaves: its player
// met every objective it names, unclaimed and with room, and the
// completion bonus only when it is due; more of them than Leaves left.
func (g *data) checkLastLeaf() error {
	ll := g.LastLeaf
	if ll.Met == 0 {
		if ll.Who != 0 {
			return fmt.Errorf("animalkingdom: a choice of the last Leaf of %v with nothing to claim", ll.Who)
		}
		return nil
	}
	bad := func(why string) error {
		return fmt.Errorf("animalkingdom: %v chooses what the last Leaf claims: %s", ll.Who, why)
	}
	switch {
	case ll.Who < 0 || int(ll.Who) >= g.n():
		return bad("no such player")
	case g.Stage == stSetup || g.Stage == stAnimals || g.Stage == stOver:
		return bad("not during the setup or after the end")
	case ll.Met>>(BonusSlot+1) != 0:
		return bad("a Fauna slot out of the board")
	case ll.Met&(1<<BonusSlot) != 0 && !g.bonusDue(ll.Who):
		return bad("the completion bonus is not theirs to take")
	case bits.OnesCount8(ll.Met) <= g.leavesLeft(ll.Who):
		return bad(fmt.Sprintf("%d Leaves left claim all %d: there is no choice", g.leavesLeft(ll.Who), bits.OnesCount8(ll.Met)))
	}
	objectives := ll.Met &^ (1 << BonusSlot)
	if g.metFauna(ll.Who, readAll)&objectives != objectives {
		return bad("an objective not met, already claimed or full")
	}
	return nil
}

// lastLeafString writes "P1 claim 2" (the Fauna slot from 1) or "P1 claim
// bonus".
func (m Move) lastLeafString(p string) string {
	if m.Slot == BonusSlot {
		return p + "claim bonus"
	}
	return fmt.Sprintf("%sclaim %d", p, int(m.Slot)+1)
}

// parseClaim reads the argument of "claim": a Fauna slot from 1 to 4, or
// "bonus".
func parseClaim(m Move, arg string) (Move, bool) {
	m.Kind = ClaimObjective
	if arg == "bonus" {
		m.Slot = BonusSlot
		return m, true
	}
	if len(arg) == 1 && arg[0] >= '1' && arg[0] < '1'+FaunaCards {
		m.Slot = int8(arg[0] - '1')
		return m, true
	}
	return Move{}, false
}
