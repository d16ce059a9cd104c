package main

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/examples/game"
)

func TestEarthScreenShowsTheAnimals(t *testing.T) {
	cs := animalkingdom.StandardCards()
	out := script(t, []string{"-game", "earth", "-players", "2", "-seed", "3", "-bots", "random"}, ones(400)...)
	offer := regexp.MustCompile(`\n  your Animals to keep from \(animal NAME\): (.+)\n`).FindStringSubmatch(out)
	if offer == nil {
		t.Fatalf("no Animals offered on screen:\n%s", out[:2000])
	}
	if names := strings.Split(offer[1], ", "); len(names) != animalkingdom.OfferedAnimals {
		t.Errorf("%d Animals offered: %v", len(names), names)
	}
	for _, name := range strings.Split(offer[1], ", ") {
		if _, ok := cs.AnimalCard(name); !ok {
			t.Errorf("%q offered is no Animal card", name)
		}
	}
	for _, p := range []string{"P1", "P2"} {
		if !regexp.MustCompile(`\n` + p + `  soil .*\n(?:  .*\n)*?  Animals: \[1\] [^:]+: Animeeples \d of \d placed`).MatchString(out) {
			t.Errorf("%s's Animal kept is not on screen", p)
		}
	}
	if !regexp.MustCompile(`\n  Island: nothing; Global Ability stored: .+; Leaves: \d used \(\d discarded\), \d left\n`).MatchString(out) {
		t.Error("no Island, storage and Leaves on screen")
	}
	global := regexp.MustCompile(`\nGlobal Ability \((.+?)\): (.+?)(?:; storage: .*)? \(at the end of each round but the last\)\n`).FindStringSubmatch(out)
	if global == nil {
		t.Fatal("no Global Ability on screen")
	}
	if a, ok := cs.AnimalCard(global[1]); !ok || a.Global != global[2] {
		t.Errorf("the Global Ability of %s shown as %q", global[1], global[2])
	}
	base := script(t, []string{"-game", "earth", "-animals=false", "-players", "2", "-seed", "3", "-bots", "random"}, ones(400)...)
	if strings.Contains(base, "Animals") || strings.Contains(base, "Global Ability") || !strings.HasPrefix(base, "earth-base, seed 3") {
		t.Errorf("-animals=false shows the expansion:\n%s", base[:1500])
	}
}

// TestEarthGridMarksTheAnimeeples plays random games until an Animeeple
// stands on a card, and finds it marked in the grid, and the activation
// on screen while it is resolved.
func TestEarthGridMarksTheAnimeeples(t *testing.T) {
	marked, activating := false, false
	for seed := uint64(1); seed <= 20 && !(marked && activating); seed++ {
		s, err := game.AnimalKingdom.Start(3, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		for !s.Over() {
			who := s.ToMove()
			p := who[r.IntN(len(who))]
			moves := s.LegalMoves(p)
			if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
			pic := earthPicture(s.View(p))
			if _, name, ok := s.Activating(); ok && name != "" {
				activating = true
				if !strings.Contains(pic, "\nactivating: "+p.String()+"'s Animals, "+name+"\n") && s.ToMove()[0] == p {
					t.Errorf("the activation of %s is not on screen:\n%s", name, pic)
				}
			}
			if places := s.AnimeeplesOf(p, 0); len(places) > 0 {
				marked = true
				tab := s.Tableau(p)
				name := s.Cards().Name(tab[places[0]].Card)
				found := false
				for _, r := range gridRows(pic) {
					for _, c := range r {
						found = found || strings.HasPrefix(c, name+" [1] s")
					}
				}
				if !found {
					t.Fatalf("%v's Animeeple on %s is not marked:\n%s", p, name, pic)
				}
				if !strings.Contains(pic, ": Animeeples 1 of ") && !strings.Contains(pic, ": Animeeples 2 of ") {
					t.Errorf("no Animeeple counted as placed:\n%s", pic)
				}
				break
			}
		}
	}
	if !marked || !activating {
		t.Errorf("in 20 games: an Animeeple marked %v, an activation shown %v", marked, activating)
	}
}

func TestEarthScreenKeepsTheAnimalsChosenSecret(t *testing.T) {
	s, err := game.AnimalKingdom.Start(2, 4)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(4, 4))
	for !s.Over() {
		keep := s.LegalMoves(1)
		if len(keep) > 0 && keep[0].Kind == animalkingdom.KeepAnimal && len(s.AnimalsKept(0)) == 0 {
			if s, err = s.Apply(keep[0]); err != nil {
				t.Fatal(err)
			}
			pic := earthPicture(s.View(0))
			if !strings.Contains(pic, "\n  Animals: [1] (kept in secret)\n") || strings.Contains(pic, s.AnimalsKept(1)[0]+":") {
				t.Errorf("P2's Animal, kept while P1 chooses, is not secret:\n%s", pic)
			}
			if !strings.Contains(pic, "your Animals to keep from (animal NAME): "+strings.Join(s.AnimalsOffered(0), ", ")+"\n") {
				t.Errorf("P1's offer is not on screen:\n%s", pic)
			}
			return
		}
		who := s.ToMove()
		moves := s.LegalMoves(who[0])
		if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the game ended with no Animal kept")
}

func TestCardCommandPrintsAnAnimal(t *testing.T) {
	out := script(t, []string{"-game", "earth", "-seed", "3", "-bots", "random"}, "card highland cow", "show Polar Bear", "quit")
	a, _ := animalkingdom.StandardCards().AnimalCard("Highland Cow")
	want := "Highland Cow: Animal card (" + a.Scientific + "), difficulty "
	for _, w := range []string{want, "  Animal side (" + a.Kind + "):\n    Animeeples: 1", "    ability: " + a.Ability + "\n",
		"  Global Ability side (" + a.GlobalKind + "):\n    ability: " + a.Global + "\n", "origin: " + a.Origin, "Polar Bear: Animal card ("} {
		if !strings.Contains(out, w) {
			t.Errorf("card Highland Cow lacks %q:\n%s", w, out[strings.Index(out, "> "):])
		}
	}
}
