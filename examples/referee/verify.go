package referee

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulebox/rulebox/examples/game"
)

// Verify re-derives everything rec claims and refuses what it cannot: the
// card set must be the one the referee's game is set up with (the files
// and their digests: see ReadCards), the config must be one a match could have (the game's number of players, a
// bot named for each seat or none), the moves must replay to the recorded
// final state, and the result must follow from it. A match without a fault
// must end with the game over; a fault must be one that could have ended
// the match there: the game not over, the faulting seat in the game and to
// move, at the move after the recorded ones, of a known kind, and a
// timeout only under a time limit; a bot not ready only before the first
// move, and only a program. What a fault's bot did cannot be
// replayed (a timeout or a crash leaves no move behind), so Verify checks
// that the fault could have happened, not that it did. Winners and scores
// must be exactly those the final state and the fault give.
func (r Referee[S, M, V, E]) Verify(rec Record) error {
	if rec.Config.Game != r.spec.Name {
		return fmt.Errorf("the record is of %q, not %q", rec.Config.Game, r.spec.Name)
	}
	if rec.Config.Level != r.spec.Level() {
		return fmt.Errorf("the record is of %s at level %q, the referee's game at %q (game.Spec.Setup)", rec.Config.Game, rec.Config.Level, r.spec.Level())
	}
	if err := checkCards(rec.Config.Cards, CardSet(r.spec.CardFiles())); err != nil {
		return err
	}
	s, err := r.Replay(rec)
	if err != nil {
		return err
	}
	if err := checkConfig(rec.Config, len(s.Players())); err != nil {
		return err
	}
	final, err := Fingerprint(s)
	if err != nil {
		return err
	}
	if final != rec.Result.Final {
		return fmt.Errorf("the moves lead to state %s, the record says %s", final, rec.Result.Final)
	}
	if err := checkEnd(s, rec); err != nil {
		return err
	}
	want := outcome(s, rec.Result.Fault)
	if !slices.Equal(want.Winners, rec.Result.Winners) || !slices.Equal(want.Scores, rec.Result.Scores) {
		return fmt.Errorf("the moves give winners %v and scores %v, the record says %v and %v",
			want.Winners, want.Scores, rec.Result.Winners, rec.Result.Scores)
	}
	return nil
}

// checkConfig checks that cfg is the config of a match of players seats, as
// NewMatch writes it.
func checkConfig(cfg Config, players int) error {
	if cfg.Players != players {
		return fmt.Errorf("the record says %d players, its game has %d", cfg.Players, players)
	}
	if len(cfg.Bots) != 0 && len(cfg.Bots) != players {
		return fmt.Errorf("the record names %d bots for %d players", len(cfg.Bots), players)
	}
	if cfg.MoveTime < 0 || cfg.ReadyTime < 0 {
		return fmt.Errorf("the record's time limits %v a move, %v to be ready, are not both 0 or more", cfg.MoveTime, cfg.ReadyTime)
	}
	return nil
}

// ended is what the referee reads of the state a match ended in: the part
// of game.State that names none of the game's own types.
type ended interface {
	Players() []game.Player
	Over() bool
	ToMove() []game.Player
	Winners() []game.Player
	Score(p game.Player) int
}

// checkEnd checks that the match could have ended in s as rec says: by the
// game's end, or by a fault that could have happened in s.
func checkEnd(s ended, rec Record) error {
	f := rec.Result.Fault
	if f == nil {
		if !s.Over() {
			return fmt.Errorf("the record ends after move %d with the game not over and no fault", len(rec.Moves))
		}
		return nil
	}
	switch {
	case s.Over():
		return fmt.Errorf("the record has %v forfeit when the game was over", f.Player)
	case !slices.Contains(s.Players(), f.Player):
		return fmt.Errorf("the record has %v forfeit, but %v is not in the game (seats %v)", f.Player, f.Player, s.Players())
	case f.Kind == Unready:
		return checkUnready(rec)
	case !slices.Contains(s.ToMove(), f.Player):
		return fmt.Errorf("the record has %v forfeit after move %d, but %v is not to move there (%v are)", f.Player, len(rec.Moves), f.Player, s.ToMove())
	case f.Move != len(rec.Moves)+1:
		return fmt.Errorf("the record has %v forfeit at move %d, not at move %d, the one after its %d moves", f.Player, f.Move, len(rec.Moves)+1, len(rec.Moves))
	case !slices.Contains(faultKinds, f.Kind):
		return fmt.Errorf("the record's fault is of kind %q, not one of %q", f.Kind, faultKinds)
	case f.Kind == Timeout && rec.Config.MoveTime == 0:
		return fmt.Errorf("the record has %v time out in a match with no time limit", f.Player)
	}
	return nil
}

// checkUnready checks that rec's Unready fault could have happened: before
// the first move, by a bot that is a program (if the record names its
// bots).
func checkUnready(rec Record) error {
	f := rec.Result.Fault
	switch {
	case len(rec.Moves) != 0 || f.Move != 1:
		return fmt.Errorf("the record has %v not ready at move %d after %d moves: a bot says it is ready before the first move", f.Player, f.Move, len(rec.Moves))
	case len(rec.Config.Bots) != 0 && !strings.HasPrefix(rec.Config.Bots[f.Player], "exec:"):
		return fmt.Errorf("the record has %v not ready, but its bot %q is not a program", f.Player, rec.Config.Bots[f.Player])
	}
	return nil
}

// faultKinds are the kinds a Fault may be of.
var faultKinds = []string{Unready, Timeout, Crash, Malformed, Illegal}

// outcome is the result of a match that ended in s, or with fault: a player
// who forfeits loses, and the others win.
func outcome(s ended, fault *Fault) Result {
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
