package earthexpress

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestEveryMutantRefusedOrPlayable changes, one at a time, every value of
// the JSON of positions met in random games (solo, 2 and 4 players, with
// and without Ecosystems) in each of the harness's ways, and checks that
// decoding refuses the mutant or accepts a position that can be played:
// it is valid, someone can move, every legal move of every player to move
// leads to a valid, playable position, and a random game from it ends.
func TestEveryMutantRefusedOrPlayable(t *testing.T) {
	every := 9 // positions sampled from each game: 1 in every
	if testing.Short() || raceEnabled {
		every = 60
	}
	accepted := 0
	for _, cfg := range []Config{
		{Players: 1, Seed: 3, Ecosystems: true, Level: 2},
		{Players: 2, Seed: 5, Standard: true, Ecosystems: true},
		{Players: 4, Seed: 8, Standard: true},
	} {
		rnd := rand.New(rand.NewPCG(cfg.Seed, 0))
		s, err := New(cfg)
		for n := 0; err == nil && !s.Over() && !t.Failed(); n++ {
			if n%every == 0 {
				accepted += checkMutants(t, s, rnd)
			}
			s, err = randomMove(s, rnd)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d mutants accepted and played", accepted)
}

// checkMutants checks every mutant of s and returns how many decoded.
func checkMutants(t *testing.T, s State, rnd *rand.Rand) int {
	t.Helper()
	doc, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	accepted := 0
	err = gametest.Mutants(doc, func(mutant []byte, change string) bool {
		var m State
		if json.Unmarshal(mutant, &m) != nil {
			return true
		}
		accepted++
		defer func() {
			if r := recover(); r != nil {
				t.Fatalf("mutant %s accepted: panic: %v", change, r)
			}
		}()
		if err := playable(m, rnd, accepted%16 == 0); err != nil {
			t.Errorf("mutant %s accepted: %v", change, err)
		}
		return !t.Failed()
	})
	if err != nil {
		t.Fatal(err)
	}
	return accepted
}

// playable says why m cannot be played on: it is invalid, nobody can
// move, a legal move leads to an invalid or dead position, or (when
// toEnd) a random game from it does not end validly.
func playable(m State, rnd *rand.Rand, toEnd bool) error {
	if err := m.Validate(); err != nil {
		return err
	}
	if err := gametest.Live(m); err != nil {
		return err
	}
	var buf []Move
	for _, p := range m.ToMove() {
		buf = m.AppendLegalMoves(buf[:0], p)
		for _, mv := range buf {
			next, err := m.Apply(mv)
			if err == nil {
				err = next.Validate()
			}
			if err == nil {
				err = gametest.Live(next)
			}
			if err != nil {
				return fmt.Errorf("after %v: %w", mv, err)
			}
		}
	}
	for n := 0; toEnd && !m.Over(); n++ {
		if n > 20000 {
			return errors.New("a random game from it does not end")
		}
		var err error
		if m, err = randomMove(m, rnd); err != nil {
			return fmt.Errorf("in a random game from it: %w", err)
		}
	}
	return nil
}

// randomMove applies a random legal move of a random player to move, and
// checks the position it leads to.
func randomMove(s State, rnd *rand.Rand) (State, error) {
	who := s.ToMove()
	moves := s.AppendLegalMoves(nil, who[rnd.IntN(len(who))])
	next, err := s.Apply(moves[rnd.IntN(len(moves))])
	if err == nil {
		err = next.Validate()
	}
	if err == nil {
		err = gametest.Live(next)
	}
	return next, err
}

// TestEcosystemsOutsideTheirGameRefused checks that a saved game with
// Ecosystems dealt does not load as a game without them: Germinate could
// then be started with nothing left to name.
func TestEcosystemsOutsideTheirGameRefused(t *testing.T) {
	s, err := New(Config{Players: 3, Seed: 12, Ecosystems: true})
	for rnd := rand.New(rand.NewPCG(1, 2)); err == nil && s.Round() == 0; {
		s, err = randomMove(s, rnd)
	}
	if err != nil {
		t.Fatal(err)
	}
	doc, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var root map[string]any
	if err := json.Unmarshal(doc, &root); err != nil {
		t.Fatal(err)
	}
	root["ecosystems"] = false
	doc, err = json.Marshal(root)
	if err != nil {
		t.Fatal(err)
	}
	var m State
	if err := json.Unmarshal(doc, &m); err == nil || !strings.Contains(err.Error(), "without Ecosystems") {
		t.Errorf("a game with Ecosystems dealt loaded as one without: %v", err)
	}
}
