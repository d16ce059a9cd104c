package cosmicrun

import (
	"strings"

	"github.com/rulebox/rulebox/carddata"
)

// choices lays out the choices p has made in the scenario's step: the
// cards chosen to pass, the cards received, the discard decision and the
// secret placement. Each is checked against the step it belongs to.
func (b *builder) choices(p Player, seat ScenarioSeat) error {
	if b.d.Players == 1 && (seat.Passing != nil || seat.Received != nil || seat.Decided != "" || seat.Placement != "" || seat.Hand != nil) {
		return b.sc.errorf(seat.Pos, "hand, passing, received, decided and placement: the solo game has no hands (solo rules)")
	}
	for _, step := range [...]func(Player, ScenarioSeat) error{b.passing, b.decided, b.received, b.placement} {
		if err := step(p, seat); err != nil {
			return err
		}
	}
	return nil
}

// passing marks the cards of p's hand chosen to pass.
func (b *builder) passing(p Player, seat ScenarioSeat) error {
	if seat.Passing == nil {
		return nil
	}
	if b.d.Phase != Passing {
		return b.sc.errorf(seat.Pos, "passing: %s chooses cards to pass only while passing, not %v", p, b.d.Phase)
	}
	h, err := b.of(seat.Pos, "passing", p, seat.Passing, b.d.Hand[p])
	if err != nil {
		return err
	}
	if h.Len() > 2 {
		return b.sc.errorf(seat.Pos, "passing: %s chooses %d cards to pass, but each player passes 2 (playing a round)", p, h.Len())
	}
	b.d.Passing[p] = h
	if b.d.Passing[P1].Len() == 2 && b.d.Passing[P2].Len() == 2 {
		return b.sc.errorf(seat.Pos, "passing: both players have chosen 2 cards, so the cards have changed hands (playing a round): write the scenario discarding")
	}
	return nil
}

// decided lays out p's discard decision: "keep", or "discard R3", the card
// out of the round.
func (b *builder) decided(p Player, seat ScenarioSeat) error {
	if seat.Decided == "" {
		return nil
	}
	if b.d.Phase == Passing {
		return b.sc.errorf(seat.Pos, "decided: %s decides whether to discard after passing, not while passing", p)
	}
	verb, name, _ := strings.Cut(strings.TrimSpace(seat.Decided), " ")
	switch {
	case verb == "keep" && name == "":
	case verb == "discard" && name != "":
		c, err := b.card(seat.Pos, strings.TrimSpace(name))
		if err != nil {
			return err
		}
		b.d.Discard[p] = c
	default:
		return b.sc.errorf(seat.Pos, "decided %q: want \"keep\" or \"discard\" and a card, like \"discard R3\"", seat.Decided)
	}
	b.d.Decided[p] = true
	if b.d.Phase == Discarding && b.d.Decided[P1] && b.d.Decided[P2] {
		return b.sc.errorf(seat.Pos, "decided: both players have decided, so placing has begun (discard and draw): write the scenario placing")
	}
	return nil
}

// received marks the cards of p's hand or discard passed to p this round.
func (b *builder) received(p Player, seat ScenarioSeat) error {
	if seat.Received == nil {
		return nil
	}
	if b.d.Phase == Passing {
		return b.sc.errorf(seat.Pos, "received: no card has changed hands while passing")
	}
	h, err := b.of(seat.Pos, "received", p, seat.Received, b.d.Hand[p].With(b.d.Discard[p]))
	if err != nil {
		return err
	}
	if h.Len() > 2 {
		return b.sc.errorf(seat.Pos, "received: %s received %d cards, but each player passes 2 (playing a round)", p, h.Len())
	}
	b.d.Received[p] = h
	return nil
}

// placement lays out p's secret placement, chosen and not yet revealed.
func (b *builder) placement(p Player, seat ScenarioSeat) error {
	if seat.Placement == "" {
		return nil
	}
	if b.d.Phase != Placing {
		return b.sc.errorf(seat.Pos, "placement: %s chooses a placement in secret only while placing, not %v", p, b.d.Phase)
	}
	var m Move
	if err := parsePlacement(&m, strings.Fields(seat.Placement)); err != nil || len(strings.Fields(seat.Placement)) != 3 {
		return b.sc.errorf(seat.Pos, "placement %q: want a card, a planet and an orientation, like \"R3 2 upright\"", seat.Placement)
	}
	if !b.d.Hand[p].Has(m.Card) {
		return b.sc.errorf(seat.Pos, "placement: %s places %v, which is not in their hand (placing)", p, m.Card)
	}
	if countPair(b.d.Board[p][m.Planet]) == 2 {
		return b.sc.errorf(seat.Pos, "placement: %s has 2 cards at planet %d already, so places none there (placing)", p, m.Planet+1)
	}
	b.d.Pending[p] = Placement{Card: m.Card, Planet: m.Planet, Rotated: m.Rotated}
	if b.d.Pending[other(p)].Card != NoCard {
		return b.sc.errorf(seat.Pos, "placement: both players have chosen, so the cards have been revealed (placing)")
	}
	return nil
}

// of reads names, a field of p's seat, as cards of from.
func (b *builder) of(pos carddata.Pos, field string, p Player, names []string, from Hand) (Hand, error) {
	var h Hand
	for _, name := range names {
		c, err := ParseCard(name)
		if err != nil {
			return 0, b.sc.errorf(pos, "%s: %v", field, err)
		}
		if !from.Has(c) || h.Has(c) {
			return 0, b.sc.errorf(pos, "%s: %s is not one of %s's cards named once in the seat", field, name, p)
		}
		h = h.With(c)
	}
	return h, nil
}
