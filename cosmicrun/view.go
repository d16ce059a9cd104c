package cosmicrun

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/rulebox/rulebox/internal/engine"
)

// View is what one player may see: everything on the table, their own hand
// and choices, and only the sizes of what is hidden (the opponent's hand,
// the cards set aside, the deck) and whether, not what, the opponent has
// chosen in a secret step. A spectator (Me is NoPlayer) sees the table
// only.
//
// The hidden parts of a state, each of which a View leaves out (a test
// shows that two states differing only in one of them give equal Views and
// equal events, as Event.For tells them):
//
//   - the opponent's hand: which cards, beyond those the viewer passed to
//     them this round (Gave), it holds (only its size, OpponentHand);
//   - the cards set aside and their order (only their number, Aside);
//   - the cards the opponent has chosen to pass, until the cards change
//     hands (only their number, OpponentPassing);
//   - the card the opponent discarded (only OpponentDiscarded);
//   - the opponent's committed placement, until both are revealed (only
//     OpponentCommitted);
//   - solo, the deck's order (only its size, Deck; which cards it holds
//     follows from the table);
//   - the random generator, which deals and shuffles the rounds to come.
//
// A spectator sees neither player's hand, choices or discard.
type View struct {
	Me        Player        `json:"me"`                   // the viewer, or NoPlayer for a spectator
	Players   int           `json:"players"`              // 2, or 1 solo
	Level     Level         `json:"level"`                // solo difficulty
	Round     int           `json:"round"`                // counting from 1
	RoundCard int           `json:"round_card,omitempty"` // solo: the Round Card's value
	Phase     Phase         `json:"phase"`                // the step of the round
	Track     [2][3]int8    `json:"track"`                // movement points by seat and planet
	Board     [2][3][2]Slot `json:"board"`                // the cards beside each tracking card, by seat and planet
	Winner    Player        `json:"winner"`               // NoPlayer while the game goes on, and for a lost solo game
	Lost      bool          `json:"lost,omitempty"`       // solo: the Round Card reached 0

	Hand     Hand      `json:"hand"`     // my hand
	Passing  Hand      `json:"passing"`  // the cards I have chosen to pass
	Received Hand      `json:"received"` // cards passed to me this round, still in my hand
	Gave     Hand      `json:"gave"`     // cards I passed this round, not yet placed
	Discard  Card      `json:"discard"`  // the card I discarded this round, or NoCard
	Decided  [2]bool   `json:"decided"`  // who has made the discard decision
	Pending  Placement `json:"pending"`  // my secret placement, Card NoCard if none

	OpponentHand      int  `json:"opponent_hand"`      // cards in the opponent's hand
	OpponentPassing   int  `json:"opponent_passing"`   // cards the opponent has chosen to pass
	OpponentDiscarded bool `json:"opponent_discarded"` // whether the opponent discarded
	OpponentCommitted bool `json:"opponent_committed"` // whether the opponent has chosen a placement
	Aside             int  `json:"aside"`              // cards still set aside

	Flipped   Card     `json:"flipped"`    // solo: the face-up card to place
	Step      int      `json:"step"`       // solo: cards placed this round
	FirstSide Player   `json:"first_side"` // solo: where this planet's first card went
	Reflips   int      `json:"reflips"`    // solo: re-flips left this round
	Rejected  Hand     `json:"rejected"`   // solo: re-flipped cards, face up
	Deck      int      `json:"deck"`       // solo: cards left in the deck
	Cards     *CardSet `json:"cards"`      // a copy of the game's card set; nil reads as StandardCards()
}

// View returns what p may see. A p who is not a player in the game gets a
// spectator's view, with Me NoPlayer: the table only.
func (s State) View(p Player) View {
	v := s.view(p)
	v.Cards = copyOf(s.cards)
	return v
}

// view is View without the copy of the card set (Cards is nil), for the
// checks that compare views: the copy is an allocation.
func (s *State) view(p Player) View {
	d := &s.d
	v := View{
		Me: NoPlayer, Players: int(d.Players), Level: d.Level, Round: int(d.Round), RoundCard: int(d.RoundCard),
		Phase: d.Phase, Track: d.Track, Board: d.Board, Winner: Player(d.Winner), Lost: d.Lost,
		Decided: d.Decided, Pending: noPlacement, Aside: int(d.Aside.N),
		Flipped: d.Flipped, Step: int(d.Step), FirstSide: Player(d.FirstSide), Reflips: int(d.Reflips),
		Rejected: d.Rejected, Deck: int(d.Deck.N), Discard: NoCard,
	}
	if !s.isSeat(p) {
		return v
	}
	v.Me = p
	v.Hand, v.Passing, v.Pending = d.Hand[p], d.Passing[p], d.Pending[p]
	if d.Players == 1 {
		return v
	}
	o := other(p)
	v.Received = d.Received[p] & d.Hand[p]
	v.Gave = d.Received[o]
	v.Discard = d.Discard[p]
	v.OpponentHand = d.Hand[o].Len()
	v.OpponentPassing = d.Passing[o].Len()
	v.OpponentDiscarded = d.Discard[o] != NoCard
	v.OpponentCommitted = d.Pending[o].Card != NoCard
	return v
}

// Validate reports whether v is the view some valid state shows its viewer:
// a state sampled from it passes State.Validate and shows the viewer v
// again. JSON decoding checks it.
func (v View) Validate() error {
	s, err := v.sample(0)
	if err != nil {
		return err
	}
	if err := s.Validate(); err != nil {
		return err
	}
	w := s.view(v.Me)
	w.Cards = v.Cards
	if w != v {
		return errors.New("the view is not one a state shows: hidden counts, choices or received cards do not fit the table")
	}
	return nil
}

// UnmarshalJSON reads a view and checks it (View.Validate); a view that
// fails is refused and v is left unchanged.
func (v *View) UnmarshalJSON(b []byte) error {
	type plain View
	var w plain
	if err := json.Unmarshal(b, &w); err != nil {
		return fmt.Errorf("cosmicrun: view: %w", err)
	}
	if err := View(w).Validate(); err != nil {
		return fmt.Errorf("cosmicrun: view: %w", err)
	}
	*v = View(w)
	return nil
}

// Viewer is the player who sees: the field Me.
func (v View) Viewer() Player { return v.Me }

// Over reports whether the game has ended: a player reached all three
// planets, or the solo game was lost.
func (v View) Over() bool { return v.Phase == Finished }

// ToMove lists the players with a decision now, as State.ToMove does for
// the position the view shows: whether a player still has to decide is
// visible to a player (the view shows who has chosen, not what). A
// spectator, who sees only the table, is told both players in a secret
// step (passing, placing), as it cannot see who has chosen. The slice is
// shared and read-only, as State.ToMove's.
func (v View) ToMove() []Player {
	if v.seated() {
		return v.position().ToMove()
	}
	switch v.Phase {
	case Passing, Placing:
		return engine.Seats(1<<P1 | 1<<P2)
	case Discarding:
		return engine.Seats(b2u(!v.Decided[P1]) | b2u(!v.Decided[P2])<<1)
	case Flipping:
		return engine.Seats(1 << P1)
	}
	return engine.Seats(0)
}

// seated reports whether the viewer is a player of the game.
func (v View) seated() bool { return v.Me == P1 || (v.Me == P2 && v.Players == 2) }

// AppendLegalMoves appends the viewer's legal moves to buf and returns it:
// the moves State.AppendLegalMoves gives the viewer, which depend only on
// what the view shows. A spectator has none.
func (v View) AppendLegalMoves(buf []Move) []Move {
	if !v.seated() {
		return buf
	}
	return v.position().AppendLegalMoves(buf, v.Me)
}

// position is a state consistent with v, for the questions whose answer
// does not depend on the hidden cards.
func (v View) position() State { return v.Sample(0) }
