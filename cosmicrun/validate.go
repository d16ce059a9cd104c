package cosmicrun

import (
	"errors"
	"fmt"
)

// Validate checks that s is a position the rules can reach the shape of:
// fields in range, and every one of the 16 ship cards in exactly one place
// (a hand, the board, the cards set aside, a discard, the deck, the flipped
// card or the re-flipped cards). States made by New and Apply always pass;
// UnmarshalJSON and Scenario.Build use it to refuse corrupt input.
func (s State) Validate() error {
	d := &s.d
	if err := d.checkRanges(); err != nil {
		return err
	}
	if err := d.checkBoard(); err != nil {
		return err
	}
	if err := d.checkCardPlaces(); err != nil {
		return err
	}
	if d.Players == 1 {
		return d.checkSolo()
	}
	return d.checkRound()
}

// checkRound checks that a two-player round is in a shape play can reach.
func (d *data) checkRound() error {
	if d.Flipped != NoCard || d.Deck.N != 0 || d.Rejected != 0 {
		return errors.New("a two-player game has no deck, flipped or re-flipped cards")
	}
	for _, p := range seats[2] {
		if d.Received[p]&^d.Hand[p]&^Hand(0).With(d.Discard[p]) != 0 {
			return fmt.Errorf("%s received a card that is neither in hand nor discarded", p)
		}
		if d.Phase != Finished && d.placed(p)+d.Hand[p].Len() != HandSize {
			return fmt.Errorf("%s has %d cards in hand and %d placed, want 6 in all", p, d.Hand[p].Len(), d.placed(p))
		}
	}
	if d.Phase != Finished && d.placed(P1) != d.placed(P2) {
		return errors.New("the players have placed different numbers of cards")
	}
	return nil
}

// checkSolo checks that a solo round is in a shape play can reach.
func (d *data) checkSolo() error {
	if d.Phase == Finished {
		return nil
	}
	switch {
	case d.Flipped == NoCard:
		return errors.New("a solo round in play needs a flipped card")
	case d.Step != d.placed(P1)+d.placed(P2) || d.Step >= 2*HandSize:
		return fmt.Errorf("solo step %d does not match the %d cards placed", d.Step, d.placed(P1)+d.placed(P2))
	case d.Deck.N < 2*HandSize-d.Step-1+d.Reflips:
		return errors.New("the deck is too small to finish the round")
	}
	for pl := range NumPlanets {
		want := d.soloCounts(pl)
		for side, n := range want {
			if got := countPair(d.Board[side][pl]); got != n {
				return fmt.Errorf("after %d flipped cards, side %d has %d cards at planet %d, want %d", d.Step, side+1, got, pl+1, n)
			}
		}
	}
	return nil
}

// soloCounts is how many cards each side has at planet after Step cards of
// a solo round: one each per finished visit, and the first card of a visit
// under way on FirstSide.
func (d *data) soloCounts(planet int) [2]int {
	var n [2]int
	for s := 0; s < d.Step; s += 2 {
		switch {
		case (s/2)%NumPlanets != planet:
		case s+1 < d.Step:
			n[P1]++
			n[P2]++
		default:
			n[d.FirstSide]++
		}
	}
	return n
}

func (d *data) checkRanges() error {
	switch {
	case d.Players != 1 && d.Players != 2:
		return fmt.Errorf("players is %d, want 1 or 2", d.Players)
	case d.Level > Admiral:
		return fmt.Errorf("level %d is not a level", d.Level)
	case d.Phase > Finished:
		return fmt.Errorf("phase %d is not a phase", d.Phase)
	case d.Players == 1 && (d.Phase < Flipping):
		return fmt.Errorf("a solo game cannot be %s", d.Phase)
	case d.Players == 2 && d.Phase == Flipping:
		return errors.New("only the solo game flips cards")
	case d.Winner < NoPlayer || int(d.Winner) >= d.Players:
		return fmt.Errorf("winner %d is not a player", d.Winner)
	case d.Step < 0 || d.Step > 2*HandSize || d.Reflips < 0 || d.Reflips > Cadet.Reflips():
		return fmt.Errorf("solo step %d or re-flips %d out of range", d.Step, d.Reflips)
	case d.RoundCard < 0 || d.RoundCard > SoloRounds || d.FirstSide < P1 || d.FirstSide > P2:
		return fmt.Errorf("round card %d or first side %d out of range", d.RoundCard, d.FirstSide)
	case d.Aside.N < 0 || d.Aside.N > NumShips || d.Deck.N < 0 || d.Deck.N > NumShips:
		return errors.New("a pile has a size out of range")
	}
	for p, pts := range d.Track {
		for pl, t := range pts {
			if t < 0 || t > Goal {
				return fmt.Errorf("%s's track at planet %d is %d, want 0 to %d", Player(p), pl+1, t, Goal)
			}
		}
	}
	return nil
}

func (d *data) checkBoard() error {
	for p, side := range d.Board {
		for pl, pair := range side {
			for _, sl := range pair {
				if sl.Card < NoCard || sl.Card >= NumShips {
					return fmt.Errorf("%s's slot at planet %d holds card %d", Player(p), pl+1, sl.Card)
				}
			}
			if pair[0].Card == NoCard && pair[1].Card != NoCard {
				return fmt.Errorf("%s's second slot at planet %d is filled before the first", Player(p), pl+1)
			}
		}
	}
	for p, pl := range d.Pending {
		if pl.Card != NoCard && (pl.Planet < 1 || pl.Planet > NumPlanets || !d.Hand[p].Has(pl.Card)) {
			return fmt.Errorf("%s's secret placement is not of a card in hand at a planet", Player(p))
		}
		if d.Passing[p]&^d.Hand[p] != 0 {
			return fmt.Errorf("%s is passing a card not in hand", Player(p))
		}
	}
	return nil
}

// checkCardPlaces checks that each ship card is in exactly one place.
func (d *data) checkCardPlaces() error {
	var count [NumShips]int
	add := func(c Card) error {
		if c < 0 || c >= NumShips {
			return fmt.Errorf("card %d is not a ship card", c)
		}
		count[c]++
		return nil
	}
	var places []Card
	for p := range d.Hand {
		places = append(places, d.Hand[p].Cards()...)
		places = append(places, d.Discard[p])
	}
	places = append(places, d.Rejected.Cards()...)
	places = append(places, d.Aside.Cards[:d.Aside.N]...)
	places = append(places, d.Deck.Cards[:d.Deck.N]...)
	places = append(places, d.Flipped)
	for _, side := range d.Board {
		for _, pair := range side {
			places = append(places, pair[0].Card, pair[1].Card)
		}
	}
	for _, c := range places {
		if c == NoCard {
			continue
		}
		if err := add(c); err != nil {
			return err
		}
	}
	for c, n := range count {
		if n != 1 {
			return fmt.Errorf("ship card %d is in %d places, want 1", c, n)
		}
	}
	return nil
}
