package engine

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/rng"
)

// Lister is what the indexed-move helpers need of a state: its legal moves
// listed into a buffer, and Apply.
type Lister[S any, M fmt.Stringer] interface {
	AppendLegalMoves(buf []M, p Player) []M
	Apply(m M) (S, error)
}

// listBuf is the size of the buffer the helpers list moves into on the
// stack; a longer list grows on the heap.
const listBuf = 64

// LegalMoveCount is the number of p's legal moves in s.
func LegalMoveCount[S Lister[S, M], M fmt.Stringer](s S, p Player) int {
	var buf [listBuf]M
	return len(s.AppendLegalMoves(buf[:0], p))
}

// LegalMove returns move i (from 0) of p's legal moves in s, or the zero
// move for an i out of range.
func LegalMove[S Lister[S, M], M fmt.Stringer](s S, p Player, i int) M {
	var buf [listBuf]M
	moves := s.AppendLegalMoves(buf[:0], p)
	if i < 0 || i >= len(moves) {
		var zero M
		return zero
	}
	return moves[i]
}

// ApplyLegalMove applies move i (from 0) of p's legal moves in s. An i out
// of range returns s and a *RuleError.
func ApplyLegalMove[S Lister[S, M], M fmt.Stringer](s S, p Player, i int) (S, error) {
	var buf [listBuf]M
	moves := s.AppendLegalMoves(buf[:0], p)
	if i < 0 || i >= len(moves) {
		return s, &RuleError{Rule: "legal moves", Move: fmt.Sprintf("%v's move %d", p, i),
			Reason: fmt.Sprintf("%v has %d legal moves, numbered from 0", p, len(moves))}
	}
	return s.Apply(moves[i])
}

// Playable is what Playout needs of a state: Lister, Over and ToMove.
type Playable[S any, M fmt.Stringer] interface {
	Lister[S, M]
	Over() bool
	ToMove() []Player
}

// Playout plays s on to its end with random moves and returns the final
// state and the number of moves made: each decision a player drawn from
// ToMove when several are to move, then one of that player's legal moves,
// each equally likely, from a generator seeded with seed. It stops after maxMoves moves, or when a
// move is refused, which a game whose listed moves all apply never does.
func Playout[S Playable[S, M], M fmt.Stringer](s S, seed uint64, maxMoves int) (S, int) {
	r := rng.New(seed)
	buf := make([]M, 0, listBuf)
	n := 0
	for ; n < maxMoves && !s.Over(); n++ {
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
