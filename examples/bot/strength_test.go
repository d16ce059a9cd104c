package bot_test

import (
	"fmt"
	"math"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// tally is the outcome of games between a bot and an opponent.
type tally struct {
	games, wins int
	decisions   int
	thinking    time.Duration
}

// rate is the share of games won.
func (t tally) rate() float64 { return float64(t.wins) / float64(t.games) }

// wilson is the 95% Wilson score interval of the win rate.
func (t tally) wilson() (lo, hi float64) {
	const z = 1.959964
	n, p := float64(t.games), t.rate()
	centre := (p + z*z/(2*n)) / (1 + z*z/n)
	half := z / (1 + z*z/n) * math.Sqrt(p*(1-p)/n+z*z/(4*n*n))
	return centre - half, centre + half
}

func (t tally) String() string {
	lo, hi := t.wilson()
	return fmt.Sprintf("%d/%d = %.1f%% (95%%: %.1f%%-%.1f%%)", t.wins, t.games, 100*t.rate(), 100*lo, 100*hi)
}

// duel plays games of g between bot a and bot b on workers goroutines, a
// taking each seat in turn, and counts a's wins.
func duel[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](t testing.TB, g game.Spec[S, M, V, E], a, b string, games, workers int, seed uint64) tally {
	var next atomic.Int64
	var mu sync.Mutex
	var total tally
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := next.Add(1) - 1; i < int64(games); i = next.Add(1) - 1 {
				seat := int(i % 2)
				bots := []string{b, b}
				bots[seat] = a
				m := mustMatch(t, g, referee.Config{Seed: seed + uint64(i), Bots: bots})
				rec, err := m.Run()
				if err != nil || rec.Result.Fault != nil {
					t.Errorf("game %d: %v %v", i, err, rec.Result.Fault)
					return
				}
				mu.Lock()
				total.games++
				if len(rec.Result.Winners) == 1 && int(rec.Result.Winners[0]) == seat {
					total.wins++
				}
				total.decisions += m.Decisions[seat]
				total.thinking += m.Thinking[seat]
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return total
}

func mustMatch[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](t testing.TB, g game.Spec[S, M, V, E], cfg referee.Config) *referee.Match[S, M, V, E] {
	bots, err := referee.New(g).NewBots(cfg)
	if err != nil {
		t.Fatal(err)
	}
	m, err := referee.NewMatch(g, cfg, bots...)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// BenchmarkStrength measures ISMCTS at 1,000 iterations against Random and
// Greedy in each game, over strengthGames games each (seats alternating),
// on 2 goroutines, and fails below 90% against Random or 65% against
// Greedy. It reports the win rate with its 95% Wilson interval, and the
// decisions per second of ISMCTS. It plays the games once,
// whatever b.N:
//
//	go test -run '^$' -bench Strength -benchtime 1x ./examples/bot/
func BenchmarkStrength(b *testing.B) {
	for _, c := range []struct {
		opponent string
		least    float64
	}{{"random", 0.90}, {"greedy", 0.65}} {
		b.Run("cosmicrun/"+c.opponent, func(b *testing.B) {
			report(b, duel(b, game.CosmicRun, "ismcts:1000", c.opponent, strengthGames, 2, 1000), c.least)
		})
		b.Run("beforeearth/"+c.opponent, func(b *testing.B) {
			report(b, duel(b, game.BeforeEarth, "ismcts:1000", c.opponent, strengthGames, 2, 1000), c.least)
		})
	}
}

// strengthGames is the number of games of each pairing in
// BenchmarkStrength: enough for a 95% interval of about ±5 points.
const strengthGames = 100

// report writes the tally as metrics and fails below least.
func report(b *testing.B, t tally, least float64) {
	b.Helper()
	lo, hi := t.wilson()
	b.ReportMetric(100*t.rate(), "win%")
	b.ReportMetric(100*lo, "low95%")
	b.ReportMetric(100*hi, "high95%")
	b.ReportMetric(float64(t.decisions)/t.thinking.Seconds(), "decisions/s")
	b.ReportMetric(0, "ns/op")
	b.Logf("ISMCTS wins %v", t)
	if t.rate() < least {
		b.Fatalf("ISMCTS wins %v, below %.0f%%", t, 100*least)
	}
}
