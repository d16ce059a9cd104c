package main

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// session is a game between the person and bots.
type session[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	spec    game.Spec[S, M, V, E]
	opt     options
	table   table[S, M, V, E]
	in      lines
	out     io.Writer
	bots    []game.Bot[V, M] // by seat; nil at the person's
	s       S
	moves   []string // applied, in notation
	step    uint64   // steps played: the fair order's counter
	history []snapshot[S]
	// log is the steps played, as save writes them; ahead the steps undone
	// (see answers).
	log, ahead []played[M]
	// shown is the table as last drawn, for -compact; "" draws it all.
	shown string
}

// snapshot is the game as it was before one of the person's moves.
type snapshot[S any] struct {
	s     S
	moves int
	step  uint64
	log   int // the steps played
}

// played is a step as it was played: the person's move, when they had
// one, and the bots' answers.
type played[M game.Move] struct {
	mine bool
	move M
	bots []referee.Choice[M]
}

// errQuit ends the session at the person's request.
var errQuit = errors.New("quit")

// start is what a session starts from: the flags, the person's input and
// where the screen goes.
type start struct {
	opt options
	in  lines
	out io.Writer
}

// session is the function that plays a session of a game shown by t, as
// a game.Program's function.
func (t table[S, M, V, E]) session() func(game.Spec[S, M, V, E], start) (struct{}, error) {
	return func(g game.Spec[S, M, V, E], st start) (struct{}, error) {
		ss := &session[S, M, V, E]{spec: g, opt: st.opt, table: t, in: st.in, out: st.out}
		return struct{}{}, ss.play()
	}
}

// play starts the game and plays it out.
func (ss *session[S, M, V, E]) play() error {
	s, err := ss.spec.Start(ss.opt.players, ss.opt.seed)
	if err != nil {
		return err
	}
	if err := ss.reset(s, nil, 0); err != nil {
		return err
	}
	defer func() { referee.CloseBots(ss.bots) }()
	fmt.Fprintf(ss.out, "%s, seed %d: you are %v. Type help for the commands.\n", ss.spec.Name, ss.opt.seed, ss.opt.seat)
	for !ss.s.Over() {
		err := ss.playStep()
		if errors.Is(err, errQuit) || errors.Is(err, errEOF) {
			fmt.Fprintln(ss.out, "bye")
			return nil
		}
		if err != nil {
			return err
		}
	}
	fmt.Fprintf(ss.out, "\n%s\nthe game is over\n%s", ss.table.picture(ss.s.View(ss.opt.seat)), ss.table.scorepad(ss.s))
	return nil
}

// reset puts the game at s, with moves played and step steps, and makes
// the bots, closing the ones it replaces. If it cannot make them, it
// closes those it made and changes nothing.
func (ss *session[S, M, V, E]) reset(s S, moves []string, step uint64) error {
	players := s.Players()
	if !slices.Contains(players, ss.opt.seat) {
		return fmt.Errorf("-seat %v: the game has seats %v", ss.opt.seat, players)
	}
	bots := make([]game.Bot[V, M], len(players))
	n := 0
	for _, p := range players {
		if p == ss.opt.seat {
			continue
		}
		name := ss.opt.bots[min(n, len(ss.opt.bots)-1)]
		n++
		b, err := referee.New(ss.spec).NewBot(len(players), name, p, ss.opt.seed+step)
		if err != nil {
			referee.CloseBots(bots)
			return err
		}
		bots[p] = b
	}
	referee.CloseBots(ss.bots)
	ss.s, ss.moves, ss.step, ss.history, ss.bots = s, moves, step, nil, bots
	ss.log, ss.ahead, ss.shown = nil, nil, ""
	return nil
}

// playStep asks everyone to move and applies the choices fairly. It
// returns nil after an undo or a load too: the caller goes on from there.
func (ss *session[S, M, V, E]) playStep() error {
	who := slices.Clone(ss.s.ToMove())
	var step played[M]
	if slices.Contains(who, ss.opt.seat) {
		m, again, err := ss.ask()
		if err != nil || again {
			return err
		}
		step = played[M]{mine: true, move: m}
		ss.history = append(ss.history, snapshot[S]{ss.s, len(ss.moves), ss.step, len(ss.log)})
	}
	var err error
	if step.bots, err = ss.answers(who, step); err != nil {
		return err
	}
	ss.log = append(ss.log, step)
	mine, choices := step.mine, step.choices(ss.opt.seat)
	before := struct {
		s S
		v V
	}{ss.s, ss.s.View(ss.opt.seat)}
	next, applied := referee.Resolve(ss.s, ss.opt.seed, ss.step, choices)
	ss.s, ss.step = next, ss.step+1
	for _, a := range applied {
		ss.moves = append(ss.moves, a.Move.String())
		if mine && a.Move == choices[0].Move {
			fmt.Fprintf(ss.out, "you: %v%s\n", a.Move, ss.noted(before.v, a.Move))
		}
		ss.tell(before.s, a.Events)
	}
	if ss.table.news != nil {
		if news := ss.table.news(before.v, ss.s.View(ss.opt.seat)); news != "" {
			fmt.Fprintf(ss.out, "  %s\n", news)
		}
	}
	return nil
}

// answers are the bots' moves in a step: the answers they gave when
// the step was played before an undo, while the person plays again as they
// did then (their randomness is not rewound, so asking them again could
// answer otherwise), or else the bots' own.
func (ss *session[S, M, V, E]) answers(who []game.Player, step played[M]) ([]referee.Choice[M], error) {
	if len(ss.ahead) > 0 {
		then := ss.ahead[0]
		if ss.ahead = ss.ahead[1:]; then.mine == step.mine && then.move == step.move {
			return then.bots, nil
		}
		ss.ahead = nil
	}
	var bots []referee.Choice[M]
	for _, p := range who {
		if p == ss.opt.seat {
			continue
		}
		m, err := ss.bots[p].Choose(ss.s.View(p))
		if err != nil {
			return nil, fmt.Errorf("the bot at %v: %w", p, err)
		}
		bots = append(bots, referee.Choice[M]{Player: p, Move: m})
	}
	return bots, nil
}

// choices are the step's choices, the person's (at seat) first, as
// Resolve takes them.
func (st played[M]) choices(seat game.Player) []referee.Choice[M] {
	var out []referee.Choice[M]
	if st.mine {
		out = append(out, referee.Choice[M]{Player: seat, Move: st.move})
	}
	return append(out, st.bots...)
}

// tell prints the events of a move as the person may know them; other
// players' moves are not shown, as they may be secret.
func (ss *session[S, M, V, E]) tell(before S, events []E) {
	for _, e := range events {
		if r, ok := e.For(ss.opt.seat); ok {
			fmt.Fprintf(ss.out, "  %s\n", ss.table.event(before, ss.s, r))
		}
	}
}

// hint asks the ISMCTS bot what it would play from the person's view.
func (ss *session[S, M, V, E]) hint(v V) (M, error) {
	b := bot.NewISMCTS(ss.spec, ss.opt.hint, ss.opt.seed^ss.step)
	return b.Choose(v)
}

// clockSeed is a seed from the clock, for a game nobody chose a seed for.
func clockSeed() uint64 { return uint64(time.Now().UnixNano()) }
