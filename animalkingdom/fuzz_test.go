package animalkingdom

import (
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

// seedStates are positions of a few games, for the fuzz targets' corpus.
func seedStates() []State {
	var out []State
	for _, cfg := range []Config{{Players: 2, Seed: 3}, {Players: 1, Solo: true, Difficulty: GaiaExpert, Seed: 4}, {Players: 4, Teams: true, Seed: 5},
		{Players: 3, Seed: 6, Animals: true}, {Players: 2, Seed: 7, Mode: Advanced, Animals: true}} {
		s, _ := New(cfg)
		for range 40 {
			ms := s.LegalMoves(s.ToMove()[0])
			s, _ = s.Apply(ms[len(ms)/2])
			out = append(out, s)
		}
	}
	return out
}

// FuzzStateJSON: decoding any JSON never panics; a state it accepts can
// be played: every legal move of every player to move leads to a valid
// state with someone to move.
func FuzzStateJSON(f *testing.F) {
	for _, s := range seedStates() {
		data, _ := json.Marshal(s)
		f.Add(data)
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
// same, and samples states that can be played.
func FuzzViewJSON(f *testing.F) {
	for i, s := range seedStates() {
		data, _ := json.Marshal(s.View(Player(i % 2)))
		f.Add(data)
		for _, zone := range []string{"hand", "events"} {
			if bad := hideFirst(data, i%2, zone); bad != nil {
				f.Add(bad)
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
			if err := gametest.Playable(v.Sample(seed), State.Validate, rand.New(rand.NewPCG(seed, 1)), 20000); err != nil {
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
