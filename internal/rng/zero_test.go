package rng_test

import (
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"github.com/rulebox/rulebox/internal/rng"
)

// TestZeroValuesOfEveryType calls every exported method of the zero RNG
// and every exported function, with zero and a few other arguments: none
// panics.
func TestZeroValuesOfEveryType(t *testing.T) {
	good, _ := rng.New(3).MarshalJSON()
	args := []any{-1, 1, 10, uint64(5), func(i, j int) {}, good, []byte(`"zz"`), []byte(`"00"`), []byte("7")}
	gametest.CallEveryMethod(t, ".", []any{rng.RNG{}, rng.New(1)}, args...)
	gametest.CallEveryFunc(t, ".", map[string]any{"New": rng.New}, args...)
}
