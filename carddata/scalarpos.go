package carddata

import (
	"bytes"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// scalarPos maps rel, a position in the text of scalar n (line 1, column 1
// is its first character), to its place in src, the file n was read from.
// YAML may have folded the scalar's lines and stripped their indentation,
// so the scalar's text is walked alongside the file, skipping white space
// the text does not have. If the two cannot be aligned (an escape sequence
// in a quoted scalar), it gives the scalar's own position.
func scalarPos(src []byte, n *yaml.Node, rel Pos) (line, col int, ok bool) {
	k, ok := runeOffset(n.Value, rel)
	if !ok {
		return 0, 0, false
	}
	s, ok := scalarStart(src, n)
	if !ok {
		return 0, 0, false
	}
	value := []rune(n.Value)
	for i := 0; i <= k; {
		if i == len(value) {
			return lineCol(src, s)
		}
		if s >= len(src) {
			return 0, 0, false
		}
		r, w := utf8.DecodeRune(src[s:])
		switch {
		case r == value[i] && i == k:
			return lineCol(src, s)
		case r == value[i]:
			i, s = i+1, s+w
		case isSpace(r):
			s += w
		default:
			return 0, 0, false
		}
	}
	return 0, 0, false
}

// runeOffset converts a line and column in text into a rune offset.
func runeOffset(text string, rel Pos) (int, bool) {
	line, col := 1, 1
	for k, r := range []rune(text) {
		if line == rel.Line && col == rel.Col {
			return k, true
		}
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	n := utf8.RuneCountInString(text)
	return n, line == rel.Line && col == rel.Col
}

// scalarStart is the byte offset in src where the text of n begins to be
// written: after the quote of a quoted scalar, on the line after the header
// of a block scalar.
func scalarStart(src []byte, n *yaml.Node) (int, bool) {
	if n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0 {
		return offset(src, n.Line+1, 1)
	}
	col := n.Column
	if n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0 {
		col++
	}
	return offset(src, n.Line, col)
}

// offset is the byte offset of a 1-based line and rune column in src.
func offset(src []byte, line, col int) (int, bool) {
	s := 0
	for l := 1; l < line; l++ {
		i := bytes.IndexByte(src[s:], '\n')
		if i < 0 {
			return 0, false
		}
		s += i + 1
	}
	for c := 1; c < col; c++ {
		if s >= len(src) || src[s] == '\n' {
			return 0, false
		}
		_, w := utf8.DecodeRune(src[s:])
		s += w
	}
	return s, true
}

// lineCol is the 1-based line and rune column of byte offset s in src.
func lineCol(src []byte, s int) (line, col int, ok bool) {
	line, col = 1, 1
	for _, r := range string(src[:s]) {
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col, true
}

func isSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\n' || r == '\r' }
