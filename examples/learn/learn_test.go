package learn

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/json"
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
)

// legalIDs lists the legal ids of game i of a batch.
func legalIDs(b *Batch, actions, i int) []int {
	var ids []int
	for a, ok := range b.Mask[i*actions : (i+1)*actions] {
		if ok == 1 {
			ids = append(ids, a)
		}
	}
	return ids
}

// TestGamesEndAndStartAgain plays first-legal actions in 4 Cosmic Run
// games against the random bot until 20 have ended, checking each batch.
func TestGamesEndAndStartAgain(t *testing.T) {
	envs, err := Open(Config{Game: "cosmicrun", Envs: 4, Seed: 1, Opponents: []string{"random"}})
	if err != nil {
		t.Fatal(err)
	}
	in := envs.Info()
	if in.Seats != 2 || in.Actions != 133 || in.ObsSize != 369 || !slices.Equal(in.ObsShape, []int{369}) {
		t.Fatalf("info %+v", in)
	}
	ended, won := 0, 0
	for step := 0; ended < 20; step++ {
		if step > 5000 {
			t.Fatalf("%d games ended in 5000 steps", ended)
		}
		b := envs.Batch()
		actions := make([]int, in.Envs)
		for i := range actions {
			ids := legalIDs(b, in.Actions, i)
			if len(ids) == 0 || b.Player[i] != 0 {
				t.Fatalf("step %d, game %d: player %d to act with ids %v", step, i, b.Player[i], ids)
			}
			actions[i] = ids[0]
		}
		if err := envs.Step(actions); err != nil {
			t.Fatal(err)
		}
		for i, d := range b.Done {
			r := b.Reward[i]
			switch {
			case d == 1 && (r == 1 || r == -1) && b.Rewards[2*i] == r && b.Rewards[2*i+1] == -r:
				ended++
				won += int(r+1) / 2
			case d == 0 && r == 0:
			default:
				t.Fatalf("game %d: done %d, reward %v, rewards %v", i, d, r, b.Rewards[2*i:2*i+2])
			}
		}
	}
	if won == 0 || won == ended {
		t.Errorf("won %d of %d games against the random bot: want some of each", won, ended)
	}
}

// TestStepRefusesAndChangesNothing checks that an illegal action, or a
// wrong number of them, is refused naming the game, and the games stay.
func TestStepRefusesAndChangesNothing(t *testing.T) {
	envs, _ := Open(Config{Game: "cosmicrun", Envs: 2, Seed: 1, Opponents: []string{"random"}})
	before := *envs.Batch()
	before.Obs = slices.Clone(before.Obs)
	legal := legalIDs(envs.Batch(), 133, 0)[0]
	for _, c := range []struct {
		actions []int
		want    string
	}{{[]int{legal, 132}, "game 1"}, {[]int{legal, -1}, "out of range"}, {[]int{legal}, "1 actions for 2 games"}} {
		if err := envs.Step(c.actions); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Step(%v) = %v; want an error saying %q", c.actions, err, c.want)
		}
	}
	if !slices.Equal(before.Obs, envs.Batch().Obs) {
		t.Error("a refused step changed the observations")
	}
}

// TestOpenRefusesBadConfigs checks each field Open checks.
func TestOpenRefusesBadConfigs(t *testing.T) {
	for _, c := range []struct {
		cfg  Config
		want string
	}{
		{Config{Game: "cosmicrun"}, "envs is 0"},
		{Config{Game: "cosmicrun", Envs: MaxEnvs + 1}, "envs is"},
		{Config{Game: "chess", Envs: 1}, "no game"},
		{Config{Game: "cosmicrun", Envs: 1, Players: 3}, "not 3"},
		{Config{Game: "cosmicrun", Envs: 1, Reward: "points"}, "reward"},
		{Config{Game: "cosmicrun", Envs: 1, Opponents: []string{"random", "random"}}, "leave none"},
		{Config{Game: "cosmicrun", Envs: 1, Opponents: []string{"clever"}}, "opponents[0]"},
	} {
		if _, err := Open(c.cfg); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Open(%+v) = %v; want an error saying %q", c.cfg, err, c.want)
		}
	}
}

// TestEveryGameOpensAndSteps checks that Games lists every game of the
// table, and that each opens and plays random legal action ids from its
// masks through several game ends, alone and against the random bot.
func TestEveryGameOpensAndSteps(t *testing.T) {
	if plays := Games(); !slices.Equal(plays, game.Names()) {
		t.Errorf("Games() = %v, want every game %v", plays, game.Names())
	}
	for _, name := range game.Names() {
		for _, opponents := range [][]string{nil, {"random"}} {
			envs, err := Open(Config{Game: name, Envs: 2, Seed: 1, Opponents: opponents})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			playRandomSteps(t, name, envs, 3000)
		}
	}
}

// playRandomSteps plays steps of random legal ids in envs, checking that
// every game always has a legal id, that the observations are in [0, 1],
// and that some game ended.
func playRandomSteps(t *testing.T, name string, envs Envs, steps int) {
	t.Helper()
	in := envs.Info()
	r := rand.New(rand.NewPCG(1, 1))
	ended := 0
	for step := 0; step < steps && ended == 0; step++ {
		b := envs.Batch()
		actions := make([]int, in.Envs)
		for i := range actions {
			ids := legalIDs(b, in.Actions, i)
			if len(ids) == 0 {
				t.Fatalf("%s, step %d, game %d: no legal id", name, step, i)
			}
			actions[i] = ids[r.IntN(len(ids))]
		}
		for k, x := range b.Obs {
			if x < 0 || x > 1 {
				t.Fatalf("%s, step %d: observation value %d is %v", name, step, k, x)
			}
		}
		if err := envs.Step(actions); err != nil {
			t.Fatalf("%s, step %d: %v", name, step, err)
		}
		for _, d := range b.Done {
			ended += int(d)
		}
	}
	if ended == 0 {
		t.Errorf("%s: no game ended in %d steps", name, steps)
	}
}

// TestSoloAndMargin plays the solo game, where the Round Card is the
// opponent, with the margin reward: the Score at the end.
func TestSoloAndMargin(t *testing.T) {
	envs, err := Open(Config{Game: "cosmicrun", Players: 1, Envs: 2, Seed: 3, Reward: RewardMargin})
	if err != nil {
		t.Fatal(err)
	}
	if in := envs.Info(); in.Seats != 1 {
		t.Fatalf("solo: %d seats", in.Seats)
	}
	var margins []float32
	for len(margins) < 4 {
		b := envs.Batch()
		if err := envs.Step([]int{legalIDs(b, 133, 0)[0], legalIDs(b, 133, 1)[0]}); err != nil {
			t.Fatal(err)
		}
		for i, d := range b.Done {
			if d == 1 {
				margins = append(margins, b.Reward[i])
			}
		}
	}
	if slices.Max(margins) <= 1 || slices.Min(margins) < 0 {
		t.Errorf("solo margins %v: want the Scores, 0 to 36", margins)
	}
}

// TestServeSpeaksJSONAndBinary checks the protocol's replies: a JSON
// reset, an error that keeps the connection, a binary step whose bytes
// are the arrays, and close.
func TestServeSpeaksJSONAndBinary(t *testing.T) {
	in := strings.Join([]string{
		`{"cmd":"games"}`,
		`{"cmd":"step","actions":[0]}`,
		`{"cmd":"reset","game":"cosmicrun","envs":1,"seed":1,"opponents":["random"]}`,
		`{"cmd":"reset","game":"cosmicrun","envs":1,"seed":1,"opponents":["random"],"format":"binary"}`,
		`{"cmd":"step","actions":[200]}`,
		`{"cmd":"close"}`,
		`{"cmd":"games"}`,
	}, "\n") + "\n"
	var out bytes.Buffer
	if err := Serve(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	r := bufio.NewReader(&out)
	line := func() map[string]any {
		b, err := r.ReadBytes('\n')
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		return m
	}
	if m, _ := json.Marshal(line()["games"]); !bytes.Equal(m, must(json.Marshal(Games()))) {
		t.Errorf("games: %s, want %v", m, Games())
	}
	if m := line(); !strings.Contains(m["error"].(string), "reset first") {
		t.Errorf("a step before reset: %v", m)
	}
	js := line()
	obs := js["obs"].([]any)[0].([]any)
	if len(obs) != 369 || len(js["mask"].([]any)[0].([]any)) != 133 {
		t.Errorf("the JSON reset has %d observation values", len(obs))
	}
	bin := line()
	data := make([]byte, int(bin["bytes"].(float64)))
	if _, err := io.ReadFull(r, data); err != nil || len(data) != 4*(1+1+2+369)+1+133 {
		t.Fatalf("binary reset: %d bytes, %v", len(data), err)
	}
	for i, x := range obs {
		if got := float32FromLE(data[16+4*i:]); got != float32(x.(float64)) {
			t.Fatalf("binary observation[%d] = %v, JSON %v", i, got, x)
		}
	}
	if m := line(); !strings.Contains(m["error"].(string), "out of range") {
		t.Errorf("an illegal step: %v", m)
	}
	if m := line(); m["closed"] != true {
		t.Errorf("close: %v", m)
	}
	if rest, _ := r.ReadString('\n'); rest != "" {
		t.Errorf("a reply after close: %q", rest)
	}
}

// float32FromLE reads a little-endian float32.
func float32FromLE(b []byte) float32 {
	var x float32
	_, _ = binary.Decode(b[:4], binary.LittleEndian, &x)
	return x
}

// must is v, or a panic for err: for values a test cannot do without.
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
