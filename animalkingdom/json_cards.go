package animalkingdom

import (
	"errors"
	"fmt"
	"slices"
)

// Cards as JSON writes them: by name, of the standard set (the only one a
// state is saved with, see savable). A list of Earth cards is written as
// the names of its shown cards and a count of its hidden ones, which come
// first in a view: the deck, another player's hand, the compost below the
// cards its owner looks at.

// cardNames splits a list of cards into its hidden cards, which come
// first, and the names of the shown ones; a hidden card after a shown
// one, which no position's view holds, or a card not in the set is an
// error.
//
// A list and its names are nil alike, and empty alike (JSON writes nil as
// no key, "omitzero", and an empty list as []), so that a state reads
// back identical; a list all hidden has no names.
func cardNames(where string, cards []Card) (hidden int, shown []string, err error) {
	for hidden < len(cards) && cards[hidden] == NoCard {
		hidden++
	}
	if cards == nil || hidden > 0 && hidden == len(cards) {
		return hidden, nil, nil
	}
	shown = make([]string, 0, len(cards)-hidden)
	for _, c := range cards[hidden:] {
		n, err := cardNameOf(c)
		if err != nil {
			return 0, nil, fmt.Errorf("animalkingdom: %s: %w", where, err)
		}
		shown = append(shown, n)
	}
	return hidden, shown, nil
}

// cardNameOf returns the name of Earth card c of the standard set.
func cardNameOf(c Card) (string, error) {
	cs, err := standard()
	if err != nil {
		return "", err
	}
	if c == NoCard {
		return "", errors.New("a hidden card above a shown one")
	}
	if c < 0 || int(c) >= cs.Len() {
		return "", fmt.Errorf("card %d is not in the standard set", c)
	}
	return cs.Name(c), nil
}

// cardOf returns the Earth card of the standard set named n.
func cardOf(where, n string) (Card, error) {
	cs, err := standard()
	if err != nil {
		return NoCard, err
	}
	c, ok := cs.Lookup(n)
	if !ok {
		return NoCard, fmt.Errorf("%s: %q is no Earth card of the standard set", where, n)
	}
	return c, nil
}

// cardsOf is the list of cards that hidden hidden cards and the cards
// named shown make (nil for none hidden and nil names); it refuses a name
// not in the set and more cards than the set has.
func cardsOf(where string, hidden int, shown []string) ([]Card, error) {
	cs, err := standard()
	if err != nil {
		return nil, err
	}
	if hidden < 0 || hidden > cs.Len() || hidden+len(shown) > cs.Len() {
		return nil, fmt.Errorf("%s: %d hidden and %d shown cards: the set has %d", where, hidden, len(shown), cs.Len())
	}
	if hidden == 0 && shown == nil {
		return nil, nil
	}
	out := make([]Card, hidden, hidden+len(shown))
	for i := range out {
		out[i] = NoCard
	}
	for _, n := range shown {
		c, err := cardOf(where, n)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// nameAt returns the name of side i of list, "" for -1 (none).
func nameAt[T any](list []T, name func(T) string, i int, what string) (string, error) {
	switch {
	case i == -1:
		return "", nil
	case i < 0 || i >= len(list):
		return "", fmt.Errorf("animalkingdom: %s %d is not in the standard set", what, i)
	}
	return name(list[i]), nil
}

// indexNamed returns the index of the side named n in list, -1 for "".
func indexNamed[T any](list []T, name func(T) string, n, what string) (int, error) {
	if n == "" {
		return -1, nil
	}
	i := slices.IndexFunc(list, func(x T) bool { return name(x) == n })
	if i < 0 {
		return 0, fmt.Errorf("%q is no %s of the standard set", n, what)
	}
	return i, nil
}

// offerNames writes the cards dealt for a setup choice (card k has its
// sides at 2k and 2k+1 of list) as both their sides' names, in order.
func offerNames[T any](list []T, name func(T) string, offer []int, what string) ([]string, error) {
	if offer == nil {
		return nil, nil
	}
	out := make([]string, 0, 2*len(offer))
	for _, k := range offer {
		if k < 0 || k >= len(list)/2 {
			return nil, fmt.Errorf("animalkingdom: %s card %d is not in the standard set", what, k)
		}
		out = append(out, name(list[2*k]), name(list[2*k+1]))
	}
	return out, nil
}

// offerOf reads the cards dealt for a setup choice from their sides'
// names, two a card, in order.
func offerOf[T any](list []T, name func(T) string, names []string, what string) ([]int, error) {
	if len(names)%2 != 0 {
		return nil, fmt.Errorf("%d %s sides dealt: each card has 2, named in order", len(names), what)
	}
	if names == nil {
		return nil, nil
	}
	out := make([]int, 0, len(names)/2)
	for i := 0; i < len(names); i += 2 {
		k, err := indexNamed(list, name, names[i], what+" side")
		if err != nil {
			return nil, err
		}
		if k%2 != 0 || names[i+1] != name(list[k+1]) {
			return nil, fmt.Errorf("%q and %q are not the two sides of one %s card, first side first", names[i], names[i+1], what)
		}
		out = append(out, k/2)
	}
	return out, nil
}

// The names of the set's sides and Gaia's cards.
func infoName(c CardInfo) string     { return c.Name }
func ecoName(e Ecosystem) string     { return e.Name }
func faunaName(f Fauna) string       { return f.Name }
func gaiaCardName(c GaiaCard) string { return c.Name }
