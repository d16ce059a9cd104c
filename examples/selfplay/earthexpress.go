package main

import (
	"fmt"
	"strings"

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
	r := s.Result()
	var b strings.Builder
	b.WriteString("\nscorepad:\n")
	rows := scorepad.Of(r.Rows, func(r earthexpress.Row) (string, []int) { return r.Name, r.Values })
	scorepad.Write(&b, append(rows, scorepad.Row{Name: "total", Values: r.Totals}))
	if d := r.Demeter; d != nil {
		fmt.Fprintf(&b, "Demeter: VP track %d, cards %d, abilities %d, fauna %d, total %d\n", d.Track, d.Cards, d.Abilities, d.Fauna, d.Total)
	}
	scorepad.Winners(&b, r.Winners, r.Tiebreak)
	return b.String()
}
