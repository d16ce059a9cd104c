package beforeearth

import (
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// TestMutatedFieldByField changes the JSON of real states one field at a
// time, each to a list of values near and far from the real one, and checks
// the rule every accepted state obeys: it is over or a player has a legal
// move, and play from it, to the end, never makes a state Validate refuses.
func TestMutatedFieldByField(t *testing.T) {
	every := 39 // one state in 39 of each of two games; one in 13 in the long runs
	if gametest.Long() {
		every = 13
	}
	var sources [][]byte
	for seed := range uint64(2) {
		rec := record(seed)
		for k := 0; k < len(rec.states); k += every {
			data, _ := json.Marshal(rec.states[k])
			sources = append(sources, data)
		}
	}
	sources = append(sources, deepStacks(t)...)
	tried, accepted := 0, 0
	for i, src := range sources {
		var doc any
		if err := json.Unmarshal(src, &doc); err != nil {
			t.Fatal(err)
		}
		for _, path := range leaves(doc, nil) {
			for _, v := range variants(get(doc, path)) {
				mutant := set(clone(doc), path, v)
				data, _ := json.Marshal(mutant)
				tried++
				var s State
				if err := json.Unmarshal(data, &s); err != nil {
					continue
				}
				accepted++
				checkPrinciple(t, s, uint64(tried), fmt.Sprintf("source %d, %v = %v", i, path, v))
			}
		}
	}
	t.Logf("%d of %d mutants accepted", accepted, tried)
	if accepted < tried/50 {
		t.Errorf("only %d of %d mutants accepted: the test exercises little", accepted, tried)
	}
}

// deepStacks returns the JSON of positions with deep pending stacks: a
// window, a planet ability taking a spaceship, and that spaceship's ability
// asking for a Quarry.
func deepStacks(t *testing.T) [][]byte {
	s := scenario(t, `
ship_row: [The Imitator, Genesis, ""]
planet_row: [Nuonus, "", ""]
quarries: [{black: 1}, {grey: 1}, {white: 1}]
seats:
  - {played: B, planets: [Scarth-7, Blion-56-Y], resources: {black: 1, grey: 1, white: 1}}
  - {played: D}
`)
	var out [][]byte
	for _, m := range []string{"P1 quarry 1", "P1 use Scarth-7", "P1 ship The Imitator", "P1 quarry 2"} {
		data, _ := json.Marshal(s)
		out = append(out, data)
		s, _ = play(t, s, m)
	}
	data, _ := json.Marshal(windowState(t))
	return append(out, data)
}

// checkPrinciple plays s to the end with random legal moves: while it goes
// on someone must have a legal move, and every state must pass Validate.
func checkPrinciple(t *testing.T, s State, seed uint64, what string) {
	t.Helper()
	r := newTestRand(seed)
	for n := 0; !s.Over(); n++ {
		if err := s.Validate(); err != nil {
			t.Fatalf("%s: move %d made a state Validate refuses: %v", what, n, err)
		}
		if n > 5000 {
			t.Fatalf("%s: the game does not end", what)
		}
		who := s.ToMove()
		if len(who) == 0 {
			t.Fatalf("%s: move %d: nobody to move in a game that goes on", what, n)
		}
		p := who[r.IntN(len(who))]
		moves := s.LegalMoves(p)
		if len(moves) == 0 {
			t.Fatalf("%s: move %d: %v to move without a legal move", what, n, p)
		}
		var err error
		if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
	}
}

// leaves lists the paths to every scalar in doc, and to every array and
// object (which may be emptied or shortened).
func leaves(doc any, path []any) [][]any {
	out := [][]any{slices.Clone(path)}
	switch v := doc.(type) {
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			out = append(out, leaves(v[k], append(path, k))...)
		}
	case []any:
		for i := range v {
			out = append(out, leaves(v[i], append(path, i))...)
		}
	}
	return out
}

func get(doc any, path []any) any {
	for _, k := range path {
		switch key := k.(type) {
		case string:
			doc = doc.(map[string]any)[key]
		case int:
			doc = doc.([]any)[key]
		}
	}
	return doc
}

func set(doc any, path []any, v any) any {
	if len(path) == 0 {
		return v
	}
	parent := get(doc, path[:len(path)-1])
	switch key := path[len(path)-1].(type) {
	case string:
		if v == deleted {
			delete(parent.(map[string]any), key)
		} else {
			parent.(map[string]any)[key] = v
		}
	case int:
		parent.([]any)[key] = v
	}
	return doc
}

func clone(doc any) any {
	data, _ := json.Marshal(doc)
	var out any
	_ = json.Unmarshal(data, &out)
	return out
}

// deleted marks a field to remove.
var deleted = &struct{}{}

// names are strings a field may be changed to: seats, kinds, phases,
// cards, actions.
var names = []any{"", "P1", "P2", "P257", "window", "pay", "quarry", "take-any", "option", "search", "colonize-with",
	"ship-frame", "planet-frame", "take-ship", "choose", "reactions", "actions", "colonize", "over", "A", "B", "C", "D", "-",
	"Drecolara", "Nuonus", "Scarth-7", "The Imitator", "ISS Salvation", "Genesis", "The Nihilist", "planets", "spaceship"}

// variants returns values to put in place of v.
func variants(v any) []any {
	out := []any{deleted, nil}
	switch x := v.(type) {
	case float64:
		for _, n := range []float64{x - 1, x + 1, 0, 1, 2, 3, 6, 7, 8, 30, 255, 256, -1} {
			if n != x {
				out = append(out, n)
			}
		}
	case string:
		for _, n := range names {
			if n != x {
				out = append(out, n)
			}
		}
	case bool:
		out = append(out, !x)
	case []any:
		if len(x) > 0 {
			out = append(out, x[1:], x[:len(x)-1], append(slices.Clone(x), x[0]))
		}
		out = append(out, []any{})
	}
	return out
}
