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
// verifies records.
package referee
