//go:build unix

package referee_test

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// playWithin plays cfg's Cosmic Run match and fails the test if it, with
// the bots' closing, takes longer than limit.
func playWithin(t *testing.T, cfg referee.Config, limit time.Duration) referee.Record {
	t.Helper()
	type played struct {
		rec referee.Record
		err error
	}
	done := make(chan played, 1)
	go func() {
		rec, err := referee.PlayMatch(game.CosmicRun, cfg)
		done <- played{rec, err}
	}()
	select {
	case p := <-done:
		if p.err != nil {
			t.Fatal(p.err)
		}
		return p.rec
	case <-time.After(limit):
		t.Fatalf("bots %q: the match has not ended after %v", cfg.Bots, limit)
	}
	return referee.Record{}
}

// pids reads the process ids written to file, one a line.
func pids(t *testing.T, file string) []int {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var out []int
	for _, f := range strings.Fields(string(b)) {
		p, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		out = append(out, p)
	}
	return out
}

// alive reports whether process pid runs (a zombie, dead and waiting for
// its parent to notice, does not).
func alive(pid int) bool {
	if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
		return false
	}
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true // no /proc to ask: kill found it
	}
	_, after, _ := strings.Cut(string(b), ") ")
	return !strings.HasPrefix(after, "Z")
}

// killAll kills the processes whose ids are in file, so that a failed test
// leaves none behind.
func killAll(file string) {
	b, _ := os.ReadFile(file)
	for _, f := range strings.Fields(string(b)) {
		if p, err := strconv.Atoi(f); err == nil && p > 1 {
			_ = syscall.Kill(p, syscall.SIGKILL)
		}
	}
}

// checkGone fails the test unless every process in pids has ended; it
// gives the system a moment to finish them.
func checkGone(t *testing.T, pids []int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Second)
	for _, p := range pids {
		for alive(p) && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		if alive(p) {
			t.Errorf("process %d is still running after the match", p)
			_ = syscall.Kill(p, syscall.SIGKILL)
		}
	}
}

func TestHostileBotsEndTheirMatch(t *testing.T) {
	path := buildBot(t)
	for _, tc := range []struct {
		mode     string
		moveTime time.Duration
		kind     string // the fault, "" for none
	}{
		{"longline", 0, referee.Malformed},
		{"longline", 5 * time.Second, referee.Malformed},
		{"closeout", 0, referee.Crash},
		{"closeout", 5 * time.Second, referee.Crash},
		{"stall", 300 * time.Millisecond, referee.Timeout},
		{"orphan", 0, ""},
		{"orphan", 5 * time.Second, ""},
	} {
		file := filepath.Join(t.TempDir(), "pids")
		t.Cleanup(func() { killAll(file) })
		cfg := referee.Config{Seed: 4, Bots: []string{"exec:" + path + " " + tc.mode + " " + file, "random"}, MoveTime: tc.moveTime}
		start := time.Now()
		rec := playWithin(t, cfg, 5*time.Second)
		if tc.kind != "" {
			checkForfeit(t, referee.New(game.CosmicRun), rec, cosmicrun.P1, tc.kind)
		} else if rec.Result.Fault != nil {
			t.Errorf("%s: %v", tc.mode, rec.Result.Fault)
		}
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("%s, time limit %v: the match and its closing took %v", tc.mode, tc.moveTime, d)
		}
		ps := pids(t, file)
		if len(ps) != 2 {
			t.Fatalf("%s: process ids %v, want the bot's and its child's", tc.mode, ps)
		}
		checkGone(t, ps)
	}
}

// leaverBot is a bot for /bin/sh that says it is ready, starts a child
// that sleeps holding its standard output (through $2: env, or setsid to
// put the child in a process group of its own), waits until the child has
// written its id to $1, and exits: at the first question, or at once if
// $3 is "start".
const leaverBot = `read -r line
[ "$3" = start ] || { printf '{"ready":true}\n'; read -r line; }
$2 sh -c 'echo $$ >> "$0"; exec sleep 1000' "$1" &
while [ ! -s "$1" ]; do sleep 0.01; done
exit 0
`

func TestBotExitingEndsItsSeat(t *testing.T) {
	bot := filepath.Join(t.TempDir(), "leaver.sh")
	if err := os.WriteFile(bot, []byte(leaverBot), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		wrap, when string
		moveTime   time.Duration
		kind       string
	}{
		{"env", "move", 0, referee.Crash},
		{"env", "move", 5 * time.Second, referee.Crash},
		{"env", "start", 0, referee.Unready},
		{"setsid", "move", 0, referee.Crash},
	} {
		file := filepath.Join(t.TempDir(), "pids")
		t.Cleanup(func() { killAll(file) })
		cfg := referee.Config{Seed: 4, Bots: []string{"exec:/bin/sh " + bot + " " + file + " " + tc.wrap + " " + tc.when, "random"}, MoveTime: tc.moveTime}
		start := time.Now()
		rec := playWithin(t, cfg, 5*time.Second)
		checkForfeit(t, referee.New(game.CosmicRun), rec, cosmicrun.P1, tc.kind)
		if d := time.Since(start); d > 3*time.Second {
			t.Errorf("%s child, exit at the %s, time limit %v: the match and its closing took %v", tc.wrap, tc.when, tc.moveTime, d)
		}
		if tc.wrap == "env" { // the child in the bot's group is killed with it
			checkGone(t, pids(t, file))
		}
	}
}
