package beforeearth_test

import (
	"testing"

	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/internal/gametest"
)

// TestShapeIndexedMovesAndPlayout checks LegalMoveCount, LegalMove,
// ApplyLegalMove and Playout against LegalMoves, Apply and the random loop
// Playout's doc describes, along random games.
func TestShapeIndexedMovesAndPlayout(t *testing.T) {
	for i, cfg := range []beforeearth.Config{{Seed: 1}, {Players: 2, Seed: 2}} {
		s, err := beforeearth.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		gametest.CheckIndexed(t, s, uint64(i))
	}
}
