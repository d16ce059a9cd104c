package main

import (
	"fmt"

	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/examples/internal/scorepad"
	"github.com/rulebox/rulebox/examples/play/tell"
)

// earthExpress plays Earth Express: -players 1 to 8 (4 by default); solo,
// -solo normal|hard|expert sets Demeter's difficulty.
func earthExpress(opt options) (runner, error) {
	n := opt.players
	if n == 0 {
		n = 4
	}
	if n < 1 || n > earthexpress.MaxPlayers {
		return nil, fmt.Errorf("-players %d: Earth Express is for 1 to 8 players", n)
	}
	level := earthexpress.Normal
	if opt.solo != "" {
		l, ok := earthexpress.ParseLevel(opt.solo)
		if !ok {
			return nil, fmt.Errorf("-solo %q: want normal, hard or expert", opt.solo)
		}
		if n != 1 {
			return nil, fmt.Errorf("-solo is for 1 player, not %d", n)
		}
		level = l
	}
	return game[earthexpress.State, earthexpress.Move, earthexpress.Player, earthexpress.Event]{
		seats: n,
		newGame: func(seed uint64) (earthexpress.State, error) {
			return earthexpress.New(earthexpress.Config{Players: n, Seed: seed, Standard: true, Ecosystems: true, Level: level})
		},
		outcome: func(s earthexpress.State) outcome {
			return outcome{winners: s.Winners(), rounds: s.Round()}
		},
		result: earthExpressResult,
		event:  tell.EarthExpress,
	}, nil
}

// earthExpressResult prints the scorepad row by row.
func earthExpressResult(s earthexpress.State) string {
	return "\nscorepad:\n" + scorepad.EarthExpress(s.Result())
}
