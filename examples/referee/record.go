package referee

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"github.com/rulebox/rulebox/examples/game"
)

// Config is a match's setup, as its record keeps it.
type Config struct {
	Game    string `json:"game"`            // the game's name, as game.Names lists it; NewMatch sets it
	Players int    `json:"players"`         // 0: the game's usual number
	Level   string `json:"level,omitempty"` // the level its Spec was set up at (game.Spec.Setup; NewMatch sets it); "": the default
	Seed    uint64 `json:"seed"`            // the deal, the bots' seeds and the order of simultaneous moves
	// Cards are the files of the card set played (game.Spec.WithCards),
	// each with its SHA-256, in the order given; none: the standard set.
	// NewMatch sets them.
	Cards    []CardFile    `json:"cards,omitempty"`
	Bots     []string      `json:"bots"`                // by seat, as named to the command
	MoveTime time.Duration `json:"move_time,omitempty"` // per move, in nanoseconds; 0: no limit
	// Isolate, if not 0, isolates every bot program (Program.UID): seat
	// n's runs as host user Isolate+n, so that no two bots share a user.
	// 0: bot programs run as the referee's own user.
	Isolate uint32 `json:"isolate,omitempty"`
	// ReadyTime is how long each bot program has, from its start, to
	// answer the "start" message with Ready, in nanoseconds; 0:
	// DefaultReadyTime (30 s). It is apart from MoveTime: starting never
	// counts against a move.
	ReadyTime time.Duration `json:"ready_time,omitempty"`
	// Stderr receives what the bot programs write on standard error, each
	// line prefixed with the seat ("[P2] "); nil: the referee's own
	// standard error. The record does not keep it.
	Stderr io.Writer `json:"-"`
}

// Fault is what went wrong with a bot that forfeited.
type Fault struct {
	Player game.Player `json:"player"` // the bot's seat
	Kind   string      `json:"kind"`   // "unready", "timeout", "crash", "malformed" or "illegal"
	Detail string      `json:"detail"` // what happened, for a person
	// Move is the number of the move the bot was asked for, counting the
	// record's moves from 1: always one after the last of them, as the
	// match ends at once.
	Move int `json:"move"`
}

// The kinds of Fault. Unready is a bot program that did not answer the
// "start" message with Ready in its ready time (or sent something else, or
// ended, first): it forfeits before the first move. Timeout is no answer
// within the time limit; Crash a program that ended (or closed its output)
// or a Go bot that failed. Malformed is a line that is not an answer (not
// exactly the JSON object {"move": TEXT} with TEXT not blank, or over
// MaxLine); Illegal an answer whose move is not one of the legal moves,
// whether the rules forbid it now or the game has no such move (a card it
// does not have): see AnswerError.
const (
	Unready   = "unready"
	Timeout   = "timeout"
	Crash     = "crash"
	Malformed = "malformed"
	Illegal   = "illegal"
)

// Error describes the fault.
func (f *Fault) Error() string {
	return fmt.Sprintf("%v forfeits (%s): %s", f.Player, f.Kind, f.Detail)
}

// Result is how a match ended.
type Result struct {
	Winners []game.Player `json:"winners"`         // by the rules, or every other player after a forfeit
	Scores  []int         `json:"scores"`          // by seat: the game's Score at the end
	Fault   *Fault        `json:"fault,omitempty"` // the forfeit that ended the match; nil if none
	Final   string        `json:"final"`           // SHA-256 of the final state's JSON
}

// Record is everything needed to replay a match and check its result.
type Record struct {
	Config Config   `json:"config"` // the match's setup
	Moves  []string `json:"moves"`  // in notation, in the order applied
	Result Result   `json:"result"` // how it ended
}

// Fingerprint is the SHA-256 of s's JSON, in hex: equal for equal states.
func Fingerprint(s any) (string, error) {
	b, err := json.Marshal(s)
	if err != nil {
		return "", fmt.Errorf("the state cannot be written as JSON: %w", err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// Replay plays rec's moves from its config and returns the final state.
func (r Referee[S, M, V, E]) Replay(rec Record) (S, error) {
	s, err := r.spec.Start(rec.Config.Players, rec.Config.Seed)
	if err != nil {
		return s, err
	}
	for i, text := range rec.Moves {
		m, err := r.spec.ParseMove(s, text)
		if err != nil {
			return s, fmt.Errorf("move %d %q: %w", i+1, text, err)
		}
		if s, err = s.Apply(m); err != nil {
			return s, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	return s, nil
}
