package main

import (
	"fmt"
	"slices"
	"time"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// verifyGames re-derives each game of a merge of head's game, set up as
// head says (its card set reloaded from the files it names, refused if one
// is missing or has changed), from its record (runner.verifyGame). head names the game as
// results write it, never an alias.
func verifyGames(head Summary, bots []string, records []GameRecord) error {
	name := head.Game
	g, err := game.Lookup(name, true)
	if err == nil && g.Name != name {
		err = fmt.Errorf("no game %q: results name it %q", name, g.Name)
	}
	if err == nil && len(head.Cards) > 0 {
		var files []game.CardFile
		if files, err = referee.ReadCards(head.Cards); err == nil {
			g, err = g.WithCards(files)
		}
	}
	if err == nil {
		g, err = g.Setup(head.Players, head.Level)
	}
	if err == nil && g.Opponent() != head.Opponent {
		err = fmt.Errorf("the results say the opponent is %q, the game set up is against %q", head.Opponent, g.Opponent())
	}
	if err != nil {
		return fmt.Errorf("-merge: %w", err)
	}
	var t tournament
	if t, err = runners.Run(g, struct{}{}); err == nil {
		err = t.verifyAll(merged{bots, records})
	}
	return err
}

// merged is what a merge verifies: the bots and every game's record.
type merged struct {
	bots    []string
	records []GameRecord
}

// verifyAll re-derives each game of the merge m from its record; all of
// them were played under the time limit of the first.
func (t runner[S, M, V, E]) verifyAll(m merged) error {
	for _, r := range m.records {
		if err := t.verifyGame(m.bots, r, m.records[0].Record.Config.MoveTime); err != nil {
			return fmt.Errorf("-merge: game %d: %w", r.Index, err)
		}
	}
	return nil
}

// verifyGame checks that r's record is of r's game (its seed, its bots in
// their seats, the tournament's time limit moveTime), that referee.Verify
// accepts it, and that the winners, the forfeit and the length r gives
// are the record's.
func (t runner[S, M, V, E]) verifyGame(bots []string, r GameRecord, moveTime time.Duration) error {
	cfg := r.Record.Config
	names := make([]string, len(r.Seats))
	for k, b := range r.Seats {
		names[k] = bots[b]
	}
	switch {
	case cfg.Seed != r.Seed:
		return fmt.Errorf("its record is of seed %d, the game of %d", cfg.Seed, r.Seed)
	case !slices.Equal(cfg.Bots, names):
		return fmt.Errorf("its record seats %q, the game %q", cfg.Bots, names)
	case cfg.MoveTime != moveTime:
		return fmt.Errorf("its record's time limit %v a move is not the tournament's %v", cfg.MoveTime, moveTime)
	}
	if err := referee.New(t.g).Verify(r.Record); err != nil {
		return err
	}
	winners, fault, moves := outcomeOf(r.Record)
	switch {
	case !slices.Equal(winners, r.Winners) || fault != r.Fault:
		return fmt.Errorf("its record gives winners %v and a forfeit by seat %d (-1: none), the game says %v and %d", winners, fault, r.Winners, r.Fault)
	case moves != r.Moves:
		return fmt.Errorf("its record has %d moves, the game says %d", moves, r.Moves)
	}
	return nil
}
