package beforeearth

import "slices"

// This file gives State, View and Event the methods every rulebox game
// shares (the shape that examples/game names), so that one bot, referee or
// tournament plays every game.

// Viewer is the player who sees: the field Me.
func (v View) Viewer() Player { return v.Me }

// Over reports whether a player has won.
func (v View) Over() bool { return v.Table.Over() }

// ToMove lists the players with a decision now, as State.ToMove does: while
// the action cards are chosen, a player whose card is hidden from the
// viewer has chosen, so is not to move. The slice is new.
func (v View) ToMove() []Player {
	who := v.Table.ToMove()
	if v.Table.Phase() != Choose {
		return who
	}
	return slices.DeleteFunc(who, func(p Player) bool { return v.Hidden[p] })
}

// AppendLegalMoves appends the viewer's legal moves to buf and returns it:
// those the game gives the viewer. A spectator has none.
func (v View) AppendLegalMoves(buf []Move) []Move {
	if v.Me != P1 && v.Me != P2 {
		return buf
	}
	return v.Table.AppendLegalMoves(buf, v.Me)
}
