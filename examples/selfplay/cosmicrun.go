package main

import (
	"fmt"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// cosmicRun plays Cosmic Run: -level sets the level.
func cosmicRun(g game.Spec[cosmicrun.State, cosmicrun.Move, cosmicrun.View, cosmicrun.Event], j job) (struct{}, error) {
	var level cosmicrun.Level
	if err := level.UnmarshalText([]byte(j.opt.level)); err != nil {
		return struct{}{}, fmt.Errorf("-level: %w", err)
	}
	g.New = func(players int, seed uint64) (cosmicrun.State, error) {
		return cosmicrun.New(cosmicrun.Config{Players: players, Seed: seed, Level: level})
	}
	return selfplay[cosmicrun.State, cosmicrun.Move, cosmicrun.View, cosmicrun.Event]{
		spec: g, players: j.opt.players, result: cosmicRunResult, event: tell.CosmicRun,
		rounds: func(s cosmicrun.State) int { return s.Result().Rounds },
	}.run(j)
}

// cosmicRunResult prints the table at the end and the scorepad.
func cosmicRunResult(s cosmicrun.State) string {
	return fmt.Sprintf("\nthe table at the end:\n%v\n\n", s) + scorepad.CosmicRun(s.Result())
}
