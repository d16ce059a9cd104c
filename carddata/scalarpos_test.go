package carddata

import (
	"bytes"
	"strings"
	"testing"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
	"pgregory.net/rapid"
)

// TestScalarPositionsMatchOneAtATime checks that placing every position of a
// scalar in one walk gives what placing each alone from the start of the
// file gives, for scalars written in every YAML style.
func TestScalarPositionsMatchOneAtATime(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		words := rapid.SliceOfN(rapid.SampledFrom([]string{"gain", "1", "écu", "x", "wiht", "\t", "ü-ß"}), 1, 12).Draw(t, "words")
		lines := rapid.IntRange(1, 3).Draw(t, "lines")
		var text strings.Builder
		for i, w := range words {
			if i > 0 {
				if i%max(1, len(words)/lines) == 0 {
					text.WriteString("\n")
				} else {
					text.WriteString(" ")
				}
			}
			text.WriteString(w)
		}
		src := scalarFile(rapid.IntRange(0, 4).Draw(t, "style"), text.String())
		var doc yaml.Node
		if err := yaml.Unmarshal(src, &doc); err != nil || len(doc.Content) == 0 {
			return
		}
		n := doc.Content[0].Content[3] // the value of "b"
		var rels []Pos
		for l := 1; l <= 4; l++ {
			for c := 1; c <= 40; c++ {
				rels = append(rels, Pos{Line: l, Col: c})
			}
		}
		got := scalarPositions(newLineIndex(src), n, rels)
		for i, rel := range rels {
			line, col, ok := scalarPosAlone(src, n, rel)
			want := Pos{}
			if ok {
				want = Pos{Line: line, Col: col}
			}
			if got[i] != want {
				t.Fatalf("in %q, %v placed at %v, alone at %v", src, rel, got[i], want)
			}
		}
	})
}

// scalarFile writes a file whose key "b" holds text in one of five styles:
// plain, double-quoted, single-quoted, literal and folded.
func scalarFile(style int, text string) []byte {
	indented := "    " + strings.ReplaceAll(text, "\n", "\n    ")
	switch style {
	case 1:
		return []byte("a: 1\nb: \"" + strings.ReplaceAll(text, "\t", `\t`) + "\"\n")
	case 2:
		return []byte("a: 1\nb: '" + text + "'\n")
	case 3:
		return []byte("a: 1\nb: |-\n" + indented + "\n")
	case 4:
		return []byte("a: 1\nb: >-\n" + indented + "\n")
	}
	return []byte("a: 1\nb: " + strings.ReplaceAll(text, "\n", "\n\n  ") + "\n")
}

// scalarPosAlone places one position in the text of n by walking the file
// from its start: the plain way, slow for many positions.
func scalarPosAlone(src []byte, n *yaml.Node, rel Pos) (line, col int, ok bool) {
	k, ok := runeOffsetAlone(n.Value, rel)
	if !ok {
		return 0, 0, false
	}
	col = n.Column
	line = n.Line
	switch {
	case n.Style&(yaml.LiteralStyle|yaml.FoldedStyle) != 0:
		line, col = line+1, 1
	case n.Style&(yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle) != 0:
		col++
	}
	s, ok := offsetAlone(src, line, col)
	if !ok {
		return 0, 0, false
	}
	value := []rune(n.Value)
	for i := 0; i <= k; {
		if i == len(value) {
			return lineColAlone(src, s)
		}
		if s >= len(src) {
			return 0, 0, false
		}
		r, w := utf8.DecodeRune(src[s:])
		switch {
		case r == value[i] && i == k:
			return lineColAlone(src, s)
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

func runeOffsetAlone(text string, rel Pos) (int, bool) {
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
	return utf8.RuneCountInString(text), line == rel.Line && col == rel.Col
}

func offsetAlone(src []byte, line, col int) (int, bool) {
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

func lineColAlone(src []byte, s int) (line, col int, ok bool) {
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
