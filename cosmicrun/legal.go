package cosmicrun

import (
	"slices"
)

// LegalMoves lists every move p may make now; it is empty when p has
// nothing to decide or is not in the game.
func (s State) LegalMoves(p Player) []Move { return s.AppendLegalMoves(nil, p) }

// AppendLegalMoves appends p's legal moves to buf and returns it. With a
// buffer of enough capacity it does not allocate. The moves come in the
// order LegalMove numbers them.
//
// Placements, most lists, are written here rather than by a function of
// their own, whose call cost more than a tenth of a list: each card in
// hand, at each planet with a free slot, upright then turned, copied whole
// from the tables, a card's row at a time: six while every planet is open,
// four (two planets) or two (one). Each copy is of an array from a table,
// which the compiler writes as wide moves; an array made from a slice on
// both sides would go through a call to memmove. The loops walk out
// forward and test its length (always long enough) in their condition,
// which spares each copy its bounds check.
func (s State) AppendLegalMoves(buf []Move, p Player) []Move {
	d := &s.d
	n := s.moveCount(p) // LegalMoveCount, without copying the turn
	if n == 0 {
		return buf
	}
	buf = slices.Grow(buf, n)
	// Its capacity cut to its length: each step of a loop along it then
	// needs no guard against pointing past the buffer's end.
	out := buf[len(buf) : len(buf)+n : len(buf)+n]
	if d.Phase == Placing { // most lists: tested first
		q := p & 1 // a seat: the mask only spares checks
		open, h := d.open[q], d.Hand[q]
		switch openCount[open&allPlanets] {
		case 3:
			rows := &placeRows[q]
			for ; h != 0 && len(out) >= 2*NumPlanets; h &= h - 1 {
				*(*[2 * NumPlanets]Move)(out) = rows[h.first()&(NumShips-1)]
				out = out[2*NumPlanets:]
			}
		case 2:
			rows := &pairRows[q][closedPlanet[open&allPlanets]]
			for ; h != 0 && len(out) >= 4; h &= h - 1 {
				*(*[4]Move)(out) = rows[h.first()&(NumShips-1)]
				out = out[4:]
			}
		case 1:
			planet := openPlanet[open&allPlanets][0]
			for ; h != 0 && len(out) >= 2; h &= h - 1 {
				*(*[2]Move)(out) = placeTable[q][h.first()&(NumShips-1)][planet]
				out = out[2:]
			}
		}
		return buf[:len(buf)+n]
	}
	switch d.Phase {
	case Passing: // the seat's row found once, not per move; the masks only spare checks
		row := &passTable[p&1]
		for i, h := 0, d.Hand[p]&^d.Passing[p]; h != 0; i, h = i+1, h&(h-1) {
			out[i] = row[h.first()&(NumShips-1)]
		}
	case Discarding:
		row := &discardTable[p&1]
		out[0] = keepTable[p&1]
		for i, h := 1, d.Hand[p]; h != 0; i, h = i+1, h&(h-1) {
			out[i] = row[h.first()&(NumShips-1)]
		}
	case Flipping:
		for i := range out {
			k, rotated := d.soloKind(i)
			out[i].set(P1, k, 0, 0, rotated)
		}
	}
	return buf[:len(buf)+n]
}

// set writes a move's fields one by one into a Move in place. Building a
// Move in a variable and copying it whole into a buffer stalls the
// processor on every move: the copy reads 16 bytes at once that were just
// written a byte at a time, which store forwarding cannot serve.
func (m *Move) set(p Player, k MoveKind, c Card, planet int8, rotated bool) {
	m.Player, m.Kind, m.Card, m.Planet, m.Rotated = p, k, c, planet, rotated
}

// LegalMove returns move i (from 0) of LegalMoves(p), without listing the
// others. It returns the zero Move for an i that is not below
// LegalMoveCount(p).
func (s State) LegalMove(p Player, i int) Move {
	if uint(i) >= uint(s.moveCount(p)) {
		return Move{}
	}
	return s.d.legalMove(p, i)
}

// legalMove is move i of p's legal moves; i is in range.
func (d *data) legalMove(p Player, i int) Move {
	switch d.Phase {
	case Passing:
		return Move{Player: p, Kind: Pass, Card: (d.Hand[p] &^ d.Passing[p]).nth(i)}
	case Discarding:
		if i == 0 {
			return KeepMove(p)
		}
		return Move{Player: p, Kind: Discard, Card: d.Hand[p].nth(i - 1)}
	case Placing:
		return d.placement(p, i)
	}
	return d.soloMove(i)
}

// placement is p's placement i, in the order AppendLegalMoves lists them
// (card, then planet, then orientation); i is below 2 * cards in hand *
// open planets. The divisions are by constants, so they are cheap.
func (d *data) placement(p Player, i int) Move {
	pl := d.placementAt(p, i)
	return Move{Player: p, Kind: Place, Card: pl.Card, Planet: pl.Planet, Rotated: pl.Rotated}
}

// placementAt is placement i of p as a Placement.
func (d *data) placementAt(p Player, i int) Placement {
	open, k := d.open[p], i>>1
	var card, planet int
	switch openCount[open] {
	case 1:
		card = k
	case 2:
		card, planet = k>>1, k&1
	default:
		card, planet = k/3, k%3
	}
	return Placement{Card: d.Hand[p].nth(card), Planet: openPlanet[open][planet], Rotated: i&1 == 1}
}

// allPlanets is the bitmask of the three planets.
const allPlanets = 1<<NumPlanets - 1

// openCount is the number of planets in a bitmask of planets, and
// openPlanet its k-th planet (from 0).
var (
	openCount  = [8]uint8{0, 1, 1, 2, 1, 2, 2, 3}
	openPlanet = [8][NumPlanets]int8{{}, {0}, {1}, {0, 1}, {2}, {0, 2}, {1, 2}, {0, 1, 2}}
	// closedPlanet is, for a bitmask of two planets, the third.
	closedPlanet = [8]uint8{6: 0, 5: 1, 3: 2}
)

// openPlanets is the bitmask of planets (bit 0 for planet 1) where p has a
// free slot.
func (d *data) openPlanets(p Player) uint8 {
	var open uint8
	for pl := range NumPlanets {
		if d.Board[p][pl][1].Card == NoCard {
			open |= 1 << pl
		}
	}
	return open
}

// The solo moves, in order: mine upright, mine turned (unless the card must
// go to the opposing side), theirs (unless it must go to the player's
// side), reflip (while re-flips are left).
func (d *data) soloMoveCount() int {
	n := 0
	switch d.forcedSide() {
	case NoPlayer:
		n = 3
	case P1:
		n = 2
	case P2:
		n = 1
	}
	if d.Reflips > 0 {
		n++
	}
	return n
}

// soloMove is solo move i; i is in range.
func (d *data) soloMove(i int) Move {
	k, rotated := d.soloKind(i)
	return Move{Player: P1, Kind: k, Rotated: rotated}
}

// soloKind is the kind and orientation of solo move i; i is in range.
func (d *data) soloKind(i int) (MoveKind, bool) {
	if d.forcedSide() == P2 {
		i += 2 // no mine moves
	}
	switch i {
	case 0:
		return Mine, false
	case 1:
		return Mine, true
	case 2:
		if d.forcedSide() != P1 {
			return Theirs, false
		}
	}
	return Reflip, false
}
