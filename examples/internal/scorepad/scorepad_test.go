package scorepad

import (
	"strings"
	"testing"

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
