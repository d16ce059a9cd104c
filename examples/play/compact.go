package main

import (
	"slices"
	"strings"
)

// draw is the table picture pic as the screen shows it: all of it, or
// with -compact, after the first drawing (and after an undo or a load),
// its header and the parts that changed since the last drawing. A part
// is a line flush left with the indented lines below it (a player's part
// of the table, a Fauna, the score, the hand).
func (ss *session[S, M, V, E]) draw(pic string) string {
	before := ss.shown
	ss.shown = pic
	if !ss.opt.compact || before == "" {
		return pic
	}
	old := parts(before)
	var b strings.Builder
	left := 0
	for i, p := range parts(pic) {
		if i == 0 || !slices.Contains(old, p) {
			b.WriteString(p)
			continue
		}
		left++
	}
	if left > 0 {
		b.WriteString("(the rest as before: table draws it all)\n")
	}
	return b.String()
}

// parts splits a picture into its parts, each a line flush left with the
// indented lines that follow it, each with its newlines.
func parts(pic string) []string {
	var out []string
	for _, line := range strings.SplitAfter(pic, "\n") {
		switch {
		case line == "":
		case len(out) > 0 && strings.HasPrefix(line, " "):
			out[len(out)-1] += line
		default:
			out = append(out, line)
		}
	}
	return out
}
