package engine

import (
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestZeroValuesOfEveryType calls every exported method of the zero value
// of every exported type, and of a nil *RuleError, and every exported
// function, with zero and a few other arguments: none panics.
func TestZeroValuesOfEveryType(t *testing.T) {
	values := []any{Player(0), NoPlayer, Player(-9), RuleError{}, (*RuleError)(nil)}
	args := []any{[]byte("P2"), []byte("p"), []byte("P99999999999999999999"), []byte("nobody"),
		ErrIllegalMove, Player(3), "rule", "%d %s", []any{1}}
	gametest.CallEveryMethod(t, ".", values, args...)
	gametest.CallEveryFunc(t, ".", map[string]any{"Illegal": Illegal}, args...)
}
