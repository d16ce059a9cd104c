package cosmicrun

import (
	"testing"
	"unsafe"
)

// A State stays 128 bytes: every method call copies it (see the package
// documentation), and 8 aligned 16-byte moves copy it with no overlap.
func TestStateSize(t *testing.T) {
	if got := unsafe.Sizeof(State{}); got != 128 {
		t.Errorf("a State is %d bytes, want 128", got)
	}
}
