package cosmicrun

// The solo round: cards are flipped one at a time and placed at planet 1,
// 2, 3, 1, 2, 3, two at each visit. The first card of each visit goes on the
// side the player chooses; the second goes on the side left empty. Step
// counts the cards placed this round (0 to 12).

// soloPlanet is the planet (0-based) the current flipped card goes to.
func (d *data) soloPlanet() int { return int(d.Step/2) % NumPlanets }

// forcedSide is the side the flipped card must go on, or NoPlayer when the
// player chooses (the first card of a visit).
func (d *data) forcedSide() Player {
	if d.Step%2 == 0 {
		return NoPlayer
	}
	return other(Player(d.FirstSide))
}

// playSolo makes the solo move of kind k (Mine, Theirs or Reflip).
func (g game) playSolo(k MoveKind, rotated bool) {
	switch k {
	case Mine:
		g.placeSolo(P1, rotated)
	case Theirs:
		g.placeSolo(P2, false)
	case Reflip:
		g.reflip()
	}
}

// flip turns the top card of the deck face up. A card that can only go to
// the opposing side, with no re-flip left, is placed at once: there is no
// choice to make.
func (g game) flip() {
	g.Flipped = g.Deck.pop()
	if g.forcedSide() == P2 && g.Reflips == 0 {
		g.placeSolo(P2, false)
	}
}

// reflip discards the flipped card face up and flips the next one.
func (g game) reflip() {
	g.event(Event{Kind: Reflipped, Player: P1, Card: g.Flipped, Rule: "difficulty level"})
	g.Rejected = g.Rejected.With(g.Flipped)
	g.Reflips--
	g.flip()
}

// placeSolo puts the flipped card on side (P1's own, or P2 for the opposing
// side) of the current planet, scores card matching on the player's side,
// and moves on to the next card, or scores the round after the 12th.
func (g game) placeSolo(side Player, rotated bool) {
	planet, c := g.soloPlanet(), g.Flipped
	g.put(side, Placement{Card: c, Planet: int8(planet), Rotated: rotated})
	g.Flipped = NoCard
	rule := "placing"
	if side == P2 {
		rule = "opposing side"
	}
	g.event(Event{Kind: Placed, Player: P1, Planet: planet, Card: c, Rule: rule})
	if g.Step%2 == 0 {
		g.FirstSide = seat(side)
	}
	g.Step++
	if side == P1 {
		g.cardMatch(P1, planet, c)
		if g.Phase == Finished {
			return
		}
	}
	if g.Step == 2*HandSize {
		g.endRound()
		return
	}
	g.flip()
}
