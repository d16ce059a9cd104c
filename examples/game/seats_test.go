package game_test

import (
	"slices"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
)

// TestSeatsAndNamesAreCopies checks that a caller who changes the player
// counts or the game names it was given, or the counts it gave WithSeats,
// changes no Spec and no later list.
func TestSeatsAndNamesAreCopies(t *testing.T) {
	seats := game.CosmicRun.Seats()
	seats[0] = 7
	counts := []int{3}
	g := game.CosmicRun.WithSeats(counts...)
	counts[0] = 9
	names := game.Names()
	names[0] = "chess"
	if got := game.CosmicRun.Seats(); !slices.Equal(got, []int{2, 1}) {
		t.Errorf("CosmicRun seats %v after a caller changed its copy", got)
	}
	if got := g.Seats(); !slices.Equal(got, []int{3}) {
		t.Errorf("WithSeats(3) seats %v after the caller changed its slice", got)
	}
	if got := game.Names(); got[0] != "cosmicrun" {
		t.Errorf("Names %v after a caller changed its copy", got)
	}
}
