package cosmicrun

import "github.com/rulebox/rulebox/internal/engine"

// The counters a State keeps (see data): set from the fields for a state
// made from outside data, and kept up to date by the rules.

// turn is who is to move and how many legal moves each seat has: what a
// bot asks at every decision. It is embedded in State, so that its
// methods copy these 3 bytes and not the whole State (a value-receiver
// call copies its receiver): LegalMoveCount, and Over and ToMove, which
// are its seatsToMove's and copy 1 byte.
type turn struct {
	seatsToMove          // who has a decision to make
	moves       [2]uint8 // number of legal moves of each seat
}

// seatsToMove is the bitmask of the seats with a decision to make (bit 0
// for P1). Over and ToMove are its methods, not turn's: a method of a
// struct holding an array copies its receiver to the stack a byte at a time
// and reads it back, even inlined, where a byte is read where it lies.
type seatsToMove struct {
	toMove uint8
}

// Over reports whether the game has ended: nobody has a decision to make.
// The zero State, which is no game, is over.
func (t seatsToMove) Over() bool { return t.toMove == 0 }

// ToMove lists the players who have a decision to make now: both players
// in the simultaneous steps, nobody once the game is over. The slice is
// shared and read-only: copy it (slices.Clone) before changing it. It
// costs no allocation, even through a type parameter.
func (t seatsToMove) ToMove() []Player { return toMoveSeats[t.toMove&3] } // toMove has bits for P1 and P2 only

// toMoveSeats is engine.Seats of each set of the two seats, found once:
// reading the slice from this table is a third of the instructions of
// cutting it from engine's table at every decision.
var toMoveSeats = [4][]Player{engine.Seats(0), engine.Seats(1), engine.Seats(2), engine.Seats(3)}

// LegalMoveCount is the number of moves LegalMoves(p) lists, counted without
// listing them: 0 when p has nothing to decide or is not in the game.
func (t turn) LegalMoveCount(p Player) int { return t.moveCount(p) }

// moveCount is LegalMoveCount for the package's own callers. Its pointer
// receiver reads the count where it lies: LegalMoveCount, even inlined,
// first copies the turn (a struct holding an array) to the stack.
func (t *turn) moveCount(p Player) int {
	if uint(p) >= uint(len(t.moves)) {
		return 0
	}
	return int(t.moves[p])
}

// derive sets the counters kept in s from its fields.
func (s *State) derive() {
	s.d.recount()
	s.countMoves()
}

// recount sets the board's counters from the board.
func (d *data) recount() {
	for p := range d.onBoard {
		d.onBoard[p] = int8(d.placed(Player(p)))
		d.open[p] = d.openPlanets(Player(p))
	}
}

// countMoves sets s.turn: how many legal moves each seat has and who is to
// move, the seats with a move. Every phase gives a player with a decision
// at least one move (Validate sees to it), and nobody else any. The fields
// are written one by one, each from a register: a turn built a byte at a
// time in memory and then copied whole stalls the processor.
func (s *State) countMoves() {
	var a, b uint8
	switch d := &s.d; {
	case d.Phase == Placing: // most moves: tested first
		a, b = d.placeMoves(P1), d.placeMoves(P2)
	case d.Phase == Passing:
		a, b = d.passMoves(P1), d.passMoves(P2)
	case d.Phase == Discarding:
		a, b = d.discardMoves(P1), d.discardMoves(P2)
	case d.Phase == Flipping:
		a = uint8(d.soloMoveCount())
	}
	s.toMove = b2u(a != 0) | b2u(b != 0)<<1
	s.moves[0], s.moves[1] = a, b
}

// wait records p's secret placement pl, if the other player has not
// chosen theirs, and reports whether it did: then p has no move left and
// nothing the other may do has changed, so s.turn is set without counting
// the moves again. Otherwise the caller reveals both. It makes no call, so
// that it is inlined and the first placement of a turn costs none.
func (s *State) wait(p Player, pl Placement) bool {
	if s.d.Pending[other(p)].Card != NoCard {
		return false
	}
	s.d.Pending[p] = pl
	s.moves[p&1] = 0
	s.toMove &^= 1 << (p & 1)
	return true
}

// passMoves is p's number of pass moves: the cards in hand not chosen,
// while fewer than 2 are. It makes no branch on the count, which follows
// the random order of play.
//
// While fewer than 2 are chosen, the number chosen is whether any is: read
// so, not by counting the bits, which the compiler guards with a call (for
// processors without a population count instruction) that would give
// countMoves a stack frame; with it and the masked index, countMoves
// makes no call.
func (d *data) passMoves(p Player) uint8 {
	h := d.Passing[p]
	return (HandSize - b2u(h != 0)) * b2u(h&(h-1) == 0)
}

// discardMoves is p's number of discard moves: keep, or discard any card,
// until p has decided.
func (d *data) discardMoves(p Player) uint8 {
	if d.Decided[p] {
		return 0
	}
	return 1 + HandSize
}

// placeMoves is p's number of placements: each card in hand at each open
// planet, both ways, unless p has chosen or has no card left.
func (d *data) placeMoves(p Player) uint8 {
	if d.Pending[p].Card != NoCard || d.onBoard[p] >= HandSize {
		return 0
	}
	return 2 * uint8(HandSize-d.onBoard[p]) * openCount[d.open[p]&allPlanets] // the mask only spares a check
}

// b2u is 1 for true, 0 for false.
func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// placed counts p's ship cards on the board.
func (d *data) placed(p Player) int {
	n := 0
	for _, pl := range d.Board[p] {
		n += countPair(pl)
	}
	return n
}

// countPair is the number of cards in a pair of slots.
func countPair(pair [2]Slot) int {
	n := 0
	for _, sl := range pair {
		if sl.Card != NoCard {
			n++
		}
	}
	return n
}
