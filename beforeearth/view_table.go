package beforeearth

import "github.com/rulebox/rulebox/internal/engine"

// This file holds the table: the position read through the accessors State
// and View share, each written once. A View's table has what its viewer
// cannot see blanked (the opponent's hidden action card reads NoAction), so
// a bot reads the position through them and never needs a sample to see
// the table.

// table is a position with the accessors State and View share: a State's
// whole position, or a View's with the hidden parts blanked. It is made
// from a sealed position by sealedTable, and Apply keeps its turn up to date.
type table struct {
	turn
	d data
}

// turn is what a bot asks at every decision: is the game over, and who is
// to move (data.movers, kept beside it). It is embedded in table, so that
// Over and ToMove, its methods, copy these 2 bytes and not the whole
// position (a value-receiver call copies its receiver, inlined or not, in
// a loop that reassigns the state).
type turn struct {
	over   bool  // a player has won: data.victory is set
	movers uint8 // data.movers
}

// Over reports whether a player has won.
func (t turn) Over() bool { return t.over }

// ToMove lists the players with a decision pending: both while the action
// cards are being chosen, otherwise the one who must answer the decision on
// top of the stack; none when the game is over. The slice is shared and
// read-only: copy it (slices.Clone) before changing it. It costs no
// allocation, even through a type parameter.
func (t turn) ToMove() []Player { return engine.Seats(t.movers) }

// turnOf is the turn of sealed position d.
func turnOf(d *data) turn { return turn{over: d.victory != NoVictory, movers: d.movers} }

// sealedTable is the table of sealed position d.
func sealedTable(d *data) table { return table{turnOf(d), *d} }

// Viewer is the player who sees: the field Me.
func (v View) Viewer() Player { return v.Me }

// ToMove lists the players with a decision now, as State.ToMove does: while
// the action cards are chosen, a player whose card is hidden from the
// viewer has chosen, so is not to move. The slice is shared and read-only,
// as State.ToMove's.
func (v View) ToMove() []Player { return engine.Seats(v.movers()) }

// movers is the set of players ToMove lists, one bit per seat.
func (v View) movers() uint8 {
	movers := v.d.movers
	if v.Phase() == Choose {
		for p, hidden := range v.Hidden {
			if hidden {
				movers &^= 1 << p
			}
		}
	}
	return movers
}

// AppendLegalMoves appends the viewer's legal moves to buf and returns it:
// those the game gives the viewer. A spectator has none.
func (v View) AppendLegalMoves(buf []Move) []Move {
	if v.Me != P1 && v.Me != P2 {
		return buf
	}
	return v.table.AppendLegalMoves(buf, v.Me)
}

// LegalMoves lists, in a new slice, the viewer's legal moves: those the
// game gives the viewer. A spectator has none.
func (v View) LegalMoves() []Move { return v.AppendLegalMoves(nil) }
