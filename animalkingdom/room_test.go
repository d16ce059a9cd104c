package animalkingdom

import (
	"math/rand/v2"
	"testing"
)

// TestRoomKeptAgreesWithTheCards: the cards a tableau keeps as having room
// for one more sprout and one more growth (tabPieces.sproutRoom, growthRoom,
// read by the placement's moves, its check and settle) are those whose
// pieces are fewer than their spaces (room), after every move of random
// games with and without the Animals, solo and of five, and in the state
// read back from its JSON.
func TestRoomKeptAgreesWithTheCards(t *testing.T) {
	cfgs := []Config{{Players: 4, Seed: 51}, {Players: 2, Seed: 52, Animals: true}, {Players: 5, Seed: 53, Animals: true},
		{Players: 1, Seed: 54, Solo: true}, {Players: 3, Seed: 55, Mode: Advanced, Animals: true}}
	if raceOn {
		cfgs = cfgs[:2]
	}
	placing, full := 0, 0
	for i, cfg := range cfgs {
		walkRandom(t, cfg, rand.New(rand.NewPCG(cfg.Seed, 9)), func(s State, m Move) {
			if s.d.placing() {
				placing++
			}
			states := []State{s}
			if placing%16 == 1 {
				states = append(states, readBack(t, s))
			}
			for _, s := range states {
				for p := range Player(s.d.n()) {
					st := s.d.get(p)
					for c := range st.Tab() {
						for _, op := range []Op{Sprout, Growth} {
							want := s.d.room(p, c, op) > 0
							if !want {
								full++
							}
							if got := st.roomOf(op).has(c); got != want {
								t.Fatalf("game %d, %v card %d (%+v): kept room for %v %v, its pieces say %v", i, p, c, st.Tab()[c], op, got, want)
							}
						}
					}
				}
			}
		})
	}
	if placing == 0 || full == 0 {
		t.Fatalf("%d placements, %d full spaces: the games test nothing", placing, full)
	}
}

// TestAtFindsTheCardAtAPlace: at, which compares a card's place as one
// number, finds the card a search by row and column finds, at every place
// of random tableaus and beyond what a row or column holds.
func TestAtFindsTheCardAtAPlace(t *testing.T) {
	r := rand.New(rand.NewPCG(56, 1))
	found := 0
	for range 2000 {
		tab := make([]planted, r.IntN(TableauCards+1))
		for i := range tab {
			tab[i] = planted{Row: int8(r.IntN(7) - 3), Col: int8(r.IntN(7) - 3)}
		}
		for _, row := range []int{-4, -3, -2, -1, 0, 1, 2, 3, 4, 256, -256, 253, 1 << 40} {
			for _, col := range []int{-4, -3, -1, 0, 1, 3, 4, 256, -253, 1 << 40} {
				want := -1
				for i, pl := range tab {
					if int(pl.Row) == row && int(pl.Col) == col {
						want = i
						break
					}
				}
				if got := at(tab, row, col); got != want {
					t.Fatalf("%+v at (%d, %d): %d, want %d", tab, row, col, got, want)
				}
				if want >= 0 {
					found++
				}
			}
		}
	}
	if found == 0 {
		t.Fatal("no card found: the test tests nothing")
	}
}
