package main

import (
	"fmt"

	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// earthExpress plays Earth Express on the standard Fauna board with
// Ecosystems: -players 1 to 8 (4 by default); solo, -solo
// normal|hard|expert sets Demeter's difficulty.
func earthExpress(g game.Spec[earthexpress.State, earthexpress.Move, earthexpress.View, earthexpress.Event], j job) (struct{}, error) {
	level := earthexpress.Normal
	if j.opt.solo != "" {
		l, ok := earthexpress.ParseLevel(j.opt.solo)
		if !ok {
			return struct{}{}, fmt.Errorf("-solo %q: want normal, hard or expert", j.opt.solo)
		}
		if j.opt.players != 1 {
			return struct{}{}, fmt.Errorf("-solo is for -players 1, not %d", j.opt.players)
		}
		level = l
	}
	g.New = func(players int, seed uint64) (earthexpress.State, error) {
		return earthexpress.New(earthexpress.Config{Players: players, Seed: seed, Standard: true, Ecosystems: true, Level: level})
	}
	return selfplay[earthexpress.State, earthexpress.Move, earthexpress.View, earthexpress.Event]{
		spec: g, players: j.opt.players, result: earthExpressResult, event: tell.EarthExpress,
		rounds: earthexpress.State.Round,
	}.run(j)
}

// earthExpressResult prints the scorepad row by row.
func earthExpressResult(s earthexpress.State) string {
	return "\nscorepad:\n" + scorepad.EarthExpress(s.Result())
}
