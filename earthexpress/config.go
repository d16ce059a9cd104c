package earthexpress

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/rng"
)

// DefaultPlayers is the number of players New seats when Config.Players
// is 0.
const DefaultPlayers = 2

// Config sets up a game.
type Config struct {
	// Players is 1 (solo against Demeter) to 8; 0 plays DefaultPlayers.
	Players int
	// Seed: every random draw follows from it.
	Seed uint64
	// Standard plays the standard side of the Fauna board; false the
	// beginner side (10 VP a claim).
	Standard bool
	// Ecosystems adds the Ecosystem objectives (always in a solo game).
	Ecosystems bool
	// Level is the solo difficulty (Normal when zero); ignored with 2+
	// players.
	Level Level
	// Cards is the card set; nil plays the embedded one (StandardCards).
	Cards *CardSet
	// TerrainsNotBrown reads a Terrain's objective as no coloured ability:
	// a Terrain is then not BROWN for the objectives that count colours,
	// and Demeter scores nothing for it. False (the rulebox reading) takes
	// the objective as the BROWN ability it is printed as, in both places.
	TerrainsNotBrown bool
}

// New starts a game: the shared setup (two Fauna cards with a random side,
// the Earth stack, the Action stack; the Ecosystems when asked, and always
// solo), each player's 3 Seeds, 2 Leaf tokens and 7 cards, or, solo,
// Demeter's tableau of 9 cards.
func New(cfg Config) (State, error) {
	cs := standard()
	if cfg.Cards != nil && !cfg.Cards.Equal(cs) {
		if err := cfg.Cards.check(); err != nil {
			return State{}, fmt.Errorf("earthexpress: %w", err)
		}
		cs = cfg.Cards.clone()
	}
	if cfg.Players == 0 {
		cfg.Players = DefaultPlayers
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
	d.seats(cfg.Players)
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
	d.pl.stack = firstCards(cs.Len())
	g := game{data: d}
	g.dealFauna()
	for i := range d.n {
		p := d.seat(int(i))
		p.seeds = StartSeeds
		p.claims = [2]int8{-1, -1}
		p.ecoKept = -1
		p.act = none
		if !solo {
			for range HandSize {
				g.drawTo(p)
			}
		}
	}
	d.dem.claims = [2]int8{-1, -1}
	if solo {
		for i := range Spaces {
			d.demTab[i] = g.draw()
		}
	}
	if ecos {
		g.dealEcosystems()
		s.mark()
		return s, nil
	}
	g.startRound()
	g.settle()
	s.mark()
	return s, nil
}
