package grid

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// naive answers the same questions place by place, to check the bit
// operations against.
func naiveShift(s Set, d Dir) Set {
	var out Set
	for p := range s.All {
		out = out.With(p.Step(d))
	}
	return out
}

func naiveNear(s Set, dirs []Dir) Set {
	var out Set
	for p := range s.All {
		for _, d := range dirs {
			if q := p.Step(d); !s.Has(q) {
				out = out.With(q)
			}
		}
	}
	return out
}

func TestShiftAndNeighboursMatchPlaceByPlace(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := Set(rapid.Uint64().Draw(t, "set"))
		for d := Up; d <= DownRight; d++ {
			if got, want := s.Shift(d), naiveShift(s, d); got != want {
				t.Fatalf("Shift(%d) = %x, want %x", d, got, want)
			}
		}
		if got, want := s.Adjacent(), naiveNear(s, Orthogonal[:]); got != want {
			t.Fatalf("Adjacent = %x, want %x", got, want)
		}
		all := append(Orthogonal[:], Diagonal[:]...)
		if got, want := s.Touching(), naiveNear(s, all); got != want {
			t.Fatalf("Touching = %x, want %x", got, want)
		}
	})
}

func TestConnectedFollowsSidesNotCorners(t *testing.T) {
	// X X .
	// . . X
	// . X X
	s := Of(Pos{0, 0}, Pos{0, 1}, Pos{1, 2}, Pos{2, 1}, Pos{2, 2})
	if got, want := s.Connected(Pos{0, 0}), Of(Pos{0, 0}, Pos{0, 1}); got != want {
		t.Errorf("Connected(r1c1) = %v, want %v", places(got), places(want))
	}
	if got, want := s.Connected(Pos{2, 2}), Of(Pos{1, 2}, Pos{2, 1}, Pos{2, 2}); got != want {
		t.Errorf("Connected(r3c3) = %v, want %v", places(got), places(want))
	}
	if got := s.Connected(Pos{1, 1}); got != 0 {
		t.Errorf("Connected of an empty place = %v, want none", places(got))
	}
}

func TestRunStopsAtAGap(t *testing.T) {
	s := Row(1) &^ Of(Pos{1, 3})
	if got, want := s.Run(Pos{1, 0}, Right), Of(Pos{1, 0}, Pos{1, 1}, Pos{1, 2}); got != want {
		t.Errorf("Run = %v, want %v", places(got), places(want))
	}
	if got := s.Run(Pos{1, 3}, Right); got != 0 {
		t.Errorf("Run from an empty place = %v, want none", places(got))
	}
}

func TestAllVisitsInActivationOrder(t *testing.T) {
	s := Rect(0, 0, 3, 3)
	want := []Pos{{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}}
	if got := places(s); !slices.Equal(got, want) {
		t.Errorf("All = %v, want %v", got, want)
	}
}

func TestBox(t *testing.T) {
	for _, tc := range []struct {
		s          Set
		at         Pos
		rows, cols int
	}{
		{0, Pos{}, 0, 0},
		{Of(Pos{3, 3}), Pos{3, 3}, 1, 1},
		{Of(Pos{1, 4}, Pos{4, 2}), Pos{1, 2}, 4, 3},
		{Row(7), Pos{7, 0}, 1, 8},
	} {
		at, rows, cols := tc.s.Box()
		if at != tc.at || rows != tc.rows || cols != tc.cols {
			t.Errorf("Box(%v) = %v %dx%d, want %v %dx%d", places(tc.s), at, rows, cols, tc.at, tc.rows, tc.cols)
		}
	}
}

func TestPlacesOffTheBoardAreNeverIn(t *testing.T) {
	full := ^Set(0)
	for _, p := range []Pos{{-1, 0}, {0, -1}, {8, 0}, {0, 8}} {
		if full.Has(p) {
			t.Errorf("full set has %v", p)
		}
		if got := Set(0).With(p); got != 0 {
			t.Errorf("With(%v) = %x, want the empty set", p, got)
		}
	}
	if Row(-1) != 0 || Col(8) != 0 {
		t.Error("a row or column off the board is not empty")
	}
}

func places(s Set) []Pos { return slices.Collect(s.All) }
