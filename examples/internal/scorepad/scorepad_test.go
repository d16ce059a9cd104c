package scorepad

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/earthexpress"
)

func TestWriteLinesUpTheSeats(t *testing.T) {
	type row struct {
		name string
		vals []int
	}
	rows := Of([]row{{"cards", []int{3, 12}}, {"canopy bonus", []int{-1, 0}}}, func(r row) (string, []int) { return r.name, r.vals })
	var b strings.Builder
	Write(&b, rows)
	Winners(&b, []string{"P2"}, "soil")
	want := "" +
		"                P1    P2\n" +
		"cards            3    12\n" +
		"canopy bonus    -1     0\n" +
		"winners [P2] (tiebreaker: soil)\n"
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	b.Reset()
	Winners(&b, []string{"P1"}, "")
	if got := b.String(); got != "winners [P1]\n" {
		t.Errorf("Winners with no tiebreak = %q", got)
	}
}

func TestEarthExpressSoloLossNamesDemeter(t *testing.T) {
	res := earthexpress.Result{Over: true, Rows: []earthexpress.Row{{Name: "cards", Values: []int{4}}}, Totals: []int{4},
		Demeter: &earthexpress.DemeterScore{Track: 50, Total: 50}}
	got := EarthExpress(res)
	for _, want := range []string{"cards     4\n", "total     4\n", "Demeter: VP track 50, cards 0, abilities 0, fauna 0, total 50\n", "Demeter wins\n"} {
		if !strings.Contains(got, want) {
			t.Errorf("no %q in\n%s", want, got)
		}
	}
	res.Winners, res.Demeter.Total = []earthexpress.Player{earthexpress.P1}, 3
	if got := EarthExpress(res); !strings.Contains(got, "winners [P1]\n") || strings.Contains(got, "Demeter wins") {
		t.Errorf("a solo win:\n%s", got)
	}
}

func TestCosmicRunMarksThePlanetsReached(t *testing.T) {
	res := cosmicrun.Result{Over: true, Winners: []cosmicrun.Player{cosmicrun.P2}, Rounds: 9, Rows: []cosmicrun.Row{
		{Name: "planet 1", Planet: 0, Values: []int{3, cosmicrun.Goal}, Reached: []bool{false, true}}}}
	got := CosmicRun(res)
	want := fmt.Sprintf("planet 1:  P1  3/%d  P2 %2d/%d (reached)\nwinners [P2] after 9 rounds\n", cosmicrun.Goal, cosmicrun.Goal, cosmicrun.Goal)
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	res.Winners, res.Lost = nil, true
	if got := CosmicRun(res); !strings.HasSuffix(got, "the Round Card ran out after 9 rounds: you lost\n") {
		t.Errorf("a lost solo game:\n%s", got)
	}
}

func TestBeforeEarthNamesTheVictory(t *testing.T) {
	res := beforeearth.Result{Over: true, Winners: []beforeearth.Player{beforeearth.P1}, Victory: beforeearth.ByPlanets, Rounds: 12,
		Rows: []beforeearth.Row{{Name: beforeearth.PlanetsRow, Values: []int{7, 4}}}}
	want := "" +
		"           P1    P2\n" +
		"planets     7     4\n" +
		fmt.Sprintf("winners [P1] by %v after 12 rounds\n", beforeearth.ByPlanets)
	if got := BeforeEarth(res); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
