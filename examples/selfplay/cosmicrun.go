package main

import (
	"fmt"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// cosmicRun plays Cosmic Run, set up as the flags say (game.Spec.Setup:
// -level is the solo game's level).
func cosmicRun(g game.Spec[cosmicrun.State, cosmicrun.Move, cosmicrun.View, cosmicrun.Event], j job) (struct{}, error) {
	return selfplay[cosmicrun.State, cosmicrun.Move, cosmicrun.View, cosmicrun.Event]{
		spec: g, result: cosmicRunResult, event: tell.CosmicRun,
		rounds: func(s cosmicrun.State) int { return s.Result().Rounds },
	}.run(j)
}

// cosmicRunResult prints the table at the end and the scorepad.
func cosmicRunResult(s cosmicrun.State) string {
	return fmt.Sprintf("\nthe table at the end:\n%v\n\n", s) + scorepad.CosmicRun(s.Result())
}
