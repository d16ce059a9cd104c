package earth

import (
	"errors"
	"fmt"
)

// guard runs one of the exported compiles. It refuses a missing
// vocabulary or tree (nodeMissing: the node to compile is nil), and turns
// a failure of the compiler on a tree that ParseAbility could not have
// made (a nil child where the grammar has one, say) into an error, so that
// a tree built by hand is refused, not a panic. Compiling happens once per
// card set, so the guard costs nothing in play.
func guard[T any](v *Vocab, nodeMissing bool, what string, compile func() (T, error)) (out T, err error) {
	switch {
	case v == nil:
		return out, errors.New("earth: compiling a " + what + " with no vocabulary")
	case nodeMissing:
		return out, errors.New("earth: compiling a " + what + ": no tree (nil)")
	}
	defer func() {
		if r := recover(); r != nil {
			var zero T
			out, err = zero, fmt.Errorf("earth: compiling a %s: a tree the parser cannot make (%v)", what, r)
		}
	}()
	return compile()
}
