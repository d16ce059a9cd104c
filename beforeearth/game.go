package beforeearth

import "github.com/rulebox/rulebox/internal/engine"

// game is the handle one Apply builds on its own copy of the position (the
// pipeline internal/engine describes): the position being written, the
// event log, which for Apply is the zero Log and records nothing, and the
// options of the decision on top: offered where the decision is pushed,
// and those of the decision the game stopped at, which Apply puts in the
// turn. The rules are its methods. It is dropped when Apply returns, and
// the State returned holds the new position and its turn.
//
// The rules take it by pointer, which is one register: a handle of two
// words passed by value is spilled to the stack at the start of nearly
// every rule, a few instructions more at each call.
type game struct {
	*data
	log     engine.Log[Event]
	opts    uint64 // the options of the decision on top, when offered or once advance has stopped (see settleDecision)
	offered bool   // opts are those of the decision on top, worked out where it was pushed (see offer)
}

// offer pushes decision e with its options opts, worked out where it is
// pushed by the function for its kind: settleDecision, which runs next,
// need not find them through optionSet's switch on the kind, a jump whose
// target follows the random play.
func (g *game) offer(e pending, opts uint64) {
	g.data.push(e)
	g.opts, g.offered = opts, true
}

// push puts e on top of the stack, its options (if it is a decision) not
// worked out.
func (g *game) push(e pending) {
	g.data.push(e)
	g.offered = false
}

// pop drops the top of the stack; the options offered, if any, were its.
func (g *game) pop() {
	g.data.pop()
	g.offered = false
}
