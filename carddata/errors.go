package carddata

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// Pos is a position in a card file: the file name, and the 1-based line and
// column of the first character of the thing it points at.
type Pos struct {
	File string `json:"file,omitempty"` // the file name; "" prints as <input>
	Line int    `json:"line"`           // from 1
	Col  int    `json:"col"`            // from 1, in characters
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
// word that would have been accepted. An error from outside carddata (a
// card type's UnmarshalText) is kept whole in Err.
type Error struct {
	Pos      Pos    // where the problem is
	Found    string // what the file says, quoted as written; may be empty
	Expected string // what would have been accepted there
	Suggest  string // a close accepted word, if any ("did you mean")
	Err      error  // an error from outside carddata, printed as its own message
}

// maxPart bounds each part of an error's message, in bytes, so that one
// error stays short however large the value it is about.
const maxPart = 500

// Error formats e as "file:line:col: found X, expected Y (did you mean Z?)",
// or as "file:line:col: " and Err's message when Err is set. Each part is
// cut to 500 bytes, ending in "...". A nil *Error prints "<nil>".
func (e *Error) Error() string {
	if e == nil {
		return "<nil>"
	}
	var b strings.Builder
	b.WriteString(e.Pos.String())
	b.WriteString(": ")
	found, expected := clip(e.Found, maxPart), clip(e.Expected, maxPart)
	switch {
	case e.Err != nil:
		b.WriteString(clip(e.Err.Error(), maxPart))
	case found != "" && expected != "":
		fmt.Fprintf(&b, "found %s, expected %s", found, expected)
	case found != "":
		fmt.Fprintf(&b, "unexpected %s", found)
	default:
		b.WriteString(expected)
	}
	if e.Suggest != "" && e.Err == nil {
		fmt.Fprintf(&b, " (did you mean %q?)", clip(e.Suggest, maxPart))
	}
	return b.String()
}

// at is where e is; the zero Pos for a nil *Error.
func (e *Error) at() Pos {
	if e == nil {
		return Pos{}
	}
	return e.Pos
}

// Unwrap returns Err, so that errors.Is and errors.As see the error a card
// type reported; nil for a nil *Error.
func (e *Error) Unwrap() error {
	if e == nil {
		return nil
	}
	return e.Err
}

// ErrorList is every problem found in one or more card files. Its Error
// method lists them, sorted by position.
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

// AddError appends err at pos. The entries of an ErrorList or *Error (or
// of an error wrapping one) are appended as they are, those without a
// position placed at pos and nil entries dropped; any other error becomes
// one entry that prints its own message after the position.
func (l *ErrorList) AddError(pos Pos, err error) {
	entries, ok := entriesOf(err)
	if !ok {
		*l = append(*l, &Error{Pos: pos, Err: err})
		return
	}
	for _, e := range entries {
		if e == nil {
			continue
		}
		moved := *e
		if moved.Pos.Line == 0 {
			moved.Pos = pos
		}
		*l = append(*l, &moved)
	}
}

// entriesOf finds the carddata errors in err, if it is or wraps an
// ErrorList or an *Error.
func entriesOf(err error) (ErrorList, bool) {
	var list ErrorList
	var one *Error
	switch {
	case errors.As(err, &list):
		return list, true
	case errors.As(err, &one):
		return ErrorList{one}, true
	}
	return nil, false
}

// Sort orders the list by file, line and column.
func (l ErrorList) Sort() {
	sort.SliceStable(l, func(i, j int) bool {
		a, b := l[i].at(), l[j].at()
		if a.File != b.File {
			return a.File < b.File
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
}

// MaxListed is how many errors ErrorList.Error lists; the rest are counted
// in a last line.
const MaxListed = 20

// Error lists the first MaxListed errors, each on its own line, and then
// "... and N more errors" if there are more.
func (l ErrorList) Error() string {
	switch len(l) {
	case 0:
		return "no errors"
	case 1:
		return l[0].Error()
	}
	msgs := make([]string, 0, min(len(l), MaxListed)+1)
	for _, e := range l[:min(len(l), MaxListed)] {
		msgs = append(msgs, e.Error())
	}
	if more := len(l) - MaxListed; more == 1 {
		msgs = append(msgs, "... and 1 more error")
	} else if more > 1 {
		msgs = append(msgs, fmt.Sprintf("... and %d more errors", more))
	}
	return strings.Join(msgs, "\n")
}

// Unwrap returns the errors in the list, so that errors.Is and errors.As
// look into each of them.
func (l ErrorList) Unwrap() []error {
	errs := make([]error, len(l))
	for i, e := range l {
		errs[i] = e
	}
	return errs
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
	n := utf8.RuneCountInString(w)
	best, bestD := "", max(1, n/3)+1
	lw := strings.ToLower(w)
	for _, c := range words {
		if d := n - utf8.RuneCountInString(c); d >= bestD || -d >= bestD {
			continue // the lengths alone are too far apart
		}
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
