package referee_test

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

func TestPythonBotPlaysEveryGame(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3 to run bots/random_bot.py:", err)
	}
	// -S: no site module, which loads the standard random module before
	// the script on most installs, and so hides a script that would
	// import itself in its stead
	for _, flags := range []string{"", " -S"} {
		bots := []string{"random", "exec:" + python + flags + " bots/random_bot.py 7"}
		t.Run("python3"+flags, func(t *testing.T) {
			t.Run(game.CosmicRun.Name, func(t *testing.T) { playPython(t, referee.New(game.CosmicRun), bots) })
			t.Run(game.BeforeEarth.Name, func(t *testing.T) { playPython(t, referee.New(game.BeforeEarth), bots) })
			t.Run(game.EarthExpress.Name, func(t *testing.T) { playPython(t, referee.New(game.EarthExpress), bots) })
			t.Run(game.AnimalKingdom.Name, func(t *testing.T) { playPython(t, referee.New(game.AnimalKingdom), bots) })
		})
	}
}

// playPython plays a match of r's game against the Python bot in seat P2, under a
// time limit per move, and checks that it ends without a fault, verifies,
// and passed on the bot's standard error.
func playPython(t *testing.T, r matches, bots []string) {
	t.Parallel() // the bots wait on each other more than they compute
	var errs syncBuffer
	cfg := referee.Config{Players: 2, Seed: 5, Bots: bots, MoveTime: 2 * time.Second, Stderr: &errs}
	rec, err := r.PlayMatch(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if rec.Result.Fault != nil {
		t.Fatalf("%v\nits standard error:\n%s", rec.Result.Fault, errs.String())
	}
	if err := r.Verify(rec); err != nil {
		t.Errorf("the record does not verify: %v", err)
	}
	if want := "[P2] playing " + rec.Config.Game + " as P2\n"; !strings.HasPrefix(errs.String(), want) || !strings.Contains(errs.String(), "[P2] winners: [") {
		t.Errorf("the bot's standard error, passed on:\n%s\nwant it to begin %q and give the winners", errs.String(), want)
	}
	scores := fmt.Sprintf("[P2] scores: [%d, %d]\n", rec.Result.Scores[0], rec.Result.Scores[1])
	if !strings.Contains(errs.String(), scores) || !strings.Contains(errs.String(), "[P2] card facts: ") {
		t.Errorf("the bot's standard error, passed on:\n%s\nwant it to count the card facts and give the scores, %q", errs.String(), scores)
	}
}
