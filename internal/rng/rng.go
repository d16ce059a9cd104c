// Package rng is the seeded random number generator kept inside game states.
//
// An RNG is a plain value (two words of PCG state), so copying a state copies
// its generator, and a state's future shuffles are part of the state: the same
// seed and the same moves give the same game, bit for bit. It round-trips
// through JSON. It never touches a global source.
package rng

import (
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/bits"
	"math/rand/v2"
)

// RNG is math/rand/v2's PCG held by value. Its methods take a pointer and
// advance it; a copied state works on its own copy.
type RNG struct {
	pcg rand.PCG
}

// New returns a generator seeded from seed.
func New(seed uint64) RNG {
	return RNG{pcg: *rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)}
}

// Uint64 returns the next 64 random bits.
func (r *RNG) Uint64() uint64 { return r.pcg.Uint64() }

// IntN returns a uniform integer in [0, n). For n <= 0, an empty range,
// it returns 0 and draws nothing (math/rand/v2 panics instead); callers
// pass sizes they have checked.
func (r *RNG) IntN(n int) int {
	if n <= 0 {
		return 0
	}
	// Lemire's nearly-divisionless method.
	hi, lo := bits.Mul64(r.Uint64(), uint64(n))
	if lo < uint64(n) {
		hi = r.Redraw(n, hi, lo)
	}
	return int(hi)
}

// Redraw finishes a draw below n > 0 begun as IntN begins it (hi and lo
// the high and low words of r.Uint64() times n), in the rare case where lo
// is below n and may fall among the few values that would bias the result:
// it draws again while it does, and returns the number drawn. IntN is not
// inlined; a loop that draws on every step can write its common case out
// and call Redraw for the rest, and draw IntN's numbers. For n <= 0 it
// returns 0, as IntN does.
func (r *RNG) Redraw(n int, hi, lo uint64) uint64 {
	if n <= 0 {
		return 0
	}
	thresh := -uint64(n) % uint64(n)
	for lo < thresh {
		hi, lo = bits.Mul64(r.Uint64(), uint64(n))
	}
	return hi
}

// Shuffle permutes n elements with swap, Fisher-Yates.
func (r *RNG) Shuffle(n int, swap func(i, j int)) {
	for i := n - 1; i > 0; i-- {
		swap(i, r.IntN(i+1))
	}
}

// MarshalJSON encodes the generator's state as a JSON string.
func (r RNG) MarshalJSON() ([]byte, error) {
	b, err := r.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	return json.Marshal(hex.EncodeToString(b))
}

// UnmarshalJSON restores a generator written by MarshalJSON.
func (r *RNG) UnmarshalJSON(data []byte) error {
	var s string
	if err := json.Unmarshal(data, &s); err != nil {
		return fmt.Errorf("rng: %w", err)
	}
	b, err := hex.DecodeString(s)
	if err != nil {
		return fmt.Errorf("rng: state %q is not hex: %w", s, err)
	}
	var p rand.PCG
	if err := p.UnmarshalBinary(b); err != nil {
		return fmt.Errorf("rng: state %q: %w", s, err)
	}
	r.pcg = p
	return nil
}
