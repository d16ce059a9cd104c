package beforeearth

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/rulebox/rulebox/internal/rng"
)

// View is what one player may see: the whole table (tracks, resources, the
// supply's contents, Quarries, rows, Fleets, colonized planets, the pending
// decision), which cards the decks still hold but not the order they will
// come out in, and, while the action cards are being chosen, whether the
// opponent has committed a card but not which. A viewer who is not P1 or P2
// is a spectator, from whom both committed cards are hidden.
//
// The hidden parts of a state, each of which a View leaves out (a test
// shows that two states differing only in one of them give equal Views and
// equal events, as Event.For tells them):
//
//   - the action card the opponent has chosen this round, until both have
//     chosen (only Hidden says that one is committed); for a spectator,
//     either player's;
//   - the random generator, which draws from the bag and refills the rows
//     from the decks. The decks have no order to hide (see Rulings: a
//     refill draws uniformly from the cards left), and which cards they
//     and the bag hold is public.
type View struct {
	// Me is the player who sees (the method Viewer returns it).
	Me Player `json:"viewer"`
	// Hidden lists, by seat, the players who have chosen their action card
	// this round without the viewer seeing which; it stays hidden until both
	// have chosen.
	Hidden [2]bool `json:"hidden"`
	// table is the position with what Me cannot see blanked: a hidden
	// card reads NoAction and the random generator that will draw from the
	// bag and decks is zeroed. The View's accessors read it; Me's legal
	// moves in it are those of the game.
	table
}

// viewJSON is a View as JSON: the viewer, the hidden cards and the table
// as State writes it (cards by name), with its random generator zeroed.
type viewJSON struct {
	Me     Player  `json:"viewer"`
	Hidden [2]bool `json:"hidden"`
	Table  State   `json:"table"`
}

// MarshalJSON writes the view: "viewer", "hidden" and "table", the table
// as State.MarshalJSON writes it. The zero View (no game) cannot be
// written.
func (v View) MarshalJSON() ([]byte, error) {
	return json.Marshal(viewJSON{Me: v.Me, Hidden: v.Hidden, Table: State{v.table}})
}

// OpponentCommitted reports whether the viewer's opponent has chosen an
// action card the viewer cannot see yet.
func (v View) OpponentCommitted() bool {
	return (v.Me == P1 || v.Me == P2) && v.Hidden[other(v.Me)]
}

// View returns what p may see; a p that is not P1 or P2 is a spectator.
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
	d.seal()
	v.table = sealedTable(&d)
	return v
}

// Sample returns a full state consistent with v: each hidden card is drawn
// at random, and the bag and decks will be drawn from by a generator seeded
// with seed. A search bot plays on samples; s.View(p).Sample(x).View(p)
// equals s.View(p).
func (v View) Sample(seed uint64) State {
	d := v.table.d
	if d.cards == nil {
		return State{} // the zero View samples the zero State: no game
	}
	d.rng = rng.New(seed)
	for _, q := range bothPlayers {
		if v.Hidden[q] && d.hideable() {
			d.played[q] = Action(1 + d.rng.IntN(4))
		}
	}
	d.seal()
	return State{sealedTable(&d)}
}

// hideable reports whether a committed card could be hidden in a view of
// d: only while the cards are chosen, with neither card showing (the
// viewer's own card shows, and once both are chosen they are revealed).
func (d *data) hideable() bool {
	return d.phase == Choose && d.victory == NoVictory && d.played[P1] == NoAction && d.played[P2] == NoAction
}

// shownSecret returns a player other than viewer whose chosen action card
// d shows while the cards are chosen, which View never does: it hides
// every card but the viewer's own until both are revealed.
func (d *data) shownSecret(viewer Player) (Player, bool) {
	if d.phase != Choose || d.victory != NoVictory {
		return 0, false
	}
	for _, q := range bothPlayers {
		if q != viewer && d.played[q] != NoAction {
			return q, true
		}
	}
	return 0, false
}

// UnmarshalJSON reads a view written by json.Marshal. Its table is read and
// checked as State.UnmarshalJSON does, then the view as a whole as
// Validate checks it. On error the receiver is left as it was.
func (v *View) UnmarshalJSON(b []byte) error {
	var w viewJSON
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&w); err != nil {
		return fmt.Errorf("beforeearth: view JSON: %w", err)
	}
	read := View{Me: w.Me, Hidden: w.Hidden, table: w.Table.table}
	if err := read.Validate(); err != nil {
		return err
	}
	*v = read
	return nil
}

// Validate reports whether v is a view some valid state shows its viewer:
// the table is there, with its random generator zeroed as View leaves it;
// the hidden cards are possible (at most one, never the viewer's own, only
// while the action cards are chosen and neither shows); no card but the
// viewer's own shows while the cards are chosen; and a state
// sampled from it passes State.Validate.
func (v View) Validate() error {
	d := &v.table.d
	switch {
	case d.cards == nil:
		return fmt.Errorf("beforeearth: view: no table")
	case d.rng != rng.RNG{}:
		return fmt.Errorf("beforeearth: view: the table holds a random generator, which no view shows")
	case v.Hidden[P1] && v.Hidden[P2]:
		return fmt.Errorf("beforeearth: view: both action cards hidden, but once both are chosen they are revealed")
	case (v.Hidden[P1] || v.Hidden[P2]) && !d.hideable():
		return fmt.Errorf("beforeearth: view: a hidden action card in the %v phase with %v and %v showing", d.phase, d.played[P1], d.played[P2])
	case (v.Me == P1 || v.Me == P2) && v.Hidden[v.Me]:
		return fmt.Errorf("beforeearth: view: %v's own card hidden from %v", v.Me, v.Me)
	}
	if q, shown := d.shownSecret(v.Me); shown {
		return fmt.Errorf("beforeearth: view: %v's action card %v shown to %v while the cards are chosen", q, d.played[q], v.Me)
	}
	if err := v.Sample(0).Validate(); err != nil {
		return fmt.Errorf("beforeearth: view: no valid state shows it: %w", err)
	}
	return nil
}
