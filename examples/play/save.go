package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// errEOF is the end of the person's input.
var errEOF = errors.New("end of input")

// saved is a game in a file: its setup and the moves played, which replay
// to the position. It is data: the bots it names say who played, and a
// load plays on against the bots of -bots, started afresh, never a
// program that the file names.
type saved struct {
	Game    string      `json:"game"`
	Players int         `json:"players"`
	Seed    uint64      `json:"seed"`
	Seat    game.Player `json:"seat"`
	Bots    []string    `json:"bots"`
	Moves   []string    `json:"moves"`
	Step    uint64      `json:"step"` // steps played, for the fair order
}

// save writes the game to path as JSON.
func (ss *session[S, M, V, E]) save(path string) error {
	if path == "" {
		return errors.New("save where? save FILE")
	}
	b, err := json.MarshalIndent(saved{Game: ss.spec.Name, Players: len(ss.s.Players()), Seed: ss.opt.seed,
		Seat: ss.opt.seat, Bots: ss.opt.bots, Moves: ss.moves, Step: ss.step}, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

// load reads a game saved by save and goes on with it, against the
// session's bots (-bots): it starts no bot the file names, as a file
// someone sent may name any program. It says so when the file names other
// bots. On error nothing changes.
func (ss *session[S, M, V, E]) load(path string) error {
	if path == "" {
		return errors.New("load what? load FILE")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var sv saved
	if err := json.Unmarshal(b, &sv); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if sv.Game != ss.spec.Name {
		return fmt.Errorf("%s is a game of %s, not %s", path, sv.Game, ss.spec.Name)
	}
	s, err := referee.New(ss.spec).Replay(referee.Record{Config: referee.Config{Game: sv.Game, Players: sv.Players, Seed: sv.Seed}, Moves: sv.Moves})
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	old := ss.opt
	ss.opt.seed, ss.opt.seat = sv.Seed, sv.Seat
	if err := ss.reset(s, sv.Moves, sv.Step); err != nil {
		ss.opt = old
		return fmt.Errorf("%s: %w", path, err)
	}
	if !slices.Equal(sv.Bots, ss.opt.bots) {
		fmt.Fprintf(ss.out, "%s was played against %q; those bots are not started: you play against -bots %q\n", path, sv.Bots, ss.opt.bots)
	}
	return nil
}
