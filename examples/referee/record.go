package referee

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/rulebox/rulebox/examples/game"
)

// Config is a match's setup, as its record keeps it.
type Config struct {
	Game     string        `json:"game"`                // the game's name, as game.Names lists it; NewMatch sets it
	Players  int           `json:"players"`             // 0: the game's usual number
	Seed     uint64        `json:"seed"`                // the deal, the bots' seeds and the order of simultaneous moves
	Bots     []string      `json:"bots"`                // by seat, as named to the command
	MoveTime time.Duration `json:"move_time,omitempty"` // per move, in nanoseconds; 0: no limit
}

// Fault is what went wrong with a bot that forfeited.
type Fault struct {
	Player game.Player `json:"player"` // the bot's seat
	Kind   string      `json:"kind"`   // "timeout", "crash", "malformed" or "illegal"
	Detail string      `json:"detail"` // what happened, for a person
}

// The kinds of Fault.
const (
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
func Replay[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], rec Record) (S, error) {
	s, err := g.Start(rec.Config.Players, rec.Config.Seed)
	if err != nil {
		return s, err
	}
	for i, text := range rec.Moves {
		m, err := g.ParseMove(s, text)
		if err != nil {
			return s, fmt.Errorf("move %d %q: %w", i+1, text, err)
		}
		if s, err = s.Apply(m); err != nil {
			return s, fmt.Errorf("move %d: %w", i+1, err)
		}
	}
	return s, nil
}

// Verify replays rec and checks that it reaches the final state, winners and
// scores it records. A match a bot forfeited is checked up to the forfeit.
func Verify[S game.State[S, M, V, E], M game.Move, V game.View[S, M], E game.Event[E]](g game.Spec[S, M, V, E], rec Record) error {
	if rec.Config.Game != g.Name {
		return fmt.Errorf("the record is of %q, not %q", rec.Config.Game, g.Name)
	}
	s, err := Replay(g, rec)
	if err != nil {
		return err
	}
	final, err := Fingerprint(s)
	if err != nil {
		return err
	}
	if final != rec.Result.Final {
		return fmt.Errorf("the moves lead to state %s, the record says %s", final, rec.Result.Final)
	}
	want := outcome(s, rec.Result.Fault)
	if !slices.Equal(want.Winners, rec.Result.Winners) || !slices.Equal(want.Scores, rec.Result.Scores) {
		return fmt.Errorf("the moves give winners %v and scores %v, the record says %v and %v",
			want.Winners, want.Scores, rec.Result.Winners, rec.Result.Scores)
	}
	return nil
}

// outcome is the result of a match that ended in s, or with fault: a player
// who forfeits loses, and the others win.
func outcome[S game.State[S, M, V, E], M game.Move, V any, E any](s S, fault *Fault) Result {
	r := Result{Winners: []game.Player{}, Fault: fault}
	for _, p := range s.Players() {
		r.Scores = append(r.Scores, s.Score(p))
		if fault != nil && p != fault.Player {
			r.Winners = append(r.Winners, p)
		}
	}
	if fault == nil {
		r.Winners = append(r.Winners, s.Winners()...)
	}
	return r
}
