package beforeearth

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var exportAll = cmp.Exporter(func(reflect.Type) bool { return true })

// TestJSONRoundTrip saves states along a game and loads them back.
func TestJSONRoundTrip(t *testing.T) {
	s, _ := New(Config{Seed: 5})
	for n := 0; n < 200 && !s.Over(); n++ {
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		var back State
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("move %d: %v\n%s", n, err, data)
		}
		if diff := cmp.Diff(s, back, exportAll); diff != "" {
			t.Fatalf("move %d: changed through JSON (-want +got):\n%s", n, diff)
		}
		p := s.ToMove()[0]
		moves := s.LegalMoves(p)
		s, _ = s.Apply(moves[n%len(moves)])
	}
}

// TestUnmarshalStateErrors checks that corrupt or impossible states are
// refused with a clear message.
func TestUnmarshalStateErrors(t *testing.T) {
	s, _ := New(Config{Seed: 5})
	good, _ := json.Marshal(s)
	edit := func(old, new string) string { return strings.Replace(string(good), old, new, 1) }
	tests := []struct {
		name, data, want string
	}{
		{"not JSON", "{", "unexpected end"},
		{"unknown field", `{"colour": 1}`, "unknown field"},
		{"unknown card", edit(`"ship_deck":["`, `"ship_deck":["Enterprise","`), `no spaceship named "Enterprise"`},
		{"lost card", edit(`"ship_deck":["`, `"ship_deck":["x`), `no spaceship named`},
		{"extra resource", extraBlack(t, good), "there are 11 black resources, not 10"},
		{"track out of range", edit(`"damage":0`, `"damage":9`), "out of range"},
		{"bad phase", edit(`"phase":"choose"`, `"phase":"lunch"`), `"lunch" is no phase (expected one of "choose"`},
		{"pending while choosing", edit(`"pending":[]`, `"pending":[{"kind":"window","player":"P1","cost":{}}]`), "pending decisions in the choose phase"},
		{"other card set", edit(`"cards":"standard"`, `"cards":"mine"`), `card set "mine"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var st State
			err := json.Unmarshal([]byte(tt.data), &st)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Unmarshal = %v, want an error with %q", err, tt.want)
			}
		})
	}
}

// extraBlack returns the state data with one black resource too many.
func extraBlack(t *testing.T, good []byte) string {
	var j stateJSON
	if err := json.Unmarshal(good, &j); err != nil {
		t.Fatal(err)
	}
	j.Bag[Black]++
	data, err := json.Marshal(j)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestMoveNotation checks that every kind of move reads back from its
// notation and its JSON, and that bad notation is refused clearly.
func TestMoveNotation(t *testing.T) {
	s, _ := New(Config{Seed: 5})
	for _, text := range []string{"P1 play A", "P2 play D", "P1 ship The Excalüber", "P2 quarry 3", "P1 take grey",
		"P1 spend black", "P2 pay white", "P1 option 2", "P1 search San-31", "P2 colonize Nestarvis", "P1 use CID-31", "P2 done"} {
		m, err := ParseMove(s, text)
		if err != nil {
			t.Errorf("ParseMove(%q): %v", text, err)
			continue
		}
		if m.String() != text {
			t.Errorf("ParseMove(%q).String() = %q", text, m)
		}
		data, _ := json.Marshal(m)
		var back Move
		if err := json.Unmarshal(data, &back); err != nil || back != m {
			t.Errorf("move %q through JSON %s: %+v, %v", text, data, back, err)
		}
	}
	for text, want := range map[string]string{
		"":                 "want",
		"P3 play A":        `player "P3"`,
		"P1 jump":          `unknown verb "jump"`,
		"P1 play E":        "not an action card",
		"P1 quarry 4":      "not a number from 1 to 3",
		"P1 take gold":     "not a resource",
		"P1 ship Serenity": `no spaceship named "Serenity"`,
		"P1 use Earth":     `no planet named "Earth"`,
		"P1 done now":      "no argument",
	} {
		if _, err := ParseMove(s, text); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseMove(%q) = %v, want an error with %q", text, err, want)
		}
	}
}
