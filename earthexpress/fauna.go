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
func (g game) claimFauna() {
	sc := earth.NewScratch()
	defer sc.Release()
	var claimed [2]bool
	for i := range int(g.n) {
		p := g.seat(i)
		g.tableau(i, &sc.Own)
		for f := range 2 {
			if p.claims[f] >= 0 || g.faunaRule(f).rule.EvalIn(sc) <= 0 {
				continue
			}
			p.claims[f] = int8(g.faunaNext[f])
			p.claimRound[f] = g.round
			g.emitClaim(Player(i), f, int8(g.faunaNext[f]))
			claimed[f] = true
		}
	}
	for f := range 2 {
		if claimed[f] {
			g.faunaNext[f]++
		}
	}
	if g.solo() {
		g.demeterClaims(claimed)
	}
}

// emitClaim tells that p (NoPlayer: Demeter) claimed Fauna f on scoring
// space k.
func (g game) emitClaim(p Player, f int, k int8) {
	g.emit(Event{Kind: Claimed, Player: p, Fauna: g.faunaRule(f).Name, VP: g.faunaVP(k), Slot: f, Space: int(k), Rule: ruleFauna})
}

// faunaVP is what a claim on scoring space k scores.
func (d *data) faunaVP(k int8) int {
	return earth.FaunaBoard{Beginner: !d.standard, BeginnerVP: d.cards.BeginnerFaunaVP, Spaces: d.cards.FaunaSpaces}.VP(int(k))
}
