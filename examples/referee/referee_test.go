package referee_test

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

func TestMatchRecordsReplay(t *testing.T) {
	for seed := range uint64(3) {
		cfg := referee.Config{Seed: seed, Bots: []string{"ismcts:30", "random"}}
		rec, err := referee.PlayMatch(game.CosmicRun, cfg)
		if err != nil {
			t.Fatal(err)
		}
		checkRecord(t, referee.New(game.CosmicRun), rec)
		rec, err = referee.PlayMatch(game.BeforeEarth, cfg)
		if err != nil {
			t.Fatal(err)
		}
		checkRecord(t, referee.New(game.BeforeEarth), rec)
	}
}

// matches is what the tests ask of a game's referee.Referee, which they
// take in place of the game's four types.
type matches interface {
	PlayMatch(cfg referee.Config) (referee.Record, error)
	Verify(rec referee.Record) error
}

// checkRecord checks that a finished match's record verifies, and that a
// changed move or final state does not.
func checkRecord(t *testing.T, r matches, rec referee.Record) {
	t.Helper()
	if rec.Result.Fault != nil || len(rec.Result.Winners) != 1 || len(rec.Moves) < 10 {
		t.Fatalf("%s: %d moves, result %+v", rec.Config.Game, len(rec.Moves), rec.Result)
	}
	if err := r.Verify(rec); err != nil {
		t.Fatalf("%s: the record does not verify: %v", rec.Config.Game, err)
	}
	bad := rec
	bad.Moves = slices.Clone(rec.Moves[:len(rec.Moves)-1])
	if err := r.Verify(bad); err == nil {
		t.Errorf("%s: a record without its last move verifies", rec.Config.Game)
	}
	bad = rec
	bad.Result.Final = strings.Repeat("0", 64)
	if err := r.Verify(bad); err == nil {
		t.Errorf("%s: a record with another final state verifies", rec.Config.Game)
	}
	bad = rec
	bad.Result.Winners = []game.Player{1 - rec.Result.Winners[0]}
	if err := r.Verify(bad); err == nil {
		t.Errorf("%s: a record with another winner verifies", rec.Config.Game)
	}
}

// spy answers at random and remembers what it was shown.
type spy[V interface{ Viewer() game.Player }, M game.Move, E any] struct {
	inner   game.Bot[V, M]
	viewers []game.Player
	events  []E
}

func (b *spy[V, M, E]) Choose(v V) (M, error) {
	b.viewers = append(b.viewers, v.Viewer())
	return b.inner.Choose(v)
}

func (b *spy[V, M, E]) Observe(events []E) { b.events = append(b.events, events...) }

func TestSimultaneousStepsAreFair(t *testing.T) {
	first := map[game.Player]int{}
	for seed := range uint64(4) {
		a := &spy[cosmicrun.View, cosmicrun.Move, cosmicrun.Event]{inner: bot.NewRandom(game.CosmicRun, seed)}
		b := &spy[cosmicrun.View, cosmicrun.Move, cosmicrun.Event]{inner: bot.NewRandom(game.CosmicRun, seed+10)}
		m, err := referee.NewMatch(game.CosmicRun, referee.Config{Seed: seed}, a, b)
		if err != nil {
			t.Fatal(err)
		}
		for !m.Over() {
			before := len(m.Record.Moves)
			both := len(m.State.ToMove()) == 2
			if err := m.Step(); err != nil {
				t.Fatal(err)
			}
			if both && len(m.Record.Moves) == before+2 {
				mv, _ := cosmicrun.ParseMove(m.State, m.Record.Moves[before])
				first[mv.Player]++
			}
		}
		if slices.ContainsFunc(a.viewers, func(p game.Player) bool { return p != cosmicrun.P1 }) ||
			slices.ContainsFunc(b.viewers, func(p game.Player) bool { return p != cosmicrun.P2 }) {
			t.Fatalf("a bot was shown another seat's view: %v %v", a.viewers, b.viewers)
		}
		for _, e := range b.events {
			if e.Kind == cosmicrun.Discarded && e.Player == cosmicrun.P1 && e.Card != cosmicrun.NoCard {
				t.Fatalf("P2 was told P1's discarded card: %+v", e)
			}
		}
	}
	n := first[cosmicrun.P1] + first[cosmicrun.P2]
	if n < 100 || first[cosmicrun.P1] < n/3 || first[cosmicrun.P2] < n/3 {
		t.Errorf("in %d simultaneous steps P1 went first %d times, P2 %d", n, first[cosmicrun.P1], first[cosmicrun.P2])
	}
}

// goBot is a Go bot that misbehaves as told.
type goBot struct {
	mode string
}

func (b goBot) Choose(v cosmicrun.View) (cosmicrun.Move, error) {
	switch b.mode {
	case "panic":
		panic("out of fuel")
	case "error":
		return cosmicrun.Move{}, errors.New("lost in space")
	case "slow":
		time.Sleep(2 * time.Second)
	case "illegal":
		return cosmicrun.KeepMove(v.Me), nil // never legal while passing
	}
	return v.AppendLegalMoves(nil)[0], nil
}

func TestGoBotFaults(t *testing.T) {
	for mode, kind := range map[string]string{"panic": referee.Crash, "error": referee.Crash, "slow": referee.Timeout, "illegal": referee.Illegal} {
		bots := []game.Bot[cosmicrun.View, cosmicrun.Move]{bot.NewRandom(game.CosmicRun, 1), goBot{mode: mode}}
		m, err := referee.NewMatch(game.CosmicRun, referee.Config{Seed: 5, MoveTime: 500 * time.Millisecond}, bots...)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := m.Run()
		if err != nil {
			t.Fatal(err)
		}
		checkForfeit(t, referee.New(game.CosmicRun), rec, cosmicrun.P2, kind)
	}
}

// checkForfeit checks a match that loser forfeited with a fault of kind:
// the other seat wins, and the record replays.
func checkForfeit(t *testing.T, r matches, rec referee.Record, loser game.Player, kind string) {
	t.Helper()
	f := rec.Result.Fault
	if f == nil || f.Player != loser || f.Kind != kind {
		t.Fatalf("fault %+v, want %v forfeiting by %s", f, loser, kind)
	}
	if !slices.Equal(rec.Result.Winners, []game.Player{1 - loser}) {
		t.Errorf("winners %v after %v forfeits", rec.Result.Winners, loser)
	}
	if err := r.Verify(rec); err != nil {
		t.Errorf("the record of a forfeit does not verify: %v", err)
	}
}

// bots is the folder the test bots are built in, once for all tests.
var bots struct {
	once sync.Once
	dir  string
	err  error
}

func TestMain(m *testing.M) {
	code := m.Run()
	if bots.dir != "" {
		_ = os.RemoveAll(bots.dir)
	}
	os.Exit(code)
}

// buildBot builds the external test bot, once, and returns its path. Its
// folder is open to every user, for the bots isolated as other users.
func buildBot(t *testing.T) string {
	t.Helper()
	bots.once.Do(func() {
		if bots.dir, bots.err = os.MkdirTemp("", "refereebots"); bots.err != nil {
			return
		}
		if bots.err = os.Chmod(bots.dir, 0o755); bots.err != nil {
			return
		}
		out, err := exec.Command("go", "build", "-o", filepath.Join(bots.dir, "extbot"), "./testdata/extbot").CombinedOutput()
		if err != nil {
			bots.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if bots.err != nil {
		t.Fatal(bots.err)
	}
	return filepath.Join(bots.dir, "extbot")
}

func TestExternalBot(t *testing.T) {
	path := buildBot(t)
	log := filepath.Join(t.TempDir(), "messages")
	cfg := referee.Config{Seed: 2, Bots: []string{"random", "exec:" + path + " log " + log}, MoveTime: 5 * time.Second}
	rec, err := referee.PlayMatch(game.BeforeEarth, cfg)
	if err != nil {
		t.Fatal(err)
	}
	checkRecord(t, referee.New(game.BeforeEarth), rec)
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	if !strings.HasPrefix(lines[0], `{"type":"start","game":"beforeearth","seat":"P2","players":2,"cards":{`) ||
		!strings.HasPrefix(lines[len(lines)-1], `{"type":"end","seat":"P2"`) || !strings.Contains(lines[len(lines)-1], `"winners":["P`) {
		t.Errorf("first and last messages:\n%s\n%s", lines[0], lines[len(lines)-1])
	}
	if !strings.Contains(lines[1], `"legal":["P2 play A","P2 play B","P2 play C","P2 play D"]`) ||
		!strings.Contains(lines[1], `"view":{"viewer":"P2"`) {
		t.Errorf("the first question:\n%s", lines[1])
	}
	if !strings.Contains(string(b), `"events":["`) {
		t.Error("no events were sent")
	}
}

func TestExternalBotFaults(t *testing.T) {
	path := buildBot(t)
	for mode, kind := range map[string]string{"crash": referee.Crash, "sleep": referee.Timeout,
		"garbage": referee.Malformed, "blank": referee.Malformed, "number": referee.Malformed,
		"unknown": referee.Illegal, "nocard": referee.Illegal, "illegal": referee.Illegal,
		"trailing": referee.Malformed, "trailtext": referee.Malformed, "spaced": ""} {
		limit := 5 * time.Second // ample, however busy the machine
		if mode == "sleep" {
			limit = 300 * time.Millisecond
		}
		cfg := referee.Config{Seed: 4, Bots: []string{"exec:" + path + " " + mode, "random"}, MoveTime: limit}
		rec, err := referee.PlayMatch(game.CosmicRun, cfg)
		if err != nil {
			t.Fatalf("%s: %v", mode, err)
		}
		if kind == "" {
			if rec.Result.Fault != nil {
				t.Errorf("%s: %v", mode, rec.Result.Fault)
			}
			continue
		}
		checkForfeit(t, referee.New(game.CosmicRun), rec, cosmicrun.P1, kind)
		if mode == "crash" && !strings.Contains(rec.Result.Fault.Detail, "crashing on purpose") {
			t.Errorf("the crash's record does not say what the program wrote: %q", rec.Result.Fault.Detail)
		}
		if why := illegalReasons[mode]; why != "" && !strings.Contains(rec.Result.Fault.Detail, why) {
			t.Errorf("%s: the fault says %q, want it to say %q", mode, rec.Result.Fault.Detail, why)
		}
	}
}

// illegalReasons is what the fault of an illegal answer says, by the test
// bot's mode: why its move was not one of the legal moves.
var illegalReasons = map[string]string{
	"unknown": "not a move of the game",
	"nocard":  `not a move of the game (`,
	"illegal": "a move the rules do not allow now",
}

func TestNewBotErrors(t *testing.T) {
	for _, bots := range [][]string{{"random"}, {"random", "wizard"}, {"random", "ismcts:fast"}, {"random", "exec:"}, {"random", "exec:/no/such/program"}} {
		_, err := referee.PlayMatch(game.BeforeEarth, referee.Config{Bots: bots})
		if err == nil {
			t.Errorf("bots %q: no error", bots)
		}
	}
	_ = beforeearth.P1
}

func TestServedGoBot(t *testing.T) {
	path := filepath.Join(t.TempDir(), "servebot")
	if out, err := exec.Command("go", "build", "-o", path, "./testdata/servebot").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	for _, g := range []string{"cosmicrun", "beforeearth"} {
		cfg := referee.Config{Seed: 6, Bots: []string{"random", "exec:" + path + " " + g}, MoveTime: 10 * time.Second}
		var rec referee.Record
		var err error
		if g == "cosmicrun" {
			rec, err = referee.PlayMatch(game.CosmicRun, cfg)
		} else {
			rec, err = referee.PlayMatch(game.BeforeEarth, cfg)
		}
		if err != nil || rec.Result.Fault != nil {
			t.Fatalf("%s: %v %+v", g, err, rec.Result.Fault)
		}
		if len(rec.Result.Winners) != 1 || len(rec.Moves) < 10 {
			t.Errorf("%s: %d moves, winners %v", g, len(rec.Moves), rec.Result.Winners)
		}
	}
}

func TestResolveOrderComesFromSeedAndStep(t *testing.T) {
	s, _ := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 1})
	choices := []referee.Choice[cosmicrun.Move]{
		{Player: cosmicrun.P1, Move: s.LegalMoves(cosmicrun.P1)[0]},
		{Player: cosmicrun.P2, Move: s.LegalMoves(cosmicrun.P2)[0]},
	}
	firsts := map[game.Player]int{}
	for step := range uint64(40) {
		next, applied := referee.Resolve(s, 3, step, choices)
		again, applied2 := referee.Resolve(s, 3, step, choices)
		if len(applied) != 2 || applied[0].Move != applied2[0].Move {
			t.Fatalf("step %d: %v then %v", step, applied, applied2)
		}
		a, _ := referee.Fingerprint(next)
		b, _ := referee.Fingerprint(again)
		if a != b {
			t.Fatalf("step %d: one seed and step gave two states", step)
		}
		firsts[applied[0].Move.Player]++
	}
	if firsts[cosmicrun.P1] < 10 || firsts[cosmicrun.P2] < 10 {
		t.Errorf("over 40 steps P1 went first %d times, P2 %d", firsts[cosmicrun.P1], firsts[cosmicrun.P2])
	}
	if choices[0].Player != cosmicrun.P1 {
		t.Error("Resolve reordered the caller's choices")
	}
}
