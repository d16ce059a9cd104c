package animalkingdom

// The public table as a View shows it: what every player sees, read
// without sampling the hidden cards. Each reads as the State method of
// the same name does; an empty View gives the zero State's answers.

// table is the view's position: the hidden cards are NoCard.
func (v View) table() State {
	if v.d == nil {
		return State{}
	}
	return stateOf(*v.d)
}

// Players lists the players, P1 first.
func (v View) Players() []Player { return v.table().Players() }

// Solo reports a game against Gaia, as State.Solo does.
func (v View) Solo() bool { return v.table().Solo() }

// Phase returns the part of the game the table is at.
func (v View) Phase() Phase { return v.table().Phase() }

// Round returns the round number, from 1 (0 during the setup).
func (v View) Round() int { return v.table().Round() }

// Turn returns the turn number, from 1 (0 during the setup).
func (v View) Turn() int { return v.table().Turn() }

// Active returns the active player.
func (v View) Active() Player { return v.table().Active() }

// Action returns the action chosen this turn (NoColour before).
func (v View) Action() Colour { return v.table().Action() }

// Cards returns the card set the game plays.
func (v View) Cards() *CardSet { return v.table().Cards() }

// Soil returns p's soil.
func (v View) Soil(p Player) int { return v.table().Soil(p) }

// HandSize returns how many cards p holds (the viewer's own are Hand).
func (v View) HandSize(p Player) int {
	t := v.table()
	if !t.valid(p) {
		return 0
	}
	return len(t.d.get(p).Hand)
}

// CompostSize returns how many cards p has composted.
func (v View) CompostSize(p Player) int { return v.table().CompostSize(p) }

// EventsPlayed returns the events p has played, in order.
func (v View) EventsPlayed(p Player) []Card { return v.table().EventsPlayed(p) }

// Island returns the name of p's Island side ("" before it is chosen).
func (v View) Island(p Player) string { return v.table().Island(p) }

// Climate returns the name of p's Climate side ("" before it is chosen).
func (v View) Climate(p Player) string { return v.table().Climate(p) }

// Tableau returns p's planted cards, in planting order.
func (v View) Tableau(p Player) []Planted { return v.table().Tableau(p) }

// LeavesUsed returns how many of p's 5 Leaves are used, as
// State.LeavesUsed counts them: on the Fauna board or discarded
// (LeavesDiscarded is the second part).
func (v View) LeavesUsed(p Player) int { return v.table().LeavesUsed(p) }

// Score returns p's total so far.
func (v View) Score(p Player) int { return v.table().Score(p) }

// Result scores the table as it stands (the final scorepad once Over).
// In the solo game Gaia's scoring pile is face down, so her Pile row (and
// with it her total and the Winners) counts none of its cards; the
// State's Result counts them.
func (v View) Result() Result { return v.table().Result() }

// FaunaBoard returns the Fauna board with the Leaves on it (see
// State.FaunaBoard).
func (v View) FaunaBoard() []FaunaSlot { return v.table().FaunaBoard() }

// PublicEcosystems returns the public Ecosystem sides (see
// State.PublicEcosystems).
func (v View) PublicEcosystems() []Ecosystem { return v.table().PublicEcosystems() }

// Ecosystem returns p's private Ecosystem side (see State.Ecosystem).
func (v View) Ecosystem(p Player) (Ecosystem, bool) { return v.table().Ecosystem(p) }

// OwnEcosystem returns the viewer's own private Ecosystem side; false
// before it is chosen and in the beginner game.
func (v View) OwnEcosystem() (Ecosystem, bool) { return v.Ecosystem(v.viewer) }

// DeckSize returns how many cards the Earth deck holds.
func (v View) DeckSize() int { return v.table().DeckSize() }

// DiscardPile returns the discard pile (see State.DiscardPile).
func (v View) DiscardPile() []Card { return v.table().DiscardPile() }

// Drawn returns the cards the viewer drew after their Plant, to keep one
// of them; nil when they are not the active player keeping one (the
// others see only that cards were drawn).
func (v View) Drawn() []Card {
	if v.d == nil || v.d.Active != v.viewer {
		return nil
	}
	return v.table().Drawn()
}
