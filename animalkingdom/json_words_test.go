package animalkingdom_test

import (
	"strings"
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
)

// TestSourceUnmarshalTextLeavesTheValueOnError checks that a word that is
// no source is refused with the words there are, and changes nothing.
func TestSourceUnmarshalTextLeavesTheValueOnError(t *testing.T) {
	s := animalkingdom.Source(2)
	err := s.UnmarshalText([]byte("attic"))
	if err == nil || !strings.Contains(err.Error(), `"attic" is no source (expected one of "island"`) {
		t.Errorf("UnmarshalText(attic) = %v, want an error listing the sources", err)
	}
	if s != 2 {
		t.Errorf("UnmarshalText(attic) changed the source to %v", s)
	}
	if err := s.UnmarshalText([]byte("climate")); err != nil || s.String() != "climate" {
		t.Errorf("UnmarshalText(climate) = %v, %v", s, err)
	}
	if got := animalkingdom.Source(99).String(); got != "Source(99)" {
		t.Errorf("Source(99).String() = %q", got)
	}
}
