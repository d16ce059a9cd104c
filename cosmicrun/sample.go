package cosmicrun

import (
	"errors"
	"fmt"

	"github.com/rulebox/rulebox/internal/rng"
)

// Sample returns a full state consistent with the view: the hidden cards
// (the opponent's hand, the cards set aside, the opponent's discard and
// secret choices, the deck order) dealt at random from the cards the viewer
// cannot see, and a fresh random generator. Search bots use it to try
// moves against possible positions; the viewer's View of it equals v. A
// spectator's view samples both hands, and leaves no card chosen to pass,
// no secret placement and no received cards.
//
// A view that fails View.Validate (one built in Go; JSON decoding refuses
// them) gives the zero State, which is over and has no players.
func (v View) Sample(seed uint64) State {
	if v.Validate() != nil {
		return State{}
	}
	s, _ := v.sample(seed)
	s.derive()
	return s
}

// sample deals the hidden cards, or says why v's counts cannot be dealt.
// The state it returns is not yet checked.
func (v View) sample(seed uint64) (State, error) {
	if v.Players != 1 && v.Players != 2 {
		return State{}, fmt.Errorf("players is %d, want 1 or 2", v.Players)
	}
	if v.Me != NoPlayer && (v.Me < 0 || int(v.Me) >= v.Players) {
		return State{}, fmt.Errorf("viewer %v is not a player or NoPlayer", v.Me)
	}
	cs, err := own(v.Cards)
	if err != nil {
		return State{}, err
	}
	r := rng.New(seed)
	s := State{cards: cs, d: data{
		Players: int8(v.Players), Level: v.Level, Round: int32(v.Round), RoundCard: int8(v.RoundCard), Phase: v.Phase,
		Track: v.Track, Board: v.Board, Winner: seat(v.Winner), Lost: v.Lost, Flipped: v.Flipped,
		Step: int8(v.Step), FirstSide: seat(v.FirstSide), Reflips: int8(v.Reflips), Rejected: v.Rejected,
		Decided: v.Decided, RNG: r, Pending: [2]Placement{noPlacement, noPlacement}, Discard: [2]Card{NoCard, NoCard},
	}}
	d := &s.d
	d.recount() // the board's counters, which dealing a placement reads
	d.Aside.clear()
	d.Deck.clear()
	unseen := allCards &^ v.seen()
	switch {
	case v.Players == 1:
		d.Deck, err = dealPile(&r, unseen, v.Deck)
	case v.Me == NoPlayer:
		err = v.sampleTable(d, &r, unseen)
	default:
		err = v.sampleOpponent(d, &r, unseen)
	}
	return s, err
}

// seen is every card the viewer knows the place of.
func (v View) seen() Hand {
	h := v.Hand | v.Rejected
	h = h.With(v.Flipped).With(v.Discard)
	for _, side := range v.Board {
		for _, pair := range side {
			for _, sl := range pair {
				h = h.With(sl.Card)
			}
		}
	}
	return h
}

// sampleTable deals a spectator's unseen cards: each player's hand (6 less
// the cards they placed), the discards the cards set aside are short of,
// and the cards set aside.
func (v View) sampleTable(d *data, r *rng.RNG, unseen Hand) (err error) {
	if v.Phase != Passing {
		if err := v.sampleDiscards(d, r, &unseen); err != nil {
			return err
		}
	}
	for _, p := range seats {
		var hand Pile
		if hand, err = dealPile(r, unseen, HandSize-d.placed(p)); err != nil {
			return err
		}
		d.Hand[p] = hand.Hand()
		unseen &^= d.Hand[p]
	}
	return d.dealAside(r, unseen, v.Aside)
}

// sampleDiscards gives a discard to as many of the players who have decided
// as the cards set aside are short of 4.
func (v View) sampleDiscards(d *data, r *rng.RNG, unseen *Hand) error {
	n := AsideSize - v.Aside
	var decided []Player
	for _, p := range seats {
		if v.Decided[p] {
			decided = append(decided, p)
		}
	}
	if n < 0 || n > len(decided) {
		return fmt.Errorf("%d cards set aside, but %d players have decided", v.Aside, len(decided))
	}
	if n == 1 && len(decided) == 2 {
		decided = decided[r.IntN(2):]
	}
	for _, p := range decided[:n] {
		c, err := randomCard(r, *unseen)
		if err != nil {
			return err
		}
		d.Discard[p] = c
		*unseen = unseen.Without(c)
	}
	return nil
}

// sampleOpponent deals the unseen cards to the opponent's hand, discard and
// the cards set aside, keeping the cards the viewer passed with the
// opponent, and draws the opponent's secret choices.
func (v View) sampleOpponent(d *data, r *rng.RNG, unseen Hand) (err error) {
	me, o := v.Me, other(v.Me)
	d.Hand[me], d.Passing[me], d.Pending[me], d.Discard[me] = v.Hand, v.Passing, v.Pending, v.Discard
	d.Received[me], d.Received[o] = v.Received, v.Gave
	if v.Gave&^unseen != 0 {
		return errors.New("the cards given to the opponent are in sight")
	}
	free := unseen &^ v.Gave
	if v.OpponentDiscarded {
		// the discard may be a card the viewer passed: the opponent holds
		// what is left of them
		from := unseen
		if v.Gave.Len() > v.OpponentHand {
			from = v.Gave // too many passed cards to all be in hand
		}
		if d.Discard[o], err = randomCard(r, from); err != nil {
			return err
		}
		free = free.Without(d.Discard[o])
	}
	hand := v.Gave.Without(d.Discard[o])
	rest, err := dealPile(r, free, v.OpponentHand-hand.Len())
	if err != nil {
		return err
	}
	hand |= rest.Hand()
	d.Hand[o] = hand
	if err := d.dealAside(r, free&^hand, v.Aside); err != nil {
		return err
	}
	passing, err := dealPile(r, hand, v.OpponentPassing)
	d.Passing[o] = passing.Hand()
	if err == nil && v.OpponentCommitted {
		d.Pending[o], err = randomPlacement(r, d, o)
	}
	return err
}

// errDeal is returned when a view hides fewer cards than its counts say.
var errDeal = errors.New("the view's hidden counts do not fit the cards out of sight")

// randomCard picks a card of h at random.
func randomCard(r *rng.RNG, h Hand) (Card, error) {
	if h == 0 {
		return NoCard, errDeal
	}
	return h.nth(r.IntN(h.Len())), nil
}

// dealPile makes a pile of n cards drawn at random from h.
func dealPile(r *rng.RNG, h Hand, n int) (Pile, error) {
	var p Pile
	p.clear()
	if n < 0 || n > h.Len() {
		return p, errDeal
	}
	for range n {
		c, _ := randomCard(r, h)
		h = h.Without(c)
		p.push(c)
	}
	return p, nil
}

// dealAside sets n cards of h aside, drawn at random.
func (d *data) dealAside(r *rng.RNG, h Hand, n int) error {
	if n > AsideSize {
		return errAside
	}
	p, err := dealPile(r, h, n)
	if err == nil {
		d.Aside, err = asideOf(p)
	}
	return err
}

// randomPlacement draws a legal placement for p.
func randomPlacement(r *rng.RNG, d *data, p Player) (Placement, error) {
	n := 2 * d.Hand[p].Len() * int(openCount[d.open[p]])
	if n == 0 {
		return noPlacement, errDeal
	}
	m := d.placement(p, r.IntN(n))
	return Placement{Card: m.Card, Planet: m.Planet, Rotated: m.Rotated}, nil
}
