package cosmicrun_test

import (
	"testing"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/internal/gametest"
)

// TestShapeIndexedMovesAndPlayout checks LegalMoveCount, LegalMove,
// ApplyLegalMove and Playout against LegalMoves, Apply and the random loop
// Playout's doc describes, along random games.
func TestShapeIndexedMovesAndPlayout(t *testing.T) {
	for i, cfg := range []cosmicrun.Config{{Players: 2, Seed: 1}, {Players: 1, Seed: 2, Level: cosmicrun.Admiral}} {
		s, err := cosmicrun.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		gametest.CheckIndexed(t, s, uint64(i))
	}
}

func TestCardSetLookup(t *testing.T) {
	cs := cosmicrun.StandardCards()
	if c, ok := cs.Lookup("R3"); !ok || c.String() != "R3" {
		t.Errorf("Lookup(R3) = %v, %v", c, ok)
	}
	if c, ok := cs.Lookup("R9"); ok || c != cosmicrun.NoCard {
		t.Errorf("Lookup(R9) = %v, %v; want no card", c, ok)
	}
}
