package earthexpress_test

import (
	"testing"

	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/internal/gametest"
)

// TestShapeIndexedMovesAndPlayout checks LegalMoveCount, LegalMove,
// ApplyLegalMove and Playout against LegalMoves, Apply and the random loop
// Playout's doc describes, along random games.
func TestShapeIndexedMovesAndPlayout(t *testing.T) {
	for i, cfg := range []earthexpress.Config{{Players: 1, Seed: 1}, {Players: 3, Seed: 2, Ecosystems: true}} {
		s, err := earthexpress.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		gametest.CheckIndexed(t, s, uint64(i))
	}
}
