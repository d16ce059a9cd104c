// Package enum writes the values of an enumeration as the words of a list
// (value i is list[i]) and reads them back, with one error text for every
// game: "<what> <n> has no word" for a value with none, and
// `"<text>" is no <what> (expected one of "a", "b")` for a word with no
// value.
package enum

import (
	"fmt"
	"strconv"
)

// Integer is an enumeration's underlying type.
type Integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// Name is list[v], or "class(v)" for a v the list has no place for: the
// String of an enumeration named class.
func Name[T Integer](list []string, v T, class string) string {
	if !in(list, v) {
		return class + "(" + strconv.FormatInt(int64(v), 10) + ")"
	}
	return list[v]
}

// Text is list[v] as MarshalText writes it, or an error for a v the list
// has no place for, which could not be read back.
func Text[T Integer](list []string, v T, what string) ([]byte, error) {
	if !in(list, v) {
		return nil, fmt.Errorf("%s %d has no word", what, v)
	}
	return []byte(list[v]), nil
}

// Parse sets *v to the value whose word is b, as UnmarshalText reads it.
// For a b that is no word of the list it leaves *v as it was and returns
// an error listing the words (the empty word, where the list has one, is
// not listed).
func Parse[T Integer](v *T, b []byte, list []string, what string) error {
	for i, w := range list {
		if w == string(b) {
			*v = T(i)
			return nil
		}
	}
	return Unknown(b, list, what)
}

// Unknown is Parse's error for a b that is no word of the list: for a
// type that reads its words in a way of its own.
func Unknown(b []byte, list []string, what string) error {
	return fmt.Errorf("%q is no %s (expected one of %s)", b, what, known(list))
}

// in reports whether list has a place for v.
func in[T Integer](list []string, v T) bool { return v >= 0 && uint64(v) < uint64(len(list)) }

// known writes the non-empty words of list, quoted and separated by
// commas.
func known(list []string) string {
	var b []byte
	for _, w := range list {
		if w == "" {
			continue
		}
		if len(b) > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendQuote(b, w)
	}
	return string(b)
}
