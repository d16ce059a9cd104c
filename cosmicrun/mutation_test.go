package cosmicrun

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"github.com/rulebox/rulebox/internal/rng"
)

// Every state that JSON decoding accepts is either over or has a player
// with a legal move, and playing on from it never makes a state Validate
// refuses. Real states from random games are mutated field by field through
// their JSON (every number nudged, every flag flipped, every card swapped
// for each other card and for no card, every player, phase and level
// replaced, cards added to and removed from every list), and every mutant
// the decoder accepts is played out at random to the end: every ninth
// state of six games in the long runs, every 27th in the quick run.
func TestMutatedStatesPlayOnOrAreRefused(t *testing.T) {
	accepted, tried := 0, 0
	every := 27
	if gametest.Long() {
		every = 9
	}
	for _, s := range sampleStates(t, every) {
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var tree map[string]any
		if err := json.Unmarshal(data, &tree); err != nil {
			t.Fatal(err)
		}
		for _, m := range mutants(tree["game"], "game") {
			tried++
			whole := maps.Clone(tree)
			whole["game"] = m.value
			b, _ := json.Marshal(whole)
			var got State
			if json.Unmarshal(b, &got) != nil {
				continue
			}
			accepted++
			if err := playsOn(got, uint64(tried)); err != nil {
				t.Fatalf("mutant (%s) of\n%v\nis accepted, but %v", m.what, s, err)
			}
		}
	}
	if tried < 10000 || accepted == 0 {
		t.Fatalf("%d mutants tried, %d accepted: the test did not explore", tried, accepted)
	}
	t.Logf("%d mutants, %d accepted and played out", tried, accepted)
}

// sampleStates are states from random games of both kinds, in every
// phase: one state in every of each of six games, and each game's last.
func sampleStates(t *testing.T, every int) []State {
	var out []State
	for seed := range uint64(6) {
		s, err := New(Config{Players: 1 + int(seed%2), Seed: seed, Level: Level(seed % 3)})
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		for n := 0; ; n++ {
			if n%every == 0 || s.Over() {
				out = append(out, s)
			}
			if s.Over() {
				break
			}
			s = randomStep(s, &r)
		}
	}
	return out
}

// randomStep applies a random legal move of a random player to move.
func randomStep(s State, r *rng.RNG) State {
	who := s.ToMove()
	moves := s.LegalMoves(who[r.IntN(len(who))])
	next, err := s.Apply(moves[r.IntN(len(moves))])
	if err != nil {
		panic(err)
	}
	return next
}

// playsOn plays s out at random, checking at every step that the state is
// valid and that a game not over has a player with a legal move.
func playsOn(s State, seed uint64) error {
	r := rng.New(seed)
	for n := 0; ; n++ {
		if err := s.Validate(); err != nil {
			return fmt.Errorf("after %d moves the state is refused: %v\n%v", n, err, s)
		}
		if s.Over() {
			return nil
		}
		if n > 5000 {
			return fmt.Errorf("not over after %d moves", n)
		}
		who := s.ToMove()
		if len(who) == 0 {
			return fmt.Errorf("after %d moves nobody is to move:\n%v", n, s)
		}
		for _, p := range who {
			if len(s.LegalMoves(p)) == 0 {
				return fmt.Errorf("after %d moves %v is to move with no legal move:\n%v", n, p, s)
			}
		}
		s = randomStep(s, &r)
	}
}

type mutant struct {
	what  string
	value any
}

// mutants returns every one-field change of a JSON value.
func mutants(v any, path string) []mutant {
	var out []mutant
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			if k == "rng" {
				continue
			}
			c := maps.Clone(v)
			delete(c, k)
			out = append(out, mutant{path + "." + k + " removed", c})
			for _, m := range mutants(x, path+"."+k) {
				c := maps.Clone(v)
				c[k] = m.value
				out = append(out, mutant{m.what, c})
			}
		}
	case []any:
		for i, x := range v {
			for _, m := range mutants(x, fmt.Sprintf("%s[%d]", path, i)) {
				c := append([]any(nil), v...)
				c[i] = m.value
				out = append(out, mutant{m.what, c})
			}
		}
		out = append(out, listMutants(v, path)...)
	default:
		for _, x := range leafMutants(v) {
			out = append(out, mutant{fmt.Sprintf("%s = %v", path, x), x})
		}
	}
	return out
}

// listMutants drops each element of a list of cards, or adds a card to it.
func listMutants(v []any, path string) []mutant {
	var out []mutant
	if len(v) > 0 {
		if _, ok := v[0].(string); !ok {
			return nil
		}
	}
	for i := range v {
		c := append(append([]any(nil), v[:i]...), v[i+1:]...)
		out = append(out, mutant{fmt.Sprintf("%s without element %d", path, i), c})
	}
	for _, card := range []string{"R1", "G3", "Y4"} {
		out = append(out, mutant{fmt.Sprintf("%s with %s", path, card), append(append([]any(nil), v...), card)})
	}
	return out
}

// leafMutants are the replacements tried for a number, flag or name.
func leafMutants(v any) []any {
	switch v := v.(type) {
	case float64:
		return []any{v + 1, v - 1, 0.0, 1.0, 2.0, 4.0, 6.0, 11.0, 12.0, 13.0, 16.0, -1.0}
	case bool:
		return []any{!v}
	case string:
		var out []any
		for _, names := range [][]string{append([]string{"-"}, cardNames[:]...), {"P1", "P2", "nobody", "P3"}, phaseNames[:], levelNames[:]} {
			if !slices.Contains(names, v) {
				continue
			}
			for _, n := range names {
				if n != v {
					out = append(out, n)
				}
			}
		}
		return out
	}
	return nil
}
