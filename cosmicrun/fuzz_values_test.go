package cosmicrun

import (
	"encoding/json"
	"strings"
	"testing"
)

// FuzzGoScenario builds scenarios in Go from the fuzzer's values (player
// count, level, round, Round Card, phase, re-flips, hands, tracks and
// planets, in notation) and checks that Build either refuses one or builds
// a valid state that plays on to the end: nothing panics.
func FuzzGoScenario(f *testing.F) {
	f.Add(2, uint8(0), 1, 0, uint8(0), -1, "", "R1,R2,R3,R4,B1,B2", "Y1,Y2,Y3,Y4,G1,G2", []byte{0, 0, 0, 3, 0, 0}, "R1;B1 turned;", "")
	f.Add(1, uint8(2), 2, 3, uint8(3), 1, "G1", "", "", []byte{4, 0, 12, 0, 0, 0}, ";;", "Y1")
	f.Add(2, uint8(0), 7, 0, uint8(2), -1, "", "R1", "Y4", []byte{12, 12, 11, 0, 0, 0}, "R2,R3;B4 turned,B3;G3,G4", "")
	f.Fuzz(func(t *testing.T, players int, level uint8, round, roundCard int, phase uint8, reflips int,
		flipped, hand1, hand2 string, track []byte, planets1, planets2 string) {
		sc := Scenario{Players: players, Level: Level(level), Round: round, RoundCard: roundCard, Phase: Phase(phase), Flipped: flipped}
		if reflips >= 0 {
			sc.Reflips = &reflips
		}
		for i, hand := range []string{hand1, hand2} {
			var seat ScenarioSeat
			seat.Hand = names(hand)
			for k := range NumPlanets {
				if j := 3*i + k; j < len(track) {
					seat.Track[k] = int(int8(track[j]))
				}
			}
			for k, list := range strings.SplitN([]string{planets1, planets2}[i], ";", NumPlanets) {
				seat.Planets[k] = names(list)
			}
			sc.Seats = append(sc.Seats, seat)
		}
		s, err := sc.Build()
		if err != nil {
			return
		}
		if err := playsOn(s, 1); err != nil {
			t.Fatalf("a built scenario: %v", err)
		}
	})
}

// names splits a comma-separated list; "" is none.
func names(list string) []string {
	if list == "" {
		return nil
	}
	return strings.Split(list, ",")
}

// FuzzConfig checks that New either refuses a Config or starts a game that
// plays on to the end: nothing panics.
func FuzzConfig(f *testing.F) {
	f.Add(2, uint8(0), uint64(1))
	f.Add(1, uint8(3), uint64(9))
	f.Add(0, uint8(200), uint64(0))
	f.Fuzz(func(t *testing.T, players int, level uint8, seed uint64) {
		s, err := New(Config{Players: players, Level: Level(level), Seed: seed})
		if err != nil {
			return
		}
		if err := playsOn(s, seed); err != nil {
			t.Fatalf("New(%d players, level %d): %v", players, level, err)
		}
	})
}

// FuzzHandJSON checks that any bytes either fail to read as a Hand (and as
// a Card) or read as one that writes and reads back the same, and that a
// refused value leaves the receiver as it was.
func FuzzHandJSON(f *testing.F) {
	for _, seed := range []string{`["R1","B4"]`, `[]`, `["-"]`, `"G2"`, `["R1","R1"]`, `null`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		h := Hand(0b101)
		if err := json.Unmarshal(data, &h); err != nil {
			if h != 0b101 {
				t.Fatalf("a refused hand changed the receiver to %v", h)
			}
		} else if out, _ := json.Marshal(h); !sameAs(t, out, h) {
			t.Fatalf("%s read back as another hand", out)
		}
		c := Card(3)
		if err := c.UnmarshalText(data); err != nil {
			if c != 3 {
				t.Fatalf("a refused card changed the receiver to %v", c)
			}
			return
		}
		text, _ := c.MarshalText()
		var back Card
		if err := back.UnmarshalText(text); err != nil || back != c {
			t.Fatalf("card %q read back as %v (%v)", text, back, err)
		}
	})
}

// sameAs reports whether data reads as h.
func sameAs(t *testing.T, data []byte, h Hand) bool {
	var back Hand
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("%s does not read back: %v", data, err)
	}
	return back == h
}
