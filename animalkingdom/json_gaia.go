package animalkingdom

import "fmt"

// gaiaJSON is Gaia's side as JSON writes it: her cards by name, the
// hidden ones counted.
type gaiaJSON struct {
	gaiaState
	Deck          []string `json:"deck,omitempty"` // top last
	DeckHidden    int      `json:"deck_hidden,omitempty"`
	Seen          []string `json:"seen,omitempty"`
	Compost       []string `json:"compost,omitzero"`
	CompostHidden int      `json:"compost_hidden,omitempty"`
	Pile          []string `json:"pile,omitzero"`
	PileHidden    int      `json:"pile_hidden,omitempty"`
	Card          string   `json:"card,omitempty"` // the card of her turn
}

// gaiaToJSON returns Gaia's side as JSON writes it.
func gaiaToJSON(gs *gaiaState) (*gaiaJSON, error) {
	j := &gaiaJSON{gaiaState: *gs}
	var err error
	if j.DeckHidden, j.Deck, err = gaiaNames(gs.Deck); err != nil {
		return nil, err
	}
	if _, j.Seen, err = gaiaNames(gs.Seen); err != nil {
		return nil, err
	}
	if j.CompostHidden, j.Compost, err = cardNames("Gaia's compost", gs.Compost); err != nil {
		return nil, err
	}
	if j.PileHidden, j.Pile, err = cardNames("Gaia's scoring pile", gs.Pile); err != nil {
		return nil, err
	}
	j.Card, err = gaiaName(gs.Card)
	return j, err
}

// gaiaFromJSON fills Gaia's side from j, which a solo game, and only
// one, has.
func (g *data) gaiaFromJSON(j *gaiaJSON) error {
	if (j != nil) != g.Config.Solo {
		return fmt.Errorf("a solo game, and only one, has Gaia's side (\"gaia\")")
	}
	if j == nil {
		return nil
	}
	gs := &g.Gaia
	*gs = j.gaiaState
	var err error
	if gs.Deck, err = gaiaListOf("the deck of Gaia's cards", j.DeckHidden, j.Deck); err != nil {
		return err
	}
	if gs.Seen, err = gaiaListOf("the cards Gaia revealed", 0, j.Seen); err != nil {
		return err
	}
	if gs.Compost, err = cardsOf("Gaia's compost", j.CompostHidden, j.Compost); err != nil {
		return err
	}
	if gs.Pile, err = cardsOf("Gaia's scoring pile", j.PileHidden, j.Pile); err != nil {
		return err
	}
	gs.Card, err = gaiaIndex(j.Card)
	return err
}

// gaiaName is the name of Gaia's card c, "" for -1 (none).
func gaiaName(c int) (string, error) {
	cs, err := standard()
	if err != nil {
		return "", err
	}
	return nameAt(cs.gaia, gaiaCardName, c, "Gaia card")
}

// gaiaIndex is the number of Gaia's card named n, -1 for "".
func gaiaIndex(n string) (int, error) {
	cs, err := standard()
	if err != nil {
		return 0, err
	}
	i, err := indexNamed(cs.gaia, gaiaCardName, n, "Gaia card")
	if err != nil {
		return 0, fmt.Errorf("the card of Gaia's turn: %w", err)
	}
	return i, nil
}

// gaiaNames splits a list of Gaia's cards into its hidden cards, which
// come first, and the shown ones by name.
func gaiaNames(l gaiaList) (hidden int, shown []string, err error) {
	for hidden < l.Len() && l.at(hidden) < 0 {
		hidden++
	}
	for i := hidden; i < l.Len(); i++ {
		n, err := gaiaName(l.at(i))
		if err != nil || n == "" {
			return 0, nil, fmt.Errorf("animalkingdom: Gaia's cards: a hidden card above a shown one, or card %d: %v", l.at(i), err)
		}
		shown = append(shown, n)
	}
	return hidden, shown, nil
}

// gaiaListOf reads a list of Gaia's cards: hidden hidden ones, then
// those named.
func gaiaListOf(where string, hidden int, names []string) (gaiaList, error) {
	if hidden < 0 || hidden+len(names) > gaiaCards {
		return gaiaList{}, fmt.Errorf("%s: %d hidden and %d shown cards: Gaia has %d", where, hidden, len(names), gaiaCards)
	}
	cs := make([]int, hidden, gaiaCards)
	for i := range cs {
		cs[i] = -1
	}
	for _, n := range names {
		i, err := gaiaIndex(n)
		if err != nil || i < 0 {
			return gaiaList{}, fmt.Errorf("%s: %q is none of Gaia's cards", where, n)
		}
		cs = append(cs, i)
	}
	var l gaiaList
	err := l.setInts(cs)
	return l, err
}
