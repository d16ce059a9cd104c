package animalkingdom

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"github.com/rulebox/rulebox/internal/rng"
)

// hiddenPart is one part of a position that View lists as hidden: change
// changes it in g (a deep clone) for a viewer p who does not see it, and
// reports false when there is nothing to change (or p sees it).
type hiddenPart struct {
	name   string
	change func(g *data, p Player) bool
}

// swapWithDeck swaps card i of z with the deck's bottom card, when both
// are there and differ.
func swapWithDeck(g *data, z []Card, i int) bool {
	if i < 0 || i >= len(z) || len(g.Deck) == 0 {
		return false
	}
	z[i], g.Deck[0] = g.Deck[0], z[i]
	return true
}

// hiddenParts are every hidden part View's doc lists.
var hiddenParts = []hiddenPart{
	{"the deck's order", func(g *data, p Player) bool {
		if len(g.Deck) < 2 {
			return false
		}
		slices.Reverse(g.Deck)
		return true
	}},
	{"another player's hand", func(g *data, p Player) bool {
		q := Player((int(p) + 1) % g.n())
		return q != p && swapWithDeck(g, g.get(q).Hand, 0)
	}},
	{"another player's compost", func(g *data, p Player) bool {
		q := Player((int(p) + 1) % g.n())
		return q != p && swapWithDeck(g, g.get(q).Compost, 0)
	}},
	{"the viewer's own compost", func(g *data, p Player) bool {
		look := 0
		if g.depth() > 0 && g.top().Who == p && g.top().Wait == wCompost {
			look = int(g.top().Left)
		}
		s := g.get(p)
		return len(s.Compost) > look && swapWithDeck(g, s.Compost, 0)
	}},
	{"the cards drawn to keep one", func(g *data, p Player) bool {
		return g.Active != p && swapWithDeck(g, g.Drawn.Cards(), 0)
	}},
	{"Gaia's deck order", func(g *data, p Player) bool {
		d := &g.Gaia.Deck
		if !g.Config.Solo || d.Len() < 2 {
			return false
		}
		slices.Reverse(d.c[:d.n])
		return true
	}},
	{"Gaia's compost", func(g *data, p Player) bool { return g.Config.Solo && swapWithDeck(g, g.Gaia.Compost, 0) }},
	{"Gaia's scoring pile", func(g *data, p Player) bool { return g.Config.Solo && swapWithDeck(g, g.Gaia.Pile, 0) }},
	{"the generator", func(g *data, p Player) bool {
		g.RNG, g.Config.Seed = rng.New(g.Config.Seed^0x5eed), g.Config.Seed^1
		return true
	}},
	{"the order of another player's Animal offer", func(g *data, p Player) bool {
		a := choosingSeat(g, p)
		if a == nil || a.NOffer < 2 {
			return false
		}
		slices.Reverse(a.Offer[:a.NOffer])
		return true
	}},
	{"the Animal deck (an Animal not dealt, for one another player was)", func(g *data, p Player) bool {
		a, box := choosingSeat(g, p), boxAnimal(g)
		if a == nil || a.NOffer == 0 || box == noAnimal {
			return false
		}
		a.Offer[0] = box
		return true
	}},
	{"another player's kept Animal before the reveal", func(g *data, p Player) bool {
		a := choosingSeat(g, p)
		if a == nil || a.Picked == 0 || a.NOffer == 0 {
			return false
		}
		a.Kept[0], a.Offer[0] = a.Offer[0], a.Kept[0]
		return true
	}},
}

// choosingSeat is the Animal Kingdom part of the player after p while
// the players choose their Animals, or nil.
func choosingSeat(g *data, p Player) *animalSeat {
	q := Player((int(p) + 1) % g.n())
	if !g.animalsOn() || q == p || g.Stage != stSetup && g.Stage != stAnimals {
		return nil
	}
	return &g.get(q).Animal
}

// boxAnimal is an Animal of the set played that nobody holds, or
// noAnimal.
func boxAnimal(g *data) animalName {
	held := map[animalName]bool{g.AK.Global: true}
	for q := range g.n() {
		a := &g.get(Player(q)).Animal
		for _, i := range append(a.Offer[:a.NOffer:a.NOffer], a.Kept[:a.Picked]...) {
			held[i] = true
		}
	}
	for i := range g.cs.animals {
		if !g.cs.animals[i].Abundance && !held[animalName(i)] {
			return animalName(i)
		}
	}
	return noAnimal
}

// choosingPositions are the positions of a random game of cfg while the
// players choose their sides and Animals.
func choosingPositions(t *testing.T, cfg Config) []State {
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 9))
	var out []State
	for s.d.Stage == stSetup || s.d.Stage == stAnimals {
		out = append(out, s)
		ms := s.LegalMoves(s.ToMove()[0])
		if s, err = s.Apply(ms[r.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// TestViewsHideEveryHiddenPart: in positions of random games (2 and 3
// players, solo against Gaia, teams, the Animals with every position
// while they are chosen), two states that differ only in one
// hidden part give every player who does not see it equal Views (as
// JSON), and the same move applied to both tells them equal events
// (redacted with Event.For) unless it shows them the part (their Views
// after it differ). Each part is changed somewhere.
func TestViewsHideEveryHiddenPart(t *testing.T) {
	t.Parallel() // long: it shares the cores with the package's other long runs
	every := 3
	switch {
	case raceOn:
		every = 30
	case !gametest.Long():
		every = 9
	}
	changed := map[string]int{}
	moves := 0
	for _, cfg := range []Config{{Players: 2, Seed: 31}, {Players: 3, Mode: Advanced, Seed: 32}, {Players: 1, Solo: true, Difficulty: GaiaHard, Seed: 33}, {Players: 4, Teams: true, Seed: 34},
		{Players: 3, Mode: Advanced, Seed: 35, Animals: true}} {
		positions := randomPositions(t, cfg, every)
		if cfg.Animals {
			positions = append(positions, choosingPositions(t, cfg)...)
		}
		for _, s := range positions {
			for _, part := range hiddenParts {
				for _, p := range s.Players() {
					other := stateOf(*s.d.deepClone())
					if !part.change(&other.d, p) {
						continue
					}
					if err := other.Validate(); err != nil {
						t.Fatalf("%+v, %s changed: %v", cfg, part.name, err)
					}
					changed[part.name]++
					if !bytes.Equal(viewOf(t, s, p), viewOf(t, other, p)) {
						t.Fatalf("%+v, turn %d: %s changed, and %v's view shows it", cfg, s.Turn(), part.name, p)
					}
					if sameMoveTellsTheSame(t, s, other, p) {
						moves++
					}
				}
			}
		}
	}
	for _, part := range hiddenParts {
		if changed[part.name] == 0 {
			t.Errorf("%s was never changed", part.name)
		}
	}
	if moves == 0 {
		t.Error("no move's events were compared")
	}
	t.Logf("parts changed %v; the events of %d moves compared", changed, moves)
}

// viewOf is p's view of s, as JSON.
func viewOf(t *testing.T, s State, p Player) []byte {
	data, err := json.Marshal(s.View(p))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// sameMoveTellsTheSame applies to a and b the first move legal in both
// and checks that p is told the same events of it, unless p's views
// after it differ (the move showed p the hidden part). It reports
// whether events were compared.
func sameMoveTellsTheSame(t *testing.T, a, b State, p Player) bool {
	if a.Over() {
		return false
	}
	for _, m := range a.LegalMoves(a.ToMove()[0]) {
		na, ea, err := a.ApplyEvents(m)
		if err != nil {
			t.Fatal(err)
		}
		nb, eb, err := b.ApplyEvents(m)
		if err != nil {
			continue
		}
		if !bytes.Equal(viewOf(t, na, p), viewOf(t, nb, p)) {
			return false
		}
		if ta, tb := toldTo(ea, p), toldTo(eb, p); !slices.Equal(ta, tb) {
			t.Fatalf("after %v, %v is told\n%v\nand\n%v", m, p, ta, tb)
		}
		return true
	}
	return false
}

// toldTo is what p is told of evs.
func toldTo(evs []Event, p Player) []Event {
	var out []Event
	for _, e := range evs {
		if r, ok := e.For(p); ok {
			out = append(out, r)
		}
	}
	return out
}

// TestViewsShowGaiasAnimals: Gaia's Animals are not a hidden part: the
// rulebook places them "faceup in her play area", so a change of one
// changes the player's view, which names them.
func TestViewsShowGaiasAnimals(t *testing.T) {
	s, err := New(Config{Players: 1, Solo: true, Mode: Advanced, Difficulty: GaiaHard, Seed: 36, Animals: true})
	if err != nil {
		t.Fatal(err)
	}
	other := stateOf(*s.d.deepClone())
	box := boxAnimal(&other.d)
	if box == noAnimal || other.d.AK.NGaia == 0 {
		t.Fatal("no Animal of Gaia's to change")
	}
	other.d.AK.Gaia[0] = box
	if err := other.Validate(); err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(viewOf(t, s, 0), viewOf(t, other, 0)) {
		t.Error("Gaia's Animal changed, and the player's view is the same")
	}
	if got := other.View(0).GaiaAnimals(); len(got) == 0 || got[0] != other.d.animal(box).Name {
		t.Errorf("the view names Gaia's Animals %v, want %s first", got, other.d.animal(box).Name)
	}
}
