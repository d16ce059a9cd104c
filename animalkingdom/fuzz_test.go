package animalkingdom

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// FuzzParseMove: any text either fails to parse, or parses to a move whose
// notation reads back to the same move, and applies or is refused.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"P1 action water", "P2 plant Japanese Maple @0,-1", "P3 plant Horn Of Plenty @1,1 +2", "P1 keep White Oak",
		"P1 minor sprouts", "P4 copy @0,1 #2", "P1 island Kauai Island", "P5 event Tornado Event", "P1 done", "P1 plant x @", "P1 copy @-9,9 #1"} {
		f.Add(s)
	}
	s, _ := New(Config{Players: 2})
	f.Fuzz(func(t *testing.T, text string) {
		gametest.CheckNotation(t, s, text, ParseMove)
	})
}

// seedStates are positions of a few games, for the fuzz targets' corpus:
// the first 40 of each, and with the Animals every 100th after them.
func seedStates() []State {
	var out []State
	for _, cfg := range []Config{{Players: 2, Seed: 3}, {Players: 1, Solo: true, Difficulty: GaiaExpert, Seed: 4}, {Players: 4, Teams: true, Seed: 5},
		{Players: 3, Seed: 6, Animals: true}, {Players: 2, Seed: 7, Mode: Advanced, Animals: true},
		{Players: 1, Solo: true, Mode: Advanced, Difficulty: GaiaHard, Seed: 8, Animals: true}} {
		s, _ := New(cfg)
		out = append(out, s)
		for n := 0; n < 40 || cfg.Animals && n < 400 && !s.Over(); n++ {
			ms := s.LegalMoves(s.ToMove()[0])
			s, _ = s.Apply(ms[len(ms)/2])
			if n < 40 || n%100 == 0 {
				out = append(out, s)
			}
		}
	}
	return out
}

// activationStates are positions of games with the Animals where an
// activation is being resolved, a few of each phase, for the corpus.
func activationStates() []State {
	var out []State
	seen := map[actPhase]int{}
	for _, cfg := range []Config{{Players: 2, Seed: 9, Animals: true}, {Players: 1, Solo: true, Mode: Advanced, Difficulty: GaiaHard, Seed: 10, Animals: true}} {
		s, _ := New(cfg)
		for n := 0; n < 2000 && !s.Over(); n++ {
			if a := s.d.AK.Act; a.On && seen[a.Phase] < 3 {
				seen[a.Phase]++
				out = append(out, s)
			}
			ms := s.LegalMoves(s.ToMove()[0])
			s, _ = s.Apply(ms[n%len(ms)])
		}
	}
	return out
}

// animalEdits are edits of a seat's Animal Kingdom part (its key in JSON,
// and a value) that no position holds, for the fuzz targets' corpus.
var animalEdits = []struct {
	key string
	val any
}{{"offered", []string{"", "", "", "", ""}}, {"offered", []string{}}, {"offered", []string{"", "", "", ""}}, {"offered", []string{"Tarsier", "Tarsier"}},
	{"kept", []map[string]string{{"animal": "Tarsier"}, {"animal": "Tarsier"}}}, {"kept", []map[string]string{{"animal": ""}, {"animal": ""}, {"animal": ""}}},
	{"leaves_discarded", 6}, {"activations_owed", 9}}

// editAnimal returns a state's (or, view, a view's) JSON with seat i's
// Animal Kingdom part edited, or nil when it has none.
func editAnimal(data []byte, view bool, i int, key string, val any) []byte {
	var doc map[string]any
	if json.Unmarshal(data, &doc) != nil {
		return nil
	}
	g := doc
	if view {
		g, _ = doc["game"].(map[string]any)
	}
	seats, _ := g["seats"].([]any)
	if i >= len(seats) {
		return nil
	}
	a, _ := seats[i].(map[string]any)["animals"].(map[string]any)
	if a == nil {
		return nil
	}
	a[key] = val
	out, _ := json.Marshal(doc)
	return out
}

// FuzzStateJSON: decoding any JSON never panics; a state it accepts can
// be played: every legal move of every player to move leads to a valid
// state with someone to move.
func FuzzStateJSON(f *testing.F) {
	for i, s := range append(seedStates(), activationStates()...) {
		data, _ := json.Marshal(s)
		f.Add(data)
		if s.d.animalsOn() && i%8 == 0 {
			for _, e := range animalEdits {
				f.Add(editAnimal(data, false, i%s.d.n(), e.key, e.val))
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var st State
		if json.Unmarshal(data, &st) != nil {
			return
		}
		if err := gametest.Playable(st, State.Validate, nil, 0); err != nil {
			t.Fatalf("accepted a state that cannot be played: %v", err)
		}
	})
}

// FuzzViewJSON: decoding any JSON as a view never panics; a view it
// accepts validates, lists its viewer's moves, writes and reads back the
// same, and samples states that show it exactly and can be played.
func FuzzViewJSON(f *testing.F) {
	for i, s := range seedStates() {
		data, _ := json.Marshal(s.View(Player(i % 2)))
		f.Add(data)
		for _, zone := range []string{"hand", "events"} {
			if bad := hideFirst(data, i%2, zone); bad != nil {
				f.Add(bad)
			}
		}
		if s.d.animalsOn() && i%8 == 0 {
			for _, e := range animalEdits {
				for seat := range s.d.n() {
					f.Add(editAnimal(data, true, seat, e.key, e.val))
				}
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var v View
		if json.Unmarshal(data, &v) != nil {
			return
		}
		if err := v.Validate(); err != nil {
			t.Fatalf("accepted a view that does not validate: %v", err)
		}
		_ = v.AppendLegalMoves(nil)
		again, err := json.Marshal(v)
		var back View
		if err != nil || json.Unmarshal(again, &back) != nil {
			t.Fatalf("accepted a view that does not read back: %v", err)
		}
		for seed := range uint64(3) {
			if got, _ := json.Marshal(v.Sample(seed).View(v.Viewer())); !bytes.Equal(got, again) {
				t.Fatalf("accepted a view that its sample %d does not show:\n%s\nshows\n%s", seed, got, again)
			}
			// Every next state of each sample is checked; the first sample is
			// also played to its end (every sample in the long run, none
			// under the race detector, which plays ten times slower).
			rnd := rand.New(rand.NewPCG(seed, 1))
			if raceOn || seed > 0 && !gametest.Long() {
				rnd = nil
			}
			if err := gametest.Playable(v.Sample(seed), State.Validate, rnd, 20000); err != nil {
				t.Fatalf("accepted a view whose sample %d cannot be played: %v", seed, err)
			}
		}
	})
}

// hideFirst returns a view's JSON with the first shown card of seat i's
// zone (its key in JSON) turned face down, or nil when the zone shows
// none: a view no position shows its viewer when the seat is theirs.
func hideFirst(view []byte, i int, zone string) []byte {
	var doc map[string]any
	if json.Unmarshal(view, &doc) != nil {
		return nil
	}
	g, _ := doc["game"].(map[string]any)
	seats, _ := g["seats"].([]any)
	if i >= len(seats) {
		return nil
	}
	seat := seats[i].(map[string]any)
	cards, _ := seat[zone].([]any)
	if len(cards) == 0 {
		return nil
	}
	n, _ := seat[zone+"_hidden"].(float64)
	seat[zone], seat[zone+"_hidden"] = cards[1:], n+1
	out, _ := json.Marshal(doc)
	return out
}
