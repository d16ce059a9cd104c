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

// job is one game to play: its place in the schedule, the bots by seat
// (indexes into the bot list) and the seed.
type job struct {
	index int
	seats []int
	seed  uint64
}

// schedule lists every game of the tournament o for tables of players
// seats, in order: each table in each seat rotation, o.games times; game i
// plays seed o.seed+i.
func schedule(o options, players int) []job {
	var jobs []job
	for _, t := range tables(len(o.bots), players, o.mode == "gauntlet") {
		for _, seats := range rotations(t) {
			for range o.games {
				i := len(jobs)
				jobs = append(jobs, job{index: i, seats: seats, seed: o.seed + uint64(i)})
			}
		}
	}
	return jobs
}

// setup is a tournament's options and where its progress bar goes.
type setup struct {
	o        options
	progress io.Writer
}

// tournament is the work of a tournament of one game, whatever its types:
// a runner.
type tournament interface {
	play(su setup) (Summary, error)
	verifyAll(m merged) error
}

// runners finds the runner of any game of the table.
var runners = game.NewProgram[struct{}, tournament](newRunner, newRunner, newRunner, newRunner)

// runner plays and verifies the games of a tournament of game g: it
// carries the game's types for the methods that do the work.
type runner[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]] struct {
	g game.Spec[S, M, V, E]
}

// newRunner makes the runner of game g, as runners' function.
func newRunner[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], _ struct{}) (tournament, error) {
	return runner[S, M, V, E]{g}, nil
}

// play runs the tournament su.o on su.o.workers goroutines.
func (t runner[S, M, V, E]) play(su setup) (Summary, error) {
	g, o, progress := t.g, su.o, su.progress
	s, err := g.Start(0, o.seed)
	if err != nil {
		return Summary{}, err
	}
	players := len(s.Players())
	o.bots = fill(o.bots, players)
	all := schedule(o, players)
	var jobs []job
	for _, j := range all {
		if o.shard.has(j.index) {
			jobs = append(jobs, j)
		}
	}
	results := make([]GameRecord, len(jobs))
	var next, done atomic.Int64
	var mu sync.Mutex
	var firstErr error
	start := time.Now()
	stop := bar(&done, len(jobs), start, progress)
	var wg sync.WaitGroup
	for range o.workers {
		wg.Go(func() {
			for i := next.Add(1) - 1; i < int64(len(jobs)); i = next.Add(1) - 1 {
				out, err := t.playOne(o, players, jobs[i])
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
	head := Summary{Game: g.Name, Level: g.Level(), Opponent: g.Opponent(), Cards: referee.CardSet(g.CardFiles()), Mode: o.mode, Players: players, Seed: o.seed, GamesPerSet: o.games,
		Shard: o.shard.String(), Scheduled: len(all), Elapsed: time.Since(start).Seconds()}
	return summarise(head, o.bots, results), nil
}

// fill repeats bots, in the order named, until they fill a table of
// players seats: random,greedy at a table of 4 plays random, greedy,
// random#2 and greedy#2 (as labels names them).
func fill(bots []string, players int) []string {
	out := bots
	for i := 0; len(out) < players; i++ {
		out = append(out[:len(out):len(out)], bots[i%len(bots)])
	}
	return out
}

// playOne plays one game of the tournament.
func (t runner[S, M, V, E]) playOne(o options, players int, j job) (GameRecord, error) {
	g := t.g
	cfg := referee.Config{Game: g.Name, Players: players, Seed: j.seed, MoveTime: o.moveTime}
	for _, b := range j.seats {
		cfg.Bots = append(cfg.Bots, o.bots[b])
	}
	bots, err := referee.New(g).NewBots(cfg)
	if err != nil {
		return GameRecord{}, err
	}
	defer referee.CloseBots(bots)
	m, err := referee.NewMatch(g, cfg, bots...)
	if err != nil {
		return GameRecord{}, err
	}
	rec, err := m.Run()
	if err != nil {
		return GameRecord{}, fmt.Errorf("game %d: %w", j.seed, err)
	}
	r := GameRecord{Index: j.index, Seed: j.seed, Seats: j.seats,
		Decisions: m.Decisions, ThinkingNS: make([]int64, len(m.Thinking)), Record: rec}
	r.Winners, r.Fault, r.Moves = outcomeOf(rec)
	for i, d := range m.Thinking {
		r.ThinkingNS[i] = d.Nanoseconds()
	}
	return r, nil
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
