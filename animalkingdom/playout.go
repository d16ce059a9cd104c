package animalkingdom

import (
	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/rng"
)

// Playout plays the game on from s to its end and returns the final state
// and the number of moves made. Each decision is random: one of the
// LegalMoves of the player to move (one drawn when several choose at
// once, as while Animal Kingdom's Animals are kept), each equally likely,
// from a generator seeded with seed (the game's own generator still deals
// the cards). It is the loop a search bot runs to score a position,
//
//	for !s.Over() {
//		who := s.ToMove()
//		p := who[0]
//		if len(who) > 1 {
//			p = who[r.IntN(len(who))]
//		}
//		ms := s.LegalMoves(p)
//		s, _ = s.Apply(ms[r.IntN(len(ms))])
//	}
//
// made in place on Playout's own copy of s, with the moves it lists taken
// as legal, so that no state is copied and no move checked again; the
// result is that loop's with the same generator (rulebox's, seeded with
// seed). s itself is not changed. The zero State plays no move.
func (s State) Playout(seed uint64) (State, int) {
	r := rng.New(seed)
	buf := make([]Move, 0, 64)
	n := 0
	for ; !s.zero() && s.d.Stage != stOver; n++ {
		ps, k := s.d.movers()
		p := ps[0]
		if k > 1 { // several choose at once (Animal Kingdom's Animals): one drawn
			p = ps[r.IntN(k)]
		}
		buf = s.d.appendLegal(buf[:0], p)
		s.d.play(buf[r.IntN(len(buf))], engine.Log[Event]{})
	}
	s.mark()
	return s, n
}

// LegalMoveCount is the number of moves LegalMoves(p) lists: 0 when p has
// nothing to decide or is not in the game.
func (s State) LegalMoveCount(p Player) int { return engine.LegalMoveCount(s, p) }

// LegalMove returns move i (from 0) of LegalMoves(p), or the zero Move for
// an i that is not below LegalMoveCount(p).
func (s State) LegalMove(p Player, i int) Move { return engine.LegalMove(s, p, i) }

// ApplyLegalMove applies move i (from 0) of LegalMoves(p). An i that is
// not below LegalMoveCount(p) returns s and a *RuleError.
func (s State) ApplyLegalMove(p Player, i int) (State, error) { return engine.ApplyLegalMove(s, p, i) }
