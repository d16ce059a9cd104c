package earthexpress

import "github.com/rulebox/rulebox/internal/earth"

// faunaRule is the objective of Fauna slot f.
func (d *data) faunaRule(f int) *Objective {
	return &d.cards.fauna[d.fauna[f]].Sides[d.faunaSide[f]]
}

// claimFauna is step 4's check: each player claims each Fauna objective
// their tableau meets, once and for good. On the standard side, the claims
// of one round share the highest free scoring space, which is then filled;
// solo, Demeter claims in her rounds, below the player when both claim
// the same Fauna in the same round.
func (d *data) claimFauna() {
	sc := earth.NewScratch()
	defer sc.Release()
	var claimed [2]bool
	for i := range int(d.n) {
		p := &d.p[i]
		d.tableau(i, &sc.Own)
		for f := range 2 {
			if p.claims[f] >= 0 || d.faunaRule(f).rule.EvalIn(sc) <= 0 {
				continue
			}
			p.claims[f] = int8(d.faunaNext[f])
			p.claimRound[f] = d.round
			d.emitClaim(Player(i), f, int8(d.faunaNext[f]))
			claimed[f] = true
		}
	}
	for f := range 2 {
		if claimed[f] {
			d.faunaNext[f]++
		}
	}
	if d.solo() {
		d.demeterClaims(claimed)
	}
}

// emitClaim tells that p (NoPlayer: Demeter) claimed Fauna f on scoring
// space k.
func (d *data) emitClaim(p Player, f int, k int8) {
	d.emit(Event{Kind: Claimed, Player: p, Fauna: d.faunaRule(f).Name, VP: d.faunaVP(k), Slot: f, Space: int(k), Rule: ruleFauna})
}

// faunaVP is what a claim on scoring space k scores.
func (d *data) faunaVP(k int8) int {
	return earth.FaunaBoard{Beginner: !d.standard, BeginnerVP: d.cards.BeginnerFaunaVP, Spaces: d.cards.FaunaSpaces}.VP(int(k))
}
