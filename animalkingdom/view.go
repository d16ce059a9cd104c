package animalkingdom

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/rulebox/rulebox/internal/engine"

	"github.com/rulebox/rulebox/internal/rng"
)

// View is what one player may see: everything public, their own hand, the
// cards they are looking at, and only the sizes of the hidden zones.
// Hidden cards read as NoCard. It holds enough to sample a full state
// consistent with it (Sample).
//
// The hidden parts of a position, which a View does not show (two states
// that differ only in one give equal Views, and equal events redacted
// with Event.For; TestViewsHideEveryHiddenPart):
//
//   - the deck: its cards and their order;
//   - the other players' hands;
//   - every compost, the viewer's own too, but for the top cards the
//     viewer looks at to take one;
//   - the cards the active player drew to keep one, to everyone else;
//   - in a solo game, the order of Gaia's deck (the cards she has not
//     revealed in this pass), her compost and her scoring pile;
//   - the generator that deals the next cards, and Config.Seed;
//   - with the Animals, while the players choose them: the Animals the
//     other players were dealt and those they keep (their counts show);
//     and the Animal deck, the Animals not dealt (not held by a State:
//     they go back to the box).
//
// Gaia's Animals are public: she plays them face up.
//
// Everything else is public: the tableaus and their pieces, the events
// played, the discard pile, the Fauna board and the Leaves, the public
// and private Ecosystems, the Island, Climate and Ecosystem cards dealt
// for the setup and the sides chosen, the soil, the sizes of the hidden
// zones, the abilities being resolved, the turn and Gaia's counts and
// revealed cards.
type View struct {
	viewer Player
	d      *data
}

// View returns what p sees; the zero View for a player not in the game.
func (s State) View(p Player) View {
	if s.zero() || p < 0 || int(p) >= s.d.n() {
		return View{viewer: NoPlayer}
	}
	return View{viewer: p, d: s.d.masked(p)}
}

// masked copies g with what p may not see hidden.
func (g *data) masked(p Player) *data {
	m := g.deepClone()
	m.RNG, m.Config.Seed = rng.RNG{}, 0
	hide(m.Deck)
	for q := range m.n() {
		s := m.get(Player(q))
		if Player(q) != p {
			hide(s.Hand)
		}
		look := 0
		if m.depth() > 0 && m.top().Who == Player(q) && m.top().Wait == wCompost && Player(q) == p {
			look = int(m.top().Left)
		}
		hide(s.Compost[:max(0, len(s.Compost)-look)])
	}
	if g.Active != p {
		hide(m.Drawn.Cards())
	}
	if m.Config.Solo { // her deck's order, compost and pile are face down
		for i := range m.Gaia.Deck.Len() {
			m.Gaia.Deck.c[i] = -1
		}
		hide(m.Gaia.Compost)
		hide(m.Gaia.Pile)
	}
	m.maskAnimals(p)
	m.noteHandEvents() // the other players' hands are hidden
	return m
}

func clone[T any](s []T) []T {
	if s == nil {
		return nil
	}
	return append(make([]T, 0, len(s)), s...)
}

func hide(cs []Card) {
	for i := range cs {
		cs[i] = NoCard
	}
}

// Viewer is the player whose view it is.
func (v View) Viewer() Player { return v.viewer }

// Over reports whether the game is over.
func (v View) Over() bool { return v.d != nil && v.d.Stage == stOver }

// ToMove lists the player who must decide now, as State.ToMove does. The
// slice is shared and read-only, as State.ToMove's.
func (v View) ToMove() []Player {
	if v.d == nil {
		return nil
	}
	ps, n := v.d.movers()
	return engine.SeatsOf(ps[:n])
}

// AppendLegalMoves appends the viewer's legal moves (none while another
// player is to move).
func (v View) AppendLegalMoves(buf []Move) []Move {
	if v.d == nil {
		return buf
	}
	return v.d.appendLegal(buf, v.viewer)
}

// Hand returns the viewer's hand; nil for an empty View.
func (v View) Hand() []Card {
	if v.d == nil {
		return nil
	}
	return clone(v.d.get(v.viewer).Hand)
}

// Sample returns a full state consistent with the view: the hidden cards
// (every card the view does not show) dealt at random into the hidden
// places, and a generator seeded from seed.
func (v View) Sample(seed uint64) State {
	if v.d == nil {
		return State{}
	}
	g := v.d.deepClone()
	r := rng.New(seed)
	seen := make([]bool, len(g.cs.deck))
	g.eachCard(func(c *Card) {
		if *c >= 0 {
			seen[*c] = true
		}
	})
	var unseen []Card
	for c, ok := range seen {
		if !ok {
			unseen = append(unseen, Card(c))
		}
	}
	r.Shuffle(len(unseen), func(i, j int) { unseen[i], unseen[j] = unseen[j], unseen[i] })
	g.eachCard(func(c *Card) {
		if *c < 0 && len(unseen) > 0 {
			*c, unseen = unseen[0], unseen[1:]
		}
	})
	if gs := &g.Gaia; g.Config.Solo && gs.Deck.Len() > 0 && gs.Deck.at(0) < 0 {
		gs.Deck = gaiaList{}
		for c := range gaiaCards {
			if !gs.Seen.has(c) {
				gs.Deck.push(c)
			}
		}
		d := &gs.Deck.c
		r.Shuffle(gs.Deck.Len(), func(i, j int) { d[i], d[j] = d[j], d[i] })
	}
	g.sampleAnimals(&r)
	g.noteHandEvents() // the hands' hidden cards were dealt in place
	g.RNG = r
	n := stateOf(*g)
	if g.Stage == stOver && n.Validate() == nil {
		n.d.recordWinners() // by the cards as sampled; a view read from JSON is validated after
	}
	return n
}

// deepClone copies g and every zone of cards, so that the copy's cards
// may be written in place.
func (g *data) deepClone() *data {
	c := new(data)
	*c = *g
	if c.fifth != nil {
		f := *c.fifth
		c.fifth = &f
	}
	c.Deck, c.Discard = clone(c.Deck), clone(c.Discard)
	if c.Config.Solo {
		c.Gaia.Compost, c.Gaia.Pile = clone(c.Gaia.Compost), clone(c.Gaia.Pile)
	}
	for i := range c.n() {
		s := c.get(Player(i))
		s.Hand, s.Compost, s.Events = clone(s.Hand), clone(s.Compost), clone(s.Events)
		if s.tabs != nil {
			t := *s.tabs
			s.tabs = &t
		}
	}
	return c
}

// eachCard calls f with every Earth card place of g (zones g owns: it is
// called on a clone).
func (g *data) eachCard(f func(*Card)) {
	zones := [][]Card{g.Deck, g.Discard, g.Drawn.Cards()}
	for i := range g.n() {
		s := g.get(Player(i))
		zones = append(zones, s.Hand, s.Compost, s.Events)
		for k := range s.Tab() {
			f(&s.tabs.cards[k].Card)
		}
	}
	if g.Config.Solo {
		zones = append(zones, g.Gaia.Compost, g.Gaia.Pile)
	}
	for _, z := range zones {
		for i := range z {
			f(&z[i])
		}
	}
}

// everyCard calls f with every Earth card of g, as eachCard reaches them.
func (g *data) everyCard(f func(Card)) {
	for _, z := range [][]Card{g.Deck, g.Discard, g.Drawn.Cards()} {
		for _, c := range z {
			f(c)
		}
	}
	for i := range g.n() {
		s := g.get(Player(i))
		for _, z := range [][]Card{s.Hand, s.Compost, s.Events} {
			for _, c := range z {
				f(c)
			}
		}
		for _, t := range s.Tab() {
			f(t.Card)
		}
	}
	if g.Config.Solo {
		for _, z := range [][]Card{g.Gaia.Compost, g.Gaia.Pile} {
			for _, c := range z {
				f(c)
			}
		}
	}
}

// MarshalJSON writes the view: its viewer and the position as they see
// it ("game"), the hidden cards counted, not listed (see the package
// doc, "Saving and reading").
func (v View) MarshalJSON() ([]byte, error) {
	j := viewJSON{Viewer: v.viewer}
	if v.d != nil {
		if err := v.d.savable(); err != nil {
			return nil, err
		}
		var err error
		if j.Game, err = v.d.toJSON(); err != nil {
			return nil, err
		}
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a view written by MarshalJSON, and refuses one no
// position could show its viewer: a missing seat, and what Validate
// refuses.
func (v *View) UnmarshalJSON(text []byte) error {
	if v == nil {
		return errNilReceiver("View")
	}
	var j viewJSON
	if err := decodeStrict(text, &j); err != nil {
		return fmt.Errorf("animalkingdom: view: %w", err)
	}
	if j.Game == nil {
		return errors.New("animalkingdom: view: no game; a view is written by MarshalJSON")
	}
	w := View{viewer: j.Viewer, d: new(data)}
	if err := w.d.fromJSON(j.Game); err != nil {
		return fmt.Errorf("animalkingdom: view: %w", err)
	}
	if err := w.Validate(); err != nil {
		return err
	}
	if err := w.d.derivedAgree(j.Game); err != nil {
		return fmt.Errorf("animalkingdom: view: %w", err)
	}
	*v = w
	return nil
}

// readable says what stops Sample from reading v: a viewer not in the
// game, a missing seat, a card out of range, Gaia's deck out of range.
func (v View) readable() error {
	g := v.d
	if v.viewer != NoPlayer && (v.viewer < 0 || int(v.viewer) >= g.n()) {
		return fmt.Errorf("viewer %v is not in the game", v.viewer)
	}
	bad := false
	g.eachCard(func(c *Card) { bad = bad || *c < NoCard || int(*c) >= len(g.cs.deck) })
	if g.Config.Solo {
		for _, c := range append(g.Gaia.Deck.ints(), g.Gaia.Seen.ints()...) {
			bad = bad || c < -1 || c >= gaiaCards
		}
	}
	if bad {
		return errors.New("a card out of range")
	}
	return g.animalsReadable()
}

// viewJSON is a view as JSON writes it: the viewer, and the position as
// they see it.
type viewJSON struct {
	Viewer Player    `json:"viewer"`
	Game   *gameJSON `json:"game"`
}
