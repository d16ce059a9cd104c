package main

import (
	"fmt"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/beforeearth"
	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/earthexpress"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// solos says how a solo match ended against the game's opponent, from
// the final state its record replays to: "" for a match of more players.
var solos = game.NewProgram(soloEnd(func(cosmicrun.State) string { return "" }), soloEnd(func(beforeearth.State) string { return "" }),
	soloEnd(demeter), soloEnd(gaia))

// soloEnd is a Program's function that replays a record and has
// opponent say what its final state gives the solo opponent.
func soloEnd[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](opponent func(S) string) func(game.Spec[S, M, V, E], referee.Record) (string, error) {
	return func(g game.Spec[S, M, V, E], rec referee.Record) (string, error) {
		if g.Opponent() == "" {
			return "", nil
		}
		s, err := referee.New(g).Replay(rec)
		if err != nil || !s.Over() {
			return "", err
		}
		who := "P1 wins"
		if len(s.Winners()) == 0 {
			who = "P1 loses"
		}
		line := fmt.Sprintf("solo against %s: %s", g.Opponent(), who)
		if scores := opponent(s); scores != "" {
			line += ", " + scores
		}
		return line, nil
	}
}

// gaia is Gaia's total against the player's.
func gaia(s animalkingdom.State) string {
	r := s.Result()
	if r.Gaia == nil || len(r.Totals) == 0 {
		return ""
	}
	return fmt.Sprintf("P1 %d, Gaia %d", r.Totals[0], r.Gaia.Total)
}

// demeter is Demeter's total against the player's.
func demeter(s earthexpress.State) string {
	r := s.Result()
	if r.Demeter == nil || len(r.Totals) == 0 {
		return ""
	}
	return fmt.Sprintf("P1 %d, Demeter %d", r.Totals[0], r.Demeter.Total)
}
