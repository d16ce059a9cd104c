package main

import (
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// job is one game to play: the bots by seat (indexes into the bot list)
// and the seed.
type job struct {
	seats []int
	seed  uint64
}

// outcome is what a finished game tells the summary.
type outcome struct {
	seats     []int
	winners   []game.Player
	fault     *referee.Fault
	moves     int
	decisions []int
	thinking  []time.Duration
}

// play runs the tournament o in game g on o.workers goroutines.
func play[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], o options, progress io.Writer) (Summary, error) {
	s, err := g.Start(o.players, o.seed)
	if err != nil {
		return Summary{}, err
	}
	players := len(s.Players())
	if len(o.bots) < players {
		return Summary{}, fmt.Errorf("%d bots for %d seats", len(o.bots), players)
	}
	var jobs []job
	for _, t := range tables(len(o.bots), players, o.mode == "gauntlet") {
		for _, seats := range rotations(t) {
			for range o.games {
				jobs = append(jobs, job{seats: seats, seed: o.seed + uint64(len(jobs))})
			}
		}
	}
	results := make([]outcome, len(jobs))
	var next, done atomic.Int64
	var mu sync.Mutex
	var firstErr error
	start := time.Now()
	stop := bar(&done, len(jobs), start, progress)
	var wg sync.WaitGroup
	for range o.workers {
		wg.Go(func() {
			for i := next.Add(1) - 1; i < int64(len(jobs)); i = next.Add(1) - 1 {
				out, err := playOne(g, o, players, jobs[i])
				if err != nil {
					mu.Lock()
					firstErr = err
					mu.Unlock()
					next.Store(int64(len(jobs)))
					return
				}
				results[i] = out
				done.Add(1)
			}
		})
	}
	wg.Wait()
	stop()
	if firstErr != nil {
		return Summary{}, firstErr
	}
	return summarise(o, results, time.Since(start)), nil
}

// playOne plays one game of the tournament.
func playOne[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], o options, players int, j job) (outcome, error) {
	cfg := referee.Config{Game: g.Name, Players: players, Seed: j.seed, MoveTime: o.moveTime}
	for _, b := range j.seats {
		cfg.Bots = append(cfg.Bots, o.bots[b])
	}
	bots, err := referee.NewBots(g, cfg)
	if err != nil {
		return outcome{}, err
	}
	defer referee.CloseBots(bots)
	m, err := referee.NewMatch(g, cfg, bots...)
	if err != nil {
		return outcome{}, err
	}
	rec, err := m.Run()
	if err != nil {
		return outcome{}, fmt.Errorf("game %d: %w", j.seed, err)
	}
	return outcome{seats: j.seats, winners: rec.Result.Winners, fault: rec.Result.Fault, moves: len(rec.Moves),
		decisions: m.Decisions, thinking: m.Thinking}, nil
}

// bar draws a progress bar with the games done and the time left, until
// stop is called.
func bar(done *atomic.Int64, n int, start time.Time, w io.Writer) (stop func()) {
	quit, finished := make(chan struct{}), make(chan struct{})
	draw := func() {
		d := int(done.Load())
		const width = 30
		filled := width * d / max(n, 1)
		eta := "?"
		if d > 0 {
			eta = (time.Since(start) * time.Duration(n-d) / time.Duration(d)).Round(time.Second).String()
		}
		fmt.Fprintf(w, "\r[%-*s] %d/%d games, ETA %s   ", width, bars[:filled], d, n, eta)
	}
	go func() {
		defer close(finished)
		t := time.NewTicker(250 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-quit:
				draw()
				fmt.Fprintln(w)
				return
			case <-t.C:
				draw()
			}
		}
	}()
	return func() { close(quit); <-finished }
}

const bars = "##############################"
