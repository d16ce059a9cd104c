//go:build unix

package main

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// shBot is a bot for /bin/sh: it appends its process id to the file named
// by its argument, says it is ready, and answers every question with the
// first legal move.
const shBot = `echo $$ >> "$1"
while IFS= read -r line; do
	case $line in
	*'"type":"start"'*) printf '{"ready":true}\n' ;;
	*'"type":"move"'*) printf '{"move":"%s"}\n' "$(printf '%s' "$line" | sed 's/.*"legal":\["\([^"]*\)".*/\1/')" ;;
	esac
done
`

func TestPlayLeavesNoBotRunning(t *testing.T) {
	dir := t.TempDir()
	botFile, pidFile, save := filepath.Join(dir, "bot.sh"), filepath.Join(dir, "pids"), filepath.Join(dir, "game.json")
	if err := os.WriteFile(botFile, []byte(shBot), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		for _, p := range readPids(pidFile) {
			_ = syscall.Kill(p, syscall.SIGKILL)
		}
	})
	out := script(t, []string{"-game", "cosmicrun", "-seed", "3", "-bots", "exec:/bin/sh " + botFile + " " + pidFile},
		"1", "save "+save, "load "+save, "load "+save, "load "+save, "load "+save, "quit")
	if strings.Count(out, "loaded "+save) != 4 || !strings.Contains(out, "you: P1 pass") {
		t.Fatalf("the session:\n%s", out)
	}
	pids := readPids(pidFile)
	for deadline := time.Now().Add(3 * time.Second); len(pids) < 5 && time.Now().Before(deadline); pids = readPids(pidFile) {
		time.Sleep(20 * time.Millisecond) // a bot left running may not have written yet
	}
	if len(pids) != 5 {
		t.Fatalf("bots started: %v, want one at the start and one a load", pids)
	}
	for _, p := range pids {
		if running(p) {
			t.Errorf("bot process %d of %v is still running after the session", p, pids)
		}
	}
}

// readPids reads the process ids in file, one a line.
func readPids(file string) []int {
	b, _ := os.ReadFile(file)
	var out []int
	for _, f := range strings.Fields(string(b)) {
		if p, err := strconv.Atoi(f); err == nil && p > 1 {
			out = append(out, p)
		}
	}
	return out
}

// running reports whether process pid runs, not counting a zombie, dead
// and waiting for its parent to notice; it gives a process being killed a
// moment to end.
func running(pid int) bool {
	for range 100 {
		if err := syscall.Kill(pid, 0); errors.Is(err, syscall.ESRCH) {
			return false
		}
		b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if _, after, _ := strings.Cut(string(b), ") "); err == nil && strings.HasPrefix(after, "Z") {
			return false
		}
		time.Sleep(20 * time.Millisecond)
	}
	return true
}

func TestPlayLoadRunsNoProgramTheFileNames(t *testing.T) {
	dir := t.TempDir()
	save, marker, botFile := filepath.Join(dir, "game.json"), filepath.Join(dir, "ran"), filepath.Join(dir, "bot.sh")
	if err := os.WriteFile(botFile, []byte("touch \"$1\"\n"+shBot), 0o644); err != nil {
		t.Fatal(err)
	}
	script(t, []string{"-game", "cosmicrun", "-seed", "3", "-bots", "random"}, "1", "save "+save, "quit")
	b, err := os.ReadFile(save)
	if err != nil {
		t.Fatal(err)
	}
	sent := strings.Replace(string(b), `"random"`, `"exec:/bin/sh `+botFile+" "+marker+`"`, 1)
	if sent == string(b) {
		t.Fatalf("no bots to replace in the saved game:\n%s", b)
	}
	if err := os.WriteFile(save, []byte(sent), 0o644); err != nil {
		t.Fatal(err)
	}
	out := script(t, []string{"-game", "cosmicrun", "-seed", "9", "-bots", "random"}, "load "+save, "1", "quit")
	if !strings.Contains(out, "loaded "+save+": 2 moves played") || !strings.Contains(out, "not started") || !strings.Contains(out, "you: P1 ") {
		t.Errorf("loading a game that names a program:\n%s", out)
	}
	time.Sleep(100 * time.Millisecond) // a program started would have run by now
	if _, err := os.Stat(marker); err == nil {
		t.Errorf("load ran the program the saved game names")
	}
}
