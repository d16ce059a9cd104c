package referee_test

import (
	"bytes"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

func TestSlowStartDoesNotCountAgainstTheFirstMove(t *testing.T) {
	path := buildBot(t)
	cfg := referee.Config{Seed: 4, Bots: []string{"random", "exec:" + path + " slowstart 1500ms"}, MoveTime: time.Second}
	rec, err := referee.PlayMatch(game.CosmicRun, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Result.Fault != nil {
		t.Fatalf("a bot that takes 1.5 s to start, under a 1 s move time: %v", rec.Result.Fault)
	}
	checkRecord(t, referee.New(game.CosmicRun), rec)
}

func TestBotNotReadyForfeits(t *testing.T) {
	path := buildBot(t)
	for mode, detail := range map[string]string{
		"noready":    "none within the ready time, 300ms",
		"badready":   `the program sent "{\"move\": \"P1 keep\"}"`,
		"quitstart":  "the program ended its output: extbot: no model file, giving up",
		"readytrail": `the program sent "{\"ready\":true} {\"ready\":false}"`,
	} {
		cfg := referee.Config{Seed: 4, Bots: []string{"random", "exec:" + path + " " + mode}, MoveTime: 5 * time.Second,
			ReadyTime: 300 * time.Millisecond, Stderr: &bytes.Buffer{}}
		start := time.Now()
		rec, err := referee.PlayMatch(game.CosmicRun, cfg)
		if err != nil {
			t.Fatalf("%s: %v", mode, err)
		}
		checkForfeit(t, referee.New(game.CosmicRun), rec, cosmicrun.P2, referee.Unready)
		if f := rec.Result.Fault; f.Move != 1 || len(rec.Moves) != 0 || !strings.Contains(f.Detail, detail) {
			t.Errorf("%s: fault %+v after %d moves, want one at move 1 saying %q", mode, f, len(rec.Moves), detail)
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("%s: the match took %v with a ready time of 300 ms", mode, d)
		}
	}
}

func TestVerifyRefusesUnreadyPastTheStart(t *testing.T) {
	path := buildBot(t)
	cfg := referee.Config{Seed: 4, Bots: []string{"random", "exec:" + path + " noready"}, ReadyTime: 200 * time.Millisecond}
	rec, err := referee.PlayMatch(game.CosmicRun, cfg)
	if err != nil {
		t.Fatal(err)
	}
	notProgram := rec
	notProgram.Config.Bots = []string{"random", "random"}
	if err := referee.New(game.CosmicRun).Verify(notProgram); err == nil || !strings.Contains(err.Error(), "is not a program") {
		t.Errorf("a Go bot not ready: %v", err)
	}
	late := finished(t)
	late.Config.Bots = []string{"exec:a", "exec:b"}
	late.Moves = late.Moves[:6]
	late.Result.Fault = &referee.Fault{Player: cosmicrun.P1, Kind: referee.Unready, Move: 7}
	late = retally(t, late)
	if err := referee.New(game.CosmicRun).Verify(late); err == nil || !strings.Contains(err.Error(), "before the first move") {
		t.Errorf("a bot not ready after %d moves: %v", len(late.Moves), err)
	}
}

// syncBuffer is a bytes.Buffer that the referee and the test may share.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestBotStderrIsPassedOnWithItsSeat(t *testing.T) {
	path := buildBot(t)
	var errs syncBuffer
	cfg := referee.Config{Seed: 4, Bots: []string{"exec:" + path + " chatty", "exec:" + path + " chatty"}, MoveTime: 5 * time.Second, Stderr: &errs}
	rec, err := referee.PlayMatch(game.CosmicRun, cfg)
	if err != nil || rec.Result.Fault != nil {
		t.Fatalf("%v %+v", err, rec.Result.Fault)
	}
	lines := strings.Split(strings.TrimSpace(errs.String()), "\n")
	count := map[string]int{}
	for _, l := range lines {
		count[l]++
	}
	for _, seat := range []string{"P1", "P2"} {
		if count["["+seat+"] extbot: a start message"] != 1 || count["["+seat+"] extbot: a move message"] < 5 || count["["+seat+"] extbot: a end message"] != 1 {
			t.Errorf("%s's standard error as passed on:\n%s", seat, errs.String())
		}
	}
	if len(count) != 6 {
		t.Errorf("lines other than the bots' own, or mixed:\n%s", errs.String())
	}
}

func TestBotStderrGoesToTheReferees(t *testing.T) {
	path := buildBot(t)
	f, err := os.CreateTemp(t.TempDir(), "stderr")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	saved := os.Stderr
	os.Stderr = f
	defer func() { os.Stderr = saved }()
	rec, err := referee.PlayMatch(game.CosmicRun, referee.Config{Seed: 4, Bots: []string{"random", "exec:" + path + " chatty"}})
	os.Stderr = saved
	if err != nil || rec.Result.Fault != nil {
		t.Fatalf("%v %+v", err, rec.Result.Fault)
	}
	b, _ := os.ReadFile(f.Name())
	if !strings.HasPrefix(string(b), "[P2] extbot: a start message\n") || !strings.Contains(string(b), "[P2] extbot: a end message\n") {
		t.Errorf("the referee's standard error:\n%s", b)
	}
}

func TestBotNotReadyForfeitsWhenNotToMove(t *testing.T) {
	path := buildBot(t)
	cfg := referee.Config{Players: 2, Seed: 3, Bots: []string{"random", "exec:" + path + " noready"}, ReadyTime: 200 * time.Millisecond}
	s, err := game.AnimalKingdom.Start(2, 3)
	if err != nil {
		t.Fatal(err)
	}
	if who := s.ToMove(); len(who) != 1 || who[0] != 0 {
		t.Fatalf("Earth's first move is %v's, want P1's alone", who)
	}
	rec, err := referee.PlayMatch(game.AnimalKingdom, cfg)
	if err != nil {
		t.Fatal(err)
	}
	checkForfeit(t, referee.New(game.AnimalKingdom), rec, 1, referee.Unready)
}
