package earthexpress

import (
	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/rng"
)

// playoutLimit bounds a playout's moves, far above any game's length (the
// conformance harness plays every game within 20,000).
const playoutLimit = 1 << 20

// Playout plays the game on from s to its end and returns the final state
// and the number of moves made. Each decision is random: a player drawn
// from ToMove when several are to move, then one of that player's
// LegalMoves, each equally likely, from a generator seeded with seed (the
// game's own generator still deals the cards). It is the loop a search bot
// runs to score a position; s itself is not changed. The zero State plays
// no move.
//
// It is engine.Playout's loop written out for State, with the same draws
// (TestPlayoutIsTheEngines compares them): through engine.Playout's type
// parameter, every Over, ToMove, AppendLegalMoves and Apply is a call
// that copies the State, and the move list is on the heap; here they are
// inlined and the list is on the stack.
func (s State) Playout(seed uint64) (State, int) {
	r := rng.New(seed)
	var arr [maxLegal]Move
	buf := arr[:0]
	n := 0
	for ; n < playoutLimit && !s.Over(); n++ {
		who := s.ToMove()
		if len(who) == 0 {
			break
		}
		p := who[0]
		if len(who) > 1 {
			p = who[r.IntN(len(who))]
		}
		buf = s.AppendLegalMoves(buf[:0], p)
		if len(buf) == 0 {
			break
		}
		next, err := s.Apply(buf[r.IntN(len(buf))])
		if err != nil {
			break
		}
		s = next
	}
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
