// Package engine holds the pieces every game package shares: the Player
// type (a seat, written P1, P2, ...), the illegal-move error and the
// rule-error type that explains it. Game packages re-export them, so callers
// write cosmicrun.ErrIllegalMove and cosmicrun.P1, not engine.ErrIllegalMove.
package engine

import (
	"errors"
	"fmt"
)

// ErrIllegalMove is the sentinel every refused move matches with errors.Is.
var ErrIllegalMove = errors.New("illegal move")

// RuleError explains why a move was refused: the rule it breaks (a short name
// from the rulebook, such as "placement" or "passing"), the move as notation,
// and a sentence for a person.
type RuleError struct {
	Rule   string // the rule broken, named as the rulebook names it
	Move   string // the refused move, in notation
	Reason string // why the move breaks the rule, for a person
}

// Error formats e as `illegal move "MOVE" (RULE): REASON`; a nil
// *RuleError reads "illegal move".
func (e *RuleError) Error() string {
	if e == nil {
		return ErrIllegalMove.Error()
	}
	return fmt.Sprintf("illegal move %q (%s): %s", e.Move, e.Rule, e.Reason)
}

// Is makes errors.Is(err, ErrIllegalMove) true for every RuleError.
func (e *RuleError) Is(target error) bool { return target == ErrIllegalMove }

// Illegal builds a RuleError for move m breaking rule, with a formatted
// reason. A nil m (or a nil pointer) is written "<nil>", as fmt writes it.
func Illegal(m fmt.Stringer, rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, Move: fmt.Sprint(m), Reason: fmt.Sprintf(format, args...)}
}
