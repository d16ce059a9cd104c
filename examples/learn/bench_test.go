package learn

import (
	"bufio"
	"io"
	"testing"
)

// BenchmarkStep steps 256 Cosmic Run games against the random bot, the
// first legal action in each, and writes the binary reply, as the server
// does for the Python client; an op is one step of all 256.
func BenchmarkStep(b *testing.B) {
	envs, err := Open(Config{Game: "cosmicrun", Envs: 256, Seed: 1, Opponents: []string{"random"}})
	if err != nil {
		b.Fatal(err)
	}
	s := session{envs: envs, format: formatBinary}
	out := bufio.NewWriter(io.Discard)
	in := envs.Info()
	actions := make([]int, in.Envs)
	b.ReportAllocs()
	for b.Loop() {
		batch := envs.Batch()
		for i := range actions {
			actions[i] = legalIDs(batch, in.Actions, i)[0]
		}
		if err := envs.Step(actions); err != nil {
			b.Fatal(err)
		}
		if err := s.write(out); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N*in.Envs)/b.Elapsed().Seconds(), "steps/s")
}
