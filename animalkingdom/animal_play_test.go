package animalkingdom

import (
	"math/rand/v2"
	"testing"
)

// TestAnimalGamesPlayToTheEnd plays random games with the expansion at 1
// to 5 players in every mode: each ends, every state on the way
// validates, and between them the games keep Animals, discard Leaves,
// activate Animals, move Animeeples, resolve the Global Ability and
// store pieces on Animal cards.
func TestAnimalGamesPlayToTheEnd(t *testing.T) {
	seen := map[MoveKind]int{}
	stored := 0
	games := 30
	if testing.Short() {
		games = 10
	}
	for seed := range uint64(games) {
		for _, mode := range []Mode{Beginner, Standard, Advanced} {
			cfg := Config{Players: 1 + int(seed%5), Seed: seed, Mode: mode, Animals: true}
			s, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, uint64(mode)))
			for n := 0; !s.Over(); n++ {
				if n > 20000 {
					t.Fatalf("%+v: no end after %d moves", cfg, n)
				}
				tm := s.ToMove()
				ms := s.LegalMoves(tm[r.IntN(len(tm))])
				m := ms[r.IntN(len(ms))]
				if s, err = s.Apply(m); err != nil {
					t.Fatalf("%+v: a legal move %v refused: %v", cfg, m, err)
				}
				if err := s.Validate(); err != nil {
					t.Fatalf("%+v: after %v: %v", cfg, m, err)
				}
				seen[m.Kind]++
			}
			for _, v := range s.Result().Row("animals") {
				stored += v
			}
		}
	}
	for _, k := range []MoveKind{KeepAnimal, DiscardLeaf, Activate, AnimeepleTo, GlobalOption} {
		if seen[k] == 0 {
			t.Errorf("no %v move in %d games", Move{Kind: k}, 3*games)
		}
	}
	if stored == 0 {
		t.Errorf("no VP stored on an Animal card in %d games", 3*games)
	}
}

// TestBaseGameHasNoAnimals: without Config.Animals nothing of the
// expansion is dealt, offered or scored.
func TestBaseGameHasNoAnimals(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 2})
	if err != nil {
		t.Fatal(err)
	}
	s, _ = s.Playout(2)
	if s.Result().Row("animals") != nil {
		t.Error("the base game's scorepad has an animals row")
	}
	if v := s.View(0); v.AnimalsKept(0) != nil || v.AnimalsOffered() != nil {
		t.Error("the base game shows Animals")
	}
	if _, ok := s.View(0).GlobalAbility(); ok {
		t.Error("the base game shows a Global Ability")
	}
}
