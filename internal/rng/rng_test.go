package rng

import (
	"encoding/json"
	"testing"
)

func TestSameSeedSameSequence(t *testing.T) {
	a, b := New(42), New(42)
	for i := range 100 {
		if x, y := a.Uint64(), b.Uint64(); x != y {
			t.Fatalf("draw %d: %d != %d", i, x, y)
		}
	}
}

func TestCopyIsIndependent(t *testing.T) {
	a := New(1)
	b := a
	first := a.Uint64()
	if got := b.Uint64(); got != first {
		t.Fatalf("copy drew %d, want %d", got, first)
	}
}

func TestJSONRoundTrip(t *testing.T) {
	a := New(7)
	a.Uint64()
	data, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var b RNG
	if err := json.Unmarshal(data, &b); err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Fatalf("round trip changed the state: %s", data)
	}
	if a.Uint64() != b.Uint64() {
		t.Fatal("round-tripped generator diverged")
	}
}

func TestUnmarshalCorrupt(t *testing.T) {
	for _, in := range []string{`1`, `"zz"`, `"00"`, `{`} {
		var r RNG
		if err := json.Unmarshal([]byte(in), &r); err == nil {
			t.Errorf("Unmarshal(%s) gave no error", in)
		}
	}
}

func TestIntNIsInRangeAndCoversIt(t *testing.T) {
	r := New(3)
	var seen [7]int
	for range 7000 {
		seen[r.IntN(7)]++
	}
	for v, n := range seen {
		if n < 800 || n > 1200 {
			t.Errorf("value %d drawn %d times in 7000, want about 1000", v, n)
		}
	}
}

func TestShuffleIsAPermutation(t *testing.T) {
	r := New(9)
	xs := []int{0, 1, 2, 3, 4, 5, 6, 7}
	r.Shuffle(len(xs), func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
	var seen [8]bool
	for _, x := range xs {
		seen[x] = true
	}
	for v, ok := range seen {
		if !ok {
			t.Errorf("value %d lost in shuffle: %v", v, xs)
		}
	}
}

func BenchmarkUint64(b *testing.B) {
	r := New(1)
	for b.Loop() {
		r.Uint64()
	}
}
