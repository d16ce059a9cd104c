// Command selfplay plays complete games of a rulebox game between random
// bots: it looks the game up in the table of package examples/game, starts
// it from the game's Spec with the flags' setup, and has bot.Random
// (package examples/bot) choose every seat's moves. With one game it prints a transcript: every move, and every event
// it caused as the game writes it (in Before the Earth Explodes and Earth
// Express each names its rule; in Cosmic Run a score does), an event an
// ability caused naming the card and the ability's text (package
// examples/play/tell), then the result. With -games N it plays N games on all cores and prints win rates
// by seat, the average number of rounds and the games per second.
//
//	go run ./examples/selfplay -game cosmicrun -seed 1
//	go run ./examples/selfplay -game cosmicrun -players 1 -level admiral
//	go run ./examples/selfplay -game cosmicrun -games 100000
//	go run ./examples/selfplay -game beforeearth -seed 3
//	go run ./examples/selfplay -game earthexpress -players 4
//	go run ./examples/selfplay -game earthexpress -players 1 -solo expert
//	go run ./examples/selfplay -game earth -players 3
//	go run ./examples/selfplay -game earth -players 3 -animals=false
//
// -game earth is Earth, which the animalkingdom package plays, with the
// Animal Kingdom expansion; -animals=false plays the base game alone. Its
// transcript ends with each player's Animals and what is stored on them,
// the Global Ability, and the scorepad with its "animals" row.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/rulebox/rulebox/examples/game"
)

// options are the flags a game may read.
type options struct {
	players int
	level   string
	solo    string
	// noAnimals plays Earth without the Animal Kingdom expansion
	// (-animals=false).
	noAnimals bool
}

// job is what to play: from seed, games games (one: a transcript), with
// the flags' options, the transcript or summary to out and the progress
// line to progress.
type job struct {
	seed     uint64
	games    int
	opt      options
	out      io.Writer
	progress io.Writer
}

// selfplays plays a job of any game of the table, each game set up from
// the flags in its own file.
var selfplays = game.NewProgram(cosmicRun, beforeEarth, earthExpress, animalKingdom)

func main() {
	name := flag.String("game", "cosmicrun", "game to play: "+strings.Join(game.Names(), ", ")+" (earth: animalkingdom; earth-base: without the expansion)")
	seed := flag.Uint64("seed", 1, "seed of the first game")
	n := flag.Int("games", 1, "games to play; more than 1 prints a summary instead of a transcript")
	var opt options
	flag.IntVar(&opt.players, "players", 0, "number of players (0: the game's usual number)")
	flag.StringVar(&opt.level, "level", "cadet", "solo difficulty, for games that have one")
	flag.StringVar(&opt.solo, "solo", "", "Earth Express solo difficulty: normal, hard or expert (with -players 1)")
	animals := flag.Bool("animals", true, "Earth (animalkingdom) with the Animal Kingdom expansion; false plays the base game alone")
	flag.Parse()
	opt.noAnimals = !*animals
	if err := run(*name, *seed, *n, opt, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "selfplay:", err)
		os.Exit(1)
	}
}

// run plays n games of name from seed, writing the transcript or summary to
// out and the progress line to progress.
func run(name string, seed uint64, n int, opt options, out, progress io.Writer) error {
	g, err := game.Lookup(name, !opt.noAnimals)
	if err != nil {
		return err
	}
	_, err = selfplays.Run(g, job{seed: seed, games: n, opt: opt, out: out, progress: progress})
	return err
}
