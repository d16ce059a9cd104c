package beforeearth

import "github.com/rulebox/rulebox/internal/rng"

// View is what one player may see: the whole table (tracks, resources, the
// supply's contents, Quarries, rows, Fleets, colonized planets, the pending
// decision), which cards the decks still hold but not the order they will
// come out in, and, while the action cards are being chosen, whether the
// opponent has committed a card but not which.
type View struct {
	// Viewer is the player who sees.
	Viewer Player `json:"viewer"`
	// OpponentCommitted reports that the opponent has chosen their action
	// card this round; which one stays hidden until both have chosen.
	OpponentCommitted bool `json:"opponent_committed"`
	// Table is the position with what Viewer cannot see blanked: the
	// opponent's secret card reads NoAction and the random generator that
	// will draw from the bag and decks is zeroed. Its methods answer what
	// Viewer may know; Viewer's legal moves in it are those of the game.
	Table State `json:"table"`
}

// View returns what p may see.
func (s State) View(p Player) View {
	p &= 1
	d := s.d
	d.rng = rng.RNG{}
	v := View{Viewer: p}
	if d.phase == Choose && d.victory == NoVictory && d.played[other(p)] != NoAction {
		v.OpponentCommitted = true
		d.played[other(p)] = NoAction
	}
	v.Table = State{d}
	return v
}

// Sample returns a full state consistent with v: the hidden card, if the
// opponent committed one, is drawn at random, and the bag and decks will
// be drawn from by a generator seeded with seed. A search bot plays on
// samples; s.View(p).Sample(x).View(p) equals s.View(p).
func (v View) Sample(seed uint64) State {
	d := v.Table.d
	if d.cards == nil {
		return State{} // the zero View samples the zero State: no game
	}
	d.rng = rng.New(seed)
	if v.OpponentCommitted {
		d.played[other(v.Viewer)&1] = Action(1 + d.rng.IntN(4))
	}
	return State{d}
}
