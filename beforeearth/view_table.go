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

// turn is what a bot asks at every decision: is the game over, who is to
// move (data.movers, kept beside it), and what they may do: the decision
// on top of the stack and its options. It is embedded in table, so that
// Over, ToMove and AppendLegalMoves, its methods, copy these 16 bytes and
// not the whole position: a value-receiver call copies its receiver,
// inlined or not, in a loop that reassigns the state. Apply checks a move
// against it too, before it changes the position.
type turn struct {
	over     bool   // a player has won: data.victory is set
	movers   uint8  // data.movers
	decision        // the decision on top of the stack; none while the action cards are chosen
	opts     uint64 // its options (see options.go)
}

// decision is what listing and checking a decision's options read: its
// kind and player, and the row whose places its options name (the
// spaceship row for take-ship, else the planet row).
type decision struct {
	kind pendKind
	seat uint8
	row  [RowSize]int8
}

// Over reports whether a player has won.
func (t turn) Over() bool { return t.over }

// ToMove lists the players with a decision pending: both while the action
// cards are being chosen, otherwise the one who must answer the decision on
// top of the stack; none when the game is over. The slice is shared and
// read-only: copy it (slices.Clone) before changing it. It costs no
// allocation, even through a type parameter.
func (t turn) ToMove() []Player { return moverLists[t.movers&3] }

// moverLists are engine.Seats' lists of every set of the two seats, one
// bit per seat, so that ToMove, which a bot calls on every decision, is one
// lookup rather than Seats' count and cut of its table.
var moverLists = [4][]Player{engine.Seats(0), engine.Seats(1), engine.Seats(2), engine.Seats(3)}

// seal records who is to move in position t.d (in the position and in
// its turn) and fills in the turn: the decision on top of the stack, whose
// options are opts. It is data.toMove and the turn in one pass, as Apply
// runs it after every move; the turn is written field by field in place,
// since one built in a variable and then copied in would be read as whole
// words just after being written byte by byte, which stalls the processor.
func (t *table) seal(opts uint64) {
	d := &t.d
	t.over, t.opts = d.victory != NoVictory, opts
	t.kind, t.seat = pendNone, 0
	row := &d.planetRow
	var movers uint8
	switch e := d.top(); {
	case t.over || d.cards == nil:
	case d.phase == Choose:
		movers = bitIf(d.played[P1] == NoAction, 1<<P1) | bitIf(d.played[P2] == NoAction, 1<<P2)
	case e != nil:
		movers = 1 << (e.seat & 1)
		t.kind, t.seat = e.kind, e.seat
		if e.kind == pendTakeShip {
			row = &d.shipRow
		}
	}
	t.row = *row
	d.movers, t.movers = movers, movers
}

// decisionOf is the decision of stack entry e.
func (d *data) decisionOf(e *pending) decision {
	if e.kind == pendTakeShip {
		return decision{e.kind, e.seat, d.shipRow}
	}
	return decision{e.kind, e.seat, d.planetRow}
}

// sealedTable is the table of sealed position d.
func sealedTable(d *data) table {
	t := table{d: *d}
	t.seal(d.options())
	return t
}

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
