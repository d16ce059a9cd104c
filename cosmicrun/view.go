package cosmicrun

import "github.com/rulebox/rulebox/internal/rng"

// View is what one player may see: everything on the table, their own hand
// and choices, and only the sizes of what is hidden (the opponent's hand,
// the cards set aside, the deck) and whether, not what, the opponent has
// chosen in a secret step.
type View struct {
	Me        Player        `json:"me"`
	Players   int           `json:"players"`
	Level     Level         `json:"level"`
	Round     int           `json:"round"`
	RoundCard int           `json:"roundCard,omitempty"`
	Phase     Phase         `json:"phase"`
	Track     [2][3]int8    `json:"track"`
	Board     [2][3][2]Slot `json:"board"`
	Winner    Player        `json:"winner"`
	Lost      bool          `json:"lost,omitempty"`

	Hand     Hand      `json:"hand"`     // my hand
	Passing  Hand      `json:"passing"`  // the cards I have chosen to pass
	Received Hand      `json:"received"` // cards passed to me this round, still in my hand
	Gave     Hand      `json:"gave"`     // cards I passed this round, not yet placed
	Discard  Card      `json:"discard"`  // the card I discarded this round, or NoCard
	Decided  [2]bool   `json:"decided"`  // who has made the discard decision
	Pending  Placement `json:"pending"`  // my secret placement, Card NoCard if none

	OpponentHand      int  `json:"opponentHand"`      // cards in the opponent's hand
	OpponentPassing   int  `json:"opponentPassing"`   // cards the opponent has chosen to pass
	OpponentDiscarded bool `json:"opponentDiscarded"` // whether the opponent discarded
	OpponentCommitted bool `json:"opponentCommitted"` // whether the opponent has chosen a placement
	Aside             int  `json:"aside"`             // cards still set aside

	Flipped   Card     `json:"flipped"`   // solo: the face-up card to place
	Step      int      `json:"step"`      // solo: cards placed this round
	FirstSide Player   `json:"firstSide"` // solo: where this planet's first card went
	Reflips   int      `json:"reflips"`   // solo: re-flips left this round
	Rejected  Hand     `json:"rejected"`  // solo: re-flipped cards, face up
	Deck      int      `json:"deck"`      // solo: cards left in the deck
	Cards     *CardSet `json:"cards"`
}

// View returns what p may see. A p who is not a player in the game gets a
// spectator's view: the table only.
func (s State) View(p Player) View {
	d := &s.d
	v := View{
		Me: p, Players: d.Players, Level: d.Level, Round: d.Round, RoundCard: d.RoundCard,
		Phase: d.Phase, Track: d.Track, Board: d.Board, Winner: d.Winner, Lost: d.Lost,
		Decided: d.Decided, Pending: Placement{Card: NoCard}, Aside: d.Aside.N,
		Flipped: d.Flipped, Step: d.Step, FirstSide: d.FirstSide, Reflips: d.Reflips,
		Rejected: d.Rejected, Deck: d.Deck.N, Cards: s.cards, Discard: NoCard,
	}
	if p < P1 || int(p) >= d.Players {
		return v
	}
	v.Hand, v.Passing, v.Pending = d.Hand[p], d.Passing[p], d.Pending[p]
	if d.Players == 1 {
		return v
	}
	o := other(p)
	v.Received = d.Received[p] & d.Hand[p]
	v.Gave = d.Received[o]
	v.Discard = d.Discard[p]
	v.OpponentHand = d.Hand[o].Len()
	v.OpponentPassing = d.Passing[o].Len()
	v.OpponentDiscarded = d.Discard[o] != NoCard
	v.OpponentCommitted = d.Pending[o].Card != NoCard
	return v
}

// Sample returns a full state consistent with the view: the hidden cards
// (the opponent's hand, the cards set aside, the opponent's discard and
// secret choices, the deck order) dealt at random from the cards the viewer
// cannot see, and a fresh random generator. Search bots use it to try
// moves against possible positions; the viewer's View of it equals v.
func (v View) Sample(seed uint64) State {
	r := rng.New(seed)
	s := State{cards: v.Cards, d: data{
		Players: v.Players, Level: v.Level, Round: v.Round, RoundCard: v.RoundCard, Phase: v.Phase,
		Track: v.Track, Board: v.Board, Winner: v.Winner, Lost: v.Lost, Flipped: v.Flipped,
		Step: v.Step, FirstSide: v.FirstSide, Reflips: v.Reflips, Rejected: v.Rejected,
		Decided: v.Decided, RNG: r,
	}}
	if s.cards == nil {
		s.cards = StandardCards()
	}
	d := &s.d
	d.Pending = [2]Placement{{Card: NoCard}, {Card: NoCard}}
	d.Discard = [2]Card{NoCard, NoCard}
	d.Aside.clear()
	d.Deck.clear()
	unseen := allCards &^ v.seen()
	if v.Players == 1 {
		d.Deck = dealPile(&r, unseen, v.Deck)
		return s
	}
	v.sampleOpponent(&s, &r, unseen)
	return s
}

// seen is every card the viewer knows the place of.
func (v View) seen() Hand {
	h := v.Hand | v.Rejected
	if v.Flipped != NoCard {
		h = h.With(v.Flipped)
	}
	if v.Discard != NoCard {
		h = h.With(v.Discard)
	}
	for _, side := range v.Board {
		for _, pair := range side {
			for _, sl := range pair {
				if sl.Card != NoCard {
					h = h.With(sl.Card)
				}
			}
		}
	}
	return h
}

// sampleOpponent deals the unseen cards to the opponent's hand, discard and
// the cards set aside, keeping the cards the viewer passed with the
// opponent, and draws the opponent's secret choices.
func (v View) sampleOpponent(s *State, r *rng.RNG, unseen Hand) {
	d := &s.d
	me, o := v.Me, other(v.Me)
	d.Hand[me], d.Passing[me], d.Pending[me], d.Discard[me] = v.Hand, v.Passing, v.Pending, v.Discard
	d.Received[me], d.Received[o] = v.Received, v.Gave
	free := unseen &^ v.Gave
	if v.OpponentDiscarded {
		// the discard may be a card the viewer passed: the opponent holds
		// what is left of them
		from := unseen
		if v.Gave.Len() > v.OpponentHand {
			from = v.Gave // too many passed cards to all be in hand
		}
		d.Discard[o] = randomCard(r, from)
		free = free.Without(d.Discard[o])
	}
	hand := v.Gave.Without(d.Discard[o])
	hand |= dealPile(r, free, v.OpponentHand-hand.Len()).Hand()
	d.Hand[o] = hand
	d.Aside = dealPile(r, free&^hand, v.Aside)
	d.Passing[o] = dealPile(r, hand, v.OpponentPassing).Hand()
	if v.OpponentCommitted {
		d.Pending[o] = randomPlacement(r, d, o)
	}
}

// randomCard picks a card of h at random.
func randomCard(r *rng.RNG, h Hand) Card { return h.nth(r.IntN(h.Len())) }

// dealPile makes a pile of n cards drawn at random from h.
func dealPile(r *rng.RNG, h Hand, n int) Pile {
	var p Pile
	p.clear()
	for range n {
		c := randomCard(r, h)
		h = h.Without(c)
		p.push(c)
	}
	return p
}

// randomPlacement draws a legal placement for p.
func randomPlacement(r *rng.RNG, d *data, p Player) Placement {
	var buf [6 * 2 * NumPlanets]Move
	moves := d.appendPlacements(buf[:0], p)
	m := moves[r.IntN(len(moves))]
	return Placement{Card: m.Card, Planet: m.Planet, Rotated: m.Rotated}
}
