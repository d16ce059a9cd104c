package cosmicrun

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/engine"
)

// Apply returns the state after m. s itself is not changed. An illegal move
// returns s and a *RuleError naming the rule it breaks.
//
// It is small enough to be inlined: the caller's loop then copies its
// State once into a temporary that apply plays on and once back, where a
// call copies it in, and out through a result that must first be zeroed
// (a State holds a pointer).
func (s State) Apply(m Move) (State, error) {
	err := s.apply(&m, engine.Log[Event]{}) // s is Apply's own copy
	return s, err
}

// ApplyEvents is Apply that also reports what happened, in order: cards
// placed, points scored and by which rule, planets reached, the end.
func (s State) ApplyEvents(m Move) (State, []Event, error) {
	var events []Event
	err := s.apply(&m, engine.NewLog(&events))
	return s, events, err
}

// ApplyLegalMove applies move i (from 0) of LegalMoves(p): the same as
// Apply(s.LegalMove(p, i)), without listing the moves and without checking
// the move again, as a move from the list is legal. An i that is not below
// LegalMoveCount(p) returns s and a *RuleError.
func (s State) ApplyLegalMove(p Player, i int) (State, error) {
	if uint(i) >= uint(s.moveCount(p)) {
		return s, engine.Illegal(legalIndex{p, i}, "moves", "%s has %d legal moves now, numbered from 0", p, s.LegalMoveCount(p))
	}
	s.playLegal(p, i)
	return s, nil
}

// legalIndex names move i of p's legal moves in an error.
type legalIndex struct {
	p Player
	i int
}

// String names the move by its number.
func (l legalIndex) String() string { return fmt.Sprintf("%s legal move %d", l.p, l.i) }

// apply is the pipeline of Apply and ApplyEvents: m is checked before
// anything is written, then played on s, which is their own copy, by one
// handle that records to log. An illegal move leaves s as it was.
//
// The move is played here, not by a function of its own: a function that
// only called the quick test and then the move paid a frame, and spilled
// and reloaded its arguments around the first call (Go's calls save no
// register), some 12 instructions a decision.
func (s *State) apply(m *Move, log engine.Log[Event]) error {
	if !s.legal(m) { // check says why, or that it is legal after all
		if err := s.check(*m); err != nil {
			return err
		}
	}
	g := s.game(log)
	switch m.Kind {
	case Pass:
		g.pass(m.Player, m.Card)
	case Keep:
		g.keep(m.Player)
	case Discard:
		g.discard(m.Player, m.Card)
	case Place:
		pl := Placement{Card: m.Card, Planet: m.Planet, Rotated: m.Rotated}
		if s.wait(m.Player, pl) {
			return nil
		}
		g.reveal(m.Player, pl)
	default:
		g.playSolo(m.Kind, m.Rotated)
	}
	s.countMoves()
	return nil
}

// playLegal makes move i of p's legal moves on s, as apply plays
// legalMove(p, i), without checking it and without building the Move: a Move assembled field by field and
// then copied whole stalls the processor (the copy reads as one what was
// written in pieces).
func (s *State) playLegal(p Player, i int) {
	g := s.game(engine.Log[Event]{})
	switch d := &s.d; d.Phase {
	case Passing:
		g.pass(p, (d.Hand[p] &^ d.Passing[p]).nth(i))
	case Discarding:
		if i == 0 {
			g.keep(p)
		} else {
			g.discard(p, d.Hand[p].nth(i-1))
		}
	case Placing:
		pl := d.placementAt(p, i)
		if s.wait(p, pl) {
			return
		}
		g.reveal(p, pl)
	default:
		g.playSolo(d.soloKind(i))
	}
	s.countMoves()
}
