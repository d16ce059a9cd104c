// Package referee runs matches between bots over any rulebox game: Go
// values (game.Bot) or external programs speaking line-delimited JSON
// (External). Every bot is shown only its own View and the events its View
// may know of; no bot ever sees the true state.
//
// A simultaneous step is resolved fairly: every player to move is asked
// from their own view first, then their choices are applied in an order
// drawn at random from the match seed and the step's number (so no seat is
// favoured, and a record replays the same order). A choice that an earlier
// one in the same step made impossible is dropped, and its player asked
// again at the next step.
//
// A bot that times out, crashes (a Go bot returns an error or panics, a
// program exits or closes its output), answers with a malformed or illegal
// move, or, as a program, does not say it is ready at the start, forfeits: the match ends at once, the state stays as it was
// before that answer, the other players win, and the record says what
// happened and at which move. Every match writes a Record (config, seed,
// moves in notation, result) that Verify replays to the identical final
// state.
//
// The referee of a game is a Referee, made from the game's Spec (package
// game), which names the game's types once for all its methods:
//
//	r := referee.New(game.CosmicRun)
//	rec, err := r.PlayMatch(referee.Config{Seed: 7, Bots: []string{"ismcts", "random"}})
//	err = r.Verify(rec)
//
// PlayMatch is also a function of the Spec, the shape a game.Program takes,
// so that a program plays any game of the table by name; NewMatch starts a
// Match between Go bots of one's own, and Resolve is the fair order of a
// step, for a loop of one's own.
//
// # Verifying a record
//
// Verify re-derives every claim of a record and refuses one it cannot: the
// moves must replay to the recorded final state, and the winners and
// scores must follow from it. A match without a fault must end with the
// game over. A fault cannot be replayed (a timeout leaves no move behind),
// so Verify checks that it could have happened: the game not over, the
// faulting seat in the game and to move after the recorded moves, the
// fault at the move after them, of a known kind, and a timeout only under
// a time limit. A forger who stops a record at a position where a seat is
// to move and has it forfeit there is beyond what a record can show.
//
// # Limits on bot programs
//
// An External program runs in a process group of its own. The group is
// killed when the bot is closed (CloseBots, at the end of PlayMatch), and
// at once when the bot itself judges an answer: a line over MaxLine bytes
// or not a legal move, or its output closed. Close waits at most
// CloseGrace for the program to exit by itself, then kills the group, so
// no process the program started in its group outlives the match.
// Messages are written to a program without waiting, so a program that
// does not read its input cannot block the referee: it does not answer,
// and times out under a time limit (without one, the referee waits for an
// answer as long as it takes, as it does for a Go bot).
//
// Programs run as the referee's own user unless isolated, and processes of
// one user can open each other's /proc/PID/fd: a bot can read another's
// messages, its views included, and take them before it does. Isolate
// them (Config.Isolate, the command's -isolate, Program.UID) where that
// matters: on Linux, run as root, each program then runs in new user and
// PID namespaces as root there, mapped to a host user of its own (seat n
// as Isolate+n) with no other groups, and cannot open another's /proc
// files. The program's file and folders must be open to that user. A
// process that leaves its process group (by setsid) is killed with the
// namespace when the bot ends, if isolated; if not, it is out of reach.
// Elsewhere, or without root, isolation is refused with an error.
//
// The command in cmd/referee runs a match from the command line and
// verifies records:
//
//	go run ./examples/referee/cmd/referee -game cosmicrun -seed 7 -bots "ismcts,exec:python3 mybot.py" -movetime 2s -record match.json
//	go run ./examples/referee/cmd/referee -verify match.json
//
// # A bot in another language
//
// The referee runs a program as a bot (External, named exec:PROGRAM) and
// talks to it in lines of JSON on its standard input and output.
// PROTOCOL.md, in this package's folder, is the whole protocol: every
// message, every key of each game's view, with example lines; a test
// checks it against the messages of real matches. In short, the referee
// sends "start" (the game, your seat, the number of players, and "cards":
// the facts of every card of the game, its cost, VP, colours, habitats
// and abilities' text, to look up the cards a view names) and the bot
// answers {"ready":true} within its ready time (Config.ReadyTime, the
// command's -readytime, DefaultReadyTime 30 s, counted from the program's
// start). No "move" message is sent before every bot is ready, so the time
// a program takes to start never counts against a move; a bot that does
// not say it is ready forfeits before the first move (unready). Then the
// referee sends a "move" message whenever you are to move: your "view"
// (the game's View as JSON: only what your seat may see), your "legal"
// moves in notation, and the "events" since your last message as you may
// know them. Answer each "move" with one line, {"move": "<one of legal>"}.
// At the end it sends "end" with the winners, the "scores", the game's
// "result" (the scorepad's rows and totals, Gaia's or Demeter's score in
// solo) and, after a forfeit, the "fault", and closes your input. A
// complete exchange begins (referee, then bot, one JSON object a line):
//
//	{"type":"start","game":"cosmicrun","seat":"P2","players":2,"cards":{"ships":[{"name":"R1","number":1,"colour":"red",...},...],...}}
//	{"ready":true}
//	{"type":"move","seat":"P2","view":{"me":"P2","players":2,...},"legal":["P2 pass B1","P2 pass G4","P2 pass Y1","P2 pass Y2","P2 pass Y3","P2 pass Y4"]}
//	{"move":"P2 pass B1"}
//
// and ends
//
//	{"type":"end","seat":"P2","events":["P1 placed Y2 at planet 1","P2 placed Y4 at planet 3","P1 scored 1 at planet 1 by card matching (P1 now at 4 there)"],"winners":["P2"],"scores":[17,36],"result":{"over":true,"winners":["P2"],"rows":[{"name":"planet 1","planet":0,"values":[5,12],"reached":[false,true]},...],"rounds":3}}
//
// A bot in Python (bots/random_bot.py is a complete one, playing at random):
//
//	import json, sys
//	for line in sys.stdin:
//	    msg = json.loads(line)
//	    if msg["type"] == "start":
//	        print(json.dumps({"ready": True}), flush=True)
//	    elif msg["type"] == "move":
//	        print(json.dumps({"move": msg["legal"][0]}), flush=True)
//
// What a bot program writes on standard error is passed on as it comes,
// line by line, each line prefixed with its seat ("[P2] thinking..."): to
// the referee's own standard error, or to Config.Stderr (the command's
// -bot-stderr FILE, one file for all seats, prefixed the same way). Its
// last kilobyte is also quoted in the record of a crash.
//
// With -movetime, a bot that does not answer in time forfeits (timeout); so
// does one that exits or closes its standard output (crash), answers with
// something that is not such a line, or a line over MaxLine (1 MiB)
// (malformed), or with a move that is not one of the legal moves, whether
// the rules forbid it now or the game has no such move, a card it does
// not have say (illegal): malformed is a line the bot got wrong, illegal
// a choice. The match
// ends there, the state as it was before the answer, the other players
// win, and the record says who, why and at which move. Every match's
// record (-record) holds the config, the seed, the moves in notation and
// the result with a SHA-256 of the final state's JSON; -verify replays it,
// re-derives every claim as Verify does, and refuses a field a record does
// not have. Referee.Serve is the other side of the protocol, for a
// bot written in Go.
package referee
