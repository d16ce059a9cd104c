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
//	go run ./examples/selfplay -game earth -players 1 -level hard
//
// The flags set the game up as every rulebox program does (package
// examples/game, Spec.Setup): -players (0: the game package's default
// count, 2 in every game), and 1 is the solo game against the game's
// opponent: Cosmic Run's Round Card at -level cadet, captain or admiral;
// Earth Express's Demeter at -solo normal, hard or expert; Earth's Gaia at
// -level beginner, medium, hard or expert. Earth of more players takes its
// setup mode as -level: standard, beginner or advanced.
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

	"github.com/rulebox/rulebox/examples/game"
)

// job is what to play: from seed, games games (one: a transcript), the
// transcript or summary to out and the progress line to progress.
type job struct {
	seed     uint64
	games    int
	out      io.Writer
	progress io.Writer
}

// selfplays plays a job of any game of the table, set up from the flags
// (game.Flags), each game's transcript written in its own file.
var selfplays = game.NewProgram(cosmicRun, beforeEarth, earthExpress, animalKingdom)

func main() {
	var setup game.Flags
	setup.Register(flag.CommandLine, "cosmicrun")
	seed := flag.Uint64("seed", 1, "seed of the first game")
	n := flag.Int("games", 1, "games to play; more than 1 prints a summary instead of a transcript")
	flag.Parse()
	if err := run(setup, *seed, *n, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "selfplay:", err)
		os.Exit(1)
	}
}

// run plays n games of the game setup names, set up as it says, from
// seed, writing the transcript or summary to out and the progress line to
// progress.
func run(setup game.Flags, seed uint64, n int, out, progress io.Writer) error {
	g, err := setup.Game()
	if err != nil {
		return err
	}
	_, err = selfplays.Run(g, job{seed: seed, games: n, out: out, progress: progress})
	return err
}
