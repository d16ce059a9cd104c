package animalkingdom

import (
	"fmt"
	"math"
)

// The pieces Animal Kingdom stands on tableau cards.
const (
	// MaxAnimals is the most Animal cards a player keeps: 2, in the
	// advanced game.
	MaxAnimals = 2
	// MaxAnimeeples is the most Animeeples one Animal has: 5 (Capybara,
	// Wild Turkey, Pocket Gopher, Indian Pangolin, Formosan Termites).
	MaxAnimeeples = 5
)

// Animals is the set of a player's Animals with an Animeeple standing on
// one tableau card: bit k for the player's k-th Animal card. One card
// holds at most one Animeeple of each Animal (of each species).
type Animals uint8

// Has reports whether the player's k-th Animal has an Animeeple on the
// card; false for a k out of range.
func (a Animals) Has(k int) bool { return k >= 0 && k < 8 && a&(1<<k) != 0 }

// Store is what lies on a card for the rest of the game: resources an
// ability put there, which can no longer be spent, converted or moved.
// The rules set no limit; each count holds up to MaxStored, far more
// than the game's supply. A Canopy stored counts as a Growth.
type Store struct {
	// Soil, Sprouts and Growth are the resources stored.
	Soil    int16 `json:"soil,omitempty" yaml:"soil,omitempty"`
	Sprouts int16 `json:"sprouts,omitempty" yaml:"sprouts,omitempty"`
	Growth  int16 `json:"growth,omitempty" yaml:"growth,omitempty"`
}

// MaxStored is the most of one resource a Store holds.
const MaxStored = math.MaxInt16

// AnimalsKept is how many Animal cards each player keeps in the mode: 1
// in the beginner and standard games, 2 in the advanced game.
func (m Mode) AnimalsKept() int {
	if m == Advanced {
		return 2
	}
	return 1
}

// AnimeeplesOn returns the Animals with an Animeeple on p's tableau card
// i (in planting order); none for a player not in the game or an i not
// in the tableau.
func (s State) AnimeeplesOn(p Player, i int) Animals {
	if t, ok := s.card(p, i); ok {
		return t.Animeeples
	}
	return 0
}

// Stored returns what lies stored on p's tableau card i (in planting
// order); the zero Store for a player not in the game or an i not in the
// tableau.
func (s State) Stored(p Player, i int) Store {
	if _, ok := s.card(p, i); ok {
		return s.d.get(p).storedOn(i)
	}
	return Store{}
}

// AnimeeplesOf returns the tableau cards (in planting order) where p's
// k-th Animal has an Animeeple, a new slice; nil for a player not in the
// game, a k out of range or an Animal not yet placed.
func (s State) AnimeeplesOf(p Player, k int) []int {
	if !s.valid(p) {
		return nil
	}
	var out []int
	for i, t := range s.d.get(p).Tab() {
		if t.Animeeples.Has(k) {
			out = append(out, i)
		}
	}
	return out
}

// card returns p's tableau card i, and whether there is one.
func (s State) card(p Player, i int) (planted, bool) {
	if !s.valid(p) || i < 0 || i >= len(s.d.get(p).Tab()) {
		return planted{}, false
	}
	return s.d.get(p).Tab()[i], true
}

// standAnimeeple stands an Animeeple of p's k-th Animal on tableau card
// i. It reports false, changing nothing, when there is no such Animal or
// card, one of that Animal is there already, or all its Animeeples stand.
func (g *game) standAnimeeple(p Player, k, i int) bool {
	tab := g.get(p).Tab()
	if k < 0 || k >= g.Config.Mode.AnimalsKept() || i < 0 || i >= len(tab) || tab[i].Animeeples.Has(k) ||
		countAnimeeples(tab, k) >= g.animeeplesGiven(p, k) {
		return false
	}
	g.tab(p)[i].Animeeples |= 1 << k
	return true
}

// animeeplesGiven is how many Animeeples p's k-th Animal card gives:
// none without the expansion or before the card is kept.
func (g *game) animeeplesGiven(p Player, k int) int {
	a := &g.get(p).Animal
	if !g.animalsOn() || k >= int(a.Picked) || a.Kept[k] < 0 {
		return 0
	}
	return min(g.animal(a.Kept[k]).Animeeples, MaxAnimeeples)
}

// liftAnimeeple takes p's k-th Animal's Animeeple off tableau card i. It
// reports false, changing nothing, when none stands there.
func (g *game) liftAnimeeple(p Player, k, i int) bool {
	tab := g.get(p).Tab()
	if i < 0 || i >= len(tab) || !tab[i].Animeeples.Has(k) {
		return false
	}
	g.tab(p)[i].Animeeples &^= 1 << k
	return true
}

// moveAnimeeple moves p's k-th Animal's Animeeple from tableau card from
// to card to (the move's path is the caller's rule). It reports false,
// changing nothing, when none stands on from or one stands on to.
func (g *game) moveAnimeeple(p Player, k, from, to int) bool {
	tab := g.get(p).Tab()
	if from < 0 || from >= len(tab) || to < 0 || to >= len(tab) || !tab[from].Animeeples.Has(k) || tab[to].Animeeples.Has(k) {
		return false
	}
	t := g.tab(p)
	t[from].Animeeples &^= 1 << k
	t[to].Animeeples |= 1 << k
	return true
}

// store adds soil, sprouts and growth to what lies stored on p's
// tableau card i. It reports false, changing nothing, when there is no
// such card or a count would leave 0 to MaxStored.
func (g *game) store(p Player, i int, soil, sprouts, growth int) bool {
	tab := g.get(p).Tab()
	if i < 0 || i >= len(tab) {
		return false
	}
	st := g.get(p).storedOn(i)
	n := [3]int{int(st.Soil) + soil, int(st.Sprouts) + sprouts, int(st.Growth) + growth}
	for _, k := range n {
		if k < 0 || k > MaxStored {
			return false
		}
	}
	g.setStored(p, i, Store{Soil: int16(n[0]), Sprouts: int16(n[1]), Growth: int16(n[2])})
	return true
}

// setStored sets what lies stored on p's tableau card i, in a copy of
// the seat's stores (the position the move was applied to shares them);
// a seat with nothing stored keeps none, so that two positions alike
// compare alike. The Fauna checks see it as a change of the pieces.
func (g *game) setStored(p Player, i int, st Store) {
	s := g.seat(p)
	if s.storedOn(i) == st {
		return
	}
	g.newPieces |= 1 << p
	b := &g.mem().stores.take(1)[0]
	if s.stored != nil {
		*b = *s.stored
	}
	b[i] = st
	s.stored = b
	if *b == ([TableauCards]Store{}) {
		s.stored = nil
	}
}

// countAnimeeples counts the cards of tab where Animal k stands.
func countAnimeeples(tab []planted, k int) int {
	n := 0
	for _, t := range tab {
		if t.Animeeples.Has(k) {
			n++
		}
	}
	return n
}

// checkHooks checks what stands and lies on the tableau cards: nothing
// in a game without the Animals; only Animeeples of the Animals a player
// keeps in the mode (checkAnimeeples counts them), and no negative count
// stored.
func (g *data) checkHooks() error {
	kept := g.Config.Mode.AnimalsKept()
	for p := range g.n() {
		s := g.get(Player(p))
		for i, t := range s.Tab() {
			name := g.info(t.Card).Name
			if !g.animalsOn() && (t.Animeeples != 0 || s.storedOn(i) != (Store{})) {
				return fmt.Errorf("animalkingdom: %v's %s (card %d) holds Animeeples or stored pieces in a game without the Animals", Player(p), name, i)
			}
			if t.Animeeples>>kept != 0 {
				return fmt.Errorf("animalkingdom: %v's %s (card %d) holds an Animeeple of an Animal beyond the %d kept in the %v game", Player(p), name, i, kept, g.Config.Mode)
			}
			if st := s.storedOn(i); st.Soil < 0 || st.Sprouts < 0 || st.Growth < 0 {
				return fmt.Errorf("animalkingdom: %v's %s (card %d) stores %d soil, %d sprouts and %d growth", Player(p), name, i, st.Soil, st.Sprouts, st.Growth)
			}
		}
	}
	return nil
}
