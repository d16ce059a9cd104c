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
// to the position, and the steps they were played in, which give back the
// history undo goes back through. It is data: the bots it names say who
// played, and a load plays on against the bots of -bots, started afresh,
// never a program that the file names.
type saved struct {
	Game    string      `json:"game"`
	Players int         `json:"players"`
	Level   string      `json:"level,omitempty"` // the game's level (-level, -solo); "": the default
	Seed    uint64      `json:"seed"`
	Seat    game.Player `json:"seat"`
	Bots    []string    `json:"bots"`
	Moves   []string    `json:"moves"`
	Step    uint64      `json:"step"` // steps played, for the fair order
	// Steps are the steps played, in order: Moves is what they applied.
	// A file without them loads with no history to undo.
	Steps []savedStep `json:"steps,omitempty"`
}

// savedStep is a step: the person's move in it, if they had one, and the
// bots' answers, in notation.
type savedStep struct {
	Mine string        `json:"mine,omitempty"`
	Bots []savedAnswer `json:"bots,omitempty"`
}

// savedAnswer is a bot's answer in a step.
type savedAnswer struct {
	Seat game.Player `json:"seat"`
	Move string      `json:"move"`
}

// save writes the game to path as JSON.
func (ss *session[S, M, V, E]) save(path string) error {
	if path == "" {
		return errors.New("save where? save FILE")
	}
	sv := saved{Game: ss.spec.Name, Players: len(ss.s.Players()), Level: ss.spec.Level(), Seed: ss.opt.seed,
		Seat: ss.opt.seat, Bots: ss.opt.bots, Moves: ss.moves, Step: ss.step}
	for _, st := range ss.log {
		var step savedStep
		if st.mine {
			step.Mine = st.move.String()
		}
		for _, c := range st.bots {
			step.Bots = append(step.Bots, savedAnswer{c.Player, c.Move.String()})
		}
		sv.Steps = append(sv.Steps, step)
	}
	b, err := json.MarshalIndent(sv, "", "  ")
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
	if sv.Level != ss.spec.Level() {
		return fmt.Errorf("%s was played at level %q, this game at %q: start play with -level (or -solo for Earth Express) %s to load it", path, sv.Level, ss.spec.Level(), sv.Level)
	}
	r, err := ss.replay(sv)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	old := ss.opt
	ss.opt.seed, ss.opt.seat = sv.Seed, sv.Seat
	if err := ss.reset(r.s, sv.Moves, sv.Step); err != nil {
		ss.opt = old
		return fmt.Errorf("%s: %w", path, err)
	}
	ss.history, ss.log = r.history, r.log
	if !slices.Equal(sv.Bots, ss.opt.bots) {
		fmt.Fprintf(ss.out, "%s was played against %q; those bots are not started: you play against -bots %q\n", path, sv.Bots, ss.opt.bots)
	}
	return nil
}

// replayed is a saved game played again: the position, and the history
// and steps of the session that played it.
type replayed[S any, M game.Move] struct {
	s       S
	history []snapshot[S]
	log     []played[M]
}

// replay plays sv again: step by step, as the session played it, when the
// file has its steps, or else its moves (with no history).
func (ss *session[S, M, V, E]) replay(sv saved) (replayed[S, M], error) {
	var r replayed[S, M]
	var err error
	if len(sv.Steps) == 0 {
		r.s, err = referee.New(ss.spec).Replay(referee.Record{Config: referee.Config{Game: sv.Game, Players: sv.Players, Level: sv.Level, Seed: sv.Seed}, Moves: sv.Moves})
		return r, err
	}
	if sv.Step != uint64(len(sv.Steps)) {
		return r, fmt.Errorf("%d steps, but step %d", len(sv.Steps), sv.Step)
	}
	if r.s, err = ss.spec.Start(sv.Players, sv.Seed); err != nil {
		return r, err
	}
	var moves []string
	for i, st := range sv.Steps {
		p, err := ss.parseStep(r.s, st, sv.Seat)
		if err == nil {
			err = toMove(r.s, p.choices(sv.Seat))
		}
		if err != nil {
			return r, fmt.Errorf("step %d: %w", i+1, err)
		}
		if p.mine {
			r.history = append(r.history, snapshot[S]{r.s, len(moves), uint64(i), i})
		}
		var applied []referee.Applied[M, E]
		r.s, applied = referee.Resolve(r.s, sv.Seed, uint64(i), p.choices(sv.Seat))
		for _, a := range applied {
			moves = append(moves, a.Move.String())
		}
		r.log = append(r.log, p)
	}
	if !slices.Equal(moves, sv.Moves) {
		return r, errors.New("its steps do not play its moves")
	}
	return r, nil
}

// parseStep reads a saved step in s, the person at seat.
func (ss *session[S, M, V, E]) parseStep(s S, st savedStep, seat game.Player) (played[M], error) {
	var p played[M]
	var err error
	if st.Mine != "" {
		p.mine = true
		if p.move, err = ss.spec.ParseMove(s, st.Mine); err != nil {
			return p, fmt.Errorf("%v's move %q: %w", seat, st.Mine, err)
		}
	}
	for _, a := range st.Bots {
		m, err := ss.spec.ParseMove(s, a.Move)
		if err != nil {
			return p, fmt.Errorf("%v's move %q: %w", a.Seat, a.Move, err)
		}
		p.bots = append(p.bots, referee.Choice[M]{Player: a.Seat, Move: m})
	}
	return p, nil
}

// toMove checks that choices are one of each player to move in s, as
// the session asks them.
func toMove[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](s S, choices []referee.Choice[M]) error {
	who := s.ToMove()
	for i, c := range choices {
		if !slices.Contains(who, c.Player) {
			return fmt.Errorf("%v is not to move (%v are)", c.Player, who)
		}
		if slices.ContainsFunc(choices[:i], func(d referee.Choice[M]) bool { return d.Player == c.Player }) {
			return fmt.Errorf("%v chose twice", c.Player)
		}
	}
	if len(choices) != len(who) {
		return fmt.Errorf("%d choices for %v to move", len(choices), who)
	}
	return nil
}
