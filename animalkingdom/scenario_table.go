package animalkingdom

import "slices"

// The table's part of a Scenario besides the seats: the discard pile,
// the Fauna claims and who completed their tableau first. In YAML:
//
//	discard: [Basil]
//	fauna_claims: [[2, 1], [], [1], []]
//	fauna_turn: [[], [2], [], []]
//	completed: 2

// discard lays out the discard pile.
func (b *builder) discard(sc Scenario) {
	b.g.Discard = b.cards("discard", sc.Discard)
}

// turnCounts sets what player p drew and gained this turn, and whether
// they passed in the last window.
func (b *builder) turnCounts(p Player, ss *ScenarioSeat) {
	if ss.Drew < 0 || ss.Drew > MaxCount || ss.SoilGained < 0 || ss.SoilGained > MaxCount {
		b.fail("%v drew, soil_gained: %d and %d, expected 0 to %d", p, ss.Drew, ss.SoilGained, MaxCount)
		return
	}
	b.g.Stats[p] = turnCounts{Drew: ss.Drew, SoilGained: ss.SoilGained}
	b.g.seat(p).Done = ss.Done
}

// completed gives the completion bonus to the player who completed their
// tableau first (Completed, or the first seat with 16 cards), when they
// have a Leaf left for it.
func (b *builder) completed(sc Scenario) {
	g := b.g
	ender := NoPlayer
	switch {
	case sc.Completed < 0 || sc.Completed > sc.Players:
		b.fail("completed: player %d: seats are 1 to %d", sc.Completed, sc.Players)
		return
	case sc.Completed > 0:
		ender = Player(sc.Completed - 1)
		if len(g.get(ender).Tab()) != TableauCards {
			b.fail("completed: %v has %d cards, not the %d of a complete tableau (the completion bonus)", ender, len(g.get(ender).Tab()), TableauCards)
			return
		}
	default:
		for p := range g.n() {
			if len(g.get(Player(p)).Tab()) == TableauCards {
				ender = Player(p)
				break
			}
		}
	}
	if ender != NoPlayer {
		g.Ender = ender
		g.seat(ender).Bonus = g.leafLeft(ender)
	}
}

// claims lays out the Leaves on the Fauna objectives, in position order
// (FaunaClaims), and this turn's claims (FaunaTurn).
func (b *builder) claims(sc Scenario) {
	for _, c := range []struct {
		field string
		seats [][]int
		turn  bool
	}{{"fauna_claims", sc.FaunaClaims, false}, {"fauna_turn", sc.FaunaTurn, true}} {
		if c.seats != nil && len(c.seats) != FaunaCards {
			b.fail("%s: %d objectives, the Fauna board has %d", c.field, len(c.seats), FaunaCards)
			continue
		}
		for f, seats := range c.seats {
			for _, n := range seats {
				b.claim(c.field, f, n, c.turn)
			}
		}
	}
}

// claim places seat n's Leaf on Fauna objective f (this turn's claim:
// turn).
func (b *builder) claim(field string, f, n int, turn bool) {
	g := b.g
	gaia := g.Config.Solo && n == g.n()+1 && !turn
	slot := &g.board()[f]
	switch {
	case (n < 1 || n > g.n()) && !gaia:
		b.fail("%s: objective %d: seat %d: seats are 1 to %d (solo: Gaia is %d, her claims placed at once)", field, f+1, n, g.n(), g.n()+1)
	case len(slot.Claims)+len(b.turn[f]) >= MaxClaims:
		b.fail("%s: objective %d: more than %d Leaves (an objective holds %d)", field, f+1, MaxClaims, MaxClaims)
	case gaia && g.Gaia.Claimed[f], !gaia && g.get(Player(n - 1)).Claimed[f]:
		b.fail("%s: objective %d: seat %d's Leaf is on it twice (each player claims an objective once)", field, f+1, n)
	case gaia:
		g.Gaia.Claimed[f] = true
		slot.Claims = append(slices.Clip(slot.Claims), g.gaiaSeat())
	default:
		g.seat(Player(n - 1)).Claimed[f] = true
		if turn {
			b.turn[f] = append(b.turn[f], Player(n-1)) // placed once the position's own claims are
		} else {
			slot.Claims = append(slices.Clip(slot.Claims), Player(n-1))
		}
	}
}

// turnClaims puts this turn's claims (FaunaTurn) on the board, after the
// claims the position meets have been made and, at step action, placed.
func (b *builder) turnClaims() {
	for f, ps := range b.turn {
		if len(ps) > 0 {
			slot := &b.g.board()[f]
			slot.Turn = append(slices.Clip(slot.Turn), ps...)
		}
	}
}
