package gametest

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
)

// Playable says why s cannot be played on, or returns nil: s must pass
// valid and Live, and so must the state every legal move of every player
// to move leads to. With rnd, a random game from s must also reach its end
// within maxMoves moves, every state passing valid and Live.
func Playable[S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](s S, valid func(S) error, rnd *rand.Rand, maxMoves int) error {
	if err := playableNow(s, valid); err != nil {
		return err
	}
	var buf []M
	for _, p := range s.ToMove() {
		buf = s.AppendLegalMoves(buf[:0], p)
		for _, m := range buf {
			next, err := s.Apply(m)
			if err == nil {
				err = playableNow(next, valid)
			}
			if err != nil {
				return fmt.Errorf("after %v: %w", m, err)
			}
		}
	}
	for n := 0; rnd != nil && !s.Over(); n++ {
		if n >= maxMoves {
			return fmt.Errorf("a random game from it is not over after %d moves", n)
		}
		var err error
		if s, err = RandomMove(s, valid, rnd); err != nil {
			return fmt.Errorf("in a random game from it: %w", err)
		}
	}
	return nil
}

// RandomMove applies a random legal move of a random player to move in s,
// and returns the state it leads to, or why that state fails valid or
// Live.
func RandomMove[S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](s S, valid func(S) error, rnd *rand.Rand) (S, error) {
	who := s.ToMove()
	if len(who) == 0 {
		return s, errors.New("nobody is to move")
	}
	moves := s.AppendLegalMoves(nil, who[rnd.IntN(len(who))])
	if len(moves) == 0 {
		return s, errors.New("a player to move has no legal move")
	}
	next, err := s.Apply(moves[rnd.IntN(len(moves))])
	if err == nil {
		err = playableNow(next, valid)
	}
	return next, err
}

func playableNow[S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](s S, valid func(S) error) error {
	if err := valid(s); err != nil {
		return err
	}
	return Live(s)
}

// TryMutants decodes every mutant of s's JSON (see Mutants) and checks
// that each one JSON decoding accepts is Playable; one accepted mutant in
// every toEnd is also played to its end by random moves. It returns how
// many mutants were accepted, and the first that is not playable, named
// by its change (a panic is reported as such).
func TryMutants[S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](s S, valid func(S) error, rnd *rand.Rand, toEnd, maxMoves int) (accepted int, err error) {
	doc, err := json.Marshal(s)
	if err != nil {
		return 0, err
	}
	merr := Mutants(doc, func(mutant []byte, change string) bool {
		var r *rand.Rand
		if (accepted+1)%toEnd == 0 {
			r = rnd
		}
		ok, perr := tryMutant(mutant, valid, r, maxMoves)
		if ok {
			accepted++
		}
		if perr != nil {
			err = fmt.Errorf("mutant%s: %w", change, perr)
		}
		return err == nil
	})
	if merr != nil {
		return accepted, merr
	}
	return accepted, err
}

// tryMutant decodes doc and, when decoding accepts it, checks that it is
// Playable; a panic in either is turned into an error.
func tryMutant[S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](doc []byte, valid func(S) error, rnd *rand.Rand, maxMoves int) (accepted bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	var m S
	if json.Unmarshal(doc, &m) != nil {
		return false, nil
	}
	if err := Playable(m, valid, rnd, maxMoves); err != nil {
		return true, fmt.Errorf("accepted: %w", err)
	}
	return true, nil
}

// CheckNotation is the body of a fuzz target over move notation: text
// either does not parse in s, or parses to a move whose notation parses
// back to the same move; a move that parses is applied to s, which must
// accept it or refuse it with an error, not panic. It returns the move and
// whether text parsed, for a caller that applies it elsewhere too.
func CheckNotation[S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](t testing.TB, s S, text string, parse func(S, string) (M, error)) (M, bool) {
	t.Helper()
	m, err := parse(s, text)
	if err != nil {
		return m, false
	}
	back, err := parse(s, m.String())
	if err != nil || back != m {
		t.Fatalf("%q parsed to %v, whose notation %q reads back as %v (%v)", text, m, m.String(), back, err)
	}
	_, _ = s.Apply(m)
	return m, true
}

// TryMutantsAlong plays a random game from s and tries every mutant (see
// TryMutants) of one position in every: the first and then each every-th.
// It returns how many mutants were accepted, and the first failure, of a
// mutant or of the game itself.
func TryMutantsAlong[S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](s S, valid func(S) error, rnd *rand.Rand, every, toEnd, maxMoves int) (accepted int, err error) {
	for n := 0; !s.Over(); n++ {
		if n >= maxMoves {
			return accepted, fmt.Errorf("the game is not over after %d moves", n)
		}
		if n%every == 0 {
			k, err := TryMutants(s, valid, rnd, toEnd, maxMoves)
			accepted += k
			if err != nil {
				return accepted, fmt.Errorf("at move %d: %w", n, err)
			}
		}
		if s, err = RandomMove(s, valid, rnd); err != nil {
			return accepted, fmt.Errorf("at move %d: %w", n, err)
		}
	}
	return accepted, nil
}
