package earthexpress

import (
	"errors"
	"fmt"
)

// validCards checks that every card is in exactly one place.
func (d *data) validCards() error {
	var where deck
	put := func(c Card, place string) error {
		if c == NoCard || int(c) > d.cards.Len() {
			return fmt.Errorf("card %d in %s is not in the set", c, place)
		}
		if where.has(c) {
			return fmt.Errorf("%s is in two places (one is %s)", d.cards.name(c), place)
		}
		where.add(c)
		return nil
	}
	for c := Card(1); int(c) <= d.cards.Len(); c++ {
		for _, k := range []*deck{&d.pl.stack, &d.pl.discard} {
			if k.has(c) {
				if err := put(c, "a pile"); err != nil {
					return err
				}
			}
		}
	}
	for w := range d.pl.stack {
		if (d.pl.stack[w]|d.pl.discard[w])&^validBits(d.cards.Len(), w) != 0 {
			return errors.New("a pile holds a card number not in the set")
		}
	}
	for i := range int(d.n) {
		p := d.seat(i)
		for k, c := range p.hand {
			if k >= int(p.nhand) {
				if c != NoCard {
					return fmt.Errorf("%v's hand has a card past its size", Player(i))
				}
				continue
			}
			if err := put(c, "a hand"); err != nil {
				return err
			}
		}
		for _, c := range p.tab {
			if c != NoCard {
				if err := put(c, "a tableau"); err != nil {
					return err
				}
			}
		}
	}
	for _, c := range d.demTab {
		if c != NoCard {
			if !d.solo() {
				return errors.New("a tableau for Demeter outside a solo game")
			}
			if err := put(c, "Demeter's tableau"); err != nil {
				return err
			}
		}
	}
	if n := where.len(); n != d.cards.Len() {
		return fmt.Errorf("%d of the %d cards are somewhere", n, d.cards.Len())
	}
	return nil
}

// validBits is the bits of word w of a deck that name cards 1..n.
func validBits(n, w int) uint64 {
	var m uint64
	for b := range 64 {
		if c := w*64 + b; c >= 1 && c <= n {
			m |= 1 << b
		}
	}
	return m
}
