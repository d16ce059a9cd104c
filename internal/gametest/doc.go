// Package gametest is the conformance harness every game package runs.
//
// Run plays random legal games to the end with pgregory.net/rapid and checks,
// after every step, the properties the shared game API promises:
//
//   - applying any legal move leaves the parent state, and every sibling
//     state made from it, exactly as it was (deep JSON snapshots; the quick
//     run compares about eight siblings a step, drawn at random, the long
//     runs every one). The checks of moves and views below are made for
//     every player at every step, except in the quick run's games of more
//     than two players, where a step checks the players to move and one
//     other drawn at random;
//   - every listed legal move applies, and every candidate move that is not
//     listed is refused with the game's illegal-move error and returns the
//     state as it was (one refused move a step, drawn at random, is compared
//     in full); a player with nothing to decide has no legal moves;
//   - every legal move's notation parses back to the same move, and moves,
//     states and views round-trip through JSON;
//   - each player's view is identical for a state sampled from that view,
//     which differs only in what the player cannot see, and that player's
//     legal moves are the same in both;
//   - the game's own invariants (conservation of cards and resources, the
//     game's State.Validate) hold: in Cosmic Run each of the 16 ship cards
//     in exactly one place; in Before the Earth Explodes all 30 resources
//     somewhere, every card in one place, tracks within 0 to 7; in Earth
//     Express every card in exactly one place, pieces within each Flora's
//     capacities and only on Flora, claims and Demeter's score consistent;
//   - the game ends within a bounded number of moves, and replaying the same
//     config and move notations gives an identical state;
//   - every state can be played on: a game that is not over has a player to
//     move, each player to move is a player of the game with a legal move,
//     and nobody is to move once the game is over;
//   - once a game, a state of it (drawn at random) has one value of its JSON
//     changed (a number off by one, zero, negative or large; another string
//     of the document; an element of an array or object dropped or
//     repeated). The game may refuse the mutant; a mutant it accepts must
//     pass every check above and reach its end by random play with every
//     state passing the invariants and playable. Mutants lists every such
//     mutant of one state, for a test that tries them all.
//
// A game plugs in by filling a Spec; the harness knows no game rules. The
// harness is itself tested on a toy game with planted bugs.
//
// # Mutants
//
// TryMutants tries every mutant Mutants lists of one state (in a long
// array, six elements spread over it; for a string, twelve of the
// document's strings); each accepted mutant is checked by every legal move
// of every player to move, and some are played to the end. The games' tests
// (TestEveryMutantRefusedOrPlayable) run it over positions of Earth Express
// (a solo, a 2-player and a 4-player game: about 16,000 accepted mutants),
// Before the Earth Explodes (every fifth position of two games: about
// 2,400) and Earth (a solo, a 2-player beginner, a teams and a 3-player
// advanced game: about 27,000).
//
// # Long runs
//
// "go test ./..." plays a few games of each property, mutant and
// conformance run, enough to exercise every check. With RULEBOX_LONG=1
// (Long, LongEnv) they play their full number of games, as CI (.ci/run)
// does; Checks sets rapid's number of cases from the two.
//
// # The other tests
//
//   - Rulebook examples: every worked example in a rulebook is a named
//     TestRulebook... test built from a scenario, in its game's package.
//   - Fuzzing: go test -fuzz targets, for every game: move notation, move
//     JSON (Earth Express and Earth read moves by notation), state JSON,
//     view JSON (then Sample, whose state must validate and play on),
//     scenarios and card files; card sets built in Go for the games whose
//     sets can be (Cosmic Run, Before the Earth Explodes); and the ability
//     parser and YAML decoding in carddata. A decoded state or scenario that
//     is accepted is played to its end.
//   - Hostile bots: the referee's line reader and record verifier have
//     fuzz targets (FuzzLineReader, FuzzVerify: a record Verify accepts
//     holds every claim). Real bot programs under examples/referee/testdata
//     write a 2 MiB line, close their output and stay alive, leave sleeping
//     children behind, and spy on each other through /proc; the tests check
//     that the match ends in time with the right fault, that no process is
//     left, and that isolated bots cannot open each other's input (skipped,
//     saying why, where namespaces or root are missing).
//   - Linear cost: card files and scenarios cost in proportion to their
//     size whatever they hold (aliases, repeated errors, long values): tests
//     rebuild hostile files at two sizes and check that the allocation grows
//     no faster than the file.
//   - Nothing shared to change: MutableVars reads a package's source with
//     go/parser and lists each exported variable an importer could change
//     for every other importer (a slice, map, pointer or channel, or a
//     value holding one where an importer reaches it); error sentinels are
//     allowed. TestNoMutableExportedVariables runs it over carddata, the
//     four games and examples/game.
//   - CI (.ci/run): no committed binaries, gofmt, go vet, staticcheck, go
//     test -race ./... (without the conformance, mutant and JSON-mutant
//     runs, which play on one goroutine; other tests that play on one
//     goroutine play fewer games there, where Race reports true), the
//     long runs with RULEBOX_LONG=1, a 3-second run of every fuzz target,
//     two at a time (FUZZTIME sets it; one that fails on the fuzz
//     runner's deadline without writing an input is run once more), and
//     go test ./....
package gametest
