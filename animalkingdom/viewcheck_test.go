package animalkingdom

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// randomPositions plays a random game of cfg and returns the positions
// met, every k-th.
func randomPositions(t *testing.T, cfg Config, k int) []State {
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 9))
	var out []State
	for n := 0; !s.Over(); n++ {
		if n%k == 0 {
			out = append(out, s)
		}
		ms := s.LegalMoves(s.ToMove()[0])
		if s, err = s.Apply(ms[r.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	return append(out, s)
}

// firstPosition returns the first of states where ok holds.
func firstPosition(t *testing.T, states []State, what string, ok func(*data) bool) State {
	t.Helper()
	for _, s := range states {
		if ok(&s.d) {
			return s
		}
	}
	t.Fatalf("no position where %s", what)
	return State{}
}

// viewDoc is a view's JSON as a document to change.
func viewDoc(t *testing.T, v View) map[string]any {
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestViewJSONRefusesACardHiddenOrShownOutOfPlace: a view read from JSON
// that hides a card its viewer sees (their hand, the cards they drew to
// keep one) or shows what they do not see (their compost, a card of the
// deck or of another hand, the generator), names a card the set does not
// have (in a tableau, the events played, the discard pile) or has a key
// the view does not write is refused, saying where; the view as written
// reads back, and validates.
func TestViewJSONRefusesACardHiddenOrShownOutOfPlace(t *testing.T) {
	states := randomPositions(t, Config{Players: 2, Seed: 21}, 1)
	full := firstPosition(t, states, "P1 has a hand, a tableau and events, and the discard pile has cards", func(g *data) bool {
		s := g.get(0)
		return len(s.Hand) > 0 && len(s.Tab()) > 0 && len(s.Events) > 0 && len(g.Discard) > 0 && len(g.get(1).Hand) > 0
	})
	keep := firstPosition(t, states, "P1 keeps a drawn card", func(g *data) bool { return g.Stage == stKeep && g.Active == 0 })
	cases := []struct {
		name  string
		s     State
		where string
		edit  func(g map[string]any)
	}{
		{"own hand hidden", full, "P1's hand", func(g map[string]any) { hideOne(seatDoc(g, 0), "hand") }},
		{"own compost shown", full, "P1's compost", func(g map[string]any) { showOne(seatDoc(g, 0), "compost", full.d.get(0).Compost[0]) }},
		{"tableau card unknown", full, "P1's tableau card 1", func(g map[string]any) { seatDoc(g, 0)["tableau"].([]any)[0].(map[string]any)["card"] = "Oak" }},
		{"events unknown", full, "P1: events played", func(g map[string]any) { seatDoc(g, 0)["events"].([]any)[0] = "Tornado" }},
		{"events a number", full, "seats.events", func(g map[string]any) { seatDoc(g, 0)["events"].([]any)[0] = 7 }},
		{"discard unknown", full, "discard pile", func(g map[string]any) { g["discard"].([]any)[0] = "" }},
		{"drawn hidden", keep, "drawn", func(g map[string]any) { hideOne(g, "drawn") }},
		{"deck shown", full, "deck", func(g map[string]any) { showOne(g, "deck", full.d.Deck[0]) }},
		{"another hand shown", full, "P2's hand", func(g map[string]any) { showOne(seatDoc(g, 1), "hand", full.d.get(1).Hand[0]) }},
		{"seed shown", full, "generator", func(g map[string]any) { g["config"].(map[string]any)["seed"] = 21 }},
		{"generator shown", full, "generator", func(g map[string]any) { g["rng"] = full.d.RNG }},
		{"an unknown key", full, "hand_size", func(g map[string]any) { seatDoc(g, 0)["hand_size"] = 3 }},
	}
	for _, c := range cases {
		v := c.s.View(0)
		if err := v.Validate(); err != nil {
			t.Fatalf("%s: the view as made: %v", c.name, err)
		}
		doc := viewDoc(t, v)
		data, _ := json.Marshal(doc)
		var back View
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("%s: the view as written: %v", c.name, err)
		}
		c.edit(doc["game"].(map[string]any))
		data, _ = json.Marshal(doc)
		err := json.Unmarshal(data, &back)
		if err == nil || !strings.Contains(err.Error(), c.where) {
			t.Errorf("%s: read with %v, want an error about %s", c.name, err, c.where)
		}
	}
	if err := (View{}).Validate(); err == nil {
		t.Error("the zero View validates")
	}
}

// hideOne turns the first shown card of the zone (its key in doc) face
// down: one more counted in its "_hidden" key.
func hideOne(doc map[string]any, zone string) {
	doc[zone] = doc[zone].([]any)[1:]
	n, _ := doc[zone+"_hidden"].(float64)
	doc[zone+"_hidden"] = n + 1
}

// showOne turns the first hidden card of the zone face up, as card c.
func showOne(doc map[string]any, zone string, c Card) {
	shown, _ := doc[zone].([]any)
	doc[zone] = append([]any{StandardCards().Name(c)}, shown...)
	doc[zone+"_hidden"] = doc[zone+"_hidden"].(float64) - 1
}

// seatDoc returns seat i of a state's JSON document.
func seatDoc(g map[string]any, i int) map[string]any { return g["seats"].([]any)[i].(map[string]any) }

// TestEveryViewValidates: in random games (2 players, 3 in the advanced
// setup, solo, teams), every player's view of every few positions
// validates, reads back from its JSON the same, and samples states that
// validate, whose legal moves are listed.
func TestEveryViewValidates(t *testing.T) {
	every := 2
	switch {
	case raceOn:
		every = 25
	case !gametest.Long():
		every = 7
	}
	for _, cfg := range []Config{{Players: 2, Seed: 51}, {Players: 3, Mode: Advanced, Seed: 52}, {Players: 1, Solo: true, Difficulty: GaiaExpert, Seed: 53}, {Players: 4, Teams: true, Seed: 54}} {
		for _, s := range randomPositions(t, cfg, every) {
			for _, p := range s.Players() {
				v := s.View(p)
				if err := v.Validate(); err != nil {
					t.Fatalf("%+v, turn %d: %v's view: %v", cfg, s.Turn(), p, err)
				}
				data, _ := json.Marshal(v)
				var back View
				if err := json.Unmarshal(data, &back); err != nil {
					t.Fatalf("%+v, turn %d: %v's view does not read back: %v", cfg, s.Turn(), p, err)
				}
				if again, _ := json.Marshal(back); string(again) != string(data) {
					t.Fatalf("%+v, turn %d: %v's view reads back otherwise", cfg, s.Turn(), p)
				}
				for seed := range uint64(3) {
					sample := v.Sample(seed)
					if err := sample.Validate(); err != nil {
						t.Fatalf("%+v, turn %d: %v's view, sample %d: %v", cfg, s.Turn(), p, seed, err)
					}
					for _, q := range sample.ToMove() {
						_ = sample.LegalMoves(q)
					}
				}
			}
		}
	}
}
