package beforeearth

import "slices"

// This file gives State, View and Event the methods every rulebox game
// shares (the shape that examples/game names), so that one bot, referee or
// tournament plays every game.

// Winners lists, in a new slice, the player who won, or nothing while the
// game goes on. It does not allocate when the caller keeps the slice to
// itself.
func (s State) Winners() []Player {
	if !s.Over() {
		return nil
	}
	return []Player{s.d.winner.P()}
}

// Score is p's progress toward the rulebook's three general victories,
// added up, each in percent of what it needs: planets colonized out of the
// planets p needs (7, or 8 against Genesis), technology out of 7, and the
// opponent's damage out of 7. It is 0 to 300 and grows with each step
// toward any of them; the winner scores 300 whatever the victory. It returns
// 0 for a player not in the game and in the zero State (no game), and does
// not allocate.
func (s State) Score(p Player) int {
	i, ok := seat(p)
	if !ok || s.d.cards == nil {
		return 0
	}
	d := &s.d
	if d.victory != NoVictory && d.winner.P() == p {
		return 3 * 100
	}
	planets := min(100, 100*d.planets[i].count()/d.planetsToWin(p))
	return planets + 100*int(d.tech[i])/TrackMax + 100*min(int(d.damage[1-i]), TrackMax)/TrackMax
}

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
