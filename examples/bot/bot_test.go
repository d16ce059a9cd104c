package bot_test

import (
	"slices"
	"testing"
	"time"

	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// A small ISMCTS beats the random bot in a handful of games of each game.
// The seeds are fixed and the bots deterministic, so the count never
// changes between runs.
func TestISMCTSBeatsRandom(t *testing.T) {
	if r := duel(t, game.CosmicRun, "ismcts:300", "random", 10, 2, 1); r.wins < 7 {
		t.Errorf("Cosmic Run: ISMCTS wins %v", r)
	}
	if r := duel(t, game.BeforeEarth, "ismcts:300", "random", 10, 2, 1); r.wins < 7 {
		t.Errorf("Before the Earth Explodes: ISMCTS wins %v", r)
	}
}

// Greedy, which looks at the score, beats the random bot too.
func TestGreedyBeatsRandom(t *testing.T) {
	if r := duel(t, game.CosmicRun, "greedy:4", "random", 20, 2, 1); r.wins < 12 {
		t.Errorf("Cosmic Run: Greedy wins %v", r)
	}
	if r := duel(t, game.BeforeEarth, "greedy:4", "random", 20, 2, 1); r.wins < 12 {
		t.Errorf("Before the Earth Explodes: Greedy wins %v", r)
	}
}

// The same seed plays the same match, bot for bot.
func TestBotsAreDeterministic(t *testing.T) {
	for _, bots := range [][]string{{"ismcts:50", "greedy:3"}, {"random", "ismcts:30"}} {
		cfg := referee.Config{Seed: 9, Bots: bots}
		a, err1 := referee.PlayMatch(game.BeforeEarth, cfg)
		b, err2 := referee.PlayMatch(game.BeforeEarth, cfg)
		if err1 != nil || err2 != nil || !slices.Equal(a.Moves, b.Moves) {
			t.Errorf("%v: two matches from one seed differ (%v, %v)", bots, err1, err2)
		}
		cfg.Seed = 10
		c, _ := referee.PlayMatch(game.BeforeEarth, cfg)
		if slices.Equal(a.Moves, c.Moves) {
			t.Errorf("%v: matches from seeds 9 and 10 are the same", bots)
		}
	}
}

// Every bot answers a legal move of its own, from its view alone.
func TestBotsChooseLegalMoves(t *testing.T) {
	s, _ := cosmicrun.New(cosmicrun.Config{Players: 1, Seed: 3})
	bots := []game.Bot[cosmicrun.View, cosmicrun.Move]{
		bot.NewRandom(game.CosmicRun, 1), bot.NewGreedy(game.CosmicRun, bot.Iterations(2), 1), bot.NewISMCTS(game.CosmicRun, bot.Iterations(40), 1),
	}
	for !s.Over() {
		v := s.View(cosmicrun.P1)
		legal := v.AppendLegalMoves(nil)
		for _, b := range bots {
			m, err := b.Choose(v)
			if err != nil || !slices.Contains(legal, m) {
				t.Fatalf("%v chose %v, %v; legal: %v", b, m, err, legal)
			}
		}
		s, _ = s.Apply(legal[0])
	}
	for _, b := range bots {
		if _, err := b.Choose(s.View(cosmicrun.P1)); err != bot.ErrNoMove {
			t.Errorf("%v at the end of the game: %v, want ErrNoMove", b, err)
		}
	}
}

// A time budget stops the search on the clock.
func TestTimeBudget(t *testing.T) {
	s, _ := beforeearth.New(beforeearth.Config{Seed: 1})
	b := bot.NewISMCTS(game.BeforeEarth, bot.Time(30*time.Millisecond), 1)
	start := time.Now()
	if _, err := b.Choose(s.View(beforeearth.P1)); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d < 30*time.Millisecond || d > 2*time.Second {
		t.Errorf("a 30ms search took %v", d)
	}
}

func TestParse(t *testing.T) {
	for name, want := range map[string]string{"random": "random", "greedy": "greedy(8)", "greedy:3": "greedy(3)",
		"ismcts": "ismcts(1000)", "ismcts:50ms": "ismcts(50ms)"} {
		b, err := bot.Parse(game.CosmicRun, name, 1)
		if err != nil || b.(interface{ String() string }).String() != want {
			t.Errorf("Parse(%q) = %v, %v; want %s", name, b, err, want)
		}
	}
	for _, name := range []string{"", "wizard", "random:3", "ismcts:", "ismcts:-5", "ismcts:fast", "greedy:0"} {
		if _, err := bot.Parse(game.CosmicRun, name, 1); err == nil {
			t.Errorf("Parse(%q): no error", name)
		}
	}
}

// A reseeded Random bot chooses as a new bot of that seed does.
func TestRandomSeedIsANewBot(t *testing.T) {
	fresh, reused := bot.NewRandom(game.EarthExpress, 5), bot.NewRandom(game.EarthExpress, 9)
	s, _ := game.EarthExpress.Start(2, 3)
	v := s.View(s.ToMove()[0])
	if len(v.AppendLegalMoves(nil)) < 2 {
		t.Fatal("a view with one legal move shows nothing")
	}
	reused.Choose(v)
	reused.Seed(5)
	differ := false
	for range 20 {
		a, _ := fresh.Choose(v)
		b, _ := reused.Choose(v)
		if a != b {
			t.Fatalf("reseeded: %v, new: %v", b, a)
		}
		c, _ := bot.NewRandom(game.EarthExpress, 6).Choose(v)
		differ = differ || c != a
	}
	if !differ {
		t.Error("seeds 5 and 6 choose alike: the test shows nothing")
	}
}
