package cosmicrun

// Pile is an ordered stack of cards, face down; the top is the last card.
type Pile struct {
	Cards [NumShips]Card `json:"cards"`
	N     int8           `json:"n"`
}

// Len is the number of cards in the pile.
func (p Pile) Len() int { return int(p.N) }

// Hand is the set of cards in the pile.
func (p Pile) Hand() Hand {
	var h Hand
	for _, c := range p.Cards[:p.N] {
		h = h.With(c)
	}
	return h
}

func (p *Pile) push(c Card) {
	p.Cards[p.N] = c
	p.N++
}

func (p *Pile) pop() Card {
	p.N--
	c := p.Cards[p.N]
	p.Cards[p.N] = NoCard
	return c
}

// clear empties the pile.
func (p *Pile) clear() {
	for i := range p.Cards {
		p.Cards[i] = NoCard
	}
	p.N = 0
}
