package carddata

import (
	"slices"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// scalarPositions maps rels, positions in the text of scalar n (line 1,
// column 1 is its first character), to their places in the file, in one
// walk of the scalar and its part of the file. YAML may have folded the
// scalar's lines and stripped their indentation, so the scalar's text is
// walked alongside the file, skipping white space the text does not have.
// A position that is not in the text, or lies past a point where the two
// cannot be aligned (an escape sequence in a quoted scalar), is left as the
// zero Pos, for the caller to place at the scalar itself.
func scalarPositions(lines *lineIndex, n *yaml.Node, rels []Pos) []Pos {
	out := make([]Pos, len(rels))
	order := make([]int, 0, len(rels))
	for i, r := range rels {
		if r.Line > 0 {
			order = append(order, i)
		}
	}
	slices.SortStableFunc(order, func(a, b int) int { return comparePos(rels[a], rels[b]) })
	ks := runeOffsets(n.Value, rels, order)
	s, line, col, ok := scalarStart(lines, n)
	if !ok {
		return out
	}
	value := n.Value
	src := lines.src
	i, vi := 0, 0 // rune and byte offset in value
	next := 0     // the first of order not yet placed
	for next < len(order) {
		for next < len(order) && ks[order[next]] < 0 {
			next++
		}
		if next == len(order) {
			break
		}
		if vi == len(value) || s >= len(src) {
			for ; next < len(order) && vi == len(value) && ks[order[next]] == i; next++ {
				out[order[next]] = Pos{Line: line, Col: col}
			}
			break
		}
		r, w := utf8.DecodeRune(src[s:])
		vr, vw := utf8.DecodeRuneInString(value[vi:])
		switch {
		case r == vr:
			for ; next < len(order) && ks[order[next]] == i; next++ {
				out[order[next]] = Pos{Line: line, Col: col}
			}
			i, vi = i+1, vi+vw
		case !isSpace(r):
			return out
		}
		s += w
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return out
}

// comparePos orders positions by line, then column.
func comparePos(a, b Pos) int {
	if a.Line != b.Line {
		return a.Line - b.Line
	}
	return a.Col - b.Col
}

// runeOffsets gives, for each index in order (sorted by position), the rune
// offset in text of rels[index], or -1 if text has no such position. The
// position just after the last character counts as in the text.
func runeOffsets(text string, rels []Pos, order []int) []int {
	ks := make([]int, len(rels))
	for i := range ks {
		ks[i] = -1
	}
	line, col, k, next := 1, 1, 0, 0
	place := func() {
		for ; next < len(order) && comparePos(rels[order[next]], Pos{Line: line, Col: col}) <= 0; next++ {
			if rels[order[next]] == (Pos{Line: line, Col: col}) {
				ks[order[next]] = k
			}
		}
	}
	for _, r := range text {
		place()
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		k++
	}
	place()
	return ks
}

// scalarStart is where the text of n begins to be written in the file, as a
// byte offset, line and column: after the quote of a quoted scalar, on the
// line after the header of a block scalar.
func scalarStart(lines *lineIndex, n *yaml.Node) (s, line, col int, ok bool) {
	line, col = n.Line, n.Column
	switch {
	case n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0:
		line, col = line+1, 1
	case n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0:
		col++
	}
	s, ok = lines.offset(line, col)
	return s, line, col, ok
}

func isSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\n' || r == '\r' }
