package animalkingdom

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// storeTotal is the pieces in st.
func storeTotal(st Store) int { return int(st.Soil) + int(st.Sprouts) + int(st.Growth) }

// TestAnimalAccessorsFollowTheGame plays random games with the expansion
// and checks the accessors against the moves and events: the offer and
// the kept Animal, the Leaves discarded and left, the activation being
// resolved, and every piece the events say was stored on an Animal or
// placed on an Island.
func TestAnimalAccessorsFollowTheGame(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		cfg := Config{Players: 1 + int(seed)%4, Seed: seed, Animals: true, Mode: Mode(seed % 3)}
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if !s.PlaysAnimals() || !s.View(0).PlaysAnimals() {
			t.Fatalf("seed %d: PlaysAnimals false with Config.Animals", seed)
		}
		if _, ok := s.GlobalAbility(); !ok {
			t.Errorf("seed %d: no Global Ability shown in a game of %d players", seed, cfg.Players)
		}
		playChecked(t, s, rand.New(rand.NewPCG(seed, 9)))
	}
}

// playChecked plays s to its end at random, checking the accessors.
func playChecked(t *testing.T, s State, r *rand.Rand) {
	t.Helper()
	n := len(s.Players())
	stored, island, leaves := make([]int, n), make([]int, n), make([]int, n)
	for steps := 0; !s.Over(); steps++ {
		who := s.ToMove()
		p := who[r.IntN(len(who))]
		moves := s.LegalMoves(p)
		checkActivating(t, s, p, moves)
		m := moves[r.IntN(len(moves))]
		if m.Kind == KeepAnimal && len(s.AnimalsOffered(p)) != OfferedAnimals-len(s.AnimalsKept(p)) {
			t.Fatalf("%v keeps from %v having kept %v", p, s.AnimalsOffered(p), s.AnimalsKept(p))
		}
		next, events, err := s.ApplyEvents(m)
		if err != nil {
			t.Fatalf("move %v: %v", m, err)
		}
		if m.Kind == KeepAnimal && !slices.Contains(next.AnimalsKept(p), s.Cards().Animals()[m.Animal]) {
			t.Fatalf("%v: kept %v", m, next.AnimalsKept(p))
		}
		for _, e := range events {
			switch e.Kind {
			case EventStored:
				stored[e.Player] += e.N
			case EventIsland:
				island[e.Player] += e.N
			case EventLeaf:
				leaves[e.Player]++
			}
		}
		s = next
	}
	for p := range n {
		q := Player(p)
		got := storeTotal(s.GlobalStored(q))
		for k := range s.d.Config.Mode.AnimalsKept() {
			got += storeTotal(s.AnimalStored(q, k))
		}
		if got != stored[p] || storeTotal(s.IslandStored(q)) != island[p] || s.LeavesDiscarded(q) != leaves[p] {
			t.Errorf("%v: stored %d, Island %d, Leaves discarded %d; the events say %d, %d, %d",
				q, got, storeTotal(s.IslandStored(q)), s.LeavesDiscarded(q), stored[p], island[p], leaves[p])
		}
		if left := Leaves - s.LeavesUsed(q); s.LeavesLeft(q) != left || s.View(q).LeavesLeft(q) != left {
			t.Errorf("%v: %d Leaves left, want %d", q, s.LeavesLeft(q), left)
		}
	}
}

// checkActivating checks that a player choosing which Animal to activate
// is the one Activating reports, with no Animal yet.
func checkActivating(t *testing.T, s State, p Player, moves []Move) {
	t.Helper()
	if !slices.ContainsFunc(moves, func(m Move) bool { return m.Kind == Activate }) {
		return
	}
	who, name, ok := s.Activating()
	if !ok || who != p || name != "" {
		t.Fatalf("%v chooses an Animal to activate; Activating gives %v %q %v", p, who, name, ok)
	}
	if w, n, ok := s.View(p).Activating(); w != who || n != name || !ok {
		t.Fatalf("the View's Activating gives %v %q %v", w, n, ok)
	}
}

func TestAnimalAccessorsOfTheBaseGame(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if s.PlaysAnimals() || s.AnimalsKept(0) != nil || s.AnimalsOffered(0) != nil || s.GaiaAnimals() != nil {
		t.Error("the base game reports Animals")
	}
	if _, ok := s.GlobalAbility(); ok {
		t.Error("the base game shows a Global Ability")
	}
	if _, _, ok := s.Activating(); ok {
		t.Error("the base game is activating Animals")
	}
	if s.LeavesLeft(0) != Leaves || s.LeavesLeft(5) != 0 || s.AnimalStored(0, 3) != (Store{}) {
		t.Errorf("Leaves left %d, %d; stored %v", s.LeavesLeft(0), s.LeavesLeft(5), s.AnimalStored(0, 3))
	}
}
