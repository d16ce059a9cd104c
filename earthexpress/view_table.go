package earthexpress

// This file gives View the public table and the viewer's own hidden parts,
// read as State reads them: a bot never needs Sample to see the table.

// table is the view's position read through State's accessors, which are
// asked here only about what the view shows.
func (v View) table() State { return State{d: v.d} }

// Players lists the players in seat order.
func (v View) Players() []Player {
	if v.d.cards == nil {
		return nil
	}
	return v.table().Players()
}

// Cards returns a copy of the game's card set (nil for the zero View).
func (v View) Cards() *CardSet { return v.table().Cards() }

// Solo reports a game against Demeter.
func (v View) Solo() bool { return v.d.n == 1 }

// Round is the round being played, 1 to 5 (0 during the setup choice).
func (v View) Round() int { return v.table().Round() }

// Phase is where the table stands, as State.Phase.
func (v View) Phase() Phase { return v.table().Phase() }

// Step is where player p stands in the round, as State.Step.
func (v View) Step(p Player) Phase { return v.table().Step(p) }

// ActionTile is the revealed Action tile's two colours.
func (v View) ActionTile() [2]Colour { return v.table().ActionTile() }

// At returns the card at row r, column c (from 0) of p's tableau, with its
// Sprouts and Growth, as State.At.
func (v View) At(p Player, r, c int) (card Card, sprouts, growth int) { return v.table().At(p, r, c) }

// Seeds returns p's Seeds.
func (v View) Seeds(p Player) int { return v.table().Seeds(p) }

// SproutTokens returns the Sprout and Growth tokens p holds for step 4.
func (v View) SproutTokens(p Player) (sprouts, growth int) { return v.table().SproutTokens(p) }

// HandSize is the number of cards in p's hand.
func (v View) HandSize(p Player) int { return v.table().HandSize(p) }

// Claim returns the scoring space (from 0) of p's claim on Fauna card f
// (0 or 1), and whether p has claimed it.
func (v View) Claim(p Player, f int) (space int, ok bool) { return v.table().Claim(p, f) }

// Meets reports whether p's tableau meets Fauna card f's objective.
func (v View) Meets(p Player, f int) bool { return v.table().Meets(p, f) }

// Fauna returns the Fauna objective on card f (0 or 1).
func (v View) Fauna(f int) Objective { return v.table().Fauna(f) }

// PublicEcosystems are the two Ecosystem sides every player scores.
func (v View) PublicEcosystems() ([2]Scoring, bool) { return v.table().PublicEcosystems() }

// Ecosystem is the Ecosystem side p keeps, once face up (the viewer's own
// at once).
func (v View) Ecosystem(p Player) (Scoring, bool) {
	if p != v.Me && v.d.choosing {
		return Scoring{}, false
	}
	return v.table().Ecosystem(p)
}

// DiscardPile lists the discarded cards, face up, in card order.
func (v View) DiscardPile() []Card { return v.table().DiscardPile() }

// DemeterTableau returns Demeter's 9 cards (solo), face up.
func (v View) DemeterTableau() [Spaces]Card { return v.d.demTab }

// DemeterVP returns Demeter's VP track (solo).
func (v View) DemeterVP() int { return v.d.dem.vp }

// Result is the scorepad as State.Result gives it: every row is public.
func (v View) Result() Result { return v.table().Result() }

// Score is p's scorepad total now.
func (v View) Score(p Player) int { return v.table().Score(p) }

// Winners lists the winners once the game is over.
func (v View) Winners() []Player { return v.table().Winners() }

// Chosen is the card the viewer has chosen to plant and not yet placed,
// or NoCard; another player's is hidden.
func (v View) Chosen() Card { return v.table().Chosen(v.Me) }

// EcosystemCards are the viewer's two Ecosystem cards (from 0, as
// CardSet.Ecosystems lists them), and false without Ecosystems or for a
// spectator.
func (v View) EcosystemCards() ([2]int, bool) { return v.table().EcosystemCards(v.Me) }

// Validate reports a view no state can show: one whose sample Validate
// refuses, or one that shows a hidden part (see View) or hides what its
// viewer sees.
func (v View) Validate() error {
	if v.d.cards == nil {
		return errZeroView
	}
	sample := v.Sample(0)
	if err := sample.Validate(); err != nil {
		return err
	}
	if sample.View(v.Me).d != v.d {
		return errShowsHidden(v.Me)
	}
	return nil
}
