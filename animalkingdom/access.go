package animalkingdom

// Planted is a card in a tableau as the accessors report it: the card,
// its place relative to the first card planted, and its pieces.
type Planted struct {
	// Card is the card; Row and Col its place; Sprouts and Growth its
	// pieces.
	Card     Card
	Row, Col int
	Sprouts  int
	Growth   int
	// Animeeples are the Animals with an Animeeple on the card; Stored
	// is what lies stored on it (Animal Kingdom's; empty in the base
	// game).
	Animeeples Animals
	Stored     Store
}

// valid reports whether p is a player of the game.
func (s State) valid(p Player) bool { return !s.zero() && p >= 0 && int(p) < s.d.n() }

// Soil returns p's soil; 0 for a player not in the game.
func (s State) Soil(p Player) int {
	if !s.valid(p) {
		return 0
	}
	return s.d.get(p).Soil
}

// Hand returns a copy of p's hand; nil for a player not in the game.
func (s State) Hand(p Player) []Card {
	if !s.valid(p) {
		return nil
	}
	return clone(s.d.get(p).Hand)
}

// CompostSize returns how many cards p has composted; 0 for a player not
// in the game.
func (s State) CompostSize(p Player) int {
	if !s.valid(p) {
		return 0
	}
	return len(s.d.get(p).Compost)
}

// EventsPlayed returns a copy of the events p has played; nil for a
// player not in the game.
func (s State) EventsPlayed(p Player) []Card {
	if !s.valid(p) {
		return nil
	}
	return clone(s.d.get(p).Events)
}

// public returns t, with the pieces on it and what is stored on it, as
// Tableau gives it.
func (t planted) public(on cardPieces, stored Store) Planted {
	return Planted{Card: t.Card, Row: int(t.Row), Col: int(t.Col), Sprouts: int(on.Sprouts), Growth: int(on.Growth), Animeeples: t.Animeeples, Stored: stored}
}

// Tableau returns p's planted cards in planting order, a copy; nil for a
// player not in the game.
func (s State) Tableau(p Player) []Planted {
	if !s.valid(p) {
		return nil
	}
	var out []Planted
	st := s.d.get(p)
	for i, t := range st.Tab() {
		out = append(out, t.public(st.pieces.on[i], st.storedOn(i)))
	}
	return out
}

// Island returns the name of p's Island side ("" before it is chosen,
// or for a player not in the game).
func (s State) Island(p Player) string {
	if !s.valid(p) || s.d.get(p).Island < 0 {
		return ""
	}
	return s.d.cs.islands[s.d.get(p).Island].Name
}

// Climate returns the name of p's Climate side, as Island does.
func (s State) Climate(p Player) string {
	if !s.valid(p) || s.d.get(p).Climate < 0 {
		return ""
	}
	return s.d.cs.climates[s.d.get(p).Climate].Name
}

// LeavesUsed returns how many of p's 5 Leaves are used: on the Fauna
// board (claims and the completion bonus) or discarded (Animal Kingdom),
// the count the Animals' abilities read. 0 for a player not in the game.
func (s State) LeavesUsed(p Player) int {
	if !s.valid(p) {
		return 0
	}
	return s.d.leavesUsed(p)
}

// Active returns the active player (Gaia's seat number, Players(), on
// her turn in a solo game).
func (s State) Active() Player {
	if s.zero() {
		return NoPlayer
	}
	return s.d.Active
}

// Action returns the action chosen this turn (NoColour before it is
// chosen).
func (s State) Action() Colour {
	if s.zero() {
		return NoColour
	}
	return s.d.Action
}

// Cards returns the card set the game plays with, whose methods return
// copies.
func (s State) Cards() *CardSet {
	if s.zero() {
		return nil
	}
	return s.d.cs.CardSet
}

// Solo reports a game of one player against Gaia, whose events name
// the seat after the player's (P2).
func (s State) Solo() bool { return s.d.Config.Solo }

// Round returns the round number, counted from 1 once setup is over (0
// during setup): a round is a turn of each player, and in the solo game
// a turn of the player with Gaia's after it (a skipped Gaia turn shortens
// its round).
func (s State) Round() int {
	if s.zero() || s.d.Turn == 0 {
		return 0
	}
	if s.d.Config.Solo {
		return (s.d.Turn + 1) / 2
	}
	return (s.d.Turn-1)/s.d.n() + 1
}
