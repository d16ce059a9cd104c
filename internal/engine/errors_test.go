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

func TestPlayerText(t *testing.T) {
	for _, p := range []Player{NoPlayer, 0, 1, 7} {
		b, err := p.MarshalText()
		if err != nil {
			t.Fatal(err)
		}
		var back Player
		if err := back.UnmarshalText(b); err != nil || back != p {
			t.Errorf("%v wrote %q and read back %v, %v", p, b, back, err)
		}
	}
	for _, bad := range []string{"", "P", "P0", "Q1", "1", "P-1", "Px"} {
		var p Player
		if err := p.UnmarshalText([]byte(bad)); err == nil {
			t.Errorf("UnmarshalText(%q) = %v, want an error", bad, p)
		}
	}
}
