package bot_test

import (
	"testing"

	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
)

// BenchmarkISMCTSEarthAnimals4 is ISMCTS at 1,000 iterations a decision on
// Earth with the Animal Kingdom expansion, 4 players: each op is one
// decision (or the start of a new game) of a game the bot plays for every seat from the start, a new
// game when one ends. Its decisions/s is what a search bot gets from the
// Earth engine.
func BenchmarkISMCTSEarthAnimals4(b *testing.B) {
	g := game.Earth(true)
	ai := bot.NewISMCTS(g, bot.Iterations(1000), 1)
	seed, decisions := uint64(1), 0
	s, err := g.Start(4, seed)
	for b.Loop() {
		if err != nil {
			b.Fatal(err)
		}
		if s.Over() {
			seed++
			s, err = g.Start(4, seed)
			continue
		}
		m, err := ai.Choose(s.View(s.ToMove()[0]))
		if err != nil {
			b.Fatal(err)
		}
		if s, err = s.Apply(m); err != nil {
			b.Fatal(err)
		}
		decisions++
	}
	b.ReportMetric(float64(decisions)/b.Elapsed().Seconds(), "decisions/s")
}
