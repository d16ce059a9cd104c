package learn

import (
	"bufio"
	"io"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
)

// BenchmarkStep steps 256 games of each game against the random bot, the
// first legal action in each, and writes the binary reply, as the server
// does for the Python client; an op is one step of all 256.
func BenchmarkStep(b *testing.B) {
	for _, name := range game.Names() {
		b.Run(name, func(b *testing.B) { benchmarkStep(b, name) })
	}
}

// benchmarkStep steps 256 games of name against the random bot, writing
// the binary reply.
func benchmarkStep(b *testing.B, name string) {
	envs, err := Open(Config{Game: name, Envs: 256, Seed: 1, Opponents: []string{"random"}})
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
