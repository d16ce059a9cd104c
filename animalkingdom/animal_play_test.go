package animalkingdom

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestAnimalGamesPlayToTheEnd plays random games with the expansion at 1
// to 5 players in every mode: each ends, every state on the way
// validates, and between them the games keep Animals, discard Leaves,
// activate Animals, move Animeeples, resolve the Global Ability and
// store pieces on Animal cards.
func TestAnimalGamesPlayToTheEnd(t *testing.T) {
	t.Parallel() // long: it shares the cores with the package's other tests
	seen := map[MoveKind]int{}
	stored := 0
	games := 10
	switch {
	case gametest.Long():
		games = 40
	case raceOn:
		games = 4
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
				if n%37 == 0 {
					checkSaved(t, s, tm[0])
				}
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

// checkSaved: s reads back from its JSON the same, with the same moves;
// p's View reads back, validates, and samples a valid state.
func checkSaved(t *testing.T, s State, p Player) {
	t.Helper()
	back := gametest.ThroughJSON(t, s)
	a, _ := json.Marshal(s)
	b, _ := json.Marshal(back)
	if !bytes.Equal(a, b) || !slices.Equal(s.LegalMoves(p), back.LegalMoves(p)) {
		t.Fatalf("the state does not read back the same:\n%s\n%s", a, b)
	}
	v := gametest.ThroughJSON(t, s.View(p))
	if err := v.Validate(); err != nil {
		t.Fatalf("the view read back does not validate: %v", err)
	}
	if err := v.Sample(1).Validate(); err != nil {
		t.Fatalf("a state sampled from the view does not validate: %v", err)
	}
}

// toAnimalChoice plays the base game's setup of s by its first legal
// moves, up to the choice of Animals.
func toAnimalChoice(t *testing.T, s State) State {
	t.Helper()
	for s.d.Stage != stAnimals {
		ms := s.LegalMoves(s.ToMove()[0])
		var err error
		if s, err = s.Apply(ms[0]); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// TestAnimalChoiceIsSecret: the players keep their Animals at once, and
// until all have, a View shows nobody else's offer or pick: two states
// that differ only in P1's pick look the same to P2.
func TestAnimalChoiceIsSecret(t *testing.T) {
	s := startAK(t, Config{Players: 3, Seed: 4, Animals: true})
	setup, _ := json.Marshal(s.View(1))
	for _, name := range s.View(0).AnimalsOffered() {
		if bytes.Contains(setup, []byte(name)) {
			t.Errorf("during the setup P2's view names %s, dealt to P1", name)
		}
	}
	s = toAnimalChoice(t, s)
	if got := s.ToMove(); len(got) != 3 {
		t.Fatalf("ToMove while choosing Animals = %v, want all three players", got)
	}
	offer := s.View(0).AnimalsOffered()
	if len(offer) != OfferedAnimals {
		t.Fatalf("P1 is offered %v", offer)
	}
	var views [][]byte
	for _, name := range offer[:2] {
		next, err := s.Apply(KeepAnimalMove(0, s.Cards().animalIndex(name)))
		if err != nil {
			t.Fatal(err)
		}
		if got := next.View(0).AnimalsKept(0); !slices.Equal(got, []string{name}) {
			t.Errorf("P1 sees their pick as %v, want %v", got, name)
		}
		if got := next.View(1).AnimalsKept(0); !slices.Equal(got, []string{""}) {
			t.Errorf("P2 sees P1's pick as %v, want it hidden", got)
		}
		data, _ := json.Marshal(next.View(1))
		views = append(views, data)
		_ = next.View(1).Result() // scores the hidden picks as nothing stored
	}
	if !bytes.Equal(views[0], views[1]) {
		t.Error("P2's view tells P1's pick")
	}
	for p := range Player(3) {
		ms := s.LegalMoves(p)
		if s, _ = s.Apply(ms[0]); s.d.Stage != stAnimals && p < 2 {
			t.Fatalf("the choice ended before %v chose", p+1)
		}
	}
	if s.d.Stage != stAction || len(s.View(1).AnimalsKept(0)) != 1 || s.View(1).AnimalsKept(0)[0] == "" {
		t.Errorf("after every choice the Animals are not shown: stage %v, %v", s.d.Stage, s.View(1).AnimalsKept(0))
	}
}

// startAK is New, failing t on an error.
func startAK(t *testing.T, cfg Config) State {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestAnimalMovesRefusedSayWhy: a refused move of the expansion names its
// rule and changes nothing.
func TestAnimalMovesRefusedSayWhy(t *testing.T) {
	s := toAnimalChoice(t, startAK(t, Config{Players: 2, Seed: 9, Animals: true}))
	other := s.View(1).AnimalsOffered()[0]
	m := KeepAnimalMove(0, s.Cards().animalIndex(other))
	next, err := s.Apply(m)
	if err == nil || !strings.Contains(err.Error(), "keep 1 (2 in the advanced game) of the Animals dealt to you") {
		t.Fatalf("P1 keeping P2's Animal: %v", err)
	}
	a, _ := json.Marshal(next)
	b, _ := json.Marshal(s)
	if !bytes.Equal(a, b) {
		t.Error("a refused move changed the state")
	}
	if _, err := s.Apply(DiscardLeafMove(0)); err == nil || !strings.Contains(err.Error(), "Leaves:") {
		t.Errorf("a Leaf discarded before keeping Animals: %v", err)
	}
}
