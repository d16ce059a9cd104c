// Package learn plays many games at once for a learner: Open starts them,
// Envs.Step plays one action id in each, the bots of examples/bot play the
// other seats, and a game that ends starts again at once. Serve speaks the
// same over lines of JSON, for the environment server
//
//	go run ./examples/learn/cmd/env
//
// and rulebox_env.py, beside this file, is its Python client (standard
// library only; numpy arrays when numpy is installed). cmd/train trains a
// policy on Cosmic Run through Open.
//
// It plays every game of examples/game's table: each game's State and
// View number their moves and write what the viewer sees as numbers
// (game.Actions and game.Observation, part of the contract every game
// shares), so the code here is generic over them.
//
// # The protocol
//
// The client writes one JSON object a line; the server answers each with
// one line, and in the binary format with the arrays after it. A refused
// request gets {"error": "..."}, changes nothing, and the connection goes
// on.
//
// reset starts envs games afresh:
//
//	{"cmd": "reset", "game": "cosmicrun", "envs": 256, "seed": 1, "reward": "result", "opponents": ["random"], "format": "binary"}
//
// Its fields:
//
//   - game: a name game.Lookup knows; players: the seats (0 or left out:
//     the game's usual number; cosmicrun 1 is the solo game).
//   - envs: 1 to 65,536 games; seed: the same seed and actions give the
//     same games.
//   - reward: "result" (the default), +1 for a winner, -1 for a loser (who
//     did not win a game someone won, or lost a solo game), 0 for a draw;
//     or "margin", the player's Score less the best Score of the others
//     (solo: the Score; in Cosmic Run the three tracks added up, 0 to 36).
//     Either is given at the step a game ends, 0 at every other.
//   - opponents: the bots ("random", "greedy", "greedy:16", "ismcts:200")
//     in the seats from P2 on; the client plays the seats left, at least
//     one. With none the client plays every seat (self-play).
//   - format: "json" (the default) or "binary".
//
// step plays one action id in every game, for its player to act:
//
//	{"cmd": "step", "actions": [17, 40, ...]}
//
// An id that is not a legal action of that player refuses the whole step,
// naming the game. After the client's action the bots move until one of
// the client's seats is to act (in a simultaneous step, the client first).
//
// games lists the games the server plays ({"games": ["cosmicrun"]}), and
// close ends the server ({"closed": true}); so does the end of its input.
//
// The reply to reset and step describes the games, "game", "envs",
// "seats", "actions" (the number of action ids), "obs_shape" and
// "obs_size", and gives for each game i:
//
//   - player[i]: the seat to act now, 0 for P1;
//   - obs[i]: what that seat sees, obs_size numbers (the game's
//     View.AppendObservation; Cosmic Run's table is in its package doc);
//   - mask[i]: actions values, 1 for each legal action id of that seat;
//   - reward[i]: the reward of the seat that acted in game i in this step;
//     rewards[i]: every seat's, seats values;
//   - done[i]: the game ended in this step; player, obs and mask are then
//     the new game's, begun in its place (auto-reset).
//
// In the JSON format these are arrays in the reply line, a row a game. In
// the binary format the line has them as "bytes": the number of bytes
// that follow it, little-endian, one array after another, each of envs
// rows: player (int32), reward (float32), rewards (float32, seats a row),
// obs (float32, obs_size a row), done (uint8), mask (uint8, actions a row).
//
// # Speed
//
// Measured with
//
//	go build -o /tmp/env ./examples/learn/cmd/env
//	RULEBOX_ENV=/tmp/env python3 examples/learn/bench_env.py --envs 256
//	go test -run '^$' -bench Step ./examples/learn
//
// on the project's 2-core AMD EPYC machine, shared with other work (load
// average 21 to 27 during the runs), Python 3 without numpy, 256 Cosmic
// Run games against the random bot, the first legal action in each:
//
//   - from Python, by the clock: 42,700 to 129,200 environment steps a
//     second in five runs of 10 s (median 74,600), 760 to 2,300 games a
//     second;
//   - from Python, by CPU time (client and server take turns, so this is
//     the clock rate with a core free for each): 137,600 to 224,100 steps a
//     second, the client (decoding the reply into rows) a little over half
//     of it;
//   - the Go side alone (BenchmarkStep: the step, the random bot's moves
//     and the binary reply): 333,000 to 387,000 steps a second in the runs
//     not slowed by the load (2.6 to 3.0 µs a step), 5.5 allocations a
//     step (the View each observation is made from copies the card set,
//     and a new game is dealt every 40 or so steps).
//
// The target of 50,000 steps a second is met by the clock in four of the
// five runs on this loaded machine (the fifth, 42,700, ran at a load of
// 24), and by CPU time in all. Drawing each action at random in Python
// (--random, a list of the legal ids a game) costs the client more than
// the environment does: 26,400 steps a second by the clock, 90,000 by CPU
// time. The same for the other games, by the clock on the same loaded
// machine (load 16), 256 games against the random bot, first legal ids:
// Earth Express (2 players) 24,600 steps a second from Python, 56,000 by
// CPU time, 14,000 to 26,000 on the Go side alone; Earth with the Animals
// (2 players: 14,665 ids and 4,076 numbers a game each step) 4,000 from Python,
// 9,300 by CPU time, 7,300 to 9,600 on the Go side (the observation, which
// scores every seat, and the mask are most of a step).
package learn
