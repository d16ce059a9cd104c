// Command play lets a person play a rulebox game against bots in a
// terminal. It shows the table as the person sees it (their own View, never
// the hidden cards), numbers their legal moves, and after each step prints
// what happened as the person may know it.
//
//	go run ./examples/play -game cosmicrun
//	go run ./examples/play -game beforeearth -bots ismcts:2000 -seat P2
//	go run ./examples/play -game cosmicrun -players 1
//	go run ./examples/play -game earthexpress -players 1
//	go run ./examples/play -game earth -players 3
//	go run ./examples/play -game earth -compact
//	go run ./examples/play -game earth -players 1 -level hard
//
// The flags set the game up as every rulebox program does (package
// examples/game, Spec.Setup): -players (0: the game package's default
// count, 2 in every game), and 1 is the solo game against the game's
// opponent: Cosmic Run's Round Card at -level cadet, captain or admiral;
// Earth Express's Demeter at -solo normal, hard or expert; Earth's Gaia at
// -level beginner, medium, hard or expert. Earth of more players takes its
// setup mode as -level: standard, beginner or advanced.
//
// -game earth is Earth, which the animalkingdom package plays (-game
// animalkingdom is the same game), with the Animal Kingdom expansion;
// -animals=false (or -game earth-base) plays the base game alone. A saved
// game names which it is.
//
// # The screen
//
// Before each of the person's decisions it draws the table: a header (the
// round and step, or the setup while it lasts; in Earth, the Global
// Ability's step at the end of a round and the last window have their
// own), every player's part of it (Earth Express's and Earth's tableaus as
// grids, each cell a card with its Sprouts and Growth, Earth's floating
// one from its top-left place to its bottom-right, places @row,col from
// the first card planted, each card's full name, wrapped at 18 characters
// a line), the Fauna objectives with the Leaves on them and the Ecosystems in play
// (the public ones and your own; with their text in Earth Express, by name
// and with what each scores now in Earth), a running score (Cosmic Run: movement
// points out of 36; Before the Earth Explodes: how far each player is
// along the three ways to win; Earth Express and Earth: the scorepad total
// the tableau would score now) and the person's hand.
//
// With the Animal Kingdom expansion, each player's part also lists their
// Animals, numbered as the grid marks the cards their Animeeples stand on
// ("White Oak [1] s0 g2": an Animeeple of the player's first Animal),
// with the Animeeples placed and what is stored on each Animal card, what
// lies on their Island, and their Leaves used (those on the Fauna board
// and those discarded: "2 used (1 discarded)") and left; while the
// Animals are chosen, the viewer's own offer (the others' choices stay
// secret). Below the objectives come the Global Ability, its
// Animal and text, Gaia's Animals in solo, and the activation being
// resolved. The expansion's events are told in words: an Animal kept, a
// Leaf discarded, an Animal activated with its ability, an Animeeple
// placed or moved, pieces stored or placed on the Island, the Global
// Ability resolved.
//
// Every event is printed with its rule; one that an ability causes names
// the card and the ability's text. In Earth Express, where the engine's
// event names the card but not which of its abilities, the ability named is
// the one of the player's action colour (BLACK while planting), the one
// offered for a skip, or, when a card has two that fit (a colour and a
// multicoloured one), both. After Cosmic Run's pass it says which cards the
// person received. When the game ends it prints the scorepad row by row,
// as the rulebook lays it out, and the winners.
//
// With -compact, after the first drawing the table is drawn in part: its
// header and the parts of it that changed since it was last drawn (a part
// being a line flush left with the indented lines under it: a player's
// part of the table, a Fauna, the score, the hand); the command table
// draws it all, and after an undo or a load it is drawn in full.
//
// # Moves
//
// The legal moves are numbered in the engine's order, but with the moves
// that let the decision go by last (stop, skip, done and Earth Express's
// end; Cosmic Run's keep, the hand kept without a discard), so that the
// first move does something. A move whose notation does not say what it
// will do says it after a dash: in Earth, a Leaf (which the rules let a
// player discard at any decision, whether or not an Animal can use it)
// says whether it activates the player's Animals or, when none of them
// can be activated, that it activates nothing, and says it again when it
// is played.
//
// # Commands
//
// At the prompt, type a move's number or its notation (with or without
// the seat), or a command: card NAME (or show NAME) prints a card's full
// text, numbers and abilities, found by its name in any case or by a part
// of it that names one card only, with the closest name suggested for one
// it does not know (Cosmic Run's ships are R1 to Y4 and its planets
// "planet 1" to "planet 3"; Before the Earth Explodes has spaceships,
// planets and the four action cards; Earth Express and Earth have Flora,
// Terrain, Fauna and Ecosystems, Earth also Events, Islands, Climates and
// the Animal cards, each printed with both sides, difficulty, Animeeples,
// placement, ability, storage and origin;
// of Earth's Fauna and Ecosystem sides, which the animalkingdom card set
// names without exporting their formulas, it prints the card and side);
// hint (the ISMCTS bot's choice), undo (back to before your last move;
// played again as before, the bots answer as they did then, as undo keeps
// their answers), save FILE, load FILE, table (the whole table, with
// -compact), help (the commands and example moves of the game being
// played), quit. A mistyped move gets the closest legal move as a
// suggestion; a line over 64 KiB is refused, and the game goes on.
//
// A bot may be a program, named exec:PROGRAM ARGS as the referee names it.
// A saved game holds its moves and the steps they were played in, each
// with the person's move and the bots' answers: load plays the steps
// again (each choice one of a player to move, and the moves they play the
// file's), so undo goes back before the load, and the bots' answers
// replay; a file with its moves alone loads with no history to undo.
// A saved game is data: load replays its moves and plays on against the
// bots of -bots, started afresh (the ones before are stopped); it starts
// no program the file names, as a file someone sent may name any, and
// says which bots the file names when they are others. Every bot program
// still running is stopped, with the processes it started, when the
// session ends.
//
// Each game is read in one file (cosmicrun.go, beforeearth.go,
// earthexpress.go, earth.go): a table value that draws it, lists and prints
// its cards, writes its scorepad and tells its events.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
)

func main() {
	if err := run(os.Args[1:], os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "play:", err)
		os.Exit(1)
	}
}

// options are the command's flags.
type options struct {
	// setup is the game and its setup (-game, -players, -level, -solo,
	// -animals), as every rulebox program reads them.
	setup   game.Flags
	players int // setup's Players, as the session starts the game
	seed    uint64
	seat    game.Player
	bots    []string
	hint    bot.Budget
	// compact redraws only the parts of the table that changed (-compact).
	compact bool
}

// run parses the flags and plays until the game ends, the input ends or the
// person quits.
func run(args []string, in io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(out)
	var o options
	var bots, seat, hint string
	o.setup.Register(fs, "cosmicrun")
	fs.Uint64Var(&o.seed, "seed", 0, "the deal and the bots' seeds (0: from the clock)")
	fs.StringVar(&seat, "seat", "P1", "your seat")
	fs.StringVar(&bots, "bots", "ismcts:1000", "comma-separated bots for the other seats, in seat order (the last is repeated)")
	fs.StringVar(&hint, "hint", "2000", "the hint's ISMCTS budget: iterations or a time")
	fs.BoolVar(&o.compact, "compact", false, "before each of your decisions, draw only the parts of the table that changed (table draws it all)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := o.seat.UnmarshalText([]byte(seat)); err != nil {
		return fmt.Errorf("-seat: %w", err)
	}
	var err error
	if o.hint, err = bot.ParseBudget(hint); err != nil {
		return fmt.Errorf("-hint: %w", err)
	}
	o.bots = strings.Split(bots, ",")
	if o.seed == 0 {
		o.seed = clockSeed()
	}
	g, err := o.setup.Game()
	if err != nil {
		return err
	}
	o.players = o.setup.Players
	if g.Opponent() != "" {
		fmt.Fprintf(out, "solo against %s\n", g.Opponent())
	}
	_, err = sessions.Run(g, start{o, lines{bufio.NewReader(in)}, out})
	return err
}

// sessions plays a session of any game, shown by its table.
var sessions = game.NewProgram(cosmicRunTable.session(), beforeEarthTable.session(), earthExpressTable.session(), earthTable.session())
