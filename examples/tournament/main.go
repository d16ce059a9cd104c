// Command tournament plays bots against each other over a rulebox game, on
// all cores, and prints each bot's win rate with its 95% (Wilson)
// interval, its Elo, the average game length and the decisions per second;
// -out writes the same as CSV or JSON.
//
//	go run ./examples/tournament -game cosmicrun -bots random,greedy,ismcts:200 -games 50
//	go run ./examples/tournament -game beforeearth -mode gauntlet -bots "ismcts,random,exec:./mybot" -out results.csv
//
// Round-robin plays every set of bots that fills the table (every pair in a
// 2-player game); gauntlet plays the first bot against every set of the
// others. Each set plays -games games in every seat rotation, so no bot
// keeps the first seat. Bots are named as the referee names them (random,
// greedy, ismcts:1000, ismcts:50ms, exec:PROGRAM ARGS).
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
	game     string
	players  int
	bots     []string
	mode     string
	games    int
	seed     uint64
	workers  int
	moveTime time.Duration
	out      string
}

// run parses the flags, plays the tournament and writes the results.
func run(args []string, stdout, progress io.Writer) error {
	fs := flag.NewFlagSet("tournament", flag.ContinueOnError)
	var o options
	var bots string
	fs.StringVar(&o.game, "game", "cosmicrun", "the game: "+strings.Join(game.Names, ", "))
	fs.IntVar(&o.players, "players", 0, "players at each table (0: the game's usual)")
	fs.StringVar(&bots, "bots", "random,greedy,ismcts:200", "comma-separated bots")
	fs.StringVar(&o.mode, "mode", "roundrobin", "roundrobin or gauntlet (the first bot against the others)")
	fs.IntVar(&o.games, "games", 20, "games per set of bots and seat rotation")
	fs.Uint64Var(&o.seed, "seed", 1, "first game's seed; game i plays seed+i")
	fs.IntVar(&o.workers, "workers", runtime.GOMAXPROCS(0), "games played at once")
	fs.DurationVar(&o.moveTime, "movetime", 0, "time limit per move (0: none)")
	fs.StringVar(&o.out, "out", "", "write the results to this file: .csv or .json")
	if err := fs.Parse(args); err != nil {
		return err
	}
	o.bots = strings.Split(bots, ",")
	if o.mode != "roundrobin" && o.mode != "gauntlet" {
		return fmt.Errorf("-mode %q: want roundrobin or gauntlet", o.mode)
	}
	if o.games < 1 || o.workers < 1 {
		return fmt.Errorf("-games and -workers must be at least 1")
	}
	if o.out != "" && !strings.HasSuffix(o.out, ".csv") && !strings.HasSuffix(o.out, ".json") {
		return fmt.Errorf("-out %q: want a .csv or .json file", o.out)
	}
	var sum Summary
	var err error
	switch o.game {
	case game.CosmicRun.Name:
		sum, err = play(game.CosmicRun, o, progress)
	case game.BeforeEarth.Name:
		sum, err = play(game.BeforeEarth, o, progress)
	case game.EarthExpress.Name:
		sum, err = play(game.EarthExpress, o, progress)
	case game.AnimalKingdom.Name:
		sum, err = play(game.AnimalKingdom, o, progress)
	default:
		return fmt.Errorf("no game %q: want one of %s", o.game, strings.Join(game.Names, ", "))
	}
	if err != nil {
		return err
	}
	sum.Print(stdout)
	if o.out == "" {
		return nil
	}
	f, err := os.Create(o.out)
	if err != nil {
		return err
	}
	if strings.HasSuffix(o.out, ".csv") {
		err = sum.WriteCSV(f)
	} else {
		err = sum.WriteJSON(f)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
