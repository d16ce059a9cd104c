package cosmicrun

import (
	"errors"
	"fmt"
)

// checkRound checks that a two-player round is in a shape play can reach:
// each player holds 6 cards between hand and board, the players have placed
// as many cards as each other, and each step's choices are those its phase
// allows.
func (d *data) checkRound() error {
	if d.Phase == Flipping {
		return errors.New("only the solo game flips cards")
	}
	if d.Flipped != NoCard || d.Rejected != 0 || d.Step != 0 || d.Reflips != 0 || d.FirstSide != seat(P1) ||
		d.RoundCard != 0 || d.Level != Cadet || d.Deck.N != 0 {
		return errors.New("a two-player game has no level, Round Card, deck, flipped or re-flipped cards")
	}
	for _, p := range seats {
		if d.placed(p)+d.Hand[p].Len() != HandSize {
			return fmt.Errorf("%s has %d cards in hand and %d placed, want 6 in all", p, d.Hand[p].Len(), d.placed(p))
		}
		if d.Discard[p] != NoCard && !d.Decided[p] {
			return fmt.Errorf("%s has discarded but not decided", p)
		}
		if d.Received[p].Len() > 2 || d.Received[p]&^d.Hand[p]&^Hand(0).With(d.Discard[p]) != 0 {
			return fmt.Errorf("%s received a card that is neither in hand nor discarded, or more than 2", p)
		}
	}
	if d.placed(P1) != d.placed(P2) {
		return errors.New("the players have placed different numbers of cards")
	}
	if d.Phase != Passing && d.Passing != [2]Hand{} {
		return fmt.Errorf("cards are chosen to pass while %s", d.Phase)
	}
	if d.Phase != Placing && d.Pending != [2]Placement{noPlacement, noPlacement} {
		return fmt.Errorf("a secret placement is pending while %s", d.Phase)
	}
	if want := AsideSize - d.discards(); int(d.Aside.N) != want {
		return fmt.Errorf("%d cards set aside, want %d (4 less the discards)", d.Aside.N, want)
	}
	return d.checkStep()
}

// checkStep checks what the current phase allows.
func (d *data) checkStep() error {
	both := func(b [2]bool) bool { return b[P1] && b[P2] }
	switch d.Phase {
	case Passing:
		switch {
		case d.placed(P1) != 0 || d.Received != [2]Hand{} || d.Decided != [2]bool{}:
			return errors.New("while passing no card is placed, received or discarded")
		case d.Passing[P1].Len() > 2 || d.Passing[P2].Len() > 2:
			return errors.New("a player chooses only 2 cards to pass")
		case d.Passing[P1].Len() == 2 && d.Passing[P2].Len() == 2:
			return errors.New("both players have chosen 2 cards to pass, so the cards have changed hands")
		}
	case Discarding:
		switch {
		case d.placed(P1) != 0:
			return errors.New("no card is placed before the discard step ends")
		case both(d.Decided):
			return errors.New("both players have decided, so placing has begun")
		}
	case Placing:
		switch {
		case !both(d.Decided):
			return errors.New("placing begins once both players have decided whether to discard")
		case d.placed(P1) == HandSize:
			return errors.New("all 12 cards are placed, so the round has been scored")
		case d.Pending[P1].Card != NoCard && d.Pending[P2].Card != NoCard:
			return errors.New("both secret placements are chosen, so they have been revealed")
		}
	case Finished:
		if !both(d.Decided) {
			return errors.New("a two-player game ends only while placing")
		}
	default:
		return errors.New("only the solo game flips cards")
	}
	return nil
}

// discards counts the players who discarded this round.
func (d *data) discards() int {
	n := 0
	for _, c := range d.Discard {
		if c != NoCard {
			n++
		}
	}
	return n
}
