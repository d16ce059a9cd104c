package animalkingdom_test

import (
	"testing"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/internal/gametest"
)

// TestShapeIndexedMovesAndPlayout checks LegalMoveCount, LegalMove,
// ApplyLegalMove and Playout against LegalMoves, Apply and the random loop
// Playout's doc describes, along random games.
func TestShapeIndexedMovesAndPlayout(t *testing.T) {
	for i, cfg := range []animalkingdom.Config{{Players: 1, Seed: 1, Solo: true, Mode: animalkingdom.Standard}, {Players: 2, Seed: 2}, {Players: 2, Seed: 3, Animals: true}} {
		s, err := animalkingdom.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		gametest.CheckIndexed(t, s, uint64(i))
	}
}
