package engine

// The Apply pipeline every game follows, in one shape:
//
//   - The State holds only the position, in a type named data, and
//     nothing about the move being applied.
//   - Apply and ApplyEvents copy the receiver's position and build one
//     short-lived handle on the copy, a type named game: the position being
//     written (an embedded *data), the event log (a Log), and whatever this
//     one Apply tracks (which shared slices it already owns, what it must
//     compare at the end). The rules are methods of the handle.
//   - The handle is dropped when Apply returns; the State returned holds
//     the new position alone. An illegal move is refused before the handle
//     writes anything, so the receiver and the result are the old position.
//   - Apply passes the zero Log, which records nothing and allocates
//     nothing; ApplyEvents passes one that appends to its result.
//
// Where a game settles the position after a move (checks that run until
// nothing changes), one function of its own says which steps run in which
// order.

// Log is the event log of one Apply. The zero Log records nothing, so
// Apply, which wants no events, pays for none; ApplyEvents makes one with
// NewLog.
type Log[E any] struct {
	events *[]E
}

// NewLog returns a Log appending to *events.
func NewLog[E any](events *[]E) Log[E] { return Log[E]{events} }

// On reports whether the log records: rules that build an event at some
// cost check it first.
func (l Log[E]) On() bool { return l.events != nil }

// Add records e, if the log records.
func (l Log[E]) Add(e E) {
	if l.events != nil {
		*l.events = append(*l.events, e)
	}
}
