package earthexpress

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"github.com/rulebox/rulebox/internal/rng"
)

// View is what one player (Me) may see of a State: the table, their own
// hand and Ecosystem cards, and of every hidden part only what it shows.
// A player not in the game sees the table only.
//
// The hidden parts, each taken out of the view (its JSON and what Sample
// starts from) and drawn anew by Sample:
//
//   - The random generator, which decides every later shuffle and draw.
//   - The Earth stack: which cards it holds (it keeps no order; see the
//     rulings). The view counts it (StackSize): its cards are those the
//     view does not show.
//   - The other players' hands, solo included (a germinated card waiting
//     to be planted): the view shows how many cards each holds.
//   - The card another player has chosen to plant, until it is placed: the
//     view shows that they are placing one.
//   - The order of the Action tiles left in the Action stack: the view
//     shows which tiles are left (those not yet revealed since the last
//     shuffle) and every tile revealed, not which comes next.
//   - During the setup, the other players' two Ecosystem cards and the
//     card and side each keeps: the view shows whether each has chosen (a
//     secret choice committed, not yet revealed). Once all have chosen,
//     the kept Ecosystems are face up and the card each did not keep stays
//     hidden.
//   - Demeter (solo) hides nothing of her own: her tableau is face up and
//     her VP track, claims and tie are on the table; the cards she will
//     draw are the Earth stack's.
//
// Everything else is public: the tableaus with their Sprouts and Growth,
// Seeds, tokens, each player's step and action, the ability each is
// resolving, the discard pile (face up), the Fauna cards and claims, the
// public Ecosystems and the revealed Action tile. Steps 1 to 3 are played
// in the open: a card planted and an action chosen show at once.
type View struct {
	Me    Player `json:"me"` // the viewer
	table        // the position with the hidden parts taken out
}

// View returns what p may see of s; a p not in the game sees the table
// only.
func (s State) View(p Player) View {
	v := View{Me: p, table: s.table}
	d := &v.d
	d.own()
	d.rng = rng.RNG{}
	if d.cards != nil {
		d.writePiles().stack = deck{}
	}
	slices.Sort(d.tiles[3-min(3, int(d.ntiles)):])
	for i := range min(int(d.n), MaxPlayers) {
		if Player(i) != p {
			d.hideSeat(i)
		}
	}
	return v
}

// hideSeat takes out of seat i what only its player sees: the hand, the
// card chosen to plant, the Ecosystem cards not face up and, during the
// setup, the choice made.
func (d *data) hideSeat(i int) {
	q := d.seat(i)
	q.hand = [HandSize]Card{}
	q.chosen = NoCard
	if d.choosing {
		chosen := q.ecoKept >= 0
		q.ecoKept, q.ecoSide = -1, 0
		if chosen {
			q.ecoKept = -2 // chosen, not shown
		}
	}
	if d.ecos {
		kept := q.eco[max(0, q.ecoKept)]
		q.eco = [2]uint8{}
		if q.ecoKept >= 0 {
			q.eco[q.ecoKept] = kept
		}
	}
}

// Viewer is the player who sees: the field Me.
func (v View) Viewer() Player { return v.Me }

// StackSize is the number of cards in the Earth stack: those the view
// neither shows nor counts in a hidden hand.
func (v View) StackSize() int {
	if v.d.cards == nil {
		return 0
	}
	known := v.known()
	n := v.d.cards.Len() - known.len()
	for i := range min(int(v.d.n), MaxPlayers) {
		if Player(i) != v.Me {
			n -= min(int(v.d.seat(i).nhand), HandSize)
		}
	}
	return max(0, n)
}

// known is the set of cards the view shows the place of, or whose place
// in a hidden hand it counts.
func (v View) known() deck {
	var k deck
	d := &v.d
	for w := range k {
		k[w] = d.pl.discard[w]
	}
	add := func(c Card) {
		if c != NoCard && int(c) <= d.cards.Len() {
			k.add(c)
		}
	}
	for i := range min(int(d.n), MaxPlayers) {
		for _, c := range d.seat(i).hand[:min(int(d.seat(i).nhand), HandSize)] {
			add(c)
		}
		for _, c := range d.seat(i).tab {
			add(c)
		}
	}
	for _, c := range d.demTab {
		add(c)
	}
	return k
}

// seated reports whether the viewer plays.
func (v View) seated() bool { return v.Me >= 0 && int(v.Me) < int(v.d.n) }

// Hand returns a copy of the viewer's hand.
func (v View) Hand() []Card {
	if !v.seated() {
		return nil
	}
	p := v.d.seat(int(v.Me))
	return append([]Card(nil), p.hand[:p.nhand]...)
}

// ToMove lists the players with a decision now, as State.ToMove does: who
// still has to decide is visible to everyone. The slice is shared and
// read-only, as State.ToMove's.
func (v View) ToMove() []Player {
	if v.d.cards == nil {
		return nil
	}
	return v.position().ToMove()
}

// AppendLegalMoves appends the viewer's legal moves to buf: those
// State.AppendLegalMoves gives the viewer, which depend only on what the
// view shows. A player not in the game has none.
func (v View) AppendLegalMoves(buf []Move) []Move {
	if !v.seated() || v.d.cards == nil {
		return buf
	}
	return v.position().AppendLegalMoves(buf, v.Me)
}

// position is a state consistent with v, for questions whose answer does
// not depend on hidden cards.
func (v View) position() State { return v.Sample(0) }

// Sample returns a full state consistent with v, every hidden part (see
// View) drawn from seed: the cards the view does not show are dealt at
// random to the others' hands and the stack, a card another player is
// placing is one they may plant, the Action tiles left are shuffled, the
// others' Ecosystem cards are drawn among those not seen, and the random
// generator is seeded anew.
func (v View) Sample(seed uint64) State {
	s := State{v.table}
	d := &s.d
	if d.cards == nil {
		return s
	}
	d.own()
	d.rng = rng.New(seed)
	r := rng.New(seed ^ 0x5bd1e995)
	known := v.known()
	var pool [maxCards]Card // on the stack: a View's sample allocates nothing
	unseen := pool[:0]
	for c := Card(1); int(c) <= d.cards.Len(); c++ {
		if !known.has(c) {
			unseen = append(unseen, c)
		}
	}
	r.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	for i := range int(d.n) {
		if Player(i) != v.Me {
			unseen = d.sampleSeat(i, unseen)
		}
	}
	for _, c := range unseen {
		d.writePiles().stack.add(c)
	}
	left := d.tiles[3-min(3, int(d.ntiles)):]
	r.Shuffle(len(left), func(i, j int) { left[i], left[j] = left[j], left[i] })
	v.sampleEcosystems(d, &r)
	s.mark()
	return s
}

// sampleSeat deals seat i's hidden hand from unseen, and returns the cards
// left; a card being placed is one the seat may plant.
func (d *data) sampleSeat(i int, unseen []Card) []Card {
	q := d.seat(i)
	for k := range min(int(q.nhand), HandSize) {
		if len(unseen) == 0 {
			break // an impossible view: Validate refuses the sample
		}
		q.hand[k], unseen = unseen[0], unseen[1:]
	}
	if q.chosen != NoCard {
		return unseen
	}
	switch {
	case q.sub == subAtGerm, q.sub == subAt && !d.solo():
		q.chosen = q.hand[0]
	case q.sub == subAt:
		for _, c := range d.demTab {
			if c != NoCard {
				q.chosen = c
				break
			}
		}
	}
	return unseen
}

// sampleEcosystems deals the others' hidden Ecosystem cards among those the
// view does not show.
func (v View) sampleEcosystems(d *data, r *rng.RNG) {
	if !d.ecos {
		return
	}
	var seen [256]bool // by Ecosystem card: an index is a byte
	seen[d.public[0]], seen[d.public[1]] = true, true
	for i := range int(d.n) {
		q := d.seat(i)
		switch {
		case Player(i) == v.Me:
			seen[q.eco[0]], seen[q.eco[1]] = true, true
		case q.ecoKept == 0 || q.ecoKept == 1:
			seen[q.eco[q.ecoKept]] = true
		}
	}
	var cards [256]uint8
	pool := cards[:0]
	for e := range uint8(len(d.cards.ecosystems)) {
		if !seen[e] {
			pool = append(pool, e)
		}
	}
	r.Shuffle(len(pool), func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	for i := range int(d.n) {
		q := d.seat(i)
		if Player(i) == v.Me {
			continue
		}
		switch {
		case len(pool) < 2:
			return // an impossible view: Validate refuses the sample
		case q.ecoKept == 0 || q.ecoKept == 1:
			q.eco[1-q.ecoKept], pool = pool[0], pool[1:]
		default:
			q.eco[0], q.eco[1], pool = pool[0], pool[1], pool[2:]
			if q.ecoKept == -2 {
				q.ecoKept, q.ecoSide = int8(r.IntN(2)), uint8(r.IntN(2))
			}
		}
	}
}

// viewJSON is a View as JSON: the viewer and the position as the view
// shows it (no random generator; the stack as its size).
type viewJSON struct {
	Me    Player    `json:"me"`
	State stateJSON `json:"state"`
}

// MarshalJSON writes the view.
func (v View) MarshalJSON() ([]byte, error) {
	if v.d.cards == nil {
		return nil, fmt.Errorf("earthexpress: cannot encode the zero View")
	}
	j := v.d.toJSON()
	for i := range j.Seats {
		if Player(i) != v.Me && len(j.Seats[i].Eco) == 2 {
			q := v.d.seat(i)
			for k := range 2 {
				if q.eco[k] == 0 && int8(k) != q.ecoKept {
					j.Seats[i].Eco[k] = "" // hidden (the view holds card 0 there)
				}
			}
		}
	}
	return json.Marshal(viewJSON{Me: v.Me, State: j})
}

// UnmarshalJSON reads a view written by MarshalJSON. A view no state can
// show is refused: one whose sample Validate refuses, or one that shows a
// hidden part (see View) or hides what its viewer sees, which is to say
// one that is not the view of the states sampled from it.
func (v *View) UnmarshalJSON(data []byte) error {
	var j viewJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return fmt.Errorf("earthexpress: view JSON: %w", err)
	}
	var w View
	w.Me = j.Me
	if err := w.d.fromJSON(&j.State); err != nil {
		return fmt.Errorf("earthexpress: view JSON: %w", err)
	}
	if err := w.Validate(); err != nil {
		return fmt.Errorf("earthexpress: view JSON: %w", err)
	}
	w.d.recordWinners()
	w.mark()
	*v = w
	return nil
}

var errZeroView = errors.New("earthexpress: the zero View shows no game: take one from State.View")

// errShowsHidden refuses a view that is not what me may see.
func errShowsHidden(me Player) error {
	return fmt.Errorf("not what %v may see: it shows a hidden part (the random generator, the stack, the order of the Action tiles left, another's hand, card to plant or Ecosystem not face up)", me)
}
