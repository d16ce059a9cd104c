package carddata

// Flaws counts the problems Decode found in a mapping: a struct field of
// this type is set to the number of errors reported in the mapping that
// fills the struct, its fields and everything in them. An entry with
// flaws holds zero or partly decoded values, so a loader that goes on
// checking the file after a decoding error (to report every problem at
// once) skips its checks of such an entry rather than report what is only
// a consequence of the error already reported.
type Flaws int

// Fields are where a mapping's values are in their file, by field name: a
// struct field of this type is filled by Decode with the position of the
// value of each field the mapping gives, so that a check after decoding
// (a number out of its range) points at the value rather than at the
// entry.
type Fields map[string]Pos

// At is the position of the value of the named field, or pos when the
// mapping does not give it.
func (f Fields) At(field string, pos Pos) Pos {
	if at, ok := f[field]; ok {
		return at
	}
	return pos
}
