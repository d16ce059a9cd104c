package main

import (
	"encoding/xml"
	"fmt"
	"slices"
	"testing"
)

// svgLine is a line of the chart as the test reads it.
type svgLine struct {
	Class string  `xml:"class,attr"`
	X1    float64 `xml:"x1,attr"`
	X2    float64 `xml:"x2,attr"`
}

// TestSVGMarksTheChanceWinRate: the chart draws a line at one win in the
// number of players, where 50% would mislead in a 4-player game.
func TestSVGMarksTheChanceWinRate(t *testing.T) {
	for _, players := range []int{2, 4} {
		s := Summary{Game: "earth", Mode: "roundrobin", Players: players, Bots: []BotResult{{Name: "random", WinRate: 0.3}}}
		var doc struct {
			Lines []svgLine `xml:"line"`
			Texts []string  `xml:"text"`
		}
		if err := xml.Unmarshal(s.SVG(), &doc); err != nil {
			t.Fatalf("not XML: %v", err)
		}
		i := slices.IndexFunc(doc.Lines, func(l svgLine) bool { return l.Class == "chance" })
		if i < 0 {
			t.Fatalf("%d players: no chance line", players)
		}
		if want := 160 + 400/float64(players); doc.Lines[i].X1 != want || doc.Lines[i].X2 != want {
			t.Errorf("%d players: chance line at x %g-%g, want %g", players, doc.Lines[i].X1, doc.Lines[i].X2, want)
		}
		if label := fmt.Sprintf("chance 1/%d", players); !slices.Contains(doc.Texts, label) {
			t.Errorf("%d players: no label %q in %q", players, label, doc.Texts)
		}
	}
}
