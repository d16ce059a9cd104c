package main

import (
	"bytes"
	"fmt"
)

// chart draws the win rate of the training games over training as an SVG
// line, with the untrained and trained policies' evaluations and their
// 95% intervals as bands.
func chart(res result) []byte {
	const left, top, w, h = 60, 40, 520, 260
	var b bytes.Buffer
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", left+w+20, top+h+50)
	fmt.Fprintf(&b, `<text x="10" y="22" font-weight="bold">Cosmic Run, a linear policy by REINFORCE against the random bot: win rate over training</text>`+"\n")
	last := 1
	if len(res.curve) > 0 {
		last = res.curve[len(res.curve)-1].games
	}
	x := func(games int) float64 { return left + w*float64(games)/float64(last) }
	y := func(r float64) float64 { return top + h*(1-r) }
	for _, r := range []float64{0, 0.25, 0.5, 0.75, 1} {
		fmt.Fprintf(&b, `<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ddd"/><text x="%d" y="%.1f" text-anchor="end">%.0f%%</text>`+"\n", left, left+w, y(r), y(r), left-6, y(r)+4, 100*r)
	}
	for _, e := range []struct {
		name, colour string
		r            rate
	}{{"untrained", "#c33", res.before}, {"trained", "#393", res.after}} {
		lo, hi := e.r.interval()
		fmt.Fprintf(&b, `<rect x="%d" y="%.1f" width="%d" height="%.1f" fill="%s" opacity="0.2"/>`+"\n", left, y(hi), w, y(lo)-y(hi), e.colour)
		fmt.Fprintf(&b, `<text x="%d" y="%.1f" fill="%s">%s: %s</text>`+"\n", left+6, y(lo)+14, e.colour, e.name, e.r)
	}
	b.WriteString(`<polyline fill="none" stroke="#36c" stroke-width="2" points="`)
	for _, p := range res.curve {
		fmt.Fprintf(&b, "%.1f,%.1f ", x(p.games), y(p.rate))
	}
	b.WriteString(`"/>` + "\n")
	fmt.Fprintf(&b, `<text x="%d" y="%d" text-anchor="middle">training games (0 to %d); the line: the training games' win rate</text>`+"\n", left+w/2, top+h+30, last)
	b.WriteString("</svg>\n")
	return b.Bytes()
}
