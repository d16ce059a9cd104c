package animalkingdom

import "slices"

// ScenarioGaia is Gaia's side of a solo Scenario (solo: true), her cards
// by name. In YAML:
//
//	solo: true
//	difficulty: hard
//	gaia:
//	  deck: [Water, North Pacific Gyre]
//	  card: Grow
//	  soil: 3
//	  growth: 4
//	  compost: [Basil]
//	  animals: [Canada Jay]
type ScenarioGaia struct {
	// Deck is her cards not yet revealed in this pass, top last, Seen
	// those revealed before Card in this pass, in order: her 6 cards, each
	// once. Those not named are in her deck, shuffled, when Deck is not
	// written, else among those Seen. Passes is the passes through her deck already made (0, or
	// 1 in the second).
	Deck   []string `yaml:"deck,omitempty"`
	Seen   []string `yaml:"seen,omitempty"`
	Passes int      `yaml:"passes,omitempty"`
	// Card is the card of her turn, the last one revealed: written, it is
	// Gaia's turn (the player takes its minor benefit, or, for a Gyre,
	// places her Leaf at step gaia).
	Card string `yaml:"card,omitempty"`
	// Soil, Sprouts and Growth are her counts (0 to MaxCount); Compost
	// and Pile her compost and her scoring pile, by name.
	Soil    int      `yaml:"soil,omitempty"`
	Sprouts int      `yaml:"sprouts,omitempty"`
	Growth  int      `yaml:"growth,omitempty"`
	Compost []string `yaml:"compost,omitempty"`
	Pile    []string `yaml:"pile,omitempty"`
	// Skip reports that her next turn is skipped (beginner, after a
	// Gyre); Bonus that she took the completion bonus.
	Skip  bool `yaml:"skip,omitempty"`
	Bonus bool `yaml:"bonus,omitempty"`
	// Animals names her Animals (Animal Kingdom: 1, or 2 in the advanced
	// game; optional: ones she plays), Stored what lies on each.
	Animals []string `yaml:"animals,omitempty"`
	Stored  []Store  `yaml:"stored,omitempty"`
}

// gaia sets Gaia's side of a solo game.
func (b *builder) gaia(sc Scenario) {
	g := b.g
	if !sc.Solo {
		if sc.Gaia != nil {
			b.fail("gaia: Gaia plays only the solo game (solo: true)")
		}
		return
	}
	gs := &g.Gaia
	if sc.Gaia == nil {
		return
	}
	sg := sc.Gaia
	for _, n := range []struct {
		field string
		n     int
	}{{"soil", sg.Soil}, {"sprouts", sg.Sprouts}, {"growth", sg.Growth}} {
		if n.n < 0 || n.n > MaxCount {
			b.fail("gaia %s: %d, expected 0 to %d", n.field, n.n, MaxCount)
		}
	}
	gs.Soil, gs.Sprouts, gs.Growth, gs.Skip, gs.Bonus = sg.Soil, sg.Sprouts, sg.Growth, sg.Skip, sg.Bonus
	gs.Compost, gs.Pile = b.cards("gaia compost", sg.Compost), b.cards("gaia pile", sg.Pile)
	b.gaiaCards(sg)
	b.gaiaStored(sg)
}

// gaiaCards sets Gaia's deck, the cards revealed in this pass and the
// card of her turn.
func (b *builder) gaiaCards(sg *ScenarioGaia) {
	g := b.g
	gs := &g.Gaia
	if sg.Passes < 0 || sg.Passes > 1 {
		b.fail("gaia passes: %d: she goes through her %d cards twice (0 or 1 passes made)", sg.Passes, gaiaCards)
		return
	}
	card := -1
	if sg.Card != "" {
		card = b.gaiaCard("gaia card", sg.Card)
	}
	if sg.Deck == nil && sg.Seen == nil && card < 0 {
		gs.Passes, gs.Revealed = sg.Passes, gaiaCards*sg.Passes
		return // New's shuffled deck
	}
	var deck, seen gaiaList
	count := [gaiaCards]int{}
	if card >= 0 {
		count[card]++
	}
	for _, l := range []struct {
		field string
		names []string
		list  *gaiaList
	}{{"gaia deck", sg.Deck, &deck}, {"gaia seen", sg.Seen, &seen}} {
		for _, n := range l.names {
			if c := b.gaiaCard(l.field, n); c >= 0 && count[c] == 0 {
				count[c]++
				l.list.push(c)
			} else if c >= 0 {
				b.fail("%s: %s is named twice (her deck, seen and card hold her %d cards once each)", l.field, n, gaiaCards)
			}
		}
	}
	b.gaiaRest(sg, &deck, &seen, &count)
	if card >= 0 {
		seen.push(card)
	}
	if deck.Len()+seen.Len() != gaiaCards || slices.Contains(count[:], 2) {
		b.fail("gaia deck, seen, card: %d cards named, each once: Gaia has %d", deck.Len()+seen.Len(), gaiaCards)
		return
	}
	gs.Deck, gs.Seen, gs.Card, gs.Passes = deck, seen, card, sg.Passes
	gs.Revealed = gaiaCards*gs.Passes + gs.Seen.Len()
}

// gaiaRest puts Gaia's cards not named (count) in her deck, in the
// order New shuffled it, when the scenario names no deck, else among
// those seen.
func (b *builder) gaiaRest(sg *ScenarioGaia, deck, seen *gaiaList, count *[gaiaCards]int) {
	shuffled := b.g.Gaia.Deck
	for i := range shuffled.Len() {
		c := shuffled.at(i)
		switch {
		case count[c] > 0:
			continue
		case sg.Deck == nil:
			deck.push(c)
		default:
			seen.push(c)
		}
		count[c]++
	}
}

// gaiaCard finds Gaia's card named name.
func (b *builder) gaiaCard(where, name string) int {
	for i, c := range b.g.cs.gaia {
		if c.Name == name {
			return i
		}
	}
	b.fail("%s: no card of Gaia's named %q", where, name)
	return -1
}

// gaiaStored sets what lies on Gaia's Animal cards.
func (b *builder) gaiaStored(sg *ScenarioGaia) {
	ak := &b.g.AK
	if len(sg.Stored) > int(ak.NGaia) {
		b.fail("gaia stored: %d stores for her %d Animals", len(sg.Stored), ak.NGaia)
		return
	}
	for k, st := range sg.Stored {
		if st.Soil < 0 || st.Sprouts < 0 || st.Growth < 0 {
			b.fail("gaia stored: her Animal %d: a negative count", k+1)
		}
		ak.GaiaStored[k] = st
	}
}
