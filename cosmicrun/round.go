package cosmicrun

// startRound gathers all 16 ship cards, shuffles them and deals: 6 to each
// player and 4 aside, or, solo, flips the first card.
func (g game) startRound() {
	g.Round++
	g.Board = emptyBoard
	g.Pending = [2]Placement{{Card: NoCard}, {Card: NoCard}}
	g.Discard = [2]Card{NoCard, NoCard}
	g.onBoard = [2]int8{}
	g.open = [2]uint8{allPlanets, allPlanets}
	g.Hand, g.Passing, g.Received, g.Decided = [2]Hand{}, [2]Hand{}, [2]Hand{}, [2]bool{}
	g.Rejected, g.Flipped, g.Step = 0, NoCard, 0
	var deck Pile
	g.shuffle(&deck)
	g.Aside.clear()
	if g.Players == 1 {
		g.Deck = deck
		g.Reflips = int8(g.Level.Reflips())
		g.Phase = Flipping
		g.event(Event{Kind: Dealt, Player: NoPlayer, Rule: "playing a round"})
		g.flip()
		return
	}
	g.Deck.clear()
	cards := &deck.Cards
	for i := range HandSize { // a shuffled card is a ship card: &(NumShips-1) only spares a check
		g.Hand[P1] |= 1 << (cards[i] & (NumShips - 1))
		g.Hand[P2] |= 1 << (cards[HandSize+i] & (NumShips - 1))
	}
	for _, c := range cards[2*HandSize:] {
		g.Aside.push(c)
	}
	g.Phase = Passing
	g.event(Event{Kind: Dealt, Player: NoPlayer, Rule: "playing a round"})
}

// shuffle fills the empty pile p with all the ship cards in a random order,
// in place: a pile built in memory and then copied whole would stall the
// processor.
func (g game) shuffle(p *Pile) {
	p.Cards, p.N = allShips, NumShips
	for i := NumShips - 1; i > 0; i-- { // the Fisher-Yates of rng.Shuffle, without a call per swap
		j := g.RNG.IntN(i+1) & (NumShips - 1) // below i+1: the mask only spares a bounds check
		p.Cards[i], p.Cards[j] = p.Cards[j], p.Cards[i]
	}
}

// emptyBoard is the board with every slot empty, copied whole at the start
// of a round.
var emptyBoard = func() (b [2][NumPlanets][2]Slot) {
	for p := range b {
		for pl := range b[p] {
			b[p][pl] = [2]Slot{emptySlot, emptySlot}
		}
	}
	return b
}()

// allShips is every ship card, in card-set order.
var allShips = func() (cs [NumShips]Card) {
	for c := range cs {
		cs[c] = Card(c)
	}
	return cs
}()

// pass chooses c as one of p's 2 cards to pass; once both players have
// chosen 2, the cards change hands.
func (g game) pass(p Player, c Card) {
	g.Passing[p] = g.Passing[p].With(c)
	if g.Passing[P1].Len()+g.Passing[P2].Len() < 2*2 { // neither holds more than 2
		return
	}
	for _, q := range seats {
		g.Received[other(q)] = g.Passing[q]
		g.Hand[q] = g.Hand[q] &^ g.Passing[q]
	}
	for _, q := range seats {
		g.Hand[q] |= g.Received[q]
		g.event(Event{Kind: Passed, Player: q, Rule: "passing"})
	}
	g.Passing = [2]Hand{}
	g.Phase = Discarding
}

// discard replaces p's card c by the top card set aside (they were
// shuffled when dealt). The discarded card is out of the round: when both
// players discard, the second draws the next card set aside, never the
// first player's discard.
func (g game) discard(p Player, c Card) {
	g.Hand[p] = g.Hand[p].Without(c).With(g.Aside.pop())
	g.Discard[p] = c
	g.event(Event{Kind: Discarded, Player: p, Card: c, Rule: "discard and draw"})
	g.decide(p)
}

// keep records that p keeps their hand.
func (g game) keep(p Player) {
	g.event(Event{Kind: Kept, Player: p, Rule: "discard and draw"})
	g.decide(p)
}

// decide ends p's discard step; when both have decided, placing begins.
func (g game) decide(p Player) {
	g.Decided[p] = true
	if g.Decided[P1] && g.Decided[P2] {
		g.Phase = Placing
	}
}

// reveal places p's placement pl and the other player's, which waits (see
// State.wait): both cards are put down and card matching is scored in the
// rulebook's order. When all 12 cards are down, the round is scored.
func (g game) reveal(p Player, pl Placement) {
	p, o := p&1, other(p)&1 // seats: the masks only spare checks
	opl := g.Pending[o]
	g.Pending[o] = noPlacement
	tp, to := &g.Track[p][pl.Planet], &g.Track[o][opl.Planet]
	if orderMatters(*tp, *to, g.log.On()) {
		if g.revealInOrder(p, pl, o, opl); g.Phase == Finished {
			return
		}
	} else { // both at once: see orderMatters
		g.put(p, pl)
		g.put(o, opl)
		*tp += int8(b2u(colourOf(pl.Card) == g.cards.Tracking[*tp]))
		*to += int8(b2u(colourOf(opl.Card) == g.cards.Tracking[*to]))
	}
	if g.onBoard[P1] == HandSize && g.onBoard[P2] == HandSize {
		g.endRound()
	}
}

// orderMatters reports whether the order in which two placements score
// card matching, on tracks at tp and to, can change anything: when a
// point may reach a planet, and so end the game before the second card
// scores, or when events are recorded. Otherwise the two sides touch
// different cards and tracks, and reveal puts both cards down and adds both
// points (0 or 1, as cardMatch does) without working out which is first,
// which is what revealInOrder would do (TestRevealAtOnceMatchesInOrder
// compares them along random games). Both tracks are tested at once, not
// by a branch on each: which is near a planet follows the random play.
func orderMatters(tp, to int8, recorded bool) bool {
	return b2u(tp >= Goal-1)|b2u(to >= Goal-1)|b2u(recorded) != 0
}

// revealInOrder puts down p's placement pl and o's opl and scores card
// matching, in the rulebook's order: the placement that scores first (see
// placesAfter) is put down and scores first, and the game may end before the
// second scores.
func (g game) revealInOrder(p Player, pl Placement, o Player, opl Placement) {
	pls := [2]Placement{pl, opl} // p's placement, then o's
	// Which scores first follows the random play, so it is chosen by an
	// index (0 for p, 1 for o), not a branch that would mispredict half
	// the time.
	k := b2u(g.placesAfter(pl, opl)) & 1
	first, second := p^Player(k), o^Player(k) // seats are 0 and 1
	firstPl, secondPl := pls[k], pls[k^1]
	g.put(first, firstPl)
	g.put(second, secondPl)
	if g.log.On() { // see event
		g.placed(first, firstPl)
		g.placed(second, secondPl)
	}
	if g.cardMatch(first, int(firstPl.Planet), firstPl.Card); g.Phase == Finished {
		return
	}
	g.cardMatch(second, int(secondPl.Planet), secondPl.Card)
}

// placesAfter reports whether placement a scores after b: at the same
// planet the higher number goes first, then the colour ranked better on that
// planet; at different planets the lower planet goes first. Planet and
// number are compared at once (scoreOrder), without a branch on either,
// which follow the random play; only a tie reads the colour rank.
func (g game) placesAfter(a, b Placement) bool {
	if ka, kb := scoreOrder(a), scoreOrder(b); ka != kb {
		return ka > kb
	}
	planet := &g.cards.Planets[a.Planet]
	return planet.rank(colourOf(a.Card)) > planet.rank(colourOf(b.Card))
}

// scoreOrder orders placements by planet, then the higher number first:
// a placement with a greater scoreOrder scores later.
func scoreOrder(pl Placement) int {
	return int(pl.Planet)*NumbersPerColour + NumbersPerColour - numberOf(pl.Card)
}

// put moves p's card from hand (solo, which has no hands, from the
// flipped card) to the first free slot of p's pair at its planet; a card in
// the second slot closes the planet. It records nothing: revealInOrder
// records the placements.
//
// The slot is chosen by index, not by a branch: which of the two is free
// follows the random order of play, so a branch would mispredict half the
// time.
//
// It is written to be inlined (cost 80, the budget): the callers' seats and
// b2u's 0 or 1 index without masks, whose cost would put it over.
func (d *data) put(p Player, pl Placement) {
	card := Hand(1) << (pl.Card & (NumShips - 1)) // a ship card: the mask only spares a check
	d.Hand[p] &^= card
	d.Received[p] &^= card
	pair := &d.Board[p][pl.Planet]
	second := b2u(pair[0].Card != NoCard)
	pair[second] = Slot{pl.Card, pl.Rotated}
	d.open[p] &^= second << pl.Planet
	d.onBoard[p]++
}

// placed records that p put down pl, when events are recorded.
func (g game) placed(p Player, pl Placement) {
	g.event(Event{Kind: Placed, Player: p, Planet: int(pl.Planet), Card: pl.Card, Rule: "placing"})
}

// endRound scores best hand and arrows at each planet, then starts the next
// round unless the game has ended.
func (g game) endRound() {
	g.scoreRound()
	if g.Phase == Finished {
		return
	}
	if g.Players == 1 {
		g.RoundCard--
		g.event(Event{Kind: RoundCardTurned, Player: P1, Track: int(g.RoundCard), Rule: "round end"})
		if g.RoundCard == 0 {
			g.Lost = true
			g.Phase = Finished
			g.event(Event{Kind: Lost, Player: P1, Rule: "solo game end"})
			return
		}
	}
	g.startRound()
}
