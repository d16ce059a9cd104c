package cosmicrun

import (
	"errors"
	"fmt"
)

// Validate checks that s is a position play can reach the shape of: fields
// in range, every one of the 16 ship cards in exactly one place (a hand, the
// board, the cards set aside, a discard, the deck, the flipped card or the
// re-flipped cards), and the step of the round consistent with what each
// player has done, so that a game not over always has a player with a legal
// move, and Apply from a valid state always gives a valid state. States made
// by New and Apply always pass; UnmarshalJSON, Scenario.Build and
// View.Sample use it to refuse corrupt input. The zero State is not valid.
func (s State) Validate() error {
	if s.cards == nil {
		return errors.New("no card set: the zero State is no game")
	}
	d := &s.d
	for _, check := range [...]func() error{d.checkRanges, d.checkPiles, d.checkBoard, d.checkCardPlaces, d.checkEnd} {
		if err := check(); err != nil {
			return err
		}
	}
	if d.Players == 1 {
		return d.checkSolo()
	}
	return d.checkRound()
}

func (d *data) checkRanges() error {
	switch {
	case d.Players != 1 && d.Players != 2:
		return fmt.Errorf("players is %d, want 1 or 2", d.Players)
	case d.Level > Admiral:
		return fmt.Errorf("level %d is not a level", d.Level)
	case d.Phase > Finished:
		return fmt.Errorf("phase %d is not a phase", d.Phase)
	case d.Round < 1:
		return fmt.Errorf("round %d, want 1 or more", d.Round)
	case d.Winner != noSeat && (d.Winner < 0 || int8(d.Winner) >= d.Players):
		return fmt.Errorf("winner %v is not a player", d.Winner)
	case d.Step < 0 || d.Step > 2*HandSize || d.Reflips < 0 || int(d.Reflips) > d.Level.Reflips():
		return fmt.Errorf("solo step %d or re-flips %d out of range (the %v level allows %d)", d.Step, d.Reflips, d.Level, d.Level.Reflips())
	case d.RoundCard < 0 || d.RoundCard > SoloRounds || d.FirstSide != seat(P1) && d.FirstSide != seat(P2):
		return fmt.Errorf("round card %d or first side %v out of range", d.RoundCard, d.FirstSide)
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

// checkPiles checks that each pile holds ship cards in its first N places
// and nothing after.
func (d *data) checkPiles() error {
	if err := checkPile("cards set aside", d.Aside.Cards[:], d.Aside.N); err != nil {
		return err
	}
	return checkPile("deck", d.Deck.Cards[:], d.Deck.N)
}

// checkPile checks one pile's cards and count.
func checkPile(name string, cards []Card, n int8) error {
	if n < 0 || int(n) > len(cards) {
		return fmt.Errorf("the %s hold %d cards, want 0 to %d", name, n, len(cards))
	}
	for i, c := range cards {
		if i < int(n) && (c < 0 || c >= NumShips) {
			return fmt.Errorf("place %d of the %s holds %v, not a ship card", i+1, name, c)
		}
		if i >= int(n) && c != NoCard {
			return fmt.Errorf("place %d of the %s, past its %d cards, holds %v", i+1, name, n, c)
		}
	}
	return nil
}

func (d *data) checkBoard() error {
	for p, side := range d.Board {
		for pl, pair := range side {
			for _, sl := range pair {
				if sl.Card < NoCard || sl.Card >= NumShips || sl.Card == NoCard && sl.Rotated {
					return fmt.Errorf("%s's slot at planet %d holds %v (card %d)", Player(p), pl+1, sl, sl.Card)
				}
			}
			if pair[0].Card == NoCard && pair[1].Card != NoCard {
				return fmt.Errorf("%s's second slot at planet %d is filled before the first", Player(p), pl+1)
			}
		}
	}
	for p, pl := range d.Pending {
		if pl.Card == NoCard {
			if pl != noPlacement {
				return fmt.Errorf("%s's empty secret placement has planet %d or a turn", Player(p), pl.Planet)
			}
			continue
		}
		if pl.Planet < 0 || pl.Planet >= NumPlanets || !d.Hand[p].Has(pl.Card) || countPair(d.Board[p][pl.Planet]) == 2 {
			return fmt.Errorf("%s's secret placement is not of a card in hand at a planet with a free slot", Player(p))
		}
	}
	for p := range d.Passing {
		if d.Passing[p]&^d.Hand[p] != 0 {
			return fmt.Errorf("%s is passing a card not in hand", Player(p))
		}
	}
	return nil
}

// noPlacement is the empty secret placement.
var noPlacement = Placement{Card: NoCard}

// checkCardPlaces checks that each ship card is in exactly one place. The
// places are counted as they are visited, in the order of the fields, so
// that checking makes no list (and no allocation).
func (d *data) checkCardPlaces() error {
	var places cardPlaces
	for p := range d.Hand {
		places.addHand(d.Hand[p])
		places.add(d.Discard[p])
	}
	places.addHand(d.Rejected)
	places.addCards(d.Aside.Cards[:d.Aside.N])
	places.addCards(d.Deck.Cards[:d.Deck.N])
	places.add(d.Flipped)
	for _, side := range d.Board {
		for _, pair := range side {
			places.add(pair[0].Card)
			places.add(pair[1].Card)
		}
	}
	if places.seen {
		return fmt.Errorf("card %d is not a ship card", places.bad)
	}
	for c, n := range places.count {
		if n != 1 {
			return fmt.Errorf("ship card %v is in %d places, want 1", Card(c), n)
		}
	}
	return nil
}

// cardPlaces counts the places each ship card is in, and keeps the first
// card seen that is not a ship card (NoCard, an empty place, is skipped).
type cardPlaces struct {
	count [NumShips]int
	bad   Card
	seen  bool // bad is set
}

// add counts card c's place.
func (cp *cardPlaces) add(c Card) {
	switch {
	case c == NoCard:
	case c < 0 || c >= NumShips:
		if !cp.seen {
			cp.bad, cp.seen = c, true
		}
	default:
		cp.count[c]++
	}
}

// addHand counts the places of the cards of h.
func (cp *cardPlaces) addHand(h Hand) {
	for ; h != 0; h &= h - 1 {
		cp.add(h.first())
	}
}

// addCards counts the places of the cards cs.
func (cp *cardPlaces) addCards(cs []Card) {
	for _, c := range cs {
		cp.add(c)
	}
}

// checkEnd checks that the game is over exactly when a player has reached
// all three planets (the winner) or the solo Round Card has run out.
func (d *data) checkEnd() error {
	for p := range Player(2) {
		reached := d.Track[p] == [NumPlanets]int8{Goal, Goal, Goal}
		if reached != (d.Winner == seat(p)) {
			return fmt.Errorf("%s has reached all three planets: %v, but the winner is %v", p, reached, d.Winner)
		}
	}
	switch {
	case d.Lost && (d.Players != 1 || d.RoundCard != 0):
		return errors.New("only a solo game whose Round Card reached 0 is lost")
	case d.Phase == Finished && d.Winner == noSeat && !d.Lost:
		return errors.New("a finished game has a winner, or is a lost solo game")
	case d.Phase != Finished && (d.Winner != noSeat || d.Lost):
		return fmt.Errorf("the game is %s but has a winner or is lost", d.Phase)
	}
	return nil
}
