package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"gopkg.in/yaml.v3"
)

// readSummary reads a summary run wrote with -out.
func readSummary(t *testing.T, file string) Summary {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var s Summary
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	return s
}

// measured ignores the figures that are timed, not counted.
var measured = cmp.Options{
	cmpopts.IgnoreFields(Summary{}, "Elapsed"),
	cmpopts.IgnoreFields(BotResult{}, "DecisionsPer"),
	cmpopts.IgnoreFields(GameRecord{}, "ThinkingNS"),
}

func TestThreeShardsMergedEqualOneRun(t *testing.T) {
	dir := t.TempDir()
	args := []string{"-game", "cosmicrun", "-bots", "random,greedy:2,random", "-games", "3", "-workers", "2", "-seed", "11"}
	whole := filepath.Join(dir, "whole.json")
	if err := run(append(args, "-out", whole), &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	var files []string
	played := 0
	for _, sh := range []string{"0/3", "1/3", "2/3"} {
		f := filepath.Join(dir, "shard"+sh[:1]+".json")
		if err := run(append(args, "-shard", sh, "-out", f), &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		s := readSummary(t, f)
		if s.Shard != sh || s.Scheduled != 18 {
			t.Errorf("shard %s: written as shard %q of %d games", sh, s.Shard, s.Scheduled)
		}
		played += s.Games
		files = append(files, f)
	}
	// 3 pairs of bots, 2 seatings, 3 games: 18 games, 6 in each shard
	if played != 18 {
		t.Errorf("the shards played %d games, want 18", played)
	}
	merged := filepath.Join(dir, "merged.json")
	var table bytes.Buffer
	if err := run([]string{"-merge", "-out", merged, files[2], files[0], files[1]}, &table, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	want, got := readSummary(t, whole), readSummary(t, merged)
	if diff := cmp.Diff(want, got, measured); diff != "" {
		t.Errorf("merged shards differ from one run (-want +got):\n%s", diff)
	}
	if len(want.Pairs) != 3 || want.Bots[2].Name != "random#2" || want.Games != 18 {
		t.Errorf("one run: %d pairs, third bot %q, %d games", len(want.Pairs), want.Bots[2].Name, want.Games)
	}
	if !strings.Contains(table.String(), "head to head") || !strings.Contains(table.String(), "random#2") {
		t.Errorf("the merged table:\n%s", table.String())
	}
}

func TestMergeRefusesWhatIsNotOneTournament(t *testing.T) {
	dir := t.TempDir()
	shardOf := func(name string, extra ...string) string {
		f := filepath.Join(dir, name+".json")
		args := append([]string{"-game", "cosmicrun", "-bots", "random,greedy:1", "-games", "1", "-workers", "1", "-out", f}, extra...)
		if err := run(args, &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
		return f
	}
	a, b := shardOf("a", "-shard", "0/2"), shardOf("b", "-shard", "1/2")
	other := shardOf("other", "-shard", "1/2", "-seed", "5")
	bad := filepath.Join(dir, "bad.json")
	if err := os.WriteFile(bad, []byte(`{"game": "cosmicrun", "surprise": 1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		files []string
		want  string
	}{
		{[]string{a}, "the shards hold 1 games of a schedule of 2"},
		{[]string{a, a, b}, "game 1 is missing or repeated"},
		{[]string{a, other}, "not a shard of the tournament"},
		{[]string{a, bad}, "unknown field"},
		{nil, "name the shards' JSON files"},
	} {
		err := run(append([]string{"-merge"}, c.files...), &bytes.Buffer{}, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("merging %v: %v, want an error with %q", c.files, err, c.want)
		}
	}
	if err := run([]string{"-merge", a, b}, &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
		t.Errorf("merging both shards: %v", err)
	}
}

func TestHeadToHead(t *testing.T) {
	rec := func(i int, seats, winners []int) GameRecord {
		return GameRecord{Index: i, Seats: seats, Winners: winners, Fault: -1, Moves: 10,
			Decisions: make([]int, len(seats)), ThinkingNS: make([]int64, len(seats))}
	}
	// x finishes ahead of y three times (once from the second seat, once at
	// a 3-seat table where y and x#2 both lose, a draw between them), y
	// ahead of x once, and one win is shared

	records := []GameRecord{
		rec(0, []int{0, 1}, []int{0}), rec(1, []int{1, 0}, []int{1}), rec(2, []int{0, 1}, []int{1}),
		rec(3, []int{0, 1}, []int{0, 1}), rec(4, []int{0, 1, 2}, []int{0}),
	}
	sum := summarise(Summary{}, []string{"x", "y", "x"}, records)
	want := []PairResult{
		{A: "x", B: "y", Games: 5, AWins: 3, BWins: 1, Draws: 1},
		{A: "x", B: "x#2", Games: 1, AWins: 1},
		{A: "y", B: "x#2", Games: 1, Draws: 1},
	}
	for i := range want {
		share := float64(want[i].AWins) + float64(want[i].Draws)/2
		want[i].Score = share / float64(want[i].Games)
		want[i].Low95, want[i].High95 = wilson(share, want[i].Games)
	}
	if diff := cmp.Diff(want, sum.Pairs); diff != "" {
		t.Errorf("pairs (-want +got):\n%s", diff)
	}
	if sum.Bots[0].Wins != 4 || sum.Bots[1].Wins != 2 || sum.Bots[2].Games != 1 {
		t.Errorf("bots: %+v", sum.Bots)
	}
}

func TestShardFlag(t *testing.T) {
	for _, bad := range []string{"3/3", "-1/2", "1", "a/b", "0/0"} {
		if _, err := parseShard(bad); err == nil {
			t.Errorf("-shard %q: no error", bad)
		}
	}
	sh, err := parseShard("1/4")
	if err != nil || !sh.has(5) || sh.has(4) || sh.String() != "1/4" {
		t.Errorf("-shard 1/4: %+v, %v", sh, err)
	}
	if _, err := parseShard("2/2"); err == nil || !strings.Contains(err.Error(), "count from 0") {
		t.Errorf("-shard 2/2 (counted from 1): %v, want an error saying shards count from 0", err)
	}
}

func TestOneBotFillsTheTable(t *testing.T) {
	var out bytes.Buffer
	err := run([]string{"-game", "cosmicrun", "-bots", "random", "-games", "1"}, &out, &bytes.Buffer{})
	if err != nil || !strings.Contains(out.String(), "\n  random#2 ") {
		t.Errorf("one bot for two seats: %v\n%s", err, out.String())
	}
	err = run([]string{"-game", "beforeearth", "-players", "3"}, &bytes.Buffer{}, &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), "beforeearth is for 2 players, not 3") {
		t.Errorf("3 players of Before the Earth Explodes: %v", err)
	}
}

// TestIndexedJobExample reads the Kubernetes Indexed Job in
// indexed-job.yaml and checks that the command its pods run is one this
// program takes, for the shard of the pod's index.
func TestIndexedJobExample(t *testing.T) {
	data, err := os.ReadFile("indexed-job.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var job struct {
		Spec struct {
			CompletionMode string `yaml:"completionMode"`
			Completions    int    `yaml:"completions"`
			Template       struct {
				Spec struct {
					Containers []struct {
						Args []string `yaml:"args"`
					} `yaml:"containers"`
				} `yaml:"spec"`
			} `yaml:"template"`
		} `yaml:"spec"`
	}
	if err := yaml.Unmarshal(data, &job); err != nil {
		t.Fatal(err)
	}
	cs := job.Spec.Template.Spec.Containers
	if job.Spec.CompletionMode != "Indexed" || len(cs) != 1 || len(cs[0].Args) != 1 {
		t.Fatalf("not an Indexed Job with one command: %+v", job)
	}
	line := strings.ReplaceAll(cs[0].Args[0], "${JOB_COMPLETION_INDEX}", "3")
	args, ok := strings.CutPrefix(line, "go run ./examples/tournament ")
	if !ok {
		t.Fatalf("the pods run %q", line)
	}
	o, err := parseOptions(strings.Fields(args))
	if err != nil {
		t.Fatalf("the pods' flags: %v", err)
	}
	if want := (shard{3, job.Spec.Completions}); o.shard != want || o.out != "/results/shard-3.json" {
		t.Errorf("pod 3 plays shard %v into %q, want %v", o.shard, o.out, want)
	}
}

func TestSVGDrawsEachBot(t *testing.T) {
	f := filepath.Join(t.TempDir(), "rates.svg")
	if err := run([]string{"-game", "cosmicrun", "-bots", "random,greedy:1,random", "-games", "1", "-svg", f}, &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(f)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Rects []struct {
			Width float64 `xml:"width,attr"`
		} `xml:"rect"`
		Texts []string `xml:"text"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("not XML: %v\n%s", err, data)
	}
	if len(doc.Rects) != 3 || !slices.Contains(doc.Texts, "random#2") {
		t.Errorf("%d bars, labels %q", len(doc.Rects), doc.Texts)
	}
	for _, r := range doc.Rects {
		if r.Width < 0 || r.Width > 400 {
			t.Errorf("a bar %g wide", r.Width)
		}
	}
}

func TestMergeRederivesEveryGame(t *testing.T) {
	dir := t.TempDir()
	args := []string{"-game", "cosmicrun", "-bots", "random,greedy:1", "-games", "1", "-workers", "1"}
	a, b := filepath.Join(dir, "a.json"), filepath.Join(dir, "b.json")
	for f, sh := range map[string]string{a: "0/2", b: "1/2"} {
		if err := run(append(args, "-shard", sh, "-out", f), &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
			t.Fatal(err)
		}
	}
	// edited writes shard b with its game changed by edit
	edited := func(name string, edit func(r *GameRecord)) string {
		s := readSummary(t, b)
		edit(&s.Records[0])
		f := filepath.Join(dir, name+".json")
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	for _, c := range []struct {
		name string
		edit func(r *GameRecord)
		want string
	}{
		{"twice", func(r *GameRecord) { r.Seats = []int{0, 0} }, "game 1 seats bots [0 0], the schedule [1 0]"},
		{"seed", func(r *GameRecord) { r.Seed++ }, "game 1 is of seed 3, the schedule's is 2"},
		{"winners", func(r *GameRecord) { r.Winners = append(r.Winners[:0:0], len(r.Winners)%2) }, "game 1: its record gives winners"},
		{"fault", func(r *GameRecord) { r.Fault = 0 }, "game 1: its record gives winners"},
		{"length", func(r *GameRecord) { r.Moves-- }, "game 1: its record has"},
		{"moves", func(r *GameRecord) { r.Record.Moves = r.Record.Moves[:len(r.Record.Moves)-1] }, "game 1: the moves lead to state"},
		{"bots", func(r *GameRecord) { r.Record.Config.Bots[0] = "exec:cheat" }, "game 1: its record seats"},
		{"record seed", func(r *GameRecord) { r.Record.Config.Seed++ }, "game 1: its record is of seed"},
	} {
		f := edited(c.name, c.edit)
		err := run([]string{"-merge", a, f}, &bytes.Buffer{}, &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("merging a game edited (%s): %v, want an error with %q", c.name, err, c.want)
		}
	}
	if err := run([]string{"-merge", a, edited("as is", func(*GameRecord) {})}, &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
		t.Errorf("merging shard b written again as it was: %v", err)
	}
}
