package engine

import (
	"errors"
	"fmt"
	"testing"
)

type move string

func (m move) String() string { return string(m) }

func TestRuleErrorMatchesErrIllegalMove(t *testing.T) {
	err := fmt.Errorf("wrapped: %w", Illegal(move("P1 keep"), "discarding", "not while %s", "passing"))
	if !errors.Is(err, ErrIllegalMove) {
		t.Fatal("errors.Is(err, ErrIllegalMove) is false")
	}
	var re *RuleError
	if !errors.As(err, &re) || re.Rule != "discarding" || re.Move != "P1 keep" {
		t.Fatalf("errors.As gave %+v", re)
	}
	if got, want := re.Error(), `illegal move "P1 keep" (discarding): not while passing`; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	if errors.Is(errors.New("other"), ErrIllegalMove) {
		t.Error("an unrelated error matches ErrIllegalMove")
	}
}
