package beforeearth

import "github.com/rulebox/rulebox/internal/rng"

// View is what one player may see: the whole table (tracks, resources, the
// supply's contents, Quarries, rows, Fleets, colonized planets, the pending
// decision), which cards the decks still hold but not the order they will
// come out in, and, while the action cards are being chosen, whether the
// opponent has committed a card but not which. A viewer who is not P1 or P2
// is a spectator, from whom both committed cards are hidden.
type View struct {
	// Me is the player who sees (the method Viewer returns it).
	Me Player `json:"viewer"`
	// Hidden lists, by seat, the players who have chosen their action card
	// this round without the viewer seeing which; it stays hidden until both
	// have chosen.
	Hidden [2]bool `json:"hidden"`
	// Table is the position with what Me cannot see blanked: a hidden
	// card reads NoAction and the random generator that will draw from the
	// bag and decks is zeroed. Its methods answer what Me may know;
	// Me's legal moves in it are those of the game.
	Table State `json:"table"`
}

// OpponentCommitted reports whether the viewer's opponent has chosen an
// action card the viewer cannot see yet.
func (v View) OpponentCommitted() bool {
	return (v.Me == P1 || v.Me == P2) && v.Hidden[other(v.Me)]
}

// View returns what p may see.
func (s State) View(p Player) View {
	d := s.d
	d.rng = rng.RNG{}
	v := View{Me: p}
	for _, q := range bothPlayers {
		if q != p && d.phase == Choose && d.victory == NoVictory && d.played[q] != NoAction {
			v.Hidden[q] = true
			d.played[q] = NoAction
		}
	}
	v.Table = State{d}
	return v
}

// Sample returns a full state consistent with v: each hidden card is drawn
// at random, and the bag and decks will be drawn from by a generator seeded
// with seed. A search bot plays on samples; s.View(p).Sample(x).View(p)
// equals s.View(p).
func (v View) Sample(seed uint64) State {
	d := v.Table.d
	if d.cards == nil {
		return State{} // the zero View samples the zero State: no game
	}
	d.rng = rng.New(seed)
	for _, q := range bothPlayers {
		if v.Hidden[q] {
			d.played[q] = Action(1 + d.rng.IntN(4))
		}
	}
	return State{d}
}
