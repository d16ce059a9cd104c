package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rulebox/rulebox/internal/engine"
)

// state is the shape every rulebox game's State has, as this program uses it.
type state[S any, M fmt.Stringer, P ~int, E fmt.Stringer] interface {
	Over() bool
	ToMove() []P
	AppendLegalMoves(buf []M, p P) []M
	Apply(m M) (S, error)
	ApplyEvents(m M) (S, []E, error)
}

// outcome is what the summary needs of a finished game.
type outcome struct {
	winners []engine.Player
	rounds  int
}

// game plugs one rulebox game into the program.
type game[S state[S, M, P, E], M fmt.Stringer, P ~int, E fmt.Stringer] struct {
	seats   int
	newGame func(seed uint64) (S, error)
	outcome func(S) outcome
	result  func(S) string // the final result for a person
	// event tells one event of the move from before to after, naming the
	// ability behind it (package tell).
	event func(before, after S, e E) string
}

// player is the random bot: it picks a player to move and one of their
// legal moves, uniformly.
func randomMove[S state[S, M, P, E], M fmt.Stringer, P ~int, E fmt.Stringer](s S, r *rand.Rand, buf []M) (M, []M) {
	who := s.ToMove()
	p := who[r.IntN(len(who))]
	buf = s.AppendLegalMoves(buf[:0], p)
	return buf[r.IntN(len(buf))], buf
}

// transcript plays one game and writes every move and event.
func (g game[S, M, P, E]) transcript(seed uint64, w io.Writer) error {
	s, err := g.newGame(seed)
	if err != nil {
		return err
	}
	r := rand.New(rand.NewPCG(seed, 1))
	var buf []M
	for !s.Over() {
		var m M
		m, buf = randomMove(s, r, buf)
		var events []E
		before := s
		if s, events, err = s.ApplyEvents(m); err != nil {
			return fmt.Errorf("move %v: %w", m, err)
		}
		fmt.Fprintf(w, "%v\n", m)
		for _, e := range events {
			fmt.Fprintf(w, "    %s\n", g.event(before, s, e))
		}
	}
	fmt.Fprintln(w, g.result(s))
	return nil
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
func (g game[S, M, P, E]) many(seed uint64, n int, progress io.Writer) (stats, error) {
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
			var buf []M
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				out, err := g.play(seed+uint64(i), &buf)
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
	return summarise(results, g.seats, time.Since(start)), firstErr
}

// play plays one game quietly.
func (g game[S, M, P, E]) play(seed uint64, buf *[]M) (outcome, error) {
	s, err := g.newGame(seed)
	if err != nil {
		return outcome{}, err
	}
	r := rand.New(rand.NewPCG(seed, 1))
	for !s.Over() {
		var m M
		m, *buf = randomMove(s, r, *buf)
		if s, err = s.Apply(m); err != nil {
			return outcome{}, fmt.Errorf("game %d, move %v: %w", seed, m, err)
		}
	}
	return g.outcome(s), nil
}

// report writes a progress line every so often until stop is called.
func (g game[S, M, P, E]) report(done *atomic.Int64, n int, start time.Time, w io.Writer) (stop func()) {
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

func summarise(results []outcome, seats int, elapsed time.Duration) stats {
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
