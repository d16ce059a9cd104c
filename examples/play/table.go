package main

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/rulebox/rulebox/examples/game"
)

// table is what the session knows of one game beyond the shape every game
// shares: how to draw its table, read its cards and its score, and tell its
// events. Each game fills one in its own file (cosmicrun.go, beforeearth.go,
// earthexpress.go, earth.go), the one place that reads that game's API.
// Its type names the game's four types, so that a table alone says which
// game a session plays (table.session).
type table[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	// picture draws the table as the viewer of V sees it: a header, every
	// player's part of the table, the objectives, the running score and
	// the viewer's hand.
	picture func(v V) string
	// card prints the full text of the card (or card side) called name,
	// exactly as cards lists it, in s's card set; false when there is none.
	card func(s S, name string) (string, bool)
	// cards lists the names card knows.
	cards func(s S) []string
	// scorepad draws the final score row by row, as the rulebook's
	// scorepad lays it out, and the winners.
	scorepad func(s S) string
	// event tells e (as the person may know it), naming the card and the
	// ability behind it; before is the game as the step began, after as
	// it ended.
	event func(before, after S, e E) string
	// news is what the person learned between two of their views that no
	// event tells them, or ""; nil when the game has none.
	news func(before, after V) string
	// examples are moves of the game, in notation without the seat, for
	// help.
	examples []string
	// pass reports whether m lets the decision go by (stop, skip, done,
	// end, a hand kept): such moves are numbered after the moves that do
	// something.
	pass func(m M) bool
	// note says what m will do, from v, when its notation does not (a
	// Leaf that can activate no Animal), or ""; nil when the game has
	// none.
	note func(v V, m M) string
}

// ordered lists the legal moves as a person expects them: the engine's
// order, but the moves that let the decision go by (t.pass) last.
func (t table[S, M, V, E]) ordered(legal []M) []M {
	out := make([]M, 0, len(legal))
	for _, last := range []bool{false, true} {
		for _, m := range legal {
			if t.pass(m) == last {
				out = append(out, m)
			}
		}
	}
	return out
}

// helpText is help for a game whose moves look like examples.
func helpText(examples []string) string {
	var b strings.Builder
	b.WriteString(`commands:
  a number or a move     play it: "3", or a move as listed, the seat optional
  card NAME, show NAME   a card's full text, numbers and abilities
  hint                   what the ISMCTS bot would play
  undo                   back to before your last move (the bots answer again as then)
  save FILE, load FILE   keep the game in a JSON file, or go on with one
  table                  the whole table (with -compact, only what changed is drawn)
  help, quit
moves of this game look like:`)
	line := 0
	for i, e := range examples {
		w := fmt.Sprintf("%q", e)
		if i < len(examples)-1 {
			w += ","
		}
		if line > 0 && line+1+len(w) > 76 {
			line = 0
		}
		if line == 0 {
			b.WriteString("\n ")
			line = 1
		}
		b.WriteString(" " + w)
		line += 1 + len(w)
	}
	return b.String()
}

// findCard finds the card name means among names: the same name in any
// case, or else the only name containing it. It returns the name, or "" and
// the closest name as a suggestion.
func findCard(names []string, name string) (found, suggestion string) {
	name = strings.TrimSpace(name)
	if name == "" || len(names) == 0 {
		return "", ""
	}
	if i := slices.IndexFunc(names, func(n string) bool { return strings.EqualFold(n, name) }); i >= 0 {
		return names[i], ""
	}
	var with []string
	for _, n := range names {
		if strings.Contains(strings.ToLower(n), strings.ToLower(name)) {
			with = append(with, n)
		}
	}
	if len(with) == 1 {
		return with[0], ""
	}
	return "", names[closest(names, name)]
}

// showCard answers "card NAME".
func (ss *session[S, M, V, E]) showCard(name string) {
	if strings.TrimSpace(name) == "" {
		fmt.Fprintln(ss.out, "which card? card NAME")
		return
	}
	names := ss.table.cards(ss.s)
	found, suggestion := findCard(names, name)
	if found == "" {
		fmt.Fprintf(ss.out, "no card %q; did you mean %q?\n", name, suggestion)
		return
	}
	text, _ := ss.table.card(ss.s, found)
	fmt.Fprint(ss.out, text)
}

// grid lays out cells (by row, then column) in columns as wide as the
// widest line of a cell, each row after its label; a cell of several
// lines ("\n" between them) makes its row as tall.
func grid(b *strings.Builder, labels []string, cells [][]string) {
	width, lw := 1, 0
	for _, l := range labels {
		lw = max(lw, utf8.RuneCountInString(l))
	}
	for _, row := range cells {
		for _, c := range row {
			for _, l := range strings.Split(c, "\n") {
				width = max(width, utf8.RuneCountInString(l))
			}
		}
	}
	for i, row := range cells {
		lines := make([][]string, len(row))
		height := 1
		for j, c := range row {
			lines[j] = strings.Split(c, "\n")
			height = max(height, len(lines[j]))
		}
		for k := range height {
			label := ""
			if k == 0 {
				label = labels[i]
			}
			fmt.Fprintf(b, "  %-*s", lw, label)
			for _, l := range lines {
				text := ""
				if k < len(l) {
					text = l[k]
				}
				fmt.Fprintf(b, " | %-*s", width, text)
			}
			b.WriteString(" |\n")
		}
	}
}

// seatScores writes "P1 12, P2 9".
func seatScores[P fmt.Stringer](players []P, score func(P) int) string {
	parts := make([]string, len(players))
	for i, p := range players {
		parts[i] = fmt.Sprintf("%v %d", p, score(p))
	}
	return strings.Join(parts, ", ")
}
