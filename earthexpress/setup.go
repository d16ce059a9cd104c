package earthexpress

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/rng"
)

// New starts a game: the shared setup (two Fauna cards with a random side,
// the Earth stack, the Action stack; the Ecosystems when asked, and always
// solo), each player's 3 Seeds, 2 Leaf tokens and 7 cards, or, solo,
// Demeter's tableau of 9 cards.
func New(cfg Config) (State, error) {
	cs := standard()
	if cfg.Cards != nil {
		if err := cfg.Cards.check(); err != nil {
			return State{}, fmt.Errorf("earthexpress: %w", err)
		}
		cs = cfg.Cards.clone()
	}
	if cfg.Players < 1 || cfg.Players > MaxPlayers {
		return State{}, fmt.Errorf("earthexpress: %d players: the game is for 1 to %d", cfg.Players, MaxPlayers)
	}
	solo := cfg.Players == 1
	ecos := cfg.Ecosystems || solo
	if ecos && len(cs.ecosystems) < 2+2*cfg.Players {
		return State{}, fmt.Errorf("earthexpress: the set %q has %d Ecosystem cards: %d players need %d", cs.Name, len(cs.ecosystems), cfg.Players, 2+2*cfg.Players)
	}
	if cs.Len() < HandSize*cfg.Players+Spaces {
		return State{}, fmt.Errorf("earthexpress: the set %q has %d Earth cards: %d players need at least %d", cs.Name, cs.Len(), cfg.Players, HandSize*cfg.Players+Spaces)
	}
	var s State
	d := &s.d
	d.cards, d.rng, d.n, d.standard, d.ecos = cs, rng.New(cfg.Seed), uint8(cfg.Players), cfg.Standard, ecos
	d.plainTerr = cfg.TerrainsNotBrown
	d.tiles = [3]uint8{0, 1, 2}
	if solo {
		d.level = cfg.Level
		if d.level == 0 {
			d.level = Normal
		}
		if d.level > Expert {
			return State{}, fmt.Errorf("earthexpress: unknown solo level %d", cfg.Level)
		}
	}
	for c := Card(1); int(c) <= cs.Len(); c++ {
		d.stack.add(c)
	}
	d.dealFauna()
	for i := range d.n {
		p := &d.p[i]
		p.seeds = StartSeeds
		p.claims = [2]int8{-1, -1}
		p.ecoKept = -1
		p.act = none
		if !solo {
			for range HandSize {
				d.drawTo(p)
			}
		}
	}
	d.dem.claims = [2]int8{-1, -1}
	if solo {
		for i := range Spaces {
			d.demTab[i] = d.draw()
		}
	}
	if ecos {
		d.dealEcosystems()
		return s, nil
	}
	d.startRound()
	return s, nil
}

// dealFauna places two Fauna cards, each with a random side up.
func (d *data) dealFauna() {
	n := len(d.cards.fauna)
	a := d.rng.IntN(n)
	b := d.rng.IntN(n - 1)
	if b >= a {
		b++
	}
	d.fauna = [2]uint8{uint8(a), uint8(b)}
	d.faunaSide = [2]uint8{uint8(d.rng.IntN(2)), uint8(d.rng.IntN(2))}
}

// dealEcosystems places two public Ecosystems with a random side and deals
// two to each player, who keep one in secret.
func (d *data) dealEcosystems() {
	n := len(d.cards.ecosystems)
	order := make([]uint8, n)
	for i := range order {
		order[i] = uint8(i)
	}
	d.rng.Shuffle(n, func(i, j int) { order[i], order[j] = order[j], order[i] })
	d.public = [2]uint8{order[0], order[1]}
	d.publicSide = [2]uint8{uint8(d.rng.IntN(2)), uint8(d.rng.IntN(2))}
	for i := range d.n {
		d.p[i].eco = [2]uint8{order[2+2*int(i)], order[3+2*int(i)]}
		d.p[i].phase = Choosing
	}
	d.choosing = true
}

// draw takes a card from the Earth stack: a uniform draw among the cards
// left is a shuffled stack. An empty stack is remade from the discard
// pile; with both empty there is no card (NoCard).
func (d *data) draw() Card {
	if d.stack.len() == 0 {
		d.stack, d.discard = d.discard, deck{}
	}
	n := d.stack.len()
	if n == 0 {
		return NoCard
	}
	c := d.stack.nth(d.rng.IntN(n))
	d.stack.remove(c)
	return c
}

// drawTo draws a card into p's hand, if there is one and room.
func (d *data) drawTo(p *player) {
	if int(p.nhand) >= HandSize {
		return
	}
	if c := d.draw(); c != NoCard {
		p.hand[p.nhand] = c
		p.nhand++
	}
}
