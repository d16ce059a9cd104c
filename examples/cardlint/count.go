package main

// counter counts one game's events into a report: what each card did in
// the game, added to the report's totals at the game's end.
type counter struct {
	r      *Report
	index  map[string]int // card name → index into r.Cards
	inPlay []bool         // this game: in play
	played []bool         // this game: planted, taken or colonized
	fired  [][]bool       // this game: by card and ability, fired
	// every: every card is in play in every game (it is in the deck); in
	// Before the Earth Explodes a card is in play once revealed.
	every bool
}

// newCounter counts into r, whose Cards list the set.
func newCounter(r *Report, every bool) *counter {
	c := &counter{r: r, index: map[string]int{}, every: every}
	for i, card := range r.Cards {
		c.index[card.Name] = i
	}
	c.start()
	return c
}

// start begins a game.
func (c *counter) start() {
	n := len(c.r.Cards)
	c.inPlay, c.played, c.fired = make([]bool, n), make([]bool, n), make([][]bool, n)
	for i, card := range c.r.Cards {
		c.fired[i] = make([]bool, len(card.Abilities))
		c.inPlay[i] = c.every
	}
}

// end adds the game to the report's totals and begins the next.
func (c *counter) end() {
	c.r.Games++
	for i, card := range c.r.Cards {
		card.InPlay += count(c.inPlay[i])
		card.Played += count(c.played[i])
		for k, a := range card.Abilities {
			a.Games += count(c.fired[i][k])
		}
	}
	c.start()
}

// count is 1 for true.
func count(b bool) int {
	if b {
		return 1
	}
	return 0
}

// card is the index of the card called name, or -1 for a card the set
// does not list.
func (c *counter) card(name string) int {
	if i, ok := c.index[name]; ok {
		return i
	}
	return -1
}

// revealed marks the card as in play this game.
func (c *counter) revealed(name string) {
	if i := c.card(name); i >= 0 {
		c.inPlay[i] = true
	}
}

// play marks the card as planted, taken or colonized this game.
func (c *counter) play(name string) {
	if i := c.card(name); i >= 0 {
		c.played[i], c.inPlay[i] = true, true
	}
}

// fire counts a firing of the card's ability k; k -1 is one of its
// abilities the events do not name (its only one, if it has one).
func (c *counter) fire(name string, k int) {
	i := c.card(name)
	if i < 0 {
		return
	}
	card := c.r.Cards[i]
	if k < 0 && len(card.Abilities) == 1 {
		k = 0
	}
	if k < 0 || k >= len(card.Abilities) {
		card.Unknown++
		return
	}
	card.Abilities[k].Fired++
	c.fired[i][k] = true
}

// unpaid counts the card's ability k offered or reached but not
// activated; k -1 as for fire.
func (c *counter) unpaid(name string, k int) {
	i := c.card(name)
	if i < 0 {
		return
	}
	card := c.r.Cards[i]
	if k < 0 && len(card.Abilities) == 1 {
		k = 0
	}
	if k >= 0 && k < len(card.Abilities) {
		card.Abilities[k].Unpaid++
	}
}
