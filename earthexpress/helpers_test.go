package earthexpress

import (
	"os"
	"sync"
	"testing"
)

var (
	testSetOnce sync.Once
	testSet     *CardSet
)

// testCards is the package tests' card set, testdata/cards.yaml.
func testCards(t testing.TB) *CardSet {
	t.Helper()
	testSetOnce.Do(func() {
		data, err := os.ReadFile("testdata/cards.yaml")
		if err != nil {
			t.Fatal(err)
		}
		if testSet, err = LoadCards("testdata/cards.yaml", data); err != nil {
			t.Fatal(err)
		}
	})
	return testSet
}

// build builds a scenario with the test set.
func build(t testing.TB, sc Scenario) State {
	t.Helper()
	sc.Cards = testCards(t)
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// play applies moves given as notation, failing the test on any refusal.
func play(t testing.TB, s State, moves ...string) State {
	t.Helper()
	for _, text := range moves {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("%q: %v\nlegal: %v", text, err, s.LegalMoves(m.Player))
		}
	}
	return s
}

// refused checks that a move is refused as illegal.
func refused(t testing.TB, s State, text string) {
	t.Helper()
	m, err := ParseMove(s, text)
	if err != nil {
		t.Fatalf("%q: %v", text, err)
	}
	if _, err := s.Apply(m); err == nil {
		t.Fatalf("%q was accepted", text)
	}
}

// growthAt and sproutsAt read a space of p's tableau.
func growthAt(s State, p Player, k int) int {
	_, _, g := s.At(p, k/3, k%3)
	return g
}

func sproutsAt(s State, p Player, k int) int {
	_, sp, _ := s.At(p, k/3, k%3)
	return sp
}

// tab fills a tableau row by row.
func tab(names ...string) []string { return names }

// plantAll plants for every player still planting: the first card offered
// on the first free space, until they are done (refusing what BLACK
// abilities offer).
func plantAll(t testing.TB, s State) State {
	t.Helper()
	for _, p := range s.Players() {
		for s.Step(p) == Planting {
			var next Move
			for _, m := range s.LegalMoves(p) {
				if m.Kind == Plant || m.Kind == At || m.Kind == Done || m.Kind == Skip || m.Kind == Neighbour {
					next = m
					break
				}
			}
			if next.Kind == 0 {
				t.Fatalf("%v cannot plant: %v", p, s.LegalMoves(p))
			}
			var err error
			if s, err = s.Apply(next); err != nil {
				t.Fatal(err)
			}
		}
	}
	return s
}

// mustCard is the card of the test set named name.
func mustCard(t testing.TB, name string) Card {
	t.Helper()
	c, ok := testCards(t).Lookup(name)
	if !ok {
		t.Fatalf("no card named %s", name)
	}
	return c
}

// claimed reports whether p has claimed Fauna card f.
func claimed(s State, p Player, f int) bool {
	_, ok := s.Claim(p, f)
	return ok
}

// space is the scoring space of p's claim on Fauna card f, from 0, or -1
// for none.
func space(s State, p Player, f int) int {
	if k, ok := s.Claim(p, f); ok {
		return k
	}
	return -1
}
