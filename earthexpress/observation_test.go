package earthexpress

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestObservationShapeAndRange: along random games of every mode, every
// player's observation (and one not in the game's) has the length of its
// shape, fixed for the game, and every value is finite and in [0, 1].
func TestObservationShapeAndRange(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for _, cfg := range encodingConfigs(encodingGames()) {
		want := -1
		randomPositions(t, []Config{cfg}, func(s State) {
			if r.IntN(4) != 0 {
				return
			}
			for _, p := range append(s.Players(), P8+1) {
				v := s.View(p)
				obs := v.AppendObservation(nil)
				if shape := v.ObservationShape(); len(shape) != 1 || len(obs) != shape[0] {
					t.Fatalf("%v: observation of %d values, shape %v", p, len(obs), shape)
				}
				if want < 0 {
					want = len(obs)
				}
				if len(obs) != want || want != obsHeader+cfg.Players*obsSeat+obsOwn {
					t.Fatalf("%d players, %v: observation of %d values, %d before, %d documented", cfg.Players, p, len(obs), want, obsHeader+cfg.Players*obsSeat+obsOwn)
				}
				for i, x := range obs {
					if math.IsNaN(float64(x)) || x < 0 || x > 1 {
						t.Fatalf("%v: value %d is %v, outside [0, 1]", p, i, x)
					}
				}
			}
		})
	}
}

// TestObservationHidesWhatTheViewerCannotSee: for every hidden part the
// View's doc names, two positions differing only in it give the viewer
// the same observation, then and after the others' moves that leave it
// hidden.
func TestObservationHidesWhatTheViewerCannotSee(t *testing.T) {
	for _, hp := range hiddenParts() {
		t.Run(hp.part, func(t *testing.T) {
			a := hp.start(t)
			b := a
			hp.change(&b.d)
			rnd := rand.New(rand.NewPCG(1, 2))
			for step := 0; step <= 30; step++ {
				if oa, ob := a.View(hp.viewer).AppendObservation(nil), b.View(hp.viewer).AppendObservation(nil); !slices.Equal(oa, ob) {
					t.Fatalf("after %d moves the observations differ", step)
				}
				m, ok := commonMove(a, b, hp, rnd)
				if !ok {
					return
				}
				var err error
				if a, err = a.Apply(m); err == nil {
					b, err = b.Apply(m)
				}
				if err != nil {
					t.Fatalf("%v: %v", m, err)
				}
			}
		})
	}
}

// TestObservationSeesTheTable: a card planted shows in every player's
// observation, in the planter's seat block, and its own hand shows it
// leaving.
func TestObservationSeesTheTable(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	c := s.Hand(P1)[0]
	next := play(t, s, FormatMove(s, PlantMove(P1, c)), "P1 at r1c1")
	for _, p := range []Player{P1, P2} {
		before, after := s.View(p).AppendObservation(nil), next.View(p).AppendObservation(nil)
		seat := obsHeader // P1's block is the first in P1's observation, the second in P2's
		if p == P2 {
			seat += obsSeat
		}
		space := seat + 1 + 9 + 9 + 3 + 3 + 4 + 3 // the first space of the tableau
		if before[space] != 0 || after[space] != 1 {
			t.Fatalf("%v's observation: space r1c1 of P1 reads %v then %v, want 0 then 1", p, before[space], after[space])
		}
	}
}

// TestEncodingDoesNotAllocate: the observation and the legal ids are
// written into reused buffers without allocating.
func TestEncodingDoesNotAllocate(t *testing.T) {
	s, err := New(Config{Players: 4, Seed: 2, Ecosystems: true})
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(P1)
	obs := make([]float32, 0, v.ObservationShape()[0])
	ids := make([]int, 0, 128)
	if n := testing.AllocsPerRun(100, func() { obs = v.AppendObservation(obs[:0]) }); n != 0 {
		t.Errorf("AppendObservation allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { ids = s.AppendLegalActionIDs(ids[:0], P1) }); n != 0 {
		t.Errorf("State.AppendLegalActionIDs allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { ids = v.AppendLegalActionIDs(ids[:0], P1) }); n != 0 {
		t.Errorf("View.AppendLegalActionIDs allocates %v times", n)
	}
}

func BenchmarkAppendObservation(b *testing.B) {
	s, _ := New(Config{Players: 4, Seed: 2, Ecosystems: true})
	v := s.View(P1)
	obs := make([]float32, 0, v.ObservationShape()[0])
	b.ReportAllocs()
	for b.Loop() {
		obs = v.AppendObservation(obs[:0])
	}
}

func BenchmarkAppendLegalActionIDs(b *testing.B) {
	s, _ := New(Config{Players: 4, Seed: 2, Ecosystems: true})
	ids := make([]int, 0, 128)
	b.ReportAllocs()
	for b.Loop() {
		ids = s.AppendLegalActionIDs(ids[:0], P1)
	}
}
