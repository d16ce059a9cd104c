package carddata

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// Pos is a position in a card file: the file name, and the 1-based line and
// column of the first character of the thing it points at.
type Pos struct {
	File string `json:"file,omitempty"`
	Line int    `json:"line"`
	Col  int    `json:"col"`
}

// String formats p as file:line:col, the form editors and compilers use.
func (p Pos) String() string {
	file := p.File
	if file == "" {
		file = "<input>"
	}
	return fmt.Sprintf("%s:%d:%d", file, p.Line, p.Col)
}

// Shift returns p moved col-1 columns to the right on the same line; it maps
// a column inside a YAML scalar (starting at 1) to its place in the file.
func (p Pos) Shift(col int) Pos {
	p.Col += col - 1
	return p
}

// Error is one problem found in a card file: where it is, what was found
// there, what was expected instead and, for a misspelled word, the closest
// word that would have been accepted.
type Error struct {
	Pos      Pos
	Found    string // what the file says, quoted as written; may be empty
	Expected string // what would have been accepted there
	Suggest  string // a close accepted word, if any ("did you mean")
}

// Error formats e as "file:line:col: found X, expected Y (did you mean Z?)".
func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.Pos.String())
	b.WriteString(": ")
	switch {
	case e.Found != "" && e.Expected != "":
		fmt.Fprintf(&b, "found %s, expected %s", e.Found, e.Expected)
	case e.Found != "":
		fmt.Fprintf(&b, "unexpected %s", e.Found)
	default:
		b.WriteString(e.Expected)
	}
	if e.Suggest != "" {
		fmt.Fprintf(&b, " (did you mean %q?)", e.Suggest)
	}
	return b.String()
}

// ErrorList is every problem found in one or more card files. Its Error
// method lists them all, sorted by position.
type ErrorList []*Error

// Add appends an error at pos.
func (l *ErrorList) Add(pos Pos, found, expected, suggest string) {
	*l = append(*l, &Error{Pos: pos, Found: found, Expected: expected, Suggest: suggest})
}

// Addf appends an error at pos whose message is formatted; use it for
// problems that are not a found/expected pair (a value out of range, say).
func (l *ErrorList) Addf(pos Pos, format string, args ...any) {
	*l = append(*l, &Error{Pos: pos, Expected: fmt.Sprintf(format, args...)})
}

// Sort orders the list by file, line and column.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].Pos, l[j].Pos
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// Error lists every error on its own line.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	msgs := make([]string, len(l))
	for i, e := range l {
		msgs[i] = e.Error()
	}
	return strings.Join(msgs, "\n")
}

// Err returns nil for an empty list and the sorted list otherwise, so that a
// function can end with "return errs.Err()".
func (l ErrorList) Err() error {
	if len(l) == 0 {
		return nil
	}
	l.Sort()
	return l
}

// Suggest returns the word in words closest to w by edit distance, if it is
// close enough to be a likely misspelling (at most a third of its length, and
// at least 1 edit), or "" if none is.
func Suggest(w string, words []string) string {
	limit := max(1, utf8.RuneCountInString(w)/3)
	best, bestD := "", limit+1
	lw := strings.ToLower(w)
	for _, c := range words {
		if d := editDistance(lw, strings.ToLower(c)); d < bestD {
			best, bestD = c, d
		}
	}
	if best == w {
		return ""
	}
	return best
}

// editDistance is the Levenshtein distance between a and b, counting an
// adjacent transposition as one edit.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}
