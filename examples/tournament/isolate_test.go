//go:build linux

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// shBot answers every question with the first legal move, in /bin/sh. It
// first writes its process id to a new file in the folder its argument
// names: in a PID namespace of its own, 1, and the file is its user's.
const shBot = `echo $$ > "$(mktemp "$1/bot.XXXXXX")"
while IFS= read -r line; do
	case $line in
	*'"type":"move"'*) printf '{"move":"%s"}\n' "$(printf '%s' "$line" | sed 's/.*"legal":\["\([^"]*\)".*/\1/')" ;;
	esac
done
`

func TestIsolatedTournament(t *testing.T) {
	if runtime.GOOS != "linux" || os.Geteuid() != 0 {
		t.Skip("isolating bots as other users needs Linux and root")
	}
	if b, err := referee.StartExternal(game.CosmicRun, 0, 2, referee.Program{Path: "/bin/true", UID: 210000}); err != nil {
		t.Skipf("user and PID namespaces do not work here: %v", err)
	} else {
		_ = b.Close()
	}
	dir, err := os.MkdirTemp("", "shbot") // open to the isolated users, unlike t.TempDir
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	bot := filepath.Join(dir, "shbot")
	if err := os.Chmod(dir, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(bot, []byte(shBot), 0o644); err != nil {
		t.Fatal(err)
	}
	var stdout bytes.Buffer
	args := []string{"-game", "cosmicrun", "-bots", "exec:/bin/sh " + bot + " " + dir + ",random", "-games", "1", "-workers", "2", "-movetime", "10s", "-isolate", "210000", "-out", filepath.Join(t.TempDir(), "r.json")}
	if err := run(args, &stdout, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(args[len(args)-1])
	if strings.Count(string(b), `"faults": 0`) != 2 {
		t.Errorf("an isolated bot forfeited:\n%s", b)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "bot.*"))
	if len(files) != 2 {
		t.Fatalf("the bots wrote %v, want a file each of the 2 games", files)
	}
	for _, f := range files {
		b, _ := os.ReadFile(f)
		st, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		uid := st.Sys().(*syscall.Stat_t).Uid
		if strings.TrimSpace(string(b)) != "1" || uid < 210000 || uid >= 210000+2*2 {
			t.Errorf("a bot of the tournament ran as process %q of its namespace, as user %d: want 1, and a user from 210000 for 2 workers of 2 seats", b, uid)
		}
	}
}
