package main

import (
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/earthexpress"
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
	for _, row := range r.Rows {
		fmt.Fprintf(&b, "  %-10v", row.Name)
		for _, v := range row.Values {
			fmt.Fprintf(&b, " %5d", v)
		}
		b.WriteString("\n")
	}
	fmt.Fprintf(&b, "  %-10s", "total")
	for _, v := range r.Totals {
		fmt.Fprintf(&b, " %5d", v)
	}
	b.WriteString("\n")
	if r.Demeter != nil {
		fmt.Fprintf(&b, "Demeter: %d (track %d, cards %d, abilities %d, fauna %d)\n",
			r.Demeter.Total, r.Demeter.Track, r.Demeter.Cards, r.Demeter.Abilities, r.Demeter.Fauna)
	}
	switch {
	case len(r.Winners) == 0:
		b.WriteString("Demeter wins\n")
	case r.Tiebreak != "":
		fmt.Fprintf(&b, "%v win (tiebreak: %s)\n", r.Winners, r.Tiebreak)
	default:
		fmt.Fprintf(&b, "%v wins\n", r.Winners[0])
	}
	return b.String()
}
