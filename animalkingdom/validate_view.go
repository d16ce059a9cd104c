package animalkingdom

import (
	"errors"
	"fmt"
	"reflect"
	"slices"

	"github.com/rulebox/rulebox/internal/rng"
)

// Validate reports what makes v a view that no position shows its
// viewer: an empty view, a viewer not in the game, a card or an Animal
// out of range, a card hidden where the viewer sees one (their own hand,
// every tableau, the events played, the discard pile, the cards they drew
// to keep one, the compost cards they look at, Gaia's cards revealed) or
// shown where they see none (the parts View lists as hidden), an Animal
// hidden or shown likewise (the viewer's own offer and kept Animals are
// shown, the others' hidden while the players choose), hidden cards and
// Animals that, dealt at random (Sample), make a position Validate
// refuses, and a view that the position so dealt does not show exactly.
func (v View) Validate() error {
	if v.d == nil {
		return errors.New("animalkingdom: an empty view, of nobody")
	}
	if err := v.readable(); err != nil {
		return fmt.Errorf("animalkingdom: view: %w", err)
	}
	if err := v.checkShown(); err != nil {
		return fmt.Errorf("animalkingdom: view of %v: %w", v.viewer, err)
	}
	if err := v.checkAnimalsShown(); err != nil {
		return fmt.Errorf("animalkingdom: view of %v: %w", v.viewer, err)
	}
	s := v.Sample(0)
	if err := s.Validate(); err != nil {
		return fmt.Errorf("animalkingdom: view: %w", err)
	}
	if !v.shows(s) {
		return fmt.Errorf("animalkingdom: view of %v: no position shows exactly this view to its viewer", v.viewer)
	}
	return nil
}

// shows reports whether s, a state sampled from v, shows v to its viewer
// exactly: what v hides is hidden in s's view, and what v shows, shown.
// (Gaia's deck is compared as a list: a sampled deck has no memory of the
// cards drawn from it.)
func (v View) shows(s State) bool {
	a, b := *s.d.masked(v.viewer), *v.d
	if !slices.Equal(a.Gaia.Deck.ints(), b.Gaia.Deck.ints()) {
		return false
	}
	a.Gaia.Deck, a.won = b.Gaia.Deck, b.won
	return reflect.DeepEqual(a, b)
}

// checkShown checks that v shows the cards its viewer sees and hides
// the others, as masked does.
func (v View) checkShown() error {
	g, p := v.d, v.viewer
	if p < 0 || int(p) >= g.n() {
		return fmt.Errorf("the viewer is not in the game")
	}
	if g.Config.Seed != 0 || g.RNG != (rng.RNG{}) {
		return errors.New("the generator is shown (a seed, or the \"rng\" state); a view hides it")
	}
	if err := shownAfter("the deck", g.Deck, len(g.Deck)); err != nil {
		return err
	}
	if err := shownAfter("the discard pile", g.Discard, 0); err != nil {
		return err
	}
	drawn := g.Drawn.Cards()
	if err := shownAfter("the cards drawn to keep one", drawn, len(drawn)*b2i(g.Active != p)); err != nil {
		return err
	}
	for q := range g.n() {
		if err := v.checkSeatShown(Player(q)); err != nil {
			return err
		}
	}
	if !g.Config.Solo {
		return nil
	}
	gs := &g.Gaia
	for i := range gs.Deck.Len() {
		if gs.Deck.at(i) >= 0 {
			return errors.New("a card of Gaia's deck is shown; her deck is face down")
		}
	}
	for i := range gs.Seen.Len() {
		if gs.Seen.at(i) < 0 {
			return errors.New("a card Gaia revealed is hidden")
		}
	}
	if err := shownAfter("Gaia's compost", gs.Compost, len(gs.Compost)); err != nil {
		return err
	}
	return shownAfter("Gaia's scoring pile", gs.Pile, len(gs.Pile))
}

// checkSeatShown checks q's cards as v's viewer sees them: their own
// hand, and the top cards of their compost they look at; everyone's
// tableau and events.
func (v View) checkSeatShown(q Player) error {
	g := v.d
	s := g.get(q)
	hand := len(s.Hand) * b2i(q != v.viewer)
	look := 0
	if q == v.viewer && g.depth() > 0 && g.top().Who == q && g.top().Wait == wCompost {
		look = min(int(g.top().Left), len(s.Compost))
	}
	for i, t := range s.Tab() {
		if t.Card < 0 {
			return fmt.Errorf("%v's tableau card %d is hidden; tableaus are public", q, i)
		}
	}
	for _, z := range []struct {
		what   string
		cards  []Card
		hidden int
	}{{"hand", s.Hand, hand}, {"compost", s.Compost, len(s.Compost) - look}, {"events played", s.Events, 0}} {
		if err := shownAfter(fmt.Sprintf("%v's %s", q, z.what), z.cards, z.hidden); err != nil {
			return err
		}
	}
	return nil
}

// shownAfter checks that the first hidden cards of cs are hidden and
// the rest shown.
func shownAfter(where string, cs []Card, hidden int) error {
	for i, c := range cs {
		switch {
		case i < hidden && c != NoCard:
			return fmt.Errorf("%s shows card %d, which the viewer does not see", where, i+1)
		case i >= hidden && c == NoCard:
			return fmt.Errorf("%s hides card %d, which the viewer sees", where, i+1)
		}
	}
	return nil
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
