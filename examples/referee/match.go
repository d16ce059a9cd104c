package referee

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/rulebox/rulebox/examples/game"
)

// Match is a game in progress between bots, one per seat.
type Match[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	Spec   game.Spec[S, M, V, E] // the game played
	Config Config                // the match's setup
	Bots   []game.Bot[V, M]      // by seat
	// State is the position now.
	State S
	// Record is the match so far; its Result is filled when the match ends.
	Record Record
	// Decisions counts each seat's answers, Thinking their total time.
	Decisions []int
	Thinking  []time.Duration
	steps     uint64
	ready     bool // the bots have been asked whether they are ready
	buf       []M
}

// NewMatch starts a match of g between bots, one per seat in seat order.
// The game's types come from g, so any bots of the game fit:
//
//	referee.NewMatch(game.CosmicRun, referee.Config{Seed: 7}, bot.NewRandom(game.CosmicRun, 1), bot.NewISMCTS(game.CosmicRun, bot.Iterations(200), 2))
func NewMatch[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], cfg Config, bots ...game.Bot[V, M]) (*Match[S, M, V, E], error) {
	cfg.Game, cfg.Level, cfg.Cards = g.Name, g.Level(), CardSet(g.CardFiles())
	s, err := g.Start(cfg.Players, cfg.Seed)
	if err != nil {
		return nil, err
	}
	cfg.Players = len(s.Players())
	if len(bots) != cfg.Players {
		return nil, fmt.Errorf("%d bots for %d players", len(bots), cfg.Players)
	}
	return &Match[S, M, V, E]{Spec: g, Config: cfg, Bots: bots, State: s,
		Record:    Record{Config: cfg, Moves: []string{}},
		Decisions: make([]int, len(bots)), Thinking: make([]time.Duration, len(bots))}, nil
}

// Over reports whether the match has ended: the game is over or a bot
// forfeited.
func (m *Match[S, M, V, E]) Over() bool { return m.State.Over() || m.Record.Result.Fault != nil }

// Run plays the match to its end and returns its record.
func (m *Match[S, M, V, E]) Run() (Record, error) {
	for !m.Over() {
		if err := m.Step(); err != nil {
			return m.Record, err
		}
	}
	return m.Record, nil
}

// Choice is one player's answer in a step.
type Choice[M game.Move] struct {
	Player game.Player // who chose
	Move   M           // what they chose
}

// Step plays one step: every player to move chooses from their own view,
// then the choices are applied in a fair order (Resolve). A forfeit ends
// the match (Over) and is not an error; an error means the game itself
// failed. The first step first waits for every bot program to say it is
// ready (External.WaitReady), all at once, outside any move's time; one
// that does not forfeits (Unready) before the first move.
func (m *Match[S, M, V, E]) Step() error {
	if m.Over() {
		return errors.New("the match is over")
	}
	if !m.ready {
		m.ready = true
		if fault := handshake(m.Bots); fault != nil {
			return m.end(fault)
		}
	}
	who := m.State.ToMove()
	if len(who) == 0 {
		return fmt.Errorf("nobody is to move, but the game is not over")
	}
	choices := make([]Choice[M], 0, len(who))
	for _, p := range who {
		mv, fault := m.ask(p)
		if fault != nil {
			return m.end(fault)
		}
		choices = append(choices, Choice[M]{p, mv})
	}
	next, applied := Resolve(m.State, m.Config.Seed, m.steps, choices)
	m.steps++
	m.State = next
	for _, a := range applied {
		m.Record.Moves = append(m.Record.Moves, a.Move.String())
		m.tell(a.Events)
	}
	if m.State.Over() {
		return m.end(nil)
	}
	return nil
}

// Applied is a move Resolve applied and the events it made.
type Applied[M game.Move, E any] struct {
	Move   M   // the move applied
	Events []E // what it made happen, unredacted
}

// Resolve applies the choices of one step of a match of seed, in the
// step's fair order: a random order drawn from seed and the step's number,
// so no seat is favoured and a replay finds the same order. A choice whose
// player is no longer to move, or that an earlier choice made illegal, is
// dropped (its player is asked again at the next step); none are applied
// once the game is over. s is a state of any game (a game.State): Resolve
// asks of it only the three methods it calls.
func Resolve[S interface {
	Over() bool
	ToMove() []game.Player
	ApplyEvents(m M) (S, []E, error)
}, M game.Move, E any](s S, seed, step uint64, choices []Choice[M]) (S, []Applied[M, E]) {
	choices = slices.Clone(choices)
	order := rand.New(rand.NewPCG(seed, step))
	order.Shuffle(len(choices), func(i, j int) { choices[i], choices[j] = choices[j], choices[i] })
	var applied []Applied[M, E]
	for _, c := range choices {
		if s.Over() || !slices.Contains(s.ToMove(), c.Player) {
			continue
		}
		next, events, err := s.ApplyEvents(c.Move)
		if err != nil {
			continue
		}
		s = next
		applied = append(applied, Applied[M, E]{c.Move, events})
	}
	return s, applied
}

// ask asks p's bot for a move from p's view, within the time limit, and
// checks that it is one of p's legal moves.
func (m *Match[S, M, V, E]) ask(p game.Player) (M, *Fault) {
	v := m.State.View(p)
	start := time.Now()
	mv, err := choose(m.Bots[p], v, m.Config.MoveTime)
	m.Thinking[p] += time.Since(start)
	m.Decisions[p]++
	if err != nil {
		return mv, faultOf(p, err)
	}
	m.buf = v.AppendLegalMoves(m.buf[:0])
	if !slices.Contains(m.buf, mv) {
		return mv, &Fault{Player: p, Kind: Illegal, Detail: fmt.Sprintf("%q is not one of %v's legal moves", mv.String(), p)}
	}
	return mv, nil
}

// errTimeout is a bot's answer that came too late.
var errTimeout = errors.New("no answer in time")

// choose asks b, recovering from a panic, and gives up after limit (if not
// 0). A bot that times out keeps running in the background until it
// answers; its answer is then thrown away.
func choose[V any, M game.Move](b game.Bot[V, M], v V, limit time.Duration) (M, error) {
	type answer struct {
		m   M
		err error
	}
	call := func() (a answer) {
		defer func() {
			if r := recover(); r != nil {
				a.err = fmt.Errorf("panic: %v", r)
			}
		}()
		a.m, a.err = b.Choose(v)
		return a
	}
	if limit <= 0 {
		a := call()
		return a.m, a.err
	}
	done := make(chan answer, 1)
	go func() { done <- call() }()
	t := time.NewTimer(limit)
	defer t.Stop()
	select {
	case a := <-done:
		return a.m, a.err
	case <-t.C:
		var zero M
		return zero, fmt.Errorf("%w: %v", errTimeout, limit)
	}
}

// faultOf turns a bot's error into the fault it stands for.
func faultOf(p game.Player, err error) *Fault {
	var ae *AnswerError
	switch {
	case errors.Is(err, errTimeout):
		return &Fault{Player: p, Kind: Timeout, Detail: err.Error()}
	case isReadyError(err):
		return &Fault{Player: p, Kind: Unready, Detail: err.Error()}
	case errors.As(err, &ae):
		return &Fault{Player: p, Kind: ae.Kind, Detail: err.Error()}
	}
	return &Fault{Player: p, Kind: Crash, Detail: err.Error()}
}

// tell gives every bot that observes the events its view may know of.
func (m *Match[S, M, V, E]) tell(events []E) {
	for seat, b := range m.Bots {
		o, ok := b.(game.Observer[E])
		if !ok {
			continue
		}
		told := make([]E, 0, len(events))
		for _, e := range events {
			if r, ok := e.For(game.Player(seat)); ok {
				told = append(told, r)
			}
		}
		o.Observe(told)
	}
}

// end fills the record's result.
func (m *Match[S, M, V, E]) end(fault *Fault) error {
	if fault != nil {
		fault.Move = len(m.Record.Moves) + 1
	}
	m.Record.Result = outcome(m.State, fault)
	final, err := Fingerprint(m.State)
	m.Record.Result.Final = final
	var result any
	if m.Spec.Result != nil {
		result = m.Spec.Result(m.State)
	}
	for _, b := range m.Bots {
		if f, ok := b.(Finisher); ok {
			f.Finish(m.Record.Result, result)
		}
	}
	return err
}

// Finisher is a bot that wants to hear how the match ended.
type Finisher interface {
	// Finish is called once, when the match ends, with the match's result
	// and the game's own result of the final position (Spec.Result: the
	// winners and the scorepad, which every player may see at the end).
	Finish(r Result, result any)
}

// AnswerError is a bot's answer that is not a legal move: Kind Malformed
// for a line that is not an answer (not the JSON object {"move": TEXT},
// TEXT empty, or the line too long), Illegal for an answer whose move is
// not one of the legal moves: one the rules do not allow now, and one the
// game's notation does not read either (a card the game does not have, a
// word that is no move). The kind says which side of the protocol broke:
// the line, or the choice.
type AnswerError struct {
	Kind   string // Malformed or Illegal
	Answer string // the answer as the bot gave it
	Reason string // what is wrong with it
}

// Error describes the answer, its first 200 bytes, and what is wrong
// with it.
func (e *AnswerError) Error() string {
	if len(e.Answer) > maxQuoted {
		return fmt.Sprintf("answer %q... (%d bytes): %s", e.Answer[:maxQuoted], len(e.Answer), e.Reason)
	}
	return fmt.Sprintf("answer %q: %s", e.Answer, e.Reason)
}

// maxQuoted is how much of an answer an AnswerError quotes.
const maxQuoted = 200
