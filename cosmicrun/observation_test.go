package cosmicrun

import (
	"flag"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"github.com/rulebox/rulebox/internal/rng"
	"pgregory.net/rapid"
)

// update rewrites testdata/encoding.golden from the encoding as it is:
//
//	go test ./cosmicrun -run TestEncodingGolden -update
//
// A change of the file is a change of the ids or of the observation
// layout, which learners trained on the old one cannot read.
var update = flag.Bool("update", false, "rewrite testdata/encoding.golden")

// TestObservationsAlongRandomGames checks, at every step of random games,
// every seat's and a spectator's observation: its length is the shape's,
// and every value is finite and in [0, 1], as the documentation's table
// says.
func TestObservationsAlongRandomGames(t *testing.T) {
	gametest.Checks(t, 20, 200)
	rapid.Check(t, func(t *rapid.T) {
		s := randomGame(t)
		r := rng.New(rapid.Uint64().Draw(t, "moves"))
		var buf []float32
		for {
			for _, p := range []Player{P1, P2, NoPlayer} {
				v := s.View(p)
				buf = v.AppendObservation(buf[:0])
				if want := v.ObservationShape(); len(want) != 1 || len(buf) != want[0] {
					t.Fatalf("%v: observation of %d values; shape %v", p, len(buf), want)
				}
				if i := slices.IndexFunc(buf, func(x float32) bool { return !(x >= 0 && x <= 1) }); i >= 0 {
					t.Fatalf("%v: observation[%d] = %v, not in [0, 1]", p, i, buf[i])
				}
			}
			if s.Over() {
				return
			}
			s = randomStep(s, &r)
		}
	})
}

// TestObservationsEqualWhereOnlyHiddenPartsDiffer checks, at every step
// of random games, that each state that differs from the game's only in
// what a viewer cannot see (hiddenVariants) gives the viewer, and a
// spectator, the same observation.
func TestObservationsEqualWhereOnlyHiddenPartsDiffer(t *testing.T) {
	games := 4
	if gametest.Long() {
		games = 40
	}
	r := rng.New(12)
	for g := range games {
		s, _ := New(Config{Players: 1 + g%2, Seed: uint64(g), Level: Level(g % 3)})
		for !s.Over() {
			for _, p := range s.Players() {
				for part, v := range hiddenVariants(t, s, p, &r) {
					for _, viewer := range []Player{p, NoPlayer} {
						a := s.View(viewer).AppendObservation(nil)
						b := v.View(viewer).AppendObservation(nil)
						if !slices.Equal(a, b) {
							t.Fatalf("%s: %v observes\n%v\nand, with it changed,\n%v", part, viewer, a, b)
						}
					}
				}
			}
			s = randomStep(s, &r)
		}
	}
}

// TestObservationShowsWhatTheViewerSees checks a few entries of the
// layout against the position: the phase, the viewer's hand, a card
// placed and the opponent's counts.
func TestObservationShowsWhatTheViewerSees(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 1})
	s, _ = play(t, s, "P1 pass R3", "P1 pass B1", "P2 pass B2", "P2 pass B3", "P1 keep", "P2 keep",
		"P1 place G4 2 turned", "P2 place B1 1 upright")
	for _, p := range []Player{P1, P2} {
		o := s.View(p).AppendObservation(nil)
		if o[obsPhase+int(Placing)] != 1 || o[obsOppHand] != 5.0/6 || o[obsSecondSeat] != float32(p) {
			t.Errorf("%v: phase, opponent's hand or seat wrong: %v %v %v", p, o[obsPhase:obsPhase+5], o[obsOppHand], o[obsSecondSeat])
		}
		for c := range Card(NumShips) {
			if got, want := o[obsHand+int(c)], float32(b2i(s.Hand(p).Has(c))); got != want {
				t.Errorf("%v: hand entry for %v is %v, want %v", p, c, got, want)
			}
		}
	}
	// P1 placed G4 at planet 2 (1 from 0), turned, in the first slot:
	// P1's own board for P1, the opponent's for P2.
	g4 := card(t, "G4")
	mine := obsBoard + (1*2+0)*slotWidth
	theirs := obsBoard + ((NumPlanets+1)*2+0)*slotWidth
	o1, o2 := s.View(P1).AppendObservation(nil), s.View(P2).AppendObservation(nil)
	if o1[mine+int(g4)] != 1 || o1[mine+NumShips] != 1 || o2[theirs+int(g4)] != 1 || o2[theirs+NumShips] != 1 {
		t.Errorf("G4 turned at planet 2 is not on P1's board as both see it")
	}
}

// TestObservationDoesNotAllocate checks AppendObservation into a reused
// buffer.
func TestObservationDoesNotAllocate(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 1})
	v := s.View(P1)
	buf := make([]float32, 0, obsSize)
	if n := testing.AllocsPerRun(100, func() { buf = v.AppendObservation(buf[:0]) }); n != 0 {
		t.Errorf("AppendObservation allocates %v times", n)
	}
}

// BenchmarkAppendObservation encodes a view in the placing step.
func BenchmarkAppendObservation(b *testing.B) {
	s, _ := New(Config{Players: 2, Seed: 1})
	v := s.View(P1)
	buf := make([]float32, 0, obsSize)
	b.ReportAllocs()
	for b.Loop() {
		buf = v.AppendObservation(buf[:0])
	}
}

// TestEncodingGolden checks the ids and observations of a few positions
// against testdata/encoding.golden (see update).
func TestEncodingGolden(t *testing.T) {
	var b strings.Builder
	two, _ := New(Config{Players: 2, Seed: 1})
	solo, _ := New(Config{Players: 1, Seed: 3, Level: Captain})
	for _, c := range []struct {
		s     State
		moves []string
	}{
		{two, nil},
		{two, []string{"P1 pass R3", "P1 pass B1", "P2 pass B2"}},
		{two, []string{"P1 pass R3", "P1 pass B1", "P2 pass B2", "P2 pass B3", "P2 discard R4"}},
		{two, []string{"P1 pass R3", "P1 pass B1", "P2 pass B2", "P2 pass B3", "P1 keep", "P2 keep", "P1 place G4 2 turned"}},
		{solo, nil},
		{solo, []string{"P1 mine turned", "P1 reflip"}},
	} {
		s, _ := play(t, c.s, c.moves...)
		fmt.Fprintf(&b, "== %d players, moves: %s\n", len(s.Players()), strings.Join(c.moves, ", "))
		for _, p := range []Player{P1, P2, NoPlayer} {
			fmt.Fprintf(&b, "%v ids: %v\n%v observes: %s\n", p, s.AppendLegalActionIDs(nil, p), p, nonZero(s.View(p).AppendObservation(nil)))
		}
	}
	const file = "testdata/encoding.golden"
	if *update {
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (go test -run TestEncodingGolden -update writes it)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("the encoding changed; if on purpose, go test -run TestEncodingGolden -update\ngot:\n%s\nwant:\n%s", got, want)
	}
}

// nonZero writes the non-zero entries of an observation as index:value.
func nonZero(o []float32) string {
	var parts []string
	for i, x := range o {
		if x != 0 || math.IsNaN(float64(x)) {
			parts = append(parts, fmt.Sprintf("%d:%.4g", i, x))
		}
	}
	return strings.Join(parts, " ")
}
