package beforeearth

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestMutatedStates loads states whose JSON had a few values changed at
// random (numbers, names, kinds) and checks that each is either refused or
// valid and playable: nothing panics and no loaded state is stuck.
func TestMutatedStates(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var sources [][]byte
	for seed := range uint64(8) {
		rec := record(seed)
		for k := 0; k < len(rec.states); k += 5 {
			data, _ := json.Marshal(rec.states[k])
			sources = append(sources, data)
		}
	}
	accepted := 0
	for trial := range 4000 {
		var doc any
		if err := json.Unmarshal(sources[trial%len(sources)], &doc); err != nil {
			t.Fatal(err)
		}
		for range 1 + r.IntN(3) {
			mutate(r, doc)
		}
		data, _ := json.Marshal(doc)
		var s State
		if err := json.Unmarshal(data, &s); err != nil {
			continue
		}
		accepted++
		for n := 0; n < 20 && !s.Over(); n++ {
			who := s.ToMove()
			if len(who) == 0 {
				t.Fatalf("accepted state with nobody to move:\n%s", data)
			}
			moves := s.LegalMoves(who[r.IntN(len(who))])
			if len(moves) == 0 {
				t.Fatalf("accepted state with a player to move and no moves:\n%s", data)
			}
			var err error
			if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
			if err := s.Validate(); err != nil {
				t.Fatalf("play from an accepted state broke %v:\n%s", err, data)
			}
		}
	}
	t.Logf("%d of 4000 mutated states accepted", accepted)
	if accepted == 0 {
		t.Error("no mutated state was accepted; the test exercises nothing")
	}
}

var mutations = []any{-1.0, 0.0, 1.0, 2.0, 3.0, 7.0, 8.0, 31.0, 255.0, 300.0, "", "P2", "window", "pay", "ship-frame",
	"planet-frame", "option", "quarry", "Drecolara", "The Imitator", "Scarth-7", "colonize", "over", "A", "D", true, nil}

// mutate changes one value somewhere in doc.
func mutate(r *rand.Rand, doc any) {
	switch v := doc.(type) {
	case map[string]any:
		if len(v) == 0 {
			return
		}
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		k := keys[r.IntN(len(keys))]
		if r.IntN(3) == 0 {
			v[k] = mutations[r.IntN(len(mutations))]
			return
		}
		mutate(r, v[k])
	case []any:
		if len(v) == 0 {
			return
		}
		i := r.IntN(len(v))
		if r.IntN(3) == 0 {
			v[i] = mutations[r.IntN(len(mutations))]
			return
		}
		mutate(r, v[i])
	}
}
