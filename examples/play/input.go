package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
)

// ask shows the person their view and legal moves and reads a choice. It
// returns again after an undo or a load: the game changed, ask anew.
func (ss *session[S, M, V, E]) ask() (m M, again bool, err error) {
	v := ss.s.View(ss.opt.seat)
	legal := ss.table.ordered(v.AppendLegalMoves(nil))
	fmt.Fprintf(ss.out, "\n%s\nyour moves:\n", ss.draw(ss.table.picture(v)))
	for i, lm := range legal {
		fmt.Fprintf(ss.out, "  %2d  %v%s\n", i+1, lm, ss.noted(v, lm))
	}
	for {
		fmt.Fprint(ss.out, "> ")
		text, err := ss.in.next()
		switch {
		case errors.Is(err, errLongLine):
			fmt.Fprintln(ss.out, err)
			continue
		case errors.Is(err, io.EOF):
			return m, false, errEOF
		case err != nil:
			return m, false, err
		}
		line := strings.Join(strings.Fields(text), " ")
		word, arg, _ := strings.Cut(line, " ")
		switch strings.ToLower(word) {
		case "":
			continue
		case "quit", "exit":
			return m, false, errQuit
		case "help", "?":
			fmt.Fprintln(ss.out, helpText(ss.table.examples))
			continue
		case "card", "show":
			ss.showCard(arg)
			continue
		case "table":
			fmt.Fprint(ss.out, ss.table.picture(v))
			continue
		case "hint":
			if h, err := ss.hint(v); err == nil {
				fmt.Fprintf(ss.out, "hint: %v\n", h)
			}
			continue
		case "undo":
			if ss.undo() {
				return m, true, nil
			}
			continue
		case "save":
			ss.report(ss.save(arg), "saved to "+arg)
			continue
		case "load":
			if err := ss.load(arg); err != nil {
				fmt.Fprintln(ss.out, err)
				continue
			}
			fmt.Fprintf(ss.out, "loaded %s: %d moves played\n", arg, len(ss.moves))
			return m, true, nil
		}
		if n, err := strconv.Atoi(line); err == nil {
			if n >= 1 && n <= len(legal) {
				return legal[n-1], false, nil
			}
			fmt.Fprintf(ss.out, "choose a number from 1 to %d\n", len(legal))
			continue
		}
		names := notations(legal)
		if i := match(names, line); i >= 0 {
			return legal[i], false, nil
		}
		fmt.Fprintf(ss.out, "%q is not one of your moves; did you mean %q?\n", line, names[closest(names, line)])
	}
}

// noted is " — " and what m will do from v when its notation does not say
// it (table.note), or "".
func (ss *session[S, M, V, E]) noted(v V, m M) string {
	if ss.table.note == nil {
		return ""
	}
	if note := ss.table.note(v, m); note != "" {
		return " — " + note
	}
	return ""
}

// report prints err, or ok when there is none.
func (ss *session[S, M, V, E]) report(err error, ok string) {
	if err != nil {
		fmt.Fprintln(ss.out, err)
		return
	}
	fmt.Fprintln(ss.out, ok)
}

// undo goes back to before the person's last move, if there was one. The
// steps undone are kept with the bots' answers: played again as they were,
// they get the same answers (see session.answers).
func (ss *session[S, M, V, E]) undo() bool {
	if len(ss.history) == 0 {
		fmt.Fprintln(ss.out, "nothing to undo")
		return false
	}
	last := ss.history[len(ss.history)-1]
	ss.history = ss.history[:len(ss.history)-1]
	ss.ahead = append(slices.Clone(ss.log[last.log:]), ss.ahead...)
	ss.s, ss.moves, ss.step, ss.log, ss.shown = last.s, ss.moves[:last.moves], last.step, ss.log[:last.log], ""
	fmt.Fprintln(ss.out, "undone: back to before your last move")
	return true
}

// notations writes each move in notation.
func notations[M interface{ String() string }](moves []M) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.String()
	}
	return out
}

// match finds the move whose notation is text, ignoring case and, as the
// seat is the person's, the seat at the start.
func match(names []string, text string) int {
	for i, n := range names {
		if strings.EqualFold(n, text) || strings.EqualFold(withoutSeat(n), text) {
			return i
		}
	}
	return -1
}

// withoutSeat is a notation without its leading seat ("P1 keep" -> "keep").
func withoutSeat(n string) string {
	if _, rest, ok := strings.Cut(n, " "); ok {
		return rest
	}
	return n
}

// closest finds the notation nearest to text by edit distance, with or
// without the seat.
func closest(names []string, text string) int {
	best, bestD := 0, -1
	t := strings.ToLower(text)
	for i, n := range names {
		d := min(distance(strings.ToLower(n), t), distance(strings.ToLower(withoutSeat(n)), t))
		if bestD < 0 || d < bestD {
			best, bestD = i, d
		}
	}
	return best
}

// distance is the Levenshtein distance between a and b.
func distance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
