package animalkingdom

// This file holds the table: the position read through the accessors State
// and View share, each written once. A View's table has the hidden cards
// as NoCard (see View), so what it answers is what every player sees, read
// without sampling the hidden cards; an empty View gives the zero State's
// answers.

// table is a position with the accessors State and View share: a State's
// whole position, or a View's with what its viewer may not see hidden.
// ToMove and AppendLegalMoves are written on it too, so that the State's
// stay small enough to inline; the View has its own, which shadow them.
type table struct{ g game }

// HandSize returns how many cards p holds (the viewer's own are Hand).
func (v View) HandSize(p Player) int {
	if !v.valid(p) {
		return 0
	}
	return len(v.g.get(p).Hand)
}

// OwnEcosystem returns the viewer's own private Ecosystem side; false
// before it is chosen and in the beginner game.
func (v View) OwnEcosystem() (Ecosystem, bool) { return v.Ecosystem(v.viewer) }

// Drawn returns the cards the viewer drew after their Plant, to keep one
// of them; nil when they are not the active player keeping one (the
// others see only that cards were drawn).
func (v View) Drawn() []Card {
	if v.zero() || v.g.Active != v.viewer {
		return nil
	}
	return v.table.Drawn()
}
