package main

import (
	"fmt"

	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
)

// options are what cardlint plays: -games games of -players seats, -bots
// in every seat, from -seed.
type options struct {
	games, players int
	bots           string
	seed           uint64
}

// playtest plays o.games games of g, each with o.bots in every seat: it
// hands each game's first state to begin (if not nil) and each move's
// events to tell, and ends each game in c.
func playtest[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], o options, c *counter, begin func(S), tell func(events []E)) error {
	for i := range o.games {
		seed := o.seed + uint64(i)
		s, err := g.Start(o.players, seed)
		if err != nil {
			return err
		}
		c.r.Players = len(s.Players())
		if begin != nil {
			begin(s)
		}
		bots := make([]game.Bot[V, M], len(s.Players()))
		for k := range bots {
			if bots[k], err = bot.Parse(g, o.bots, seed<<4+uint64(k)); err != nil {
				return fmt.Errorf("-bots: %w", err)
			}
		}
		for !s.Over() {
			p := s.ToMove()[0]
			m, err := bots[p].Choose(s.View(p))
			if err != nil {
				return fmt.Errorf("game %d: %v: %w", seed, p, err)
			}
			next, events, err := s.ApplyEvents(m)
			if err != nil {
				return fmt.Errorf("game %d: %v %v: %w", seed, p, m, err)
			}
			tell(events)
			s = next
		}
		c.end()
	}
	c.r.Games = o.games
	return nil
}
