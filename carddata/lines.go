package carddata

import (
	"bytes"
	"unicode/utf8"
)

// lineIndex finds the byte offset of a line and column in a file without
// reading the file from its start each time. Columns count characters; on a
// line of ASCII a column is a byte count, and on any other line the offset
// of each character is listed the first time the line is asked for.
type lineIndex struct {
	src    []byte
	starts []int         // byte offset where each line starts
	ascii  []bool        // whether each line holds only ASCII
	runes  map[int][]int // for other lines: offset of each character, and of the line's end
}

func newLineIndex(src []byte) *lineIndex {
	x := &lineIndex{src: src}
	for s := 0; ; {
		x.starts = append(x.starts, s)
		end := bytes.IndexByte(src[s:], '\n')
		if end < 0 {
			end = len(src)
		} else {
			end += s
		}
		x.ascii = append(x.ascii, isASCII(src[s:end]))
		if end == len(src) {
			return x
		}
		s = end + 1
	}
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// offset is the byte offset of 1-based line and character column col,
// which may be just past the line's last character; it reports false for
// a place the file does not have.
func (x *lineIndex) offset(line, col int) (int, bool) {
	if line < 1 || line > len(x.starts) || col < 1 {
		return 0, false
	}
	start, end := x.starts[line-1], len(x.src)
	if line < len(x.starts) {
		end = x.starts[line] - 1
	}
	if x.ascii[line-1] {
		return start + col - 1, start+col-1 <= end
	}
	offs, ok := x.runes[line]
	if !ok {
		for i := range string(x.src[start:end]) {
			offs = append(offs, start+i)
		}
		offs = append(offs, end)
		if x.runes == nil {
			x.runes = map[int][]int{}
		}
		x.runes[line] = offs
	}
	if col > len(offs) {
		return 0, false
	}
	return offs[col-1], true
}
