package main

import (
	"bytes"
	"fmt"
	"html"
)

// SVG draws the results as a bar chart: a bar per bot for its win rate,
// a line across it for its 95% interval, its label and its Elo, and a
// red dashed line down the chart at the chance win rate (one in the
// number of players), which a bot no better than its opponents reaches.
func (s Summary) SVG() []byte {
	const (
		left, top, rowH, barW = 160, 40, 28, 400
	)
	var b bytes.Buffer
	h := top + rowH*len(s.Bots) + 30
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="13">`+"\n", left+barW+120, h)
	fmt.Fprintf(&b, `<text x="10" y="22" font-weight="bold">%s, %s: %d games (win rate, 95%% interval, Elo)</text>`+"\n", html.EscapeString(s.Game), html.EscapeString(s.Mode), s.Games)
	for i, bot := range s.Bots {
		y := top + rowH*i
		fmt.Fprintf(&b, `<text x="10" y="%d">%s</text>`+"\n", y+17, html.EscapeString(bot.Name))
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%.1f" height="%d" fill="#6a9fd4"/>`+"\n", left, y+4, barW*bot.WinRate, rowH-8)
		fmt.Fprintf(&b, `<line x1="%.1f" x2="%.1f" y1="%d" y2="%d" stroke="black" stroke-width="2"/>`+"\n", left+barW*bot.Low95, left+barW*bot.High95, y+rowH/2, y+rowH/2)
		fmt.Fprintf(&b, `<text x="%d" y="%d">%.1f%% · Elo %.0f</text>`+"\n", left+barW+8, y+17, 100*bot.WinRate, bot.Elo)
	}
	for _, p := range []float64{0, 0.5, 1} {
		x := left + barW*p
		fmt.Fprintf(&b, `<line x1="%.1f" x2="%.1f" y1="%d" y2="%d" stroke="#999" stroke-dasharray="3"/>`+"\n", x, x, top, h-30)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle">%.0f%%</text>`+"\n", x, h-12, 100*p)
	}
	if s.Players > 0 {
		x := left + barW/float64(s.Players)
		fmt.Fprintf(&b, `<line class="chance" x1="%.1f" x2="%.1f" y1="%d" y2="%d" stroke="#c33" stroke-dasharray="6 3"/>`+"\n", x, x, top, h-30)
		fmt.Fprintf(&b, `<text x="%.1f" y="%d" text-anchor="middle" fill="#c33">chance 1/%d</text>`+"\n", x, top-2, s.Players)
	}
	b.WriteString("</svg>\n")
	return b.Bytes()
}
