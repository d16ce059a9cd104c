// Package scorepad writes a game's final result for a person, as the
// example programs print it: the scorepad's rows as a table under a
// header of the seats (P1, P2, ...), and the line naming the winners.
package scorepad

import (
	"fmt"
	"strings"
)

// Row is one line of a scorepad: its name and each seat's value, seat 0
// first.
type Row struct {
	Name   string
	Values []int
}

// Of reads a game's result rows into Rows, read giving each one's name
// and values.
func Of[R any](rows []R, read func(R) (string, []int)) []Row {
	out := make([]Row, len(rows))
	for i, r := range rows {
		out[i].Name, out[i].Values = read(r)
	}
	return out
}

// width is each seat's column.
const width = 6

// Write writes rows as a table: a header of the seats, as many as the
// longest row has values, then each row, its name in a column as wide as
// the longest name.
func Write(b *strings.Builder, rows []Row) {
	names, seats := 0, 0
	for _, r := range rows {
		names, seats = max(names, len(r.Name)), max(seats, len(r.Values))
	}
	fmt.Fprintf(b, "%-*s", names, "")
	for p := range seats {
		fmt.Fprintf(b, "%*s", width, fmt.Sprintf("P%d", p+1))
	}
	b.WriteByte('\n')
	for _, r := range rows {
		fmt.Fprintf(b, "%-*s", names, r.Name)
		for _, v := range r.Values {
			fmt.Fprintf(b, "%*d", width, v)
		}
		b.WriteByte('\n')
	}
}

// Winners writes the line that closes a scorepad: "winners [P1]", with
// the tiebreaker that decided, if one did.
func Winners(b *strings.Builder, winners any, tiebreak string) {
	fmt.Fprintf(b, "winners %v", winners)
	if tiebreak != "" {
		fmt.Fprintf(b, " (tiebreaker: %s)", tiebreak)
	}
	b.WriteByte('\n')
}
