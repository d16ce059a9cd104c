package tell

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/earthexpress"
)

func TestEarthNamesTheAbilityActivated(t *testing.T) {
	var s animalkingdom.State
	e := animalkingdom.Event{Player: animalkingdom.Player(0), Kind: animalkingdom.EventActivate, Card: "Kauai Island", Rule: "[black] draw 12 cards, gain 6 soil, compost 5 cards from hand"}
	if got, want := Earth(s, s, e), "P1 activate Kauai Island — ability: [black] draw 12 cards, gain 6 soil, compost 5 cards from hand"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	e = animalkingdom.Event{Player: animalkingdom.Player(1), Kind: animalkingdom.EventPlant, Card: "White Oak", Rule: "plant"}
	if got, want := Earth(s, s, e), "P2 plant White Oak (plant)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestBeforeEarthNamesTheShipsAbility(t *testing.T) {
	s, err := beforeearth.New(beforeearth.Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	e := beforeearth.Event{Player: beforeearth.P1, Kind: beforeearth.TookShip, Card: "The Destroyer", Rule: "Phase 1: Reactions", Text: "P1 takes The Destroyer"}
	if got, want := BeforeEarth(s, s, e), "P1 takes The Destroyer [The Destroyer; Phase 1: Reactions] — ability: win if opponent has 6+ damage"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	e.Text = "P1 takes 1 black from the supply"
	if got := BeforeEarth(s, s, e); strings.Contains(got, "ability") {
		t.Errorf("a resource taken names an ability: %q", got)
	}
}

// TestEarthExpressSkipNamesTheAbilityOffered plays random games and checks
// that every skip names one ability of its card, of the player's colour:
// the one offered, even on a card with two that fit.
func TestEarthExpressSkipNamesTheAbilityOffered(t *testing.T) {
	skips := 0
	for seed := range uint64(4) {
		s, err := earthexpress.New(earthexpress.Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 9))
		for !s.Over() {
			p := s.ToMove()[r.IntN(len(s.ToMove()))]
			moves := s.LegalMoves(p)
			before := s
			var events []earthexpress.Event
			if s, events, err = s.ApplyEvents(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
			for _, e := range events {
				if e.Kind != earthexpress.Skipped {
					continue
				}
				skips++
				got := EarthExpress(before, s, e)
				_, text, ok := strings.Cut(got, " — ability: ")
				abilities := s.Cards().Info(e.Card).Abilities
				if !ok || !strings.HasPrefix(text, "[") || !containsText(abilities, text) {
					t.Fatalf("a skip of %s (%v) names no single ability of it: %q", s.Cards().Info(e.Card).Name, abilities, got)
				}
			}
		}
	}
	if skips < 5 {
		t.Errorf("%d skips in 4 games", skips)
	}
}

// containsText reports whether one of abilities reads text.
func containsText(abilities []earthexpress.Ability, text string) bool {
	for _, a := range abilities {
		if a.Text == text {
			return true
		}
	}
	return false
}
