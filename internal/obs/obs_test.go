package obs

import (
	"slices"
	"testing"
)

func TestValues(t *testing.T) {
	if Flag(true) != 1 || Flag(false) != 0 {
		t.Error("Flag is not 1 and 0")
	}
	for _, c := range []struct {
		n, bound int
		want     float32
	}{{0, 4, 0}, {1, 4, 0.25}, {4, 4, 1}, {9, 4, 1}, {-3, 4, 0}, {2, 0, 0}, {2, -1, 0}} {
		if got := Scaled(c.n, c.bound); got != c.want {
			t.Errorf("Scaled(%d, %d) = %v, want %v", c.n, c.bound, got, c.want)
		}
	}
	if got := AppendOneHot([]float32{9}, 1, 3); !slices.Equal(got, []float32{9, 0, 1, 0}) {
		t.Errorf("AppendOneHot(1, 3) = %v", got)
	}
	if got := AppendOneHot(nil, 3, 3); !slices.Equal(got, []float32{0, 0, 0}) {
		t.Errorf("AppendOneHot(3, 3) = %v", got)
	}
}
