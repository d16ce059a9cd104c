package animalkingdom

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// clone returns a copy of g that a test may change, leaving g as it was:
// the seats, tableaus and frames are the copy's own; the lists of cards
// are shared with their capacity cut (clip), so that an append copies
// them (assign a list's elements only after copying it).
func (g *game) clone() *game {
	c := new(game)
	*c = *g
	c.begin(false)
	c.settled()
	return c
}

// TestAbilityStackBound: no card of the set has more black abilities
// than the stack of abilities being resolved holds below a copy, and a
// state with more abilities being resolved than it holds is refused,
// saying so, leaving the state decoded into as it was.
func TestAbilityStackBound(t *testing.T) {
	cs, err := Base()
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
		if black > maxFrames-1 {
			t.Errorf("%s has %d black abilities: the stack holds %d and a copy", ci.Name, black, maxFrames-1)
		}
	}
	s, _ := New(Config{Players: 2, Seed: 1})
	data, _ := json.Marshal(s)
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatal(err)
	}
	f := map[string]any{"who": "P1", "index": 0, "ab": 0, "self": -1, "src": 0, "wait": 1}
	m["frames"] = []any{f, f, f, f}
	doc, _ := json.Marshal(m)
	back := s
	if err := json.Unmarshal(doc, &back); err == nil || !strings.Contains(err.Error(), "4 abilities being resolved: at most 3") {
		t.Fatalf("4 abilities being resolved: %v", err)
	}
	if !reflect.DeepEqual(back, s) {
		t.Error("a refused decoding changed the state")
	}
}
