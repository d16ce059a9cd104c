package earth

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/grid"
)

// Lint is what the card lint finds about one rule over a deck.
type Lint struct {
	// Share is the fraction of the deck's cards that count towards the
	// rule: the percentage printed on a card, as a number from 0 to 1.
	// It is -1 for a rule that counts no cards (only Seeds or rows).
	Share float64
	// Problem says why the rule cannot be met with the deck, or is "".
	Problem string
}

// Lint measures r against deck: which cards can count towards it (each
// card alone in the middle of a tableau, its Sprouts and Growth full,
// wherever the rule asks it to stand), and whether every count of cards
// it asks for can be reached in a 3x3 tableau of those cards. A nil entry
// of deck is a card that counts towards nothing.
func (r Rule) Lint(deck []*Card) Lint {
	var needs []need
	if r.c != nil {
		needs = r.c.needs
	}
	counts := make([]int, len(needs))
	centre := grid.Pos{Row: 1, Col: 1}
	for _, c := range deck {
		if c == nil {
			continue // no card, which counts towards nothing
		}
		var t Tableau
		t.Area = grid.Rect(0, 0, 3, 3)
		t.Spaces[centre.Index()] = Space{Card: c, Sprouts: c.SproutCap, Growth: c.GrowthCap}
		ctx := Context{Own: &t, Neighbour: &t, Self: centre, HasSelf: true, loose: true}
		e := eval{ctx: &ctx, occ: [2]grid.Set{grid.Of(centre), grid.Of(centre)}, assigned: true}
		e.traits[centre.Index()] = c.Traits
		for k, n := range needs {
			if n.count(&e) > 0 {
				counts[k]++
			}
		}
	}
	l := Lint{Share: -1}
	for k, n := range needs {
		if n.kind == countsCards || n.kind == countsPieces {
			l.Share = max(l.Share, float64(counts[k])/float64(max(1, len(deck))))
		}
		switch {
		case n.kind == countsCards && n.min > 9:
			l.Problem = fmt.Sprintf("a count of %d cards: a tableau holds 9", n.min)
		case n.kind == countsCards && counts[k] < n.min:
			l.Problem = fmt.Sprintf("a count of %d cards, but only %d cards of the deck can count", n.min, counts[k])
		case n.kind == countsPieces && counts[k] == 0 && n.min > 0:
			l.Problem = "pieces no card of the deck can hold"
		}
	}
	return l
}
