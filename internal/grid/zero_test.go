package grid

import (
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestZeroValuesOfEveryType calls every exported method of the zero value
// of every exported type, and every exported function, with zero, valid and
// off-board arguments: none panics.
func TestZeroValuesOfEveryType(t *testing.T) {
	values := []any{Dir(0), Pos{}, Set(0), Set(^uint64(0)), Pos{-1, 9}}
	args := []any{-1, 3, 64, 1 << 40, Pos{2, 3}, Pos{-1, 0}, Pos{0, 8}, Dir(-1), Dir(2), Dir(99),
		[]Pos{{1, 1}, {9, 9}}, func(Pos) bool { return true }, func(Pos) bool { return false }}
	gametest.CallEveryMethod(t, ".", values, args...)
	funcs := map[string]any{"At": At, "Col": Col, "Of": Of, "Rect": Rect, "Row": Row}
	gametest.CallEveryFunc(t, ".", funcs, args...)
}
