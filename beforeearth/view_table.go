package beforeearth

import "slices"

// The View's accessors: everything on the table, as the State's accessors
// of the same names answer it, with the opponent's hidden action card read
// as NoAction. A bot reads the position through them, and never needs a
// sample to see the table.

// Viewer is the player who sees: the field Me.
func (v View) Viewer() Player { return v.Me }

// Over reports whether a player has won.
func (v View) Over() bool { return v.table.Over() }

// ToMove lists the players with a decision now, as State.ToMove does: while
// the action cards are chosen, a player whose card is hidden from the
// viewer has chosen, so is not to move. The slice is new.
func (v View) ToMove() []Player {
	who := v.table.ToMove()
	if v.table.Phase() != Choose {
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
	return v.table.AppendLegalMoves(buf, v.Me)
}

// LegalMoves lists, in a new slice, the viewer's legal moves: those the
// game gives the viewer. A spectator has none.
func (v View) LegalMoves() []Move { return v.AppendLegalMoves(nil) }

// Players returns both seats, P1 first, in a new slice.
func (v View) Players() []Player { return v.table.Players() }

// Round is the round number, from 1.
func (v View) Round() int { return v.table.Round() }

// Phase is the phase the game is in.
func (v View) Phase() Phase { return v.table.Phase() }

// Cards returns a copy of the card set the game is played with (nil for
// the zero View).
func (v View) Cards() *CardSet { return v.table.Cards() }

// Tech is p's level on the technology track; 0 for a player not in the
// game.
func (v View) Tech(p Player) int { return v.table.Tech(p) }

// Damage is p's level on the damage track; 0 for a player not in the game.
func (v View) Damage(p Player) int { return v.table.Damage(p) }

// Resources is what p holds; nothing for a player not in the game.
func (v View) Resources(p Player) Resources { return v.table.Resources(p) }

// Bag is the supply: the resources in the cloth bag.
func (v View) Bag() Resources { return v.table.Bag() }

// Quarry is what lies on Quarry q (from 0: 0, 1 or 2); nothing for another
// q.
func (v View) Quarry(q int) Resources { return v.table.Quarry(q) }

// Tiebreaker is the holder of the tiebreaker token.
func (v View) Tiebreaker() Player { return v.table.Tiebreaker() }

// Played is the action card p played this round as the viewer sees it:
// the viewer's own card once chosen, the opponent's once both have chosen,
// and NoAction for a card still hidden (Hidden says it is committed) or a
// player not in the game.
func (v View) Played(p Player) Action { return v.table.Played(p) }

// Cancelled reports whether p's action was cancelled this round.
func (v View) Cancelled(p Player) bool { return v.table.Cancelled(p) }

// Fleet lists, in a new slice, the names of the spaceships p acquired, in
// card-set order.
func (v View) Fleet(p Player) []string { return v.table.Fleet(p) }

// Colonized lists, in a new slice, the names of the planets p colonized,
// in card-set order.
func (v View) Colonized(p Player) []string { return v.table.Colonized(p) }

// FaceDown lists the colonized planets whose ability has been used.
func (v View) FaceDown() []string { return v.table.FaceDown() }

// ShipRow lists the available spaceships, place by place ("" for an empty
// place).
func (v View) ShipRow() [RowSize]string { return v.table.ShipRow() }

// PlanetRow lists the available planets, place by place.
func (v View) PlanetRow() [RowSize]string { return v.table.PlanetRow() }

// ShipDeck lists, in a new slice in card-set order, the spaceships the
// deck still holds: public by elimination, in no order (see Rulings).
func (v View) ShipDeck() []string { return v.table.ShipDeck() }

// PlanetDeck lists, in a new slice in card-set order, the planets the deck
// still holds.
func (v View) PlanetDeck() []string { return v.table.PlanetDeck() }

// DeckSizes returns the number of cards left in the spaceship and planet
// decks.
func (v View) DeckSizes() (ships, planets int) { return v.table.DeckSizes() }

// Result returns the rows of progress and the winner, if any: all public.
func (v View) Result() Result { return v.table.Result() }

// Score is p's progress toward victory, as State.Score.
func (v View) Score(p Player) int { return v.table.Score(p) }

// Winners lists the player who won, or nothing while the game goes on.
func (v View) Winners() []Player { return v.table.Winners() }
