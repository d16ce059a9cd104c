package beforeearth

import "github.com/rulebox/rulebox/internal/engine"

// game is the handle one Apply builds on its own copy of the position (the
// pipeline internal/engine describes): the position being written, the
// event log, which for Apply is the zero Log and records nothing, and the
// options of the decision the game stopped at, which Apply puts in the
// turn. The rules are its methods. It is dropped when Apply returns, and
// the State returned holds the new position and its turn.
//
// The rules take it by pointer, which is one register: a handle of two
// words passed by value is spilled to the stack at the start of nearly
// every rule, a few instructions more at each call.
type game struct {
	*data
	log  engine.Log[Event]
	opts uint64 // the options of the decision on top, once advance has stopped (see settleDecision)
}
