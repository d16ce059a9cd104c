package engine_test

import (
	"testing"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/internal/engine"
	"github.com/rulebox/rulebox/internal/gametest"
)

// TestZeroValuesOfEveryType calls every exported method of the zero value
// of every exported type, and of a nil *RuleError, and every exported
// function (the generic ones on Cosmic Run's State and Move), with zero
// and a few other arguments: none panics.
func TestZeroValuesOfEveryType(t *testing.T) {
	values := []any{engine.Player(0), engine.NoPlayer, engine.Player(-9), engine.RuleError{}, (*engine.RuleError)(nil),
		engine.Log[int]{}, engine.NewLog[int](nil)}
	args := []any{[]byte("P2"), []byte("p"), []byte("P99999999999999999999"), []byte("nobody"),
		engine.ErrIllegalMove, engine.Player(3), "rule", "%d %s", []any{1}, cosmicrun.State{}, 0, 100}
	gametest.CallEveryMethod(t, ".", values, args...)
	gametest.CallEveryFunc(t, ".", map[string]any{
		"Illegal":        engine.Illegal,
		"LegalMoveCount": engine.LegalMoveCount[cosmicrun.State, cosmicrun.Move],
		"LegalMove":      engine.LegalMove[cosmicrun.State, cosmicrun.Move],
		"ApplyLegalMove": engine.ApplyLegalMove[cosmicrun.State, cosmicrun.Move],
		"Playout":        engine.Playout[cosmicrun.State, cosmicrun.Move],
		"NewLog":         engine.NewLog[int],
		"Seats":          engine.Seats,
		"SeatsOf":        engine.SeatsOf,
		"SelectBit":      engine.SelectBit,
	}, args...)
}
