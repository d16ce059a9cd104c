package engine_test

import (
	"slices"
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
)

// TestLogRecordsOnlyWhenMade checks that the zero Log records nothing and
// allocates nothing, and that a Log from NewLog appends in order.
func TestLogRecordsOnlyWhenMade(t *testing.T) {
	var zero engine.Log[int]
	if zero.On() {
		t.Error("the zero Log records")
	}
	if n := testing.AllocsPerRun(100, func() { zero.Add(1) }); n != 0 {
		t.Errorf("the zero Log allocates %v times an Add", n)
	}
	var events []int
	l := engine.NewLog(&events)
	l.Add(1)
	l.Add(2)
	if !l.On() || !slices.Equal(events, []int{1, 2}) {
		t.Errorf("NewLog recorded %v (on: %v), want [1 2]", events, l.On())
	}
}
