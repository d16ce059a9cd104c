//go:build unix

package referee_test

import (
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// isolatedUID is the first host user the isolation test runs bots as.
const isolatedUID = 200000

// skipUnlessIsolation skips the test where bots cannot be isolated, saying
// why.
func skipUnlessIsolation(t *testing.T) {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("isolating bots needs Linux's user and PID namespaces")
	}
	if os.Geteuid() != 0 {
		t.Skip("isolating bots as other users needs root")
	}
	b, err := referee.StartExternal(game.CosmicRun, 0, 2, referee.Program{Path: "/bin/true", UID: isolatedUID})
	if err != nil {
		t.Skipf("user and PID namespaces do not work here: %v", err)
	}
	_ = b.Close()
}

// spyMatch plays a Cosmic Run match of two spying bots, isolated from
// user isolate if it is not 0, and returns what each spy got when it
// opened the other's standard input.
func spyMatch(t *testing.T, path string, isolate uint32) map[string]string {
	t.Helper()
	dir, err := os.MkdirTemp("", "spies") // t.TempDir's folder is closed to other users
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	spy := "exec:" + path + " spy " + dir
	cfg := referee.Config{Seed: 1, Bots: []string{spy, spy}, MoveTime: 10 * time.Second, Isolate: isolate}
	rec := playWithin(t, cfg, 15*time.Second)
	if rec.Result.Fault != nil {
		t.Fatalf("isolated %d: %v", isolate, rec.Result.Fault)
	}
	got := map[string]string{}
	var ps []int
	for _, seat := range []string{"P1", "P2"} {
		b, _ := os.ReadFile(filepath.Join(dir, seat+".spy"))
		got[seat] = string(b)
		b, _ = os.ReadFile(filepath.Join(dir, seat+".pid"))
		if p, err := strconv.Atoi(string(b)); err == nil {
			ps = append(ps, p)
		}
	}
	if len(ps) != 2 {
		t.Fatalf("isolated %d: the bots' process ids are %v", isolate, ps)
	}
	checkGone(t, ps)
	return got
}

func TestIsolatedBotsCannotReadEachOther(t *testing.T) {
	skipUnlessIsolation(t)
	path := buildBot(t)
	for seat, got := range spyMatch(t, path, 0) {
		if got != "opened" {
			t.Errorf("not isolated, %s opening the other bot's input: %q, want it opened", seat, got)
		}
	}
	for seat, got := range spyMatch(t, path, isolatedUID) {
		if !strings.Contains(got, "permission denied") {
			t.Errorf("isolated, %s opening the other bot's input: %q, want permission denied", seat, got)
		}
	}
}
