package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTrainingBeatsTheUntrainedPolicy trains on 2,000 games and checks
// that the trained policy's win rate over 400 games is above the
// untrained one's, the 95% intervals apart, and that the report and the
// chart are written.
func TestTrainingBeatsTheUntrainedPolicy(t *testing.T) {
	svg := filepath.Join(t.TempDir(), "winrate.svg")
	c := config{games: 2000, envs: 64, eval: 400, rate: 0.02, seed: 1, svg: svg}
	res, err := train(c, func(point) {})
	if err != nil {
		t.Fatal(err)
	}
	_, beforeHigh := res.before.interval()
	afterLow, _ := res.after.interval()
	if afterLow <= beforeHigh {
		t.Errorf("untrained %v, trained %v: want the intervals apart", res.before, res.after)
	}
	if res.before.games != 400 || res.after.games != 400 || len(res.curve) != 20 {
		t.Errorf("%d and %d evaluation games, %d points of the curve; want 400, 400, 20", res.before.games, res.after.games, len(res.curve))
	}
	var out bytes.Buffer
	c.games = 200
	if err := run(c, &out); err != nil {
		t.Fatal(err)
	}
	chart, err := os.ReadFile(svg)
	if err != nil || !bytes.HasPrefix(chart, []byte("<svg")) || !bytes.Contains(chart, []byte("<polyline")) {
		t.Errorf("the chart: %v\n%.200s", err, chart)
	}
	if !strings.Contains(out.String(), "untrained: ") || !strings.Contains(out.String(), "trained:   ") {
		t.Errorf("the report:\n%s", out.String())
	}
}

// TestWilsonInterval checks the interval against known values.
func TestWilsonInterval(t *testing.T) {
	lo, hi := rate{wins: 50, games: 100}.interval()
	if lo < 0.4038 || lo > 0.4040 || hi < 0.5961 || hi > 0.5963 {
		t.Errorf("50 of 100: %.4f-%.4f, want 0.4039-0.5961", lo, hi)
	}
	if lo, hi := (rate{wins: 0, games: 10}).interval(); lo != 0 || hi < 0.2775 || hi > 0.2776 {
		t.Errorf("0 of 10: %.4f-%.4f, want 0-0.2775", lo, hi)
	}
}

// TestRefusesABadConfig checks that no games, no evaluation or no rate is
// an error, not a panic.
func TestRefusesABadConfig(t *testing.T) {
	for _, c := range []config{{games: 0, envs: 4, eval: 10, rate: 0.1}, {games: 10, envs: 4, eval: 0, rate: 0.1},
		{games: 10, envs: 4, eval: 10, rate: 0}, {games: 10, envs: 0, eval: 10, rate: 0.1}} {
		if _, err := train(c, func(point) {}); err == nil {
			t.Errorf("train(%+v) succeeded", c)
		}
	}
}
