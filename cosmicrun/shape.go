package cosmicrun

import "slices"

// This file gives State, View and Event the methods every rulebox game
// shares (the shape that examples/game names), so that one bot, referee or
// tournament plays every game.

// Winners lists the player who reached all three planets, or nothing while
// the game goes on and for a lost solo game, in a new slice. It does not
// allocate when the caller keeps the slice to itself.
func (s State) Winners() []Player {
	w := s.Winner()
	if w != P1 && w != P2 {
		return nil
	}
	return []Player{w}
}

// Score is p's movement points added up over the three planets, a reached
// planet counting Goal: 0 at the start, 3*Goal for a player who has reached
// all three. It only grows during a game, and does not allocate. It returns
// 0 for a player not in the game (and for P2, the opposing side, solo).
func (s State) Score(p Player) int {
	if p < 0 || int(p) >= len(s.Players()) {
		return 0
	}
	total := 0
	for planet := range NumPlanets {
		total += s.Track(p, planet)
	}
	return total
}

// Viewer is the player who sees: the field Me.
func (v View) Viewer() Player { return v.Me }

// Over reports whether the game has ended: a player reached all three
// planets, or the solo game was lost.
func (v View) Over() bool { return v.Phase == Finished }

// ToMove lists the players with a decision now, as State.ToMove does for
// the position the view shows: whether a player still has to decide is
// visible to a player (the view shows who has chosen, not what). A
// spectator, who sees only the table, is told both players in a secret
// step (passing, placing), as it cannot see who has chosen. The slice is
// new.
func (v View) ToMove() []Player {
	if v.seated() {
		return v.position().ToMove()
	}
	switch v.Phase {
	case Passing, Placing:
		return []Player{P1, P2}
	case Discarding:
		return slices.DeleteFunc([]Player{P1, P2}, func(p Player) bool { return v.Decided[p] })
	case Flipping:
		return []Player{P1}
	}
	return nil
}

// seated reports whether the viewer is a player of the game.
func (v View) seated() bool { return v.Me == P1 || (v.Me == P2 && v.Players == 2) }

// AppendLegalMoves appends the viewer's legal moves to buf and returns it:
// the moves State.AppendLegalMoves gives the viewer, which depend only on
// what the view shows. A spectator has none.
func (v View) AppendLegalMoves(buf []Move) []Move {
	if !v.seated() {
		return buf
	}
	return v.position().AppendLegalMoves(buf, v.Me)
}

// position is a state consistent with v, for the questions whose answer
// does not depend on the hidden cards.
func (v View) position() State { return v.Sample(0) }

// For returns the event as viewer may be told it: a card another player
// discarded is put aside face down, so its Card is NoCard; every other event
// is public. Every event may be told (the bool is always true).
func (e Event) For(viewer Player) (Event, bool) {
	if e.Kind == Discarded && e.Player != viewer {
		e.Card = NoCard
	}
	return e, true
}
