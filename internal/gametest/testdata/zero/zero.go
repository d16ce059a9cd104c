// Package zero declares the names the zero-value check of gametest's own
// test looks for; the test declares the types again with their methods.
package zero

// Sound has methods that work on the zero value.
type Sound struct{}

// Broken has methods that panic or change the receiver on error.
type Broken struct{}

// Missing is a type the test gives no value.
type Missing int

// Named is an interface: the check needs no value for it.
type Named interface{ Name() string }

// Alias is an alias: its methods belong to another type.
type Alias = Sound

// Listed is a function the test lists.
func Listed(n int) int { return n }

// Unlisted is a function the test leaves out.
func Unlisted() {}
