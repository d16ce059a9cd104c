package animalkingdom

import "github.com/rulebox/rulebox/internal/earth"

// claimFauna puts a player's Leaf on every Fauna objective they now meet
// and have not claimed, while it holds fewer than 5 Leaves; players are
// checked in seat order from the active one (from the one resolving it
// during the Global Ability). Claims are never lost. A turn's claims
// take their positions at its end (placeClaims), but those met while the
// Global Ability resolves, between two turns, take the next position at
// once, as does the player's in the solo game, as Gaia's Leaf does.
func (g *game) claimFauna() {
	if g.Stage == stSetup || g.Stage == stOver {
		return
	}
	first, fixed := g.Active, g.Config.Solo
	if g.Stage == stGlobal {
		first, fixed = Player(g.K%g.n()), true
	}
	for k := range g.n() {
		p := Player((int(first) + k) % g.n())
		s := g.get(p)
		changed := readAll
		if g.hasPrev {
			if g.owned&(1<<p) == 0 {
				continue // unchanged by the move
			}
			changed = g.changed(p)
		}
		if changed == 0 {
			continue // unchanged since it was last checked
		}
		var pc *pooledCtx
		for i := range g.Fauna {
			slot := &g.Fauna[i]
			if s.Claimed[i] || len(slot.Claims)+len(slot.Turn) >= MaxClaims || g.cs.fauna[slot.Side].Objective.reads&changed == 0 || !g.leafLeft(p) {
				continue
			}
			if pc == nil {
				pc = ctxPool.Get().(*pooledCtx)
				g.fill(p, pc, false)
			}
			if g.cs.fauna[slot.Side].Objective.eval(&pc.sc) > 0 {
				g.seat(p).Claimed[i] = true
				slot = &g.board()[i]
				if fixed { // against Gaia, or between two turns, a position is fixed at once
					slot.Claims = append(slot.Claims, p)
				} else {
					slot.Turn = append(slot.Turn, p)
				}
				g.note(Event{Player: p, Kind: EventClaim, Card: g.cs.fauna[slot.Side].Name, Rule: "a Fauna objective met is claimed at once"})
				g.useLeaf(p)
			}
		}
		if pc != nil {
			pc.release()
		}
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
// when it copied the tableau (see tab: what else changes a tableau card
// should mark it in newCard), the others when they differ.
func (g *game) changed(p Player) uint8 {
	b, s := g.prev[p], readCounts(g.get(p))
	var d uint8
	if g.tabOwned&(1<<p) != 0 {
		d |= readPieces
	}
	if g.newCard&(1<<p) != 0 {
		d |= readTab | readPieces
	}
	if b.soil != s.soil {
		d |= readSoil
	}
	if b.hand != s.hand {
		d |= readHand
	}
	if b.compost != s.compost {
		d |= readCompost
	}
	if b.events != s.events {
		d |= readEvents
	}
	return d
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
			if p := g.order(k); contains(slot.Turn, p) {
				slot.Claims = append(slot.Claims, p)
			}
		}
		slot.Turn = nil
	}
}

// claimVP is what position k (0-based) on a Fauna objective scores.
func (g *game) claimVP(k int) int {
	return earth.FaunaBoard{Beginner: g.Config.Mode == Beginner, BeginnerVP: BeginnerFaunaVP, Spaces: faunaVP[:]}.VP(k)
}

// complete gives the completion bonus to the first player to fill a
// tableau, and makes the round the last.
func (g *game) complete(p Player) {
	if len(g.seat(p).Tab()) < TableauCards {
		return
	}
	g.Last = true
	if g.Ender == NoPlayer {
		g.Ender = p
		if !g.leafLeft(p) {
			return // no Leaf left for the bonus (Animal Kingdom: all used)
		}
		g.seat(p).Bonus = true
		g.note(Event{Player: p, Kind: EventComplete, N: CompletionBonus, Rule: "the first full tableau takes the completion bonus"})
		g.useLeaf(p)
	}
}
