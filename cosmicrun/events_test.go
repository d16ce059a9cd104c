package cosmicrun

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/rng"
)

// Over many random games, ApplyEvents gives the same state as Apply, the
// Scored events account for every movement point on the tracks, and a deal
// names no player.
func TestEventsMatchState(t *testing.T) {
	for seed := range uint64(200) {
		players := 1 + int(seed%2)
		s, err := New(Config{Players: players, Seed: seed, Level: Level(seed % 3)})
		if err != nil {
			t.Fatal(err)
		}
		r := rng.New(seed)
		var track [2][3]int
		for !s.Over() {
			who := s.ToMove()
			moves := s.LegalMoves(who[r.IntN(len(who))])
			m := moves[r.IntN(len(moves))]
			plain, _ := s.Apply(m)
			next, evs, err := s.ApplyEvents(m)
			if err != nil || next != plain {
				t.Fatalf("seed %d, %v: ApplyEvents and Apply disagree (%v)", seed, m, err)
			}
			for _, e := range evs {
				if e.Kind == Dealt && e.Player != NoPlayer {
					t.Fatalf("seed %d: %+v: a deal concerns the table, not %v", seed, e, e.Player)
				}
				if e.Kind != Scored {
					continue
				}
				pl := &track[e.Player][e.Planet]
				*pl = min(*pl+e.Points, Goal)
				if *pl != e.Track {
					t.Fatalf("seed %d: %v, but the points add up to %d", seed, e, *pl)
				}
			}
			s = next
			for _, p := range s.Players() {
				for pl := range NumPlanets {
					if got := s.Track(p, pl); got != track[p][pl] {
						t.Fatalf("seed %d after %v: %v's track at planet %d is %d, events say %d", seed, m, p, pl+1, got, track[p][pl])
					}
				}
			}
		}
	}
}

func TestEventKindsAreWordsInJSON(t *testing.T) {
	for k := Dealt; k <= RoundCardTurned; k++ {
		b, err := json.Marshal(k)
		var back EventKind
		if err != nil || string(b) != `"`+k.String()+`"` || json.Unmarshal(b, &back) != nil || back != k {
			t.Fatalf("%v marshals to %s, %v, and reads back as %v", k, b, err, back)
		}
	}
	if _, err := json.Marshal(EventKind(99)); err == nil {
		t.Error("EventKind(99) marshals")
	}
	back := Scored
	if err := json.Unmarshal([]byte(`"scord"`), &back); err == nil || !strings.Contains(err.Error(), "scored") || back != Scored {
		t.Errorf("a misspelt kind: %v, kind now %v", err, back)
	}
	e := Event{Round: 1, Kind: Placed, Player: P2, Planet: 0, Card: card(t, "R3")}
	b, _ := json.Marshal(e)
	if !strings.Contains(string(b), `"kind":"placed"`) || !strings.Contains(string(b), `"card":"R3"`) {
		t.Errorf("an event's JSON is %s; want its kind and card as words", b)
	}
	var read Event
	if err := json.Unmarshal(b, &read); err != nil || read != e {
		t.Errorf("%s reads back as %+v, %v", b, read, err)
	}
}
