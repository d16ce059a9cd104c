package cosmicrun

import "fmt"

// Pile is an ordered stack of cards, face down; the top is the last card.
type Pile struct {
	Cards [NumShips]Card `json:"cards"` // the first N are the pile, bottom first
	N     int8           `json:"n"`     // how many cards are in the pile
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

// asidePile is the cards set aside in a two-player round: a pile like Pile
// that holds at most AsideSize cards, so that a State stays small.
type asidePile struct {
	Cards [AsideSize]Card `json:"cards"`
	N     int8            `json:"n"`
}

func (p *asidePile) push(c Card) {
	p.Cards[p.N] = c
	p.N++
}

func (p *asidePile) pop() Card {
	p.N--
	c := p.Cards[p.N]
	p.Cards[p.N] = NoCard
	return c
}

// clear empties the pile.
func (p *asidePile) clear() {
	*p = asidePile{Cards: [AsideSize]Card{NoCard, NoCard, NoCard, NoCard}}
}

// errAside is returned when more cards would be set aside than there are.
var errAside = fmt.Errorf("more than %d cards set aside", AsideSize)

// asideOf is pile p as the cards set aside.
func asideOf(p Pile) (asidePile, error) {
	var a asidePile
	a.clear()
	if p.N > AsideSize {
		return a, errAside
	}
	for _, c := range p.Cards[:p.N] {
		a.push(c)
	}
	return a, nil
}
