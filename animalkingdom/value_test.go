package animalkingdom

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
)

// clone returns a game on a copy of d that a test may change, leaving d
// as it was: the seats, tableaus and frames are the copy's own; the lists
// of cards are shared with their capacity cut (clip), so that an append
// copies them (assign a list's elements only after copying it), and the
// Fauna board is copied when the game first asks for it (board). The game
// tracks no move: its Fauna checks read every seat.
func (d *data) clone() *game {
	c := new(data)
	*c = *d
	g := begin(c, engine.Log[Event]{})
	g.hasPrev = false
	return &g
}

// TestAbilityStackBound: no card of the set has more black abilities
// than the stack of abilities being resolved holds below a copy, and a
// state with more abilities being resolved than it holds is refused,
// saying so, leaving the state decoded into as it was.
func TestAbilityStackBound(t *testing.T) {
	cs, err := standard()
	if err != nil {
		t.Fatal(err)
	}
	for _, ci := range cs.deck {
		black := 0
		for _, a := range ci.Abilities {
			if a.Colour == Black && a.Kind == Activated {
				black++
			}
		}
		if black > baseFrames-1 {
			t.Errorf("%s has %d black abilities: the stack holds %d and a copy", ci.Name, black, baseFrames-1)
		}
	}
	s, _ := New(Config{Players: 2, Seed: 1})
	data, _ := json.Marshal(s)
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	f := map[string]any{"who": "P1", "source": "island", "card": "", "ability": 1, "waiting_for": "use"}
	m["resolving"] = slices.Repeat([]any{f}, maxFrames+1)
	doc, _ := json.Marshal(m)
	back := s
	if err := json.Unmarshal(doc, &back); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("%d abilities being resolved: at most %d", maxFrames+1, maxFrames)) {
		t.Fatalf("%d abilities being resolved: %v", maxFrames+1, err)
	}
	if !reflect.DeepEqual(back, s) {
		t.Error("a refused decoding changed the state")
	}
}

// TestReadingRefusesWhatTheArraysCannotHold: reading a state refuses,
// saying what, more seats than MaxPlayers or none, a missing seat, a
// tableau of more than TableauCards cards, more cards drawn than a Plant
// draws and more of Gaia's cards than she has, and leaves the state
// decoded into as it was.
func TestReadingRefusesWhatTheArraysCannotHold(t *testing.T) {
	s, _ := New(Config{Players: 1, Seed: 2, Solo: true})
	data, _ := json.Marshal(s)
	card := map[string]any{"card": "Cat Grass", "row": 0, "col": 0, "sprouts": 0, "growth": 0}
	for _, c := range []struct {
		name, want string
		edit       func(m map[string]any)
	}{
		{"six seats", "6 seats: a game has 1 to 5", func(m map[string]any) {
			seats := m["seats"].([]any)
			m["seats"] = append(seats, seats[0], seats[0], seats[0], seats[0], seats[0])
		}},
		{"no seat", "0 seats", func(m map[string]any) { m["seats"] = []any{} }},
		{"a missing seat", "seat 1 is missing", func(m map[string]any) { m["seats"] = []any{nil} }},
		{"17 cards planted", "P1 has 17 cards planted: a tableau holds 16", func(m map[string]any) {
			seat := m["seats"].([]any)[0].(map[string]any)
			seat["tableau"] = slices.Repeat([]any{card}, 17)
		}},
		{"5 cards drawn", "5 shown cards drawn: a Plant draws 4", func(m map[string]any) { m["drawn"] = slices.Repeat([]string{"Cat Grass"}, 5) }},
		{"5 cards drawn, 4 hidden", "4 hidden and 1 shown cards drawn: a Plant draws 4", func(m map[string]any) {
			m["drawn"], m["drawn_hidden"] = []string{"Cat Grass"}, 4
		}},
		{"a card not in the set", `the deck: "Oak" is no Earth card`, func(m map[string]any) { m["deck"].([]any)[0] = "Oak" }},
		{"more hidden cards than the set has", "the deck: 1000000 hidden", func(m map[string]any) { m["deck_hidden"] = 1000000 }},
		{"7 of Gaia's cards", "the deck of Gaia's cards: 0 hidden and 7 shown cards: Gaia has 6", func(m map[string]any) {
			gaia := m["gaia"].(map[string]any)
			gaia["deck"] = append(gaia["deck"].([]any), gaia["deck"].([]any)[0])
		}},
		{"a card Gaia has not", `"Gyre" is none of Gaia's cards`, func(m map[string]any) {
			m["gaia"].(map[string]any)["seen"] = []string{"Gyre"}
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var m map[string]any
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatal(err)
			}
			c.edit(m)
			doc, _ := json.Marshal(m)
			back := s
			if err := json.Unmarshal(doc, &back); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one saying %q", err, c.want)
			}
			if !reflect.DeepEqual(back, s) {
				t.Error("a refused decoding changed the state")
			}
		})
	}
}
