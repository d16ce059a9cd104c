package beforeearth

// This file gives State, View and Event the methods every rulebox game
// shares (the shape that examples/game names), so that one bot, referee or
// tournament plays every game.

// Winners lists the player who won, or nothing while the game goes on.
// While the game goes on it does not allocate; at the end it reads Result.
func (s State) Winners() []Player {
	if !s.Over() {
		return nil
	}
	return s.Result().Winners
}

// Score is p's progress toward the rulebook's three general victories,
// added up, each in percent of what it needs: planets colonized out of the
// planets p needs (7, or 8 against Genesis), technology out of 7, and the
// opponent's damage out of 7. It is 0 to 300 and grows with each step
// toward any of them; the winner scores 300 whatever the victory. It returns
// 0 for a player not in the game. It reads Colonized and Fleet, which build
// lists of names, so it allocates a few times.
func (s State) Score(p Player) int {
	if p != P1 && p != P2 {
		return 0
	}
	if s.Over() {
		if w := s.Winners(); len(w) == 1 && w[0] == p {
			return 3 * 100
		}
	}
	planets := min(100, 100*len(s.Colonized(p))/s.planetsNeeded(p))
	return planets + 100*s.Tech(p)/TrackMax + 100*min(s.Damage(1-p), TrackMax)/TrackMax
}

// planetsNeeded is how many planets p must colonize: 7, or what a spaceship
// in the opponent's Fleet demands (Genesis: 8).
func (s State) planetsNeeded(p Player) int {
	need := 7
	for _, name := range s.Fleet(1 - p) {
		for _, sh := range s.Cards().Ships {
			if sh.Name == name && sh.OpponentPlanets > need {
				need = sh.OpponentPlanets
			}
		}
	}
	return need
}

// hiddenMovers lists who is to move in the choice of action cards, by
// bitmask of the seats still to choose, so that View.ToMove does not
// allocate.
var hiddenMovers = [4][]Player{nil, {P1}, {P2}, {P1, P2}}

// Viewer is the player who sees: the field Me.
func (v View) Viewer() Player { return v.Me }

// Over reports whether a player has won.
func (v View) Over() bool { return v.Table.Over() }

// ToMove lists the players with a decision now, as State.ToMove does: while
// the action cards are chosen, a player whose card is hidden from the
// viewer has chosen, so is not to move. The slice must not be modified.
func (v View) ToMove() []Player {
	who := v.Table.ToMove()
	if v.Table.Phase() != Choose || !(v.Hidden[P1] || v.Hidden[P2]) {
		return who
	}
	mask := 0
	for _, p := range who {
		if (p == P1 || p == P2) && !v.Hidden[p] {
			mask |= 1 << p
		}
	}
	return hiddenMovers[mask]
}

// AppendLegalMoves appends the viewer's legal moves to buf and returns it:
// those the game gives the viewer. A spectator has none.
func (v View) AppendLegalMoves(buf []Move) []Move {
	if v.Me != P1 && v.Me != P2 {
		return buf
	}
	return v.Table.AppendLegalMoves(buf, v.Me)
}

// For returns the event as viewer may be told it. Every event of the game
// is public (a player choosing an action card is told as "P1 chooses an
// action card", not which), so it is returned unchanged, and true.
func (e Event) For(viewer Player) (Event, bool) { return e, true }
