package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestTables(t *testing.T) {
	if got := tables(3, 2, false); !slices.EqualFunc(got, [][]int{{0, 1}, {0, 2}, {1, 2}}, slices.Equal) {
		t.Errorf("round-robin of 3 bots: %v", got)
	}
	if got := tables(3, 2, true); !slices.EqualFunc(got, [][]int{{0, 1}, {0, 2}}, slices.Equal) {
		t.Errorf("gauntlet of 3 bots: %v", got)
	}
	if got := tables(2, 1, true); !slices.EqualFunc(got, [][]int{{0}, {1}}, slices.Equal) {
		t.Errorf("solo: %v", got)
	}
	if got := rotations([]int{4, 7}); !slices.EqualFunc(got, [][]int{{4, 7}, {7, 4}}, slices.Equal) {
		t.Errorf("rotations: %v", got)
	}
}

func TestWilson(t *testing.T) {
	// 8 of 10: the interval is 49.0% to 94.3%.
	lo, hi := wilson(8, 10)
	if math.Abs(lo-0.4902) > 0.001 || math.Abs(hi-0.9433) > 0.001 {
		t.Errorf("wilson(8, 10) = %.4f, %.4f", lo, hi)
	}
	if lo, hi := wilson(0, 5); lo != 0 || math.Abs(hi-0.4345) > 0.001 {
		t.Errorf("wilson(0, 5) = %g, %.4f, want exactly 0 for its low end", lo, hi)
	}
	if lo, hi := wilson(5, 5); hi != 1 || math.Abs(lo-0.5655) > 0.001 {
		t.Errorf("wilson(5, 5) = %.4f, %g, want exactly 1 for its high end", lo, hi)
	}
}

func TestElo(t *testing.T) {
	// a beats b 30 times in 40; with half a win added each way, 30.5 to
	// 10.5: 400*log10(30.5/10.5) = 185 points apart.
	elo := eloRatings([][]float64{{0, 30}, {10, 0}})
	if d := elo[0] - elo[1]; math.Abs(d-185.2) > 0.5 || math.Abs(elo[0]+elo[1]-3000) > 1e-6 {
		t.Errorf("Elo %v, %.0f apart", elo, d)
	}
	elo = eloRatings([][]float64{{0, 5, 5}, {0, 0, 5}, {0, 0, 0}})
	if !(elo[0] > elo[1] && elo[1] > elo[2]) || math.IsInf(elo[2], 0) {
		t.Errorf("a beats b beats c, never the other way: %v", elo)
	}
}

func TestTournament(t *testing.T) {
	dir := t.TempDir()
	for _, g := range []string{"cosmicrun", "beforeearth"} {
		out := filepath.Join(dir, g+".json")
		var stdout, progress bytes.Buffer
		err := run([]string{"-game", g, "-bots", "random,ismcts:40,greedy:2", "-games", "2", "-workers", "2", "-out", out}, &stdout, &progress)
		if err != nil {
			t.Fatal(err)
		}
		var sum Summary
		b, _ := os.ReadFile(out)
		if err := json.Unmarshal(b, &sum); err != nil {
			t.Fatal(err)
		}
		// 3 pairs, 2 seatings each, 2 games: 12 games, 8 for each bot
		if sum.Games != 12 || len(sum.Bots) != 3 || sum.AverageLength < 10 {
			t.Fatalf("%s: %+v", g, sum)
		}
		wins := 0
		for _, b := range sum.Bots {
			wins += b.Wins
			if b.Games != 8 || b.DecisionsPer <= 0 || b.Low95 > b.WinRate || b.High95 < b.WinRate {
				t.Errorf("%s: %+v", g, b)
			}
		}
		if wins != 12 {
			t.Errorf("%s: %d wins in 12 games", g, wins)
		}
		if !strings.Contains(progress.String(), "12/12 games, ETA 0s") || !strings.Contains(stdout.String(), "95% interval") {
			t.Errorf("%s: progress %q, results %q", g, progress.String(), stdout.String())
		}
	}
	csvOut := filepath.Join(dir, "solo.csv")
	if err := run([]string{"-game", "cosmicrun", "-players", "1", "-bots", "random,greedy:2", "-games", "3", "-out", csvOut}, &bytes.Buffer{}, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(csvOut)
	if lines := strings.Split(strings.TrimSpace(string(b)), "\n"); len(lines) != 3 || !strings.HasPrefix(lines[1], "cosmicrun,random,3,") {
		t.Errorf("solo CSV:\n%s", b)
	}
}

func TestGauntlet(t *testing.T) {
	var stdout bytes.Buffer
	if err := run([]string{"-game", "beforeearth", "-mode", "gauntlet", "-bots", "greedy:2,random,random", "-games", "2", "-workers", "1"}, &stdout, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	// the first bot meets each of the 2 others in 2 seatings, 2 games each
	if !strings.Contains(stdout.String(), "gauntlet: 8 games") {
		t.Errorf("results:\n%s", stdout.String())
	}
}

func TestTournamentOfEarthExpress(t *testing.T) {
	var stdout bytes.Buffer
	if err := run([]string{"-game", "earthexpress", "-players", "3", "-bots", "random,greedy:1,random", "-games", "1", "-workers", "1"}, &stdout, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stdout.String(), "greedy") {
		t.Errorf("results:\n%s", stdout.String())
	}
}

func TestTournamentOfEarth(t *testing.T) {
	var stdout bytes.Buffer
	if err := run([]string{"-game", "animalkingdom", "-players", "2", "-seed", "3", "-bots", "random,greedy:1", "-games", "1", "-workers", "1"}, &stdout, &bytes.Buffer{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(stdout.String(), "greedy") {
		t.Errorf("results:\n%s", stdout.String())
	}
}

func TestTournamentErrors(t *testing.T) {
	for _, args := range [][]string{
		{"-game", "chess"}, {"-mode", "swiss"}, {"-games", "0"}, {"-out", "x.txt"},
		{"-bots", "random,wizard"}, {"-game", "beforeearth", "-players", "3"}, {"-game", "beforeearth", "-players", "1"},
		{"-game", "cosmicrun", "-bots", "random,greedy", "-level", "admiral"},
	} {
		if err := run(args, &bytes.Buffer{}, &bytes.Buffer{}); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
}
