package beforeearth

import "github.com/rulebox/rulebox/internal/engine"

// game is the handle one Apply builds on its own copy of the position (the
// pipeline internal/engine describes): the position being written and the
// event log, which for Apply is the zero Log and records nothing. The rules
// are its methods. It is two words, passed in registers as a pointer and a
// log were before it; it is dropped when Apply returns, and the State
// returned holds the new position alone.
type game struct {
	*data
	log engine.Log[Event]
}
