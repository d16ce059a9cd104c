package animalkingdom

import "testing"

// BenchmarkRandomGame4P plays 4-player standard games with random moves.
func BenchmarkRandomGame4P(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		playRandom(b, Config{Players: 4, Seed: uint64(i), Mode: Standard}, uint64(i))
	}
}
