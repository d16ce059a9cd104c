package tell

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
)

func TestEarthTellsTheAnimalsInWords(t *testing.T) {
	var s animalkingdom.State
	for _, tc := range []struct {
		e    animalkingdom.Event
		want string
	}{
		{animalkingdom.Event{Kind: animalkingdom.EventAnimal, Card: "Highland Cow", Rule: "the Animals kept are revealed together"}, "P1 keeps the Animal Highland Cow (the Animals kept are revealed together)"},
		{animalkingdom.Event{Player: 1, Kind: animalkingdom.EventLeaf, N: 2, Rule: "r"}, "P2 discards a Leaf, 2 used now (r)"},
		{animalkingdom.Event{Kind: animalkingdom.EventAnimalActivate, Card: "Highland Cow", Rule: "move up to 2"}, "P1 activates the Animal Highland Cow — ability: move up to 2"},
		{animalkingdom.Event{Kind: animalkingdom.EventAnimeeple, Card: "White Oak", Rule: "Highland Cow"}, "P1 places the Highland Cow Animeeple on White Oak"},
		{animalkingdom.Event{Kind: animalkingdom.EventAnimeeple, Card: "White Oak", N: 1, Rule: "Highland Cow"}, "P1's Highland Cow Animeeple moves to White Oak"},
		{animalkingdom.Event{Kind: animalkingdom.EventStored, Card: "Polar Bear", N: 3, Rule: "soil"}, "P1 stores 3 soil on Polar Bear, for the rest of the game"},
		{animalkingdom.Event{Kind: animalkingdom.EventIsland, N: 1, Rule: "growth"}, "P1 places 1 growth on their Island, to stay there"},
		{animalkingdom.Event{Kind: animalkingdom.EventIsland, N: 2, Rule: "sprout"}, "P1 places 2 sprouts on their Island, to stay there"},
		{animalkingdom.Event{Kind: animalkingdom.EventStored, Card: "Polar Bear", N: 1, Rule: "sprout"}, "P1 stores 1 sprout on Polar Bear, for the rest of the game"},
		{animalkingdom.Event{Kind: animalkingdom.EventGlobal, Card: "Jaguar", Rule: "gain 1 soil"}, "P1 resolves the Global Ability of Jaguar: gain 1 soil"},
	} {
		if got := Earth(s, s, tc.e); got != tc.want {
			t.Errorf("%v: got %q, want %q", tc.e.Kind, got, tc.want)
		}
	}
	if got := Store(animalkingdom.Store{Soil: 2, Sprouts: 1}); got != "2 soil, 1 sprout" {
		t.Errorf("Store: %q", got)
	}
	if got := Store(animalkingdom.Store{}); got != "nothing" {
		t.Errorf("empty Store: %q", got)
	}
}

// TestEarthTellsEveryAnimalEvent plays random games with the expansion:
// no event of it is left in the engine's short words.
func TestEarthTellsEveryAnimalEvent(t *testing.T) {
	told := map[animalkingdom.EventKind]bool{}
	for seed := uint64(1); seed <= 4; seed++ {
		s, err := animalkingdom.New(animalkingdom.Config{Players: 3, Seed: seed, Animals: true})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 2))
		for !s.Over() {
			who := s.ToMove()
			moves := s.LegalMoves(who[r.IntN(len(who))])
			before := s
			var events []animalkingdom.Event
			if s, events, err = s.ApplyEvents(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
			for _, e := range events {
				got := Earth(before, s, e)
				if _, ok := animalEvent("", e); ok {
					told[e.Kind] = true
					if strings.Contains(got, " "+e.Kind.String()+" ") {
						t.Errorf("%v told in the engine's words: %q", e.Kind, got)
					}
				}
			}
		}
	}
	for _, k := range []animalkingdom.EventKind{animalkingdom.EventAnimal, animalkingdom.EventLeaf, animalkingdom.EventAnimalActivate, animalkingdom.EventGlobal} {
		if !told[k] {
			t.Errorf("no %v event in the games", k)
		}
	}
}

// TestEarthTellsGaiaAndTheEndInWords: in a solo game Gaia's events name
// her, not the seat P2 the engine gives her, and the game's last event
// says that the game ends, not "nobody end".
func TestEarthTellsGaiaAndTheEndInWords(t *testing.T) {
	s, err := animalkingdom.New(animalkingdom.Config{Players: 1, Solo: true, Difficulty: animalkingdom.GaiaMedium, Seed: 3, Animals: true})
	if err != nil {
		t.Fatal(err)
	}
	gaia, end := 0, ""
	for r := rand.New(rand.NewPCG(3, 2)); !s.Over(); {
		moves := s.LegalMoves(animalkingdom.P1)
		before := s
		var events []animalkingdom.Event
		if s, events, err = s.ApplyEvents(moves[r.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
		for _, e := range events {
			got := Earth(before, s, e)
			if strings.HasPrefix(got, "P2") {
				t.Errorf("Gaia's event told as P2's: %q", got)
			}
			if strings.HasPrefix(got, "Gaia ") {
				gaia++
			}
			if e.Kind == animalkingdom.EventEnd {
				end = got
			}
		}
	}
	if gaia == 0 {
		t.Error("no event named Gaia in a solo game")
	}
	if end != "the game ends: every player's scorepad is totalled" {
		t.Errorf("the end told as %q", end)
	}
}
