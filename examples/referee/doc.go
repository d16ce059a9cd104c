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
// program exits) or answers with a malformed or illegal move forfeits: the
// match ends at once, the state stays as it was before that answer, the
// other players win, and the record says what happened. Every match writes
// a Record (config, seed, moves in notation, result) that Verify replays to
// the identical final state.
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
// talks to it in lines of JSON on its standard input and output. It sends
// "start" (the game, your seat, the number of players), then a "move"
// message whenever you are to move: your "view" (the game's View as JSON:
// only what your seat may see), your "legal" moves in notation, and the
// "events" since your last message as you may know them. Answer each
// "move" with one line, {"move": "<one of legal>"}. At the end it sends
// "end" with the winners and closes your input. A complete exchange begins
// (referee, then bot, one JSON object a line):
//
//	{"type":"start","game":"cosmicrun","seat":"P2","players":2}
//	{"type":"move","seat":"P2","view":{"me":"P2","players":2,...},"legal":["P2 pass B1","P2 pass G4","P2 pass Y1","P2 pass Y2","P2 pass Y3","P2 pass Y4"]}
//	{"move":"P2 pass B1"}
//
// and ends
//
//	{"type":"end","seat":"P2","events":["P1 placed B4 at planet 2","P2 placed Y1 at planet 3","P1 scored 2 at planet 2 by best hand (now 12)","P1 reached planet 2","P1 reached all three planets and wins"],"winners":["P1"]}
//
// A bot in Python:
//
//	import json, sys
//	for line in sys.stdin:
//	    msg = json.loads(line)
//	    if msg["type"] == "move":
//	        print(json.dumps({"move": msg["legal"][0]}), flush=True)
//
// With -movetime, a bot that does not answer in time forfeits; so does one
// that exits, answers with something that is not such a line or not a move
// (malformed), or with a move that is not legal (illegal). The match ends
// there, the state as it was before the answer, the other players win, and
// the record says who and why. Every match's record (-record) holds the
// config, the seed, the moves in notation and the result with a SHA-256 of
// the final state's JSON; -verify replays it and checks that it reaches the
// same state and result. Serve is the other side of the protocol, for a
// bot written in Go.
package referee
