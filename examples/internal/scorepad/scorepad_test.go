package scorepad

import (
	"strings"
	"testing"
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
