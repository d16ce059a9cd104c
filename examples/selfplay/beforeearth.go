package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// beforeEarth plays Before the Earth Explodes, for 2 players.
func beforeEarth(g game.Spec[beforeearth.State, beforeearth.Move, beforeearth.View, beforeearth.Event], j job) (struct{}, error) {
	return selfplay[beforeearth.State, beforeearth.Move, beforeearth.View, beforeearth.Event]{
		spec: g, result: beforeEarthResult, event: tell.BeforeEarth,
		rounds: func(s beforeearth.State) int { return s.Result().Rounds },
	}.run(j)
}

// beforeEarthResult prints the scorepad and each player's fleet.
func beforeEarthResult(s beforeearth.State) string {
	var b strings.Builder
	b.WriteString("\n" + scorepad.BeforeEarth(s.Result()))
	for _, p := range s.Players() {
		fmt.Fprintf(&b, "%v fleet: %v\n", p, s.Fleet(p))
	}
	return b.String()
}
