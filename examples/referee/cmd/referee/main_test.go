package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

func TestPlayThenVerify(t *testing.T) {
	for g, bots := range map[string]string{"cosmicrun": "ismcts:20,greedy:2", "beforeearth": "ismcts:20,greedy:2", "earthexpress": "random,greedy:1,random", "animalkingdom": "random,greedy:1"} {
		path := filepath.Join(t.TempDir(), "match.json")
		var out bytes.Buffer
		if err := run([]string{"-game", g, "-players", fmt.Sprint(len(strings.Split(bots, ","))), "-bots", bots, "-seed", "3", "-record", path}, &out); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(out.String(), "winners [P") {
			t.Errorf("%s: output ends %q", g, out.String()[max(0, out.Len()-200):])
		}
		out.Reset()
		if err := run([]string{"-verify", path}, &out); err != nil || !strings.Contains(out.String(), "replay to the recorded final state") {
			t.Fatalf("%s: -verify: %v, %s", g, err, out.String())
		}
		b, _ := os.ReadFile(path)
		for _, tampered := range []string{
			strings.Replace(string(b), `"final": "`, `"final": "0`, 1),
			strings.Replace(string(b), `"final": "`, `"judge": "me", "final": "`, 1),
		} {
			if err := os.WriteFile(path, []byte(tampered), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := run([]string{"-verify", path}, &out); err == nil || !strings.Contains(err.Error(), "does not verify") {
				t.Errorf("%s: a tampered record: %v", g, err)
			}
		}
	}
	if err := run([]string{"-game", "chess"}, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), `no game "chess"`) {
		t.Errorf("-game chess: %v", err)
	}
	if err := run([]string{"-isolate", "4294967296"}, &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "a user id is at most") {
		t.Errorf("-isolate 4294967296: %v", err)
	}
}

func TestBotStderrFlag(t *testing.T) {
	dir := t.TempDir()
	bot := filepath.Join(dir, "extbot")
	if out, err := exec.Command("go", "build", "-o", bot, "../../testdata/extbot").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	file := filepath.Join(dir, "bots.log")
	var out bytes.Buffer
	if err := run([]string{"-game", "beforeearth", "-bots", "random,exec:" + bot + " chatty", "-bot-stderr", file, "-readytime", "10s", "-movetime", "5s"}, &out); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(file)
	if !strings.HasPrefix(string(b), "[P2] extbot: a start message\n") || !strings.HasSuffix(string(b), "[P2] extbot: a end message\n") {
		t.Errorf("-bot-stderr %s holds:\n%s", file, b)
	}
	if err := run([]string{"-readytime", "-1s"}, &out); err == nil || !strings.Contains(err.Error(), "cannot be negative") {
		t.Errorf("-readytime -1s: %v", err)
	}
}
