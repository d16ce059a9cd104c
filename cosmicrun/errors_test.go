package cosmicrun

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebox/rulebox/carddata"
)

func TestIllegalMovesNameTheRule(t *testing.T) {
	placing := scenario(t, `
players: 2
phase: placing
seats:
  - hand: [R1, R2, R3, R4]
    planets: [[B1, B2], [], []]
  - hand: [Y1, Y2, Y3, Y4]
    planets: [[], [G1, G2], []]
`)
	fresh, _ := New(Config{Players: 2, Seed: 1})
	notHeld := fresh.Hand(P2).nth(0)
	for _, tc := range []struct {
		name string
		s    State
		m    Move
		rule string
	}{
		{"place at a full planet", placing, PlaceMove(P1, card(t, "R1"), 0, false), "placing"},
		{"place a card not held", placing, PlaceMove(P1, card(t, "Y1"), 1, false), "placing"},
		{"pass while placing", placing, PassMove(P1, card(t, "R1")), "passing"},
		{"pass a card not held", fresh, PassMove(P1, notHeld), "passing"},
		{"keep while passing", fresh, KeepMove(P1), "discarding"},
		{"solo move in a 2-player game", fresh, ReflipMove(P1), "flipping"},
		{"no such player", fresh, PassMove(Player(5), 0), "players"},
		{"unused field set", fresh, Move{Player: P1, Kind: Pass, Card: fresh.Hand(P1).nth(0), Planet: 2}, "moves"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before, _ := json.Marshal(tc.s)
			got, err := tc.s.Apply(tc.m)
			if !isRule(err, tc.rule) {
				t.Fatalf("Apply(%v) = %v, want a RuleError for rule %q", tc.m, err, tc.rule)
			}
			after, _ := json.Marshal(got)
			if string(before) != string(after) {
				t.Error("a refused move changed the state")
			}
		})
	}
}

func TestParseMoveErrors(t *testing.T) {
	s, _ := New(Config{Players: 2})
	for _, text := range []string{"", "P1", "P3 keep", "P1 jump", "P1 pass", "P1 pass Q9",
		"P1 place R1 4 upright", "P1 place R1 2 sideways", "P1 keep now", "P1 mine"} {
		if m, err := ParseMove(s, text); err == nil {
			t.Errorf("ParseMove(%q) = %v, want an error", text, m)
		} else if !strings.Contains(err.Error(), "cosmicrun: move") {
			t.Errorf("ParseMove(%q) error %q does not say which move", text, err)
		}
	}
}

func TestLoadCardsErrorsPointAtTheProblem(t *testing.T) {
	bad := strings.Replace(string(standardYAML), "{number: 2, colour: red,", "{number: 2, colour: rde,", 1)
	bad = strings.Replace(bad, "\ntracking: [", "\ntrackng: [", 1)
	_, err := LoadCards("mine.yaml", []byte(bad))
	var list carddata.ErrorList
	if !errors.As(err, &list) || len(list) != 2 {
		t.Fatalf("LoadCards = %v, want 2 errors", err)
	}
	for i, want := range []string{`mine.yaml:26:25: found "rde"`, `mine.yaml:45:1: found field "trackng"`} {
		if !strings.Contains(list[i].Error(), want) {
			t.Errorf("error %d = %q, want it to contain %q", i, list[i], want)
		}
	}
	if list[0].Suggest != "red" || list[1].Suggest != "tracking" {
		t.Errorf("suggestions %q, %q; want red, tracking", list[0].Suggest, list[1].Suggest)
	}
}

func TestLoadCardsChecksTheSet(t *testing.T) {
	dup := strings.Replace(string(standardYAML), "{number: 2, colour: red,", "{number: 1, colour: red,", 1)
	if _, err := LoadCards("dup.yaml", []byte(dup)); err == nil || !strings.Contains(err.Error(), "dup.yaml:26:5: ship R1 is listed twice") {
		t.Errorf("duplicate card: %v", err)
	}
	for _, in := range []string{"", "name: x", "ships: 3", ":"} {
		if _, err := LoadCards("x.yaml", []byte(in)); err == nil {
			t.Errorf("LoadCards(%q) gave no error", in)
		}
	}
}

func TestUnmarshalStateRefusesCorruptInput(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 4})
	good, _ := json.Marshal(s)
	for name, in := range map[string]string{
		"not json":        `{`,
		"no cards":        `{"game":{}}`,
		"unknown set":     strings.Replace(string(good), `"cards":"standard"`, `"cards":"deluxe"`, 1),
		"track past goal": strings.Replace(string(good), `"track":[[0,0,0]`, `"track":[[13,0,0]`, 1),
		"card twice":      strings.Replace(string(good), `"hand":[[`, `"hand":[["`+s.Hand(P2).nth(0).String()+`",`, 1),
		"unknown card":    strings.Replace(string(good), `"hand":[[`, `"hand":[["Q9",`, 1),
	} {
		t.Run(name, func(t *testing.T) {
			got := s
			if err := json.Unmarshal([]byte(in), &got); err == nil {
				t.Fatal("no error")
			}
			if got != s {
				t.Error("a refused state changed the receiver")
			}
		})
	}
}

func TestCustomCardSetPlaysAndRoundTrips(t *testing.T) {
	// the same cards with every arrow pointing right and an all-red tracking card
	custom := strings.ReplaceAll(string(standardYAML), "points: left", "points: right")
	custom = strings.Replace(custom, "name: standard", "name: rightward", 1)
	i := strings.Index(custom, "\ntracking: [")
	custom = custom[:i] + "\ntracking: [red, red, red, red, red, red, red, red, red, red, red, red]\n"
	set, err := LoadCards("rightward.yaml", []byte(custom))
	if err != nil {
		t.Fatal(err)
	}
	s, err := New(Config{Players: 2, Seed: 8, Cards: set})
	if err != nil {
		t.Fatal(err)
	}
	for !s.Over() {
		p := s.ToMove()[0]
		s, _ = s.Apply(s.LegalMoves(p)[0])
	}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(s, back, cmp.Exporter(func(reflect.Type) bool { return true })); diff != "" {
		t.Errorf("state with a custom set changed through JSON (-want +got):\n%s", diff)
	}
	if back.Cards().Name != "rightward" || back.Cards().Tracking[5] != Red {
		t.Errorf("the custom set did not survive JSON: %+v", back.Cards())
	}
}

func TestScenarioErrors(t *testing.T) {
	for _, tc := range []struct {
		name, yaml, want string
	}{
		{"unknown field", "players: 2\nseets: []\n", `s.yaml:2:1: found field "seets"`},
		{"misspelled phase", "players: 2\nphase: placin\n", `s.yaml:2:8: found "placin", expected passing, discarding, placing, flipping or finished (did you mean "placing"?)`},
		{"player count", "players: 3\n", "s.yaml:1:1: scenario: players is 3, want 1 or 2"},
		{"unknown card", "players: 2\nseats:\n  - hand: [R9]\n", `s.yaml:3:5: scenario: no ship card "R9"`},
		{"card twice", "players: 2\nseats:\n  - hand: [R1]\n  - hand: [R1]\n", "s.yaml:4:5: scenario: R1 is named twice"},
		{"track past the goal", "players: 2\nseats:\n  - track: [13, 0, 0]\n", "s.yaml:3:5: scenario: P1's track at planet 1 is 13"},
		{"three cards at a planet", "players: 2\nseats:\n  - planets: [[R1, R2, R3], [], []]\n", "at most 2 fit"},
		{"bad orientation", "players: 2\nseats:\n  - planets: [[R1 sideways], [], []]\n", `orientation "sideways"`},
		{"uneven placing", "players: 2\nphase: placing\nseats:\n  - hand: [R1]\n", "each player needs as many cards placed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sc, err := LoadScenario("s.yaml", []byte(tc.yaml))
			if err == nil {
				_, err = sc.Build()
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want it to contain %q", err, tc.want)
			}
		})
	}
}
