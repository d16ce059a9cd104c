package beforeearth

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestObservationShapeAndRange: along random games, every viewer's
// observation (a spectator's too) has the length of its shape, the same
// all game, and every value is finite and in [0, 1].
func TestObservationShapeAndRange(t *testing.T) {
	want := -1
	randomPositions(t, games(4, 60), func(s State) {
		for _, p := range []Player{P1, P2, 2} {
			v := s.View(p)
			shape := v.ObservationShape()
			obs := v.AppendObservation(nil)
			if len(shape) != 1 || len(obs) != shape[0] {
				t.Fatalf("%v: observation of %d values, shape %v", p, len(obs), shape)
			}
			if want < 0 {
				want = len(obs)
			}
			if len(obs) != want {
				t.Fatalf("%v: observation of %d values, %d before in the game", p, len(obs), want)
			}
			for i, x := range obs {
				if math.IsNaN(float64(x)) || x < 0 || x > 1 {
					t.Fatalf("%v: value %d is %v, outside [0, 1]", p, i, x)
				}
			}
		}
	})
	s, _ := New(Config{Seed: 1})
	cs := s.Cards()
	if got, n := want, 74+5*len(cs.Ships)+6*len(cs.Planets); got != n {
		t.Errorf("observation of %d values, the documented 74+5S+6P is %d", got, n)
	}
}

// TestObservationHidesWhatTheViewerCannotSee: two states that differ only
// in what a player may not see (the random generator, the opponent's
// committed card) give that player, and a spectator, the same observation.
func TestObservationHidesWhatTheViewerCannotSee(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 8))
	seen := 0
	randomPositions(t, games(4, 40), func(s State) {
		for _, p := range []Player{P1, P2, 2} {
			obs := s.View(p).AppendObservation(nil)
			for part, v := range hiddenVariants(t, s, p, r) {
				seen++
				if other := v.View(p).AppendObservation(nil); !slices.Equal(obs, other) {
					t.Fatalf("%v: the observation shows %s", p, part)
				}
			}
		}
	})
	if seen == 0 {
		t.Fatal("no position had a hidden part to change")
	}
}

// TestObservationSeesTheTable: an action card chosen shows in its
// player's own observation; the opponent's changes only where it shows
// that a card was chosen (P1 no longer to move, P1's card hidden).
func TestObservationSeesTheTable(t *testing.T) {
	s, _ := New(Config{Seed: 1})
	next, err := s.Apply(PlayCardMove(P1, Scout))
	if err != nil {
		t.Fatal(err)
	}
	if slices.Equal(s.View(P1).AppendObservation(nil), next.View(P1).AppendObservation(nil)) {
		t.Fatal("P1's observation does not show the card P1 chose")
	}
	cs := s.Cards()
	seat := obsSeatFix + len(cs.Ships) + len(cs.Planets)
	before, after := s.View(P2).AppendObservation(nil), next.View(P2).AppendObservation(nil)
	var changed []int
	for i := range before {
		if before[i] != after[i] {
			changed = append(changed, i)
		}
	}
	if want := []int{8, obsHeader + seat + 10}; !slices.Equal(changed, want) {
		t.Fatalf("P2's observation changed at %v, want %v (them to move, their card hidden)", changed, want)
	}
}

// TestEncodingDoesNotAllocate: the observation and the legal ids are
// written into reused buffers without allocating.
func TestEncodingDoesNotAllocate(t *testing.T) {
	s, _ := New(Config{Seed: 2})
	v := s.View(P1)
	obs := make([]float32, 0, v.ObservationShape()[0])
	ids := make([]int, 0, 64)
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
	s, _ := New(Config{Seed: 2})
	v := s.View(P1)
	obs := make([]float32, 0, v.ObservationShape()[0])
	b.ReportAllocs()
	for b.Loop() {
		obs = v.AppendObservation(obs[:0])
	}
}

func BenchmarkAppendLegalActionIDs(b *testing.B) {
	s, _ := New(Config{Seed: 2})
	ids := make([]int, 0, 64)
	b.ReportAllocs()
	for b.Loop() {
		ids = s.AppendLegalActionIDs(ids[:0], P1)
	}
}
