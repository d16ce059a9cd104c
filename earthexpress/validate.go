package earthexpress

import (
	"errors"
	"fmt"
)

// Validate reports why s is not a position the rules can reach, or nil:
// every card of the set in exactly one place (the stack, the discard pile,
// a hand, a tableau, Demeter's tableau); pieces within each Flora's
// capacities and only on Flora; numbers in range; each player's step and
// the ability they resolve consistent with their tableau; a position the
// engine rests at (one it would not move on from by itself); and someone
// to move while the game goes on. The zero State is refused.
func (s State) Validate() error {
	d := &s.d
	if d.cards == nil {
		return errors.New("earthexpress: the zero State is no game")
	}
	for _, check := range []func() error{d.validTable, d.validCards, d.validPlayers, d.validDemeter} {
		if err := check(); err != nil {
			return fmt.Errorf("earthexpress: invalid state: %w", err)
		}
	}
	t := s
	t.d.own()
	game{data: &t.d}.settle()
	t.mark()
	if !t.d.same(&s.d) {
		return errors.New("earthexpress: invalid state: the engine would move on from it by itself (a position between two steps)")
	}
	if !t.Over() && len(t.ToMove()) == 0 {
		return errors.New("earthexpress: invalid state: the game is not over and nobody can move")
	}
	return nil
}

// validTable checks the shared parts.
func (d *data) validTable() error {
	cs := d.cards
	switch {
	case d.n < 1 || d.n > MaxPlayers:
		return fmt.Errorf("%d players", d.n)
	case d.solo() && (d.level < Normal || d.level > Expert), !d.solo() && d.level != 0:
		return fmt.Errorf("level %d in a game of %d", d.level, d.n)
	case d.solo() && !d.ecos:
		return errors.New("a solo game always has Ecosystems")
	case d.round > Rounds, d.ntiles > 3, d.tile > 2:
		return fmt.Errorf("round %d, %d tiles left, tile %d", d.round, d.ntiles, d.tile)
	case d.choosing != (d.round == 0):
		return errors.New("the Ecosystem choice is the setup, before round 1")
	case d.choosing && !d.ecos:
		return errors.New("an Ecosystem choice without Ecosystems")
	}
	if d.tiles[0] == d.tiles[1] || d.tiles[0] == d.tiles[2] || d.tiles[1] == d.tiles[2] || max(d.tiles[0], d.tiles[1], d.tiles[2]) > 2 {
		return fmt.Errorf("the Action stack %v is not the 3 tiles", d.tiles)
	}
	if d.round > 0 && (d.ntiles > 2 || d.tiles[2-d.ntiles] != d.tile) {
		return fmt.Errorf("the revealed tile %d is not the last one taken from the stack %v", d.tile, d.tiles)
	}
	for f := range 2 {
		// each round's claims fill one space, and solo Demeter's claim may
		// take one more below the player's
		if int(d.fauna[f]) >= len(cs.fauna) || d.faunaSide[f] > 1 || int(d.faunaNext[f]) > min(int(d.round)+1, len(cs.FaunaSpaces)) {
			return fmt.Errorf("fauna slot %d: card %d side %d next space %d", f, d.fauna[f], d.faunaSide[f], d.faunaNext[f])
		}
	}
	if d.fauna[0] == d.fauna[1] {
		return errors.New("the same Fauna card in both slots")
	}
	return d.validEcosystems()
}

// validEcosystems checks the public Ecosystems and those dealt.
func (d *data) validEcosystems() error {
	if !d.ecos {
		return d.noEcosystems()
	}
	seen := map[uint8]bool{}
	use := func(e uint8) error {
		if int(e) >= len(d.cards.ecosystems) || seen[e] {
			return fmt.Errorf("ecosystem card %d out of range or dealt twice", e)
		}
		seen[e] = true
		return nil
	}
	for k := range 2 {
		if err := use(d.public[k]); err != nil || d.publicSide[k] > 1 {
			return fmt.Errorf("public Ecosystem %d: %v", k, err)
		}
	}
	for i := range int(d.n) {
		p := d.seat(i)
		for k := range 2 {
			if err := use(p.eco[k]); err != nil {
				return err
			}
		}
		if p.ecoKept < -1 || p.ecoKept > 1 || p.ecoSide > 1 || p.ecoKept < 0 && p.phase != Choosing {
			return fmt.Errorf("%v kept Ecosystem %d side %d in phase %v", Player(i), p.ecoKept, p.ecoSide, p.phase)
		}
	}
	return nil
}

// noEcosystems checks that a game without Ecosystems has none in play.
func (d *data) noEcosystems() error {
	if d.public != [2]uint8{} || d.publicSide != [2]uint8{} || d.choosing {
		return errors.New("public Ecosystems or their choice in a game without Ecosystems")
	}
	for i := range int(d.n) {
		p := d.seat(i)
		if p.eco != [2]uint8{} || p.ecoKept != -1 || p.ecoSide != 0 {
			return fmt.Errorf("%v holds an Ecosystem in a game without Ecosystems", Player(i))
		}
	}
	return nil
}
