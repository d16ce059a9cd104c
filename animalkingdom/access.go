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
func (s table) valid(p Player) bool { return !s.zero() && p >= 0 && int(p) < s.g.n() }

// Soil returns p's soil; 0 for a player not in the game.
func (s table) Soil(p Player) int {
	if !s.valid(p) {
		return 0
	}
	return s.g.get(p).Soil
}

// Hand returns a copy of p's hand; nil for a player not in the game.
func (s State) Hand(p Player) []Card {
	if !s.valid(p) {
		return nil
	}
	return clone(s.g.get(p).Hand)
}

// CompostSize returns how many cards p has composted; 0 for a player not
// in the game.
func (s table) CompostSize(p Player) int {
	if !s.valid(p) {
		return 0
	}
	return len(s.g.get(p).Compost)
}

// EventsPlayed returns a copy of the events p has played; nil for a
// player not in the game.
func (s table) EventsPlayed(p Player) []Card {
	if !s.valid(p) {
		return nil
	}
	return clone(s.g.get(p).Events)
}

// public returns t as Tableau gives it.
func (t planted) public() Planted {
	return Planted{Card: t.Card, Row: int(t.Row), Col: int(t.Col), Sprouts: int(t.Sprouts), Growth: int(t.Growth), Animeeples: t.Animeeples, Stored: t.Stored}
}

// Tableau returns p's planted cards in planting order, a copy; nil for a
// player not in the game.
func (s table) Tableau(p Player) []Planted {
	if !s.valid(p) {
		return nil
	}
	var out []Planted
	for _, t := range s.g.get(p).Tab() {
		out = append(out, t.public())
	}
	return out
}

// Island returns the name of p's Island side ("" before it is chosen,
// or for a player not in the game).
func (s table) Island(p Player) string {
	if !s.valid(p) || s.g.get(p).Island < 0 {
		return ""
	}
	return s.g.cs.islands[s.g.get(p).Island].Name
}

// Climate returns the name of p's Climate side, as Island does.
func (s table) Climate(p Player) string {
	if !s.valid(p) || s.g.get(p).Climate < 0 {
		return ""
	}
	return s.g.cs.climates[s.g.get(p).Climate].Name
}

// LeavesUsed returns how many of p's 5 Leaves are used: on the Fauna
// board (claims and the completion bonus) or discarded (Animal Kingdom),
// the count the Animals' abilities read. 0 for a player not in the game.
func (s table) LeavesUsed(p Player) int {
	if !s.valid(p) {
		return 0
	}
	return s.g.leavesUsed(p)
}

// Active returns the active player (Gaia's seat number, Players(), on
// her turn in a solo game).
func (s table) Active() Player {
	if s.zero() {
		return NoPlayer
	}
	return s.g.Active
}

// Action returns the action chosen this turn (NoColour before it is
// chosen).
func (s table) Action() Colour {
	if s.zero() {
		return NoColour
	}
	return s.g.Action
}

// Cards returns the card set the game plays with, whose methods return
// copies.
func (s table) Cards() *CardSet {
	if s.zero() {
		return nil
	}
	return s.g.cs.CardSet
}

// Round returns the round number, counted from 1 once setup is over (0
// during setup): a round is a turn of each player, and in the solo game
// a turn of the player with Gaia's after it (a skipped Gaia turn shortens
// its round).
func (s table) Round() int {
	if s.zero() || s.g.Turn == 0 {
		return 0
	}
	if s.g.Config.Solo {
		return (s.g.Turn + 1) / 2
	}
	return (s.g.Turn-1)/s.g.n() + 1
}
