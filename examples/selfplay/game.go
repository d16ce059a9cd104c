package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
)

// selfplay plays one game of the table (package game) between random bots
// (package bot), one a seat, with the flags' options applied.
type selfplay[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	// spec is the table's Spec of the game, set up from the flags
	// (game.Flags).
	spec   game.Spec[S, M, V, E]
	rounds func(S) int
	result func(S) string // the final result for a person
	// event tells one event of the move from before to after, naming the
	// ability behind it (package tell).
	event func(before, after S, e E) string
}

// seat is what the Random bot is shown of a seat: its legal moves in the
// state, all that bot.Random asks of a View, without building the View. It
// is a pointer into the table, so that showing it allocates nothing.
type seat[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	s *S
	p game.Player
}

// AppendLegalMoves appends the seat's legal moves to buf.
func (v *seat[S, M, V, E]) AppendLegalMoves(buf []M) []M { return (*v.s).AppendLegalMoves(buf, v.p) }

// table is a game being played: the state, and the Random bot that
// chooses every seat's moves. A worker reuses one table for game after
// game: dealing a game reseeds it and allocates nothing of its own.
type table[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	s    S
	seat seat[S, M, V, E] // the seat to move, as the bot is shown it
	src  *rand.PCG
	r    *rand.Rand // who moves, when several are to
	bot  *bot.Random[*seat[S, M, V, E], M]
}

// newTable makes a table for g's games, dealing none yet (see deal).
func (g selfplay[S, M, V, E]) newTable() *table[S, M, V, E] {
	src := rand.NewPCG(0, 0)
	t := &table[S, M, V, E]{src: src, r: rand.New(src), bot: bot.RandomOf[*seat[S, M, V, E], M](0)}
	t.seat.s = &t.s
	return t
}

// deal starts game seed at t, and seeds the bot and the draw of who moves
// from seed.
func (g selfplay[S, M, V, E]) deal(t *table[S, M, V, E], seed uint64) error {
	var err error
	t.s, err = g.spec.Start(0, seed)
	t.src.Seed(seed, 1)
	t.bot.Seed(seed)
	return err
}

// next asks a player to move, one drawn at random when several are, and
// returns the bot's choice from that seat's legal moves.
func (t *table[S, M, V, E]) next() (M, error) {
	who := t.s.ToMove()
	if len(who) == 0 {
		var none M
		return none, fmt.Errorf("nobody is to move, but the game is not over")
	}
	t.seat.p = who[t.r.IntN(len(who))]
	return t.bot.Choose(&t.seat)
}

// run plays j: a transcript of one game, or a summary of many.
func (g selfplay[S, M, V, E]) run(j job) (struct{}, error) {
	if j.games <= 1 {
		return struct{}{}, g.transcript(j.seed, j.out)
	}
	st, err := g.many(j.seed, j.games, j.progress)
	if err == nil {
		st.print(j.out)
	}
	return struct{}{}, err
}

// legend is a transcript's first line: how to read it.
const legend = "(each move flush left, what it caused indented below it)"

// transcript plays one game and writes, under the legend, every move and
// event.
func (g selfplay[S, M, V, E]) transcript(seed uint64, w io.Writer) error {
	t := g.newTable()
	if err := g.deal(t, seed); err != nil {
		return err
	}
	fmt.Fprintln(w, legend)
	for !t.s.Over() {
		m, err := t.next()
		if err != nil {
			return err
		}
		before := t.s
		var events []E
		if t.s, events, err = t.s.ApplyEvents(m); err != nil {
			return fmt.Errorf("move %v: %w", g.spec.FormatMove(before, m), err)
		}
		fmt.Fprintf(w, "%s\n", g.spec.FormatMove(before, m))
		for _, e := range events {
			fmt.Fprintf(w, "    %s\n", g.event(before, t.s, e))
		}
	}
	fmt.Fprintln(w, g.result(t.s))
	return nil
}

// outcome is what the summary needs of a finished game.
type outcome struct {
	winners []game.Player
	rounds  int
	seats   int // the number of players
}

// stats sums up many games.
type stats struct {
	games   int
	wins    []int // by seat
	noWin   int   // games nobody won (a lost solo game)
	rounds  int
	elapsed time.Duration
}

// many plays n games on all cores, writing a progress line to progress.
func (g selfplay[S, M, V, E]) many(seed uint64, n int, progress io.Writer) (stats, error) {
	workers := runtime.GOMAXPROCS(0)
	results := make([]outcome, n)
	var next, done atomic.Int64
	var firstErr error
	var mu sync.Mutex
	start := time.Now()
	stop := g.report(&done, n, start, progress)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			t := g.newTable()
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				out, err := g.play(t, seed+uint64(i))
				if err != nil {
					mu.Lock()
					firstErr = err
					mu.Unlock()
					return
				}
				results[i] = out
				done.Add(1)
			}
		})
	}
	wg.Wait()
	stop()
	return summarise(results, time.Since(start)), firstErr
}

// play plays one game quietly.
func (g selfplay[S, M, V, E]) play(t *table[S, M, V, E], seed uint64) (outcome, error) {
	if err := g.deal(t, seed); err != nil {
		return outcome{}, err
	}
	for !t.s.Over() {
		m, err := t.next()
		if err == nil {
			t.s, err = t.s.Apply(m)
		}
		if err != nil {
			return outcome{}, fmt.Errorf("game %d, move %v: %w", seed, m, err)
		}
	}
	return outcome{winners: t.s.Winners(), rounds: g.rounds(t.s), seats: len(t.s.Players())}, nil
}

// report writes a progress line every so often until stop is called.
func (g selfplay[S, M, V, E]) report(done *atomic.Int64, n int, start time.Time, w io.Writer) (stop func()) {
	quit := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		t := time.NewTicker(200 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-quit:
				fmt.Fprintf(w, "\r%d/%d games\n", done.Load(), n)
				return
			case <-t.C:
				d := done.Load()
				fmt.Fprintf(w, "\r%d/%d games, %.0f games/s", d, n, float64(d)/time.Since(start).Seconds())
			}
		}
	}()
	return func() { close(quit); <-finished }
}

func summarise(results []outcome, elapsed time.Duration) stats {
	seats := 0
	for _, o := range results {
		seats = max(seats, o.seats)
	}
	st := stats{games: len(results), wins: make([]int, seats), elapsed: elapsed}
	for _, o := range results {
		st.rounds += o.rounds
		if len(o.winners) == 0 {
			st.noWin++
		}
		for _, w := range o.winners {
			st.wins[int(w)]++
		}
	}
	return st
}

// print writes the summary.
func (st stats) print(w io.Writer) {
	fmt.Fprintf(w, "games:          %d\n", st.games)
	for seat, n := range st.wins {
		fmt.Fprintf(w, "P%d wins:        %d (%.1f%%)\n", seat+1, n, 100*float64(n)/float64(st.games))
	}
	if st.noWin > 0 {
		fmt.Fprintf(w, "no winner:      %d (%.1f%%)\n", st.noWin, 100*float64(st.noWin)/float64(st.games))
	}
	fmt.Fprintf(w, "average rounds: %.2f\n", float64(st.rounds)/float64(st.games))
	fmt.Fprintf(w, "games/s:        %.0f (%d cores)\n", float64(st.games)/st.elapsed.Seconds(), runtime.GOMAXPROCS(0))
}
