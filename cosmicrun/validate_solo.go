package cosmicrun

import (
	"errors"
	"fmt"
)

// checkSolo checks that a solo round is in a shape play can reach: no
// two-player choices, the opposing side never scored, a flipped card while
// in play, cards at each planet as the flips so far place them, and enough
// cards in the deck to finish the round.
func (d *data) checkSolo() error {
	if d.Hand != [2]Hand{} || d.Passing != [2]Hand{} || d.Received != [2]Hand{} || d.Decided != [2]bool{} ||
		d.Discard != [2]Card{NoCard, NoCard} || d.Pending != [2]Placement{noPlacement, noPlacement} || d.Aside.N != 0 {
		return errors.New("a solo game has no hands, passing, discards, secret placements or cards set aside")
	}
	if d.Track[P2] != [NumPlanets]int8{} {
		return errors.New("the opposing side never scores")
	}
	if d.Rejected.Len()+int(d.Reflips) > d.Level.Reflips() {
		return fmt.Errorf("%d cards re-flipped and %d re-flips left: the %v level allows %d a round", d.Rejected.Len(), d.Reflips, d.Level, d.Level.Reflips())
	}
	switch d.Phase {
	case Flipping:
		switch {
		case d.RoundCard < 1:
			return fmt.Errorf("a solo game in play has the Round Card at 1 to %d, not %d", SoloRounds, d.RoundCard)
		case d.Flipped == NoCard:
			return errors.New("a solo round in play needs a flipped card")
		case d.Step >= 2*HandSize:
			return errors.New("all 12 cards are placed, so the round has been scored")
		case d.Deck.N < 2*HandSize-d.Step-1+d.Reflips:
			return errors.New("the deck is too small to finish the round")
		}
	case Finished:
		if d.Flipped != NoCard || !d.Lost && d.RoundCard < 1 {
			return errors.New("a finished solo game has no flipped card, and is won before the Round Card reaches 0")
		}
	default:
		return fmt.Errorf("a solo game cannot be %s", d.Phase)
	}
	return d.checkSoloBoard()
}

// checkSoloBoard checks that the cards at each planet are those Step flips
// place there.
func (d *data) checkSoloBoard() error {
	if n := d.placed(P1) + d.placed(P2); int(d.Step) != n {
		return fmt.Errorf("solo step %d does not match the %d cards placed", d.Step, n)
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
	for s := 0; s < int(d.Step); s += 2 {
		switch {
		case (s/2)%NumPlanets != planet:
		case s+1 < int(d.Step):
			n[P1]++
			n[P2]++
		default:
			n[d.FirstSide]++
		}
	}
	return n
}
