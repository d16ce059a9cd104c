package animalkingdom

// FaunaSlot is one of the Fauna cards on the Fauna board, as the
// accessors report it, with the Leaves on it.
type FaunaSlot struct {
	// Fauna is the side in play: its card number, its name and its
	// Objective, whose Text is the condition a Leaf claims as the card
	// data write it ("4+ flora each with 3+ growth").
	Fauna Fauna
	// Leaves are the players whose Leaf is on it, in claim order (the
	// first scores FaunaVP()[0]); in the solo game Gaia's Leaf is her seat,
	// Player(1).
	Leaves []Player
	// Claiming are this turn's claims, placed on it at the end of the
	// turn, in the order they will be placed.
	Claiming []Player
}

// FaunaBoard returns the Fauna board, its FaunaCards slots from the
// first (index 0) on, a copy; nil for the zero State.
func (s State) FaunaBoard() []FaunaSlot {
	if s.zero() || s.d.Fauna == nil {
		return nil
	}
	out := make([]FaunaSlot, len(s.d.Fauna))
	for i, slot := range s.d.Fauna {
		out[i] = FaunaSlot{Fauna: s.d.cs.fauna[slot.Side], Leaves: clone(slot.Claims), Claiming: clone(slot.Turn)}
	}
	return out
}

// PublicEcosystems returns the 2 public Ecosystem sides in play, the
// first (index 0) scoring the scorepad's "public ecosystem 1" row; nil in
// the beginner game, which plays none, and for the zero State. An
// Ecosystem's Score.Text is what it scores, as the card data write it.
func (s State) PublicEcosystems() []Ecosystem {
	if s.zero() || len(s.d.Public) == 0 {
		return nil
	}
	out := make([]Ecosystem, len(s.d.Public))
	for i, e := range s.d.Public {
		out[i] = s.d.cs.ecosystems[e]
	}
	return out
}

// Ecosystem returns p's private Ecosystem side, which scores the "own
// ecosystem" row (public, by the Hidden information ruling); false
// before it is chosen, in the beginner game and for a player not in the
// game.
func (s State) Ecosystem(p Player) (Ecosystem, bool) {
	if !s.valid(p) || s.d.get(p).Eco < 0 {
		return Ecosystem{}, false
	}
	return s.d.cs.ecosystems[s.d.get(p).Eco], true
}

// DeckSize returns how many cards the Earth deck holds; 0 for the zero
// State.
func (s State) DeckSize() int {
	if s.zero() {
		return 0
	}
	return len(s.d.Deck)
}

// DiscardPile returns the discard pile, the last card discarded last, a
// copy; nil for the zero State.
func (s State) DiscardPile() []Card {
	if s.zero() {
		return nil
	}
	return clone(s.d.Discard)
}

// Drawn returns the cards the active player drew after their Plant, to
// keep one of them, a copy; nil when none are waiting.
func (s State) Drawn() []Card {
	if s.zero() || s.d.Drawn.n == 0 {
		return nil
	}
	return clone(s.d.Drawn.Cards())
}
