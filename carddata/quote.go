package carddata

import (
	"strconv"
	"unicode/utf8"
)

// quote quotes s for "found ..." in a message, shortened to its first 40
// characters and "..." when it is longer, so that a message about a large
// value stays short.
func quote(s string) string {
	if start, cut := head(s); cut {
		return strconv.Quote(start) + "..."
	}
	return strconv.Quote(s)
}

// short is s, or its first 40 characters and "..." when it is longer.
func short(s string) string {
	if start, cut := head(s); cut {
		return start + "..."
	}
	return s
}

// head is the first 40 characters of s, and whether s is longer.
func head(s string) (string, bool) {
	const keep = 40
	n := 0
	for i := range s {
		if n == keep {
			return s[:i], true
		}
		n++
	}
	return s, false
}

// clip cuts s to at most n bytes, on a character boundary, ending in "..."
// when it was cut.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := n - 3
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "..."
}
