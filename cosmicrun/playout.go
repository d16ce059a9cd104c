package cosmicrun

import "github.com/rulebox/rulebox/internal/rng"

// Playout plays the game on from s to its end and returns the final state
// and the number of moves made. Each decision is random: a player drawn
// from ToMove when several are to move, then one of that player's
// LegalMoves, each equally likely, from a generator seeded with seed (the
// game's own generator still deals the cards). It is the loop a search bot
// runs to score a position,
//
//	r := ... // math/rand/v2's PCG seeded with seed, as rulebox's generator is
//	for !s.Over() {
//		who := s.ToMove()
//		p := who[0]
//		if len(who) > 1 {
//			p = who[r.IntN(len(who))]
//		}
//		s, _ = s.ApplyLegalMove(p, r.IntN(s.LegalMoveCount(p)))
//	}
//
// made in place on Playout's own copy of s, so no state is copied per move;
// the result is the same as that loop's with the same generator. s itself
// is not changed. The zero State plays no move.
func (s State) Playout(seed uint64) (State, int) {
	r := rng.New(seed)
	n := 0
	for ; s.toMove != 0; n++ {
		p := P1 // ToMove is [P1], [P2] or [P1 P2]
		if s.toMove == 2 || openCount[s.toMove] == 2 && r.IntN(2) == 1 {
			p = P2
		}
		s.playLegal(p, r.IntN(int(s.moves[p])))
	}
	return s, n
}
