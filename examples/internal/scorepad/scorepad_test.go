package scorepad

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
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

// TestGaiasLineAddsUp: the rows of Gaia's line sum to her total, in the
// base game and with the expansion (her Leaves row and her Animals).
func TestGaiasLineAddsUp(t *testing.T) {
	for _, animals := range []bool{false, true} {
		for seed := range uint64(6) {
			s, err := animalkingdom.New(animalkingdom.Config{Players: 1, Solo: true, Difficulty: animalkingdom.GaiaMedium, Animals: animals, Seed: seed})
			if err != nil {
				t.Fatal(err)
			}
			for r := rand.New(rand.NewPCG(seed, 2)); !s.Over(); {
				ms := s.LegalMoves(s.ToMove()[0])
				if s, err = s.Apply(ms[r.IntN(len(ms))]); err != nil {
					t.Fatal(err)
				}
			}
			line := Gaia(*s.Result().Gaia, animals)
			rows, total := gaiaRows(t, line)
			if sum := sumOf(rows); sum != total {
				t.Errorf("animals %v, seed %d: rows sum to %d, total %d: %s", animals, seed, sum, total, line)
			}
			if want := 5 + 2*btoi(animals); len(rows) != want {
				t.Errorf("animals %v: %d rows, want %d: %s", animals, len(rows), want, line)
			}
		}
	}
}

// gaiaRows reads the values of Gaia's line and its total.
func gaiaRows(t *testing.T, line string) (rows []int, total int) {
	for _, f := range strings.Split(strings.TrimSuffix(strings.TrimPrefix(line, "Gaia: "), "\n"), ", ") {
		var name string
		var v int
		if _, err := fmt.Sscanf(f, "%s %d", &name, &v); err != nil {
			t.Fatalf("%q in %q: %v", f, line, err)
		}
		if name == "total" {
			return rows, v
		}
		rows = append(rows, v)
	}
	t.Fatalf("no total in %q", line)
	return nil, 0
}

func sumOf(vs []int) (n int) {
	for _, v := range vs {
		n += v
	}
	return n
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}
