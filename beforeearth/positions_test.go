package beforeearth

import (
	"encoding/json"
	"strings"
	"testing"
)

// windowState is P1's Actions-phase window with Eplade ready to use.
func windowState(t *testing.T) State {
	return scenario(t, `
ship_row: ["", "", ""]
seats:
  - {played: C, planets: [Eplade]}
  - {played: C}
`)
}

// TestImpossibleStacksRefused checks that state JSON with a pending stack
// play cannot build is refused: 8 entries (a planet ability pushed onto it
// once went nowhere), two windows, a window above another entry, a decision with
// entries above it, and an entry of a player who is not P1 or P2 (P257 once
// loaded as P1).
func TestImpossibleStacksRefused(t *testing.T) {
	s := windowState(t)
	if got := moveTexts(s, P1); len(got) != 2 || got[0] != "P1 use Eplade" {
		t.Fatalf("P1's window offers %v", got)
	}
	good, _ := json.Marshal(s)
	win := `{"kind":"window","player":"P1","cost":{}}`
	if !strings.Contains(string(good), `"pending":[`+win+`]`) {
		t.Fatalf("unexpected stack in %s", good)
	}
	withStack := func(entries ...string) string {
		return strings.Replace(string(good), `"pending":[`+win+`]`, `"pending":[`+strings.Join(entries, ",")+`]`, 1)
	}
	eight := make([]string, 8)
	for i := range eight {
		eight[i] = win
	}
	tests := []struct{ name, data, want string }{
		{"eight windows", withStack(eight...), "8 pending entries, at most 6"},
		{"two windows", withStack(win, win), "pending 1 (window) cannot stand where it is"},
		{"decision under a window", withStack(`{"kind":"take-any","player":"P1","n":1,"cost":{}}`, win), "decision with entries above it"},
		{"player P257", withStack(strings.Replace(win, `"P1"`, `"P257"`, 1)), "player P257 is not P1 or P2"},
		{"two players' entries", withStack(win, `{"kind":"planet-frame","player":"P2","card":"Eplade","cost":{}}`), "one player's decisions at a time"},
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

// TestScenarioCheckedBeforeTheRound checks that a Go-built scenario whose
// player played no real action card is refused before its round runs.
func TestScenarioCheckedBeforeTheRound(t *testing.T) {
	for _, played := range []Action{9, Mine + 1} {
		_, err := Scenario{Seats: []ScenarioSeat{{Played: played}, {Played: Scout}}}.Build()
		if err == nil || !strings.Contains(err.Error(), "is not an action card") {
			t.Errorf("played %d: Build = %v, want a refusal", played, err)
		}
	}
	_, err := Scenario{Seats: []ScenarioSeat{{Played: Scout}, {Played: Occupy}}, Tiebreaker: 7}.Build()
	if err == nil {
		t.Error("a tiebreaker of seat 7 built")
	}
}

// TestBuildEvents checks that a scenario with both cards played reports
// the events of the part of the round it resolves, as playing the second
// card would have.
func TestBuildEvents(t *testing.T) {
	sc, err := LoadScenario("b.yaml", []byte(`
ship_row: ["", "", ""]
seats:
  - {played: A}
  - {played: D, damage: 2}
`))
	if err != nil {
		t.Fatal(err)
	}
	s, evs, err := sc.BuildEvents()
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"reveal", "reveal", "cancel", "damage"}
	if got := whats(evs); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("events %v, want %v", got, want)
	}
	plain, _ := sc.Build()
	a, _ := json.Marshal(s)
	b, _ := json.Marshal(plain)
	if string(a) != string(b) {
		t.Error("BuildEvents built another state than Build")
	}
	sc.Seats[1].Played = NoAction
	if _, evs, err := sc.BuildEvents(); err != nil || len(evs) != 0 {
		t.Errorf("with a card missing: events %v, %v; want none", evs, err)
	}
}
