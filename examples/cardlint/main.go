// Command cardlint is a card designer's report on a card set of any game:
// it loads the set (the standard one, or -cards FILE[,FILE]: every error
// with its file:line:col), prints Earth Express's objectives (Fauna and
// Ecosystem sides, Terrain objectives, BROWN abilities) with the share of
// the Earth cards that count towards each, the percentage printed on real
// cards, and plays -games games with -bots in every seat to tell how often
// each card was planted or taken, how often each ability fired and how
// often it was offered but not paid. An ability that fired in under 1% of
// the games its card was in play in is flagged RARE: a card whose ability
// almost never fires. Cosmic Run has no abilities: its report is the cards
// played at each planet and the points they scored. -json writes the
// report as JSON.
//
// It exits with status 1 when the set does not load or an objective
// cannot be met.
//
//	go run ./examples/cardlint                                   # Earth Express's standard set
//	go run ./examples/cardlint -game earth -cards examples/cards/earth.yaml -games 100
//	go run ./examples/cardlint -game beforeearth -games 200 -bots greedy -json
package main

import (
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/rulebox/rulebox/examples/game"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "cardlint:", err)
		os.Exit(1)
	}
}

// reports lints a set of any game.
var reports = game.NewProgram(cosmicRun, beforeEarth, earthExpress, earth)

// run reads the flags, lints the set and writes the report to out.
func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("cardlint", flag.ContinueOnError)
	var setup game.Flags
	setup.Register(fs, "earthexpress")
	var o options
	fs.IntVar(&o.games, "games", 0, "games to play on the set (0: only load it and measure its objectives)")
	fs.StringVar(&o.bots, "bots", "random", "the bot in every seat: random or greedy")
	fs.Uint64Var(&o.seed, "seed", 1, "the first game's seed")
	asJSON := fs.Bool("json", false, "write the report as JSON")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q: name card files with -cards", fs.Args())
	}
	if o.games < 0 {
		return fmt.Errorf("-games %d: a number of games cannot be negative", o.games)
	}
	if o.bots != "random" && o.bots != "greedy" {
		return fmt.Errorf("-bots %q: random or greedy", o.bots)
	}
	g, err := setup.Game()
	if err != nil {
		return err
	}
	o.players = setup.Players
	r, err := reports.Run(g, o)
	if err != nil {
		return err
	}
	r.flag()
	if *asJSON {
		err = r.WriteJSON(out)
	} else {
		r.Print(out)
	}
	if bad := r.unmet(); err == nil && bad > 0 {
		err = fmt.Errorf("%d objectives cannot be met", bad)
	}
	return err
}

// unmet counts the objectives that cannot be met.
func (r *Report) unmet() int {
	n := 0
	for _, o := range r.Objectives {
		if o.Problem != "" {
			n++
		}
	}
	return n
}
