// Command referee plays a match between bots over a rulebox game and writes
// its record, or verifies a record by replaying it.
//
//	go run ./examples/referee/cmd/referee -game cosmicrun -bots ismcts:200,random -seed 3 -record match.json
//	go run ./examples/referee/cmd/referee -game beforeearth -bots "random,exec:python3 mybot.py" -movetime 2s
//	go run ./examples/referee/cmd/referee -verify match.json
//	go run ./examples/referee/cmd/referee -game earth -players 3 -bots greedy,random,random
//	go run ./examples/referee/cmd/referee -game earth -animals=false -bots random,random
//	go run ./examples/referee/cmd/referee -game earth -players 1 -bots greedy -level hard
//	go run ./examples/referee/cmd/referee -game earthexpress -players 1 -bots random -solo expert
//	go run ./examples/referee/cmd/referee -bots "exec:./a,exec:./b" -movetime 2s -isolate 200000
//
// -game earth (or animalkingdom) plays Earth with the Animal Kingdom
// expansion, recorded as animalkingdom; -animals=false plays the base game
// alone, recorded as earth-base. -verify reads either.
//
// -cards FILE[,FILE] plays a card set of its own (game.Flags); the record
// names its files and their SHA-256, and -verify reloads them by those
// names, refusing a record whose files are missing or have changed.
//
// The match seats a player for each bot named in -bots, or -players
// players, one bot a seat. One player is the solo game, against the
// game's own opponent as every rulebox program plays it (package
// examples/game, Spec.Setup): Cosmic Run's Round Card at -level cadet,
// captain or admiral; Earth Express's Demeter at -solo normal, hard or
// expert; Earth's Gaia at -level beginner, medium, hard or expert (Earth
// of more players takes its setup mode as -level: standard, beginner or
// advanced). Before the Earth Explodes is for 2. The record keeps the
// level, and the output ends with how the solo game went ("solo against
// Gaia (hard): P1 loses, P1 51, Gaia 233").
//
// A bot is named as bot.Parse reads it (random, greedy, ismcts:1000,
// ismcts:50ms) or as exec:PROGRAM ARGS for a program speaking the protocol
// of referee.Message and referee.Answer (examples/referee/PROTOCOL.md). A
// program answers the start message with {"ready":true} within -readytime
// (30 s), which does not count against -movetime, or forfeits (unready).
// What a program writes on standard error goes to the referee's standard
// error, each line prefixed with its seat ("[P2] debug..."), or with
// -bot-stderr FILE to that file, all seats in one, prefixed the same way. With -isolate, each program runs
// in new user and PID namespaces as a host user of its own (Linux, as
// root), so that no bot can read another's messages; see package referee.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"strings"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "referee:", err)
		os.Exit(1)
	}
}

// run parses the flags and plays or verifies.
func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("referee", flag.ContinueOnError)
	var setup game.Flags
	setup.Register(fs, "cosmicrun")
	seed := fs.Uint64("seed", 1, "the match seed: the deal, the bots' seeds and the order of simultaneous moves")
	bots := fs.String("bots", "ismcts,random", "comma-separated bots, one per seat")
	moveTime := fs.Duration("movetime", 0, "time limit per move (0: none)")
	readyTime := fs.Duration("readytime", referee.DefaultReadyTime, `time each exec: bot has from its start to answer the start message with {"ready":true}; apart from -movetime`)
	botStderr := fs.String("bot-stderr", "", "write what exec: bots write on standard error to this `FILE`, each line prefixed with the seat (\"[P2] \"), /dev/null to drop it; default: the referee's standard error")
	isolate := fs.Uint64("isolate", 0, "isolate each exec: bot in new user and PID namespaces, seat n as host user `UID`+n (Linux, as root; 0: bots run as your user)")
	recordTo := fs.String("record", "", "write the match record to this file")
	verify := fs.String("verify", "", "verify the record in this file instead of playing")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *verify != "" {
		return verifyFile(*verify, out)
	}
	if *readyTime < 0 {
		return fmt.Errorf("-readytime %v: a time cannot be negative", *readyTime)
	}
	if *isolate > math.MaxUint32 {
		return fmt.Errorf("-isolate %d: a user id is at most %d", *isolate, uint32(math.MaxUint32))
	}
	names := strings.Split(*bots, ",")
	g, err := setUp(setup, len(names))
	if err != nil {
		return err
	}
	cfg := referee.Config{Game: g.Name, Players: setup.Players, Seed: *seed, Bots: names, MoveTime: *moveTime, Isolate: uint32(*isolate), ReadyTime: *readyTime}
	if *botStderr != "" {
		f, err := os.Create(*botStderr)
		if err != nil {
			return fmt.Errorf("-bot-stderr: %w", err)
		}
		defer f.Close()
		cfg.Stderr = f
	}
	rec, err := matches.Run(g, cfg)
	if err != nil {
		return err
	}
	printRecord(out, rec)
	line, err := solos.Run(g, rec)
	if err != nil {
		return err
	}
	if line != "" {
		fmt.Fprintln(out, line)
	}
	if *recordTo != "" {
		b, _ := json.MarshalIndent(rec, "", "  ")
		return os.WriteFile(*recordTo, append(b, '\n'), 0o644)
	}
	return nil
}

// setUp sets the game up for -players, or without it for as many players
// as bots are named.
func setUp(setup game.Flags, bots int) (game.Game, error) {
	if setup.Players == 0 {
		g, err := game.Lookup(setup.Name, setup.Animals)
		if err != nil {
			return g, fmt.Errorf("-game: %w", err)
		}
		if !slices.Contains(g.Seats(), bots) {
			return g, fmt.Errorf("-bots names %s, one a player, but %s is for %s", count(bots, "bot"), g.Name, g.PlayerCounts())
		}
		setup.Players = bots
	}
	g, err := setup.Game()
	if err == nil && bots != setup.Players {
		err = fmt.Errorf("-bots names %s for -players %d: name a bot for each seat", count(bots, "bot"), setup.Players)
	}
	return g, err
}

// count writes n things in English: "1 bot", "2 bots".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}

// matches plays a match of any game; verifies verifies a record of any.
var (
	matches  = game.NewProgram[referee.Config, referee.Record](referee.PlayMatch, referee.PlayMatch, referee.PlayMatch, referee.PlayMatch)
	verifies = game.NewProgram[referee.Record, struct{}](verify, verify, verify, verify)
)

// verify is the game's Referee.Verify, as a Program's function.
func verify[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], rec referee.Record) (struct{}, error) {
	return struct{}{}, referee.New(g).Verify(rec)
}

// verifyFile reads a record and replays it.
func verifyFile(path string, out io.Writer) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	rec, err := readRecord(b)
	if err != nil {
		return fmt.Errorf("%s does not verify: %w", path, err)
	}
	g, err := game.Lookup(rec.Config.Game, true)
	if err == nil && len(rec.Config.Cards) > 0 {
		var files []game.CardFile
		if files, err = referee.ReadCards(rec.Config.Cards); err == nil {
			g, err = g.WithCards(files)
		}
	}
	if err == nil {
		g, err = g.Setup(rec.Config.Players, rec.Config.Level)
	}
	if err == nil {
		_, err = verifies.Run(g, rec)
	}
	if err != nil {
		return errors.Join(fmt.Errorf("%s does not verify", path), err)
	}
	fmt.Fprintf(out, "%s: %d moves replay to the recorded final state; winners %v\n", path, len(rec.Moves), rec.Result.Winners)
	return nil
}

// readRecord reads a record's JSON, refusing a field a record does not
// have: a claim that nothing would check.
func readRecord(b []byte) (referee.Record, error) {
	var rec referee.Record
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rec); err != nil {
		return rec, err
	}
	if dec.More() {
		return rec, errors.New("more after the record")
	}
	return rec, nil
}

// printRecord writes the moves and the result for a person.
func printRecord(w io.Writer, rec referee.Record) {
	for i, m := range rec.Moves {
		fmt.Fprintf(w, "%4d  %s\n", i+1, m)
	}
	r := rec.Result
	if r.Fault != nil {
		fmt.Fprintln(w, r.Fault.Error())
	}
	fmt.Fprintf(w, "winners %v, scores %v\n", r.Winners, r.Scores)
}
