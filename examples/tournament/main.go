// Command tournament plays bots against each other over a rulebox game, on
// all cores, and prints each bot's win rate with its 95% (Wilson)
// interval, its Elo, the average game length and the decisions per second;
// -out writes the same as CSV or JSON.
//
//	go run ./examples/tournament -game cosmicrun -bots random,greedy,ismcts:200 -games 50
//	go run ./examples/tournament -game beforeearth -mode gauntlet -bots "ismcts,random,exec:./mybot" -out results.csv
//	go run ./examples/tournament -bots random,greedy -games 100 -shard 0/3 -out shard0.json   # and 1/3, 2/3
//	go run ./examples/tournament -merge shard0.json shard1.json shard2.json
//	go run ./examples/tournament -game earth -players 3 -bots random,greedy:4 -games 10
//	go run ./examples/tournament -game earth -animals=false -bots random,greedy:4
//	go run ./examples/tournament -game earth -players 1 -level hard -bots random,greedy:4 -games 10
//
// -game earth (or animalkingdom) plays Earth with the Animal Kingdom
// expansion; -animals=false plays the base game alone, and its results
// name the game earth-base.
//
// Each table seats -players players, or without it the game package's
// default count (2 in every game); bots fewer than the seats are repeated, in the order
// named, until they fill them (random,greedy at a table of 4: random,
// greedy, random#2, greedy#2). One player is the solo game, each bot alone
// against the game's opponent as every rulebox program plays it (package
// examples/game, Spec.Setup), so a win rate is how often it beats her:
// Cosmic Run's Round Card at -level cadet, captain or admiral; Earth
// Express's Demeter at -solo normal, hard or expert; Earth's Gaia at
// -level beginner, medium, hard or expert (Earth of more players takes its
// setup mode as -level: standard, beginner or advanced). The results keep
// the level and name the opponent.
//
// Round-robin plays every set of bots that fills the table (every pair in a
// 2-player game); gauntlet plays the first bot against every set of the
// others. Each set plays -games games in every seat rotation, so no bot
// keeps the first seat. Bots are named as the referee names them (random,
// greedy, ismcts:1000, ismcts:50ms, exec:PROGRAM ARGS; a Go bot becomes
// such a program with referee.Serve); a bot named twice is labelled
// random, random#2. After the line per bot comes a line per
// pair of bots that met: who finished ahead of whom, the draws, and the
// first bot's share with its interval.
//
// Past one machine, -shard i/n plays the games whose index in the
// schedule is i modulo n (i from 0, as a Kubernetes Indexed Job's
// JOB_COMPLETION_INDEX counts): every shard of one command line plays a
// fixed, disjoint slice, each game with the seed it has in the whole
// schedule. Each shard writes its JSON with -out, with each game's record
// (its moves and result, as the referee records a match); -merge FILE...
// reads them and prints the table of the whole tournament, the same as one
// run prints but for the measured times (decisions/s; elapsed is the
// shards' sum). It refuses shards that do not hold each game of the
// schedule exactly once, with its bots in their seats and its seed, or a
// game that its record does not re-derive (as the referee's -verify does):
// the winners, the forfeit and the length are the record's. Played with
// -cards, the results and every record name the set's files with their
// SHA-256, and -merge reloads them by those names, refusing shards whose
// files are missing or have changed.
// indexed-job.yaml beside this file is a ready-to-use Kubernetes Indexed
// Job that does so, with the Slurm and GNU parallel equivalents.
//
// -svg FILE draws each bot's win rate as a bar with its 95% interval and
// its Elo, for a reader who would rather look than read.
//
// Games run on all cores, with a progress bar and an ETA. The summary gives
// each bot's games, wins, win rate with its 95% Wilson interval, Elo
// (fitted to who beat whom, averaging 1500), decisions per second and
// forfeits (the faults column: games lost by a timeout, a crash or a bad
// answer), and the average game length; -out writes CSV or JSON.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/rulebox/rulebox/examples/game"
)

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "tournament:", err)
		os.Exit(1)
	}
}

// options are the command's flags.
type options struct {
	// setup is the game and its setup (-game, -players, -level, -solo,
	// -animals).
	setup    game.Flags
	bots     []string
	mode     string
	games    int
	seed     uint64
	workers  int
	moveTime time.Duration
	out      string
	shard    shard
	merge    []string // with -merge: the shards' files to merge instead of playing
	svg      string
}

// run parses the flags, plays the tournament (or merges shards) and
// writes the results.
func run(args []string, stdout, progress io.Writer) error {
	o, err := parseOptions(args)
	if err != nil {
		return err
	}
	var sum Summary
	switch {
	case o.merge != nil:
		sum, err = merge(o.merge)
	default:
		var g game.Game
		var t tournament
		if g, err = o.setup.Game(); err == nil {
			t, err = runners.Run(g, struct{}{})
		}
		if err == nil {
			sum, err = t.play(setup{o, progress})
		}
	}
	if err != nil {
		return err
	}
	if err := report(sum, o.out, stdout); err != nil || o.svg == "" {
		return err
	}
	return os.WriteFile(o.svg, sum.SVG(), 0o644)
}

// parseOptions reads the command line.
func parseOptions(args []string) (options, error) {
	fs := flag.NewFlagSet("tournament", flag.ContinueOnError)
	var o options
	var bots, shardFlag string
	var mergeFlag bool
	o.setup.Register(fs, "cosmicrun")
	fs.StringVar(&bots, "bots", "random,greedy,ismcts:200", "comma-separated bots")
	fs.StringVar(&o.mode, "mode", "roundrobin", "roundrobin or gauntlet (the first bot against the others)")
	fs.IntVar(&o.games, "games", 20, "games per set of bots and seat rotation")
	fs.Uint64Var(&o.seed, "seed", 1, "first game's seed; game i plays seed+i")
	fs.IntVar(&o.workers, "workers", runtime.GOMAXPROCS(0), "games played at once")
	fs.DurationVar(&o.moveTime, "movetime", 0, "time limit per move (0: none)")
	fs.StringVar(&o.out, "out", "", "write the results to this file: .csv or .json")
	fs.StringVar(&o.svg, "svg", "", "also draw the win rates into this SVG file")
	fs.StringVar(&shardFlag, "shard", "", "play only shard i/n of the schedule, counting from 0 as a Kubernetes Indexed Job does: 0/3, 1/3 and 2/3 are its three thirds")
	fs.BoolVar(&mergeFlag, "merge", false, "merge the shards' JSON files named as arguments instead of playing")
	if err := fs.Parse(args); err != nil {
		return o, err
	}
	if o.out != "" && !strings.HasSuffix(o.out, ".csv") && !strings.HasSuffix(o.out, ".json") {
		return o, fmt.Errorf("-out %q: want a .csv or .json file", o.out)
	}
	if mergeFlag {
		o.merge = append([]string{}, fs.Args()...)
		return o, nil
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected arguments %q (only -merge takes files)", fs.Args())
	}
	var err error
	if o.shard, err = parseShard(shardFlag); err != nil {
		return o, err
	}
	o.bots = strings.Split(bots, ",")
	if o.mode != "roundrobin" && o.mode != "gauntlet" {
		return o, fmt.Errorf("-mode %q: want roundrobin or gauntlet", o.mode)
	}
	if o.games < 1 || o.workers < 1 {
		return o, fmt.Errorf("-games and -workers must be at least 1")
	}
	return o, nil
}

// report prints sum and writes it to the file out, if named.
func report(sum Summary, out string, stdout io.Writer) error {
	sum.Print(stdout)
	if out == "" {
		return nil
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	if strings.HasSuffix(out, ".csv") {
		err = sum.WriteCSV(f)
	} else {
		err = sum.WriteJSON(f)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
