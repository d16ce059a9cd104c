package referee

import "github.com/rulebox/rulebox/examples/game"

// Referee referees matches of one game: it makes their bots (NewBot,
// NewBots), plays them (PlayMatch), replays and verifies their records
// (Replay, Verify), and serves a Go bot to another referee (Serve). It
// carries the game's four types, taken from the game's Spec by New, so
// that none of its methods names them.
type Referee[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	spec game.Spec[S, M, V, E]
}

// New makes the referee of the game g.
func New[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E]) Referee[S, M, V, E] {
	return Referee[S, M, V, E]{spec: g}
}

// PlayMatch is New(g).PlayMatch(cfg): a function of the game's Spec, as a
// game.Program takes one, so that a program plays a match of any game of
// the table with
//
//	matches := game.NewProgram(referee.PlayMatch, referee.PlayMatch, referee.PlayMatch, referee.PlayMatch)
func PlayMatch[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], cfg Config) (Record, error) {
	return New(g).PlayMatch(cfg)
}

// PlayMatch makes cfg's bots, plays the match and returns its record.
func (r Referee[S, M, V, E]) PlayMatch(cfg Config) (Record, error) {
	bots, err := r.NewBots(cfg)
	if err != nil {
		return Record{}, err
	}
	defer CloseBots(bots)
	m, err := NewMatch(r.spec, cfg, bots...)
	if err != nil {
		return Record{}, err
	}
	return m.Run()
}
