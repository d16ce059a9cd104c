package earthexpress

import "slices"

// tileIndex finds the Action tile of the two colours named.
func (b *builder) tileIndex(field string, names []string) uint8 {
	for k, t := range b.cs.ActionTiles {
		if len(names) == 2 && slices.Contains(names, t[0].String()) && slices.Contains(names, t[1].String()) {
			return uint8(k)
		}
	}
	b.fail("%s %v: no Action tile has these two colours", field, names)
	return 0
}

// tileStack lays out the Action stack: 3 tiles, one revealed a round, the
// stack made again after round 3. The tiles left under the revealed one
// are tiles_left's, or else the set's first ones not revealed.
func (b *builder) tileStack(d *data, sc *Scenario) {
	left := 2 - (int(d.round)-1)%3
	var others, under []uint8
	for k := range uint8(3) {
		if k != d.tile {
			others = append(others, k)
		}
	}
	under = others[:left]
	if len(sc.TilesLeft) > 0 {
		if len(sc.TilesLeft) != left {
			b.fail("tiles_left: %d tiles, but round %d leaves %d in the Action stack (%s)", len(sc.TilesLeft), d.round, left, ruleRound)
			return
		}
		under = nil
		for _, names := range sc.TilesLeft {
			k := b.tileIndex("tiles_left", names)
			if k == d.tile || slices.Contains(under, k) {
				b.fail("tiles_left %v: the revealed tile or one named twice (%s)", names, ruleRound)
			}
			under = append(under, k)
		}
	}
	stack := slices.DeleteFunc(slices.Clone(others), func(k uint8) bool { return slices.Contains(under, k) })
	stack = append(append(stack, d.tile), under...)
	if len(stack) == 3 {
		copy(d.tiles[:], stack)
	}
	d.ntiles = uint8(left)
}

// discardPile lays out the discard pile.
func (b *builder) discardPile(d *data, sc *Scenario) {
	for _, name := range sc.Discard {
		if c := b.card(name); c != NoCard {
			d.writePiles().discard.add(c)
		}
	}
}

// demeterPart sets, solo, Demeter's VP and claims and where her round
// stands: she has activated her tableau once the player is past step 3,
// and her first claim waits for the player's choice in step 4 of her
// claiming rounds.
func (b *builder) demeterPart(d *data, sc *Scenario) {
	m := &d.dem
	if !d.solo() {
		if sc.DemeterVP != 0 || len(sc.DemeterClaims) > 0 {
			b.fail("demeter_vp, demeter_claims: Demeter plays only solo (%s)", ruleDemeter)
		}
		return
	}
	if sc.DemeterVP < 0 || len(sc.DemeterClaims) > 2 {
		b.fail("demeter_vp %d, demeter_claims %v: her VP from 0 and a scoring space (0 none) for each Fauna (%s)", sc.DemeterVP, sc.DemeterClaims, ruleDemeter)
		return
	}
	m.vp = sc.DemeterVP
	for f, k := range sc.DemeterClaims {
		m.claims[f] = b.claim(d, "demeter_claims", k)
		if m.claims[f] >= 0 {
			m.claimed++
		}
	}
	step4 := d.seat(0).phase >= Converting
	m.acted = d.round - 1
	if step4 {
		m.acted = d.round
	}
	m.pendingFauna = d.seat(0).phase == Converting && d.demeterRounds() && m.claimed == 0
	for r := d.round; r >= 1; r-- {
		t := data{head: head{level: d.level, round: r}}
		if t.demeterRounds() && (r < d.round || step4) {
			for f := range 2 {
				m.sameRound[f] = d.seat(0).claims[f] >= 0 && d.seat(0).claimRound[f] == r
			}
			break
		}
	}
}

// faunaSpaces sets each Fauna's highest free scoring space, below every
// claim made.
func (d *data) faunaSpaces() {
	for f := range 2 {
		next := d.dem.claims[f] + 1
		for i := range int(d.n) {
			next = max(next, d.seat(i).claims[f]+1)
		}
		d.faunaNext[f] = uint8(next)
	}
}

// refillDemeter fills the empty spaces of Demeter's tableau from the
// stack, row by row, as after the player's planting. While the player
// plants, a space written empty stays so for each card they have planted
// from her tableau this round and each discarded by a Refresh under way
// (the refill comes after the planting, or the Refresh).
func (b *builder) refillDemeter(d *data, sc *Scenario) {
	holes := 0
	if d.seat(0).phase == Planting {
		holes = popcount64(uint64(d.seat(0).planted)) + int(d.seat(0).discards)
	}
	g := game{data: d}
	for k := range d.demTab {
		switch {
		case d.demTab[k] != NoCard:
		case k < len(sc.Demeter) && holes > 0:
			holes--
		default:
			d.demTab[k] = g.draw()
		}
	}
}
