package main

import (
	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// earthExpress plays Earth Express, set up as the flags say
// (game.Spec.Setup: -players 1 to 8; solo, -solo normal|hard|expert sets
// Demeter's level).
func earthExpress(g game.Spec[earthexpress.State, earthexpress.Move, earthexpress.View, earthexpress.Event], j job) (struct{}, error) {
	return selfplay[earthexpress.State, earthexpress.Move, earthexpress.View, earthexpress.Event]{
		spec: g, result: earthExpressResult, event: tell.EarthExpress,
		rounds: earthexpress.State.Round,
	}.run(j)
}

// earthExpressResult prints the scorepad row by row.
func earthExpressResult(s earthexpress.State) string {
	return "\nscorepad:\n" + scorepad.EarthExpress(s.Result())
}
