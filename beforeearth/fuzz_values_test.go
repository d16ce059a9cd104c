package beforeearth

import (
	"encoding/json"
	"strings"
	"testing"
)

// FuzzGoScenario builds scenarios in Go from the fuzzer's values (round,
// tiebreaker, Quarries, rows, tracks, resources, Fleets, planets, face-down
// planets and played cards) and checks that Build either refuses one or
// builds a valid state that plays on: nothing panics.
func FuzzGoScenario(f *testing.F) {
	f.Add(uint64(1), 1, 0, []byte{1, 0, 0, 0, 0, 0, 0, 2, 0}, "STS Jude 0331,,The Davnarock", "Nestarvis", 5, 0, 1, 3, "", "Drecolara", "Drecolara", uint8(1), []byte{0, 2, 0, 0, 0, 0})
	f.Add(uint64(3), 70000, 1, []byte{}, "-", "-", 0, 7, 0, 7, "Genesis,The Destroyer", "OSI-31", "", uint8(4), []byte{30, 30, 30, 255, 0, 0})
	f.Add(uint64(0), -5, 7, []byte{9, 9, 9}, "", "", -1, 8, 9, -2, "Nope", "Eplade,Eplade", "Eplade", uint8(9), []byte{})
	f.Fuzz(func(t *testing.T, seed uint64, round, tiebreaker int, quarries []byte, shipRow, planetRow string,
		tech1, damage1, tech2, damage2 int, fleet, planets, faceDown string, played uint8, res []byte) {
		sc := Scenario{Seed: seed, Round: round, Tiebreaker: Player(tiebreaker), ShipRow: row(shipRow), PlanetRow: row(planetRow)}
		for q := 0; q+2 < len(quarries) && q < 3*NumQuarries+3; q += 3 {
			sc.Quarries = append(sc.Quarries, Pile{int(quarries[q]), int(quarries[q+1]), int(quarries[q+2])})
		}
		for i, tracks := range [2][2]int{{tech1, damage1}, {tech2, damage2}} {
			sp := ScenarioSeat{Technology: tracks[0], Damage: tracks[1], Played: Action((int(played) >> (4 * i)) & 0xf)}
			if k := 3 * i; k+2 < len(res) {
				sp.Resources = Pile{int(res[k]), int(res[k+1]), int(res[k+2])}
			}
			if i == 0 {
				sp.Fleet, sp.Planets, sp.FaceDown = row(fleet), row(planets), row(faceDown)
			}
			sc.Seats = append(sc.Seats, sp)
		}
		s, err := sc.Build()
		if err != nil {
			return
		}
		playSome(t, s, 60)
	})
}

// row splits a comma-separated list of card names (an empty name is an
// empty place in a row); "" is no list (nil), "-" an empty one.
func row(list string) []string {
	switch list {
	case "":
		return nil
	case "-":
		return []string{}
	}
	return strings.Split(list, ",")
}

// FuzzParseAbility checks that any text either fails to parse as an
// ability or parses to one whose canonical text parses back to the same
// text, through ParseAbility and through UnmarshalText, which leaves the
// receiver as it was on error: nothing panics.
func FuzzParseAbility(f *testing.F) {
	for _, seed := range []string{"gain 1 tech, take 1 grey", "spend any 2 resources: gain 1 tech or lose 1 tech: take any 2 resources",
		"deal 1 damage to opponent", "colonize 1 planet for 2 less", "win if opponent has 5+ damage", "take 1 spaceship, activate it", ""} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a, err := ParseAbility(text)
		var u Ability
		before, _ := ParseAbility("gain 1 tech")
		u = before
		uerr := u.UnmarshalText([]byte(text))
		if (err == nil) != (uerr == nil) {
			t.Fatalf("ParseAbility(%q) gives %v, UnmarshalText %v", text, err, uerr)
		}
		if err != nil {
			if u.String() != before.String() {
				t.Fatalf("a refused text changed the receiver to %q", u)
			}
			return
		}
		back, err := ParseAbility(a.String())
		if err != nil || back.String() != a.String() {
			t.Fatalf("%q prints as %q, which reads back as %q (%v)", text, a, back, err)
		}
	})
}

// FuzzResourcesJSON checks that any bytes either fail to read as Resources
// or read as a value that writes and reads back the same, and that a
// refused value leaves the receiver as it was.
func FuzzResourcesJSON(f *testing.F) {
	for _, seed := range []string{`{"black":1,"grey":2}`, `{}`, `{"white":255}`, `{"white":256}`, `{"black":-1}`, `{"red":1}`, `null`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := Resources{1, 2, 3}
		if err := json.Unmarshal(data, &r); err != nil {
			if r != (Resources{1, 2, 3}) {
				t.Fatalf("refused resources changed the receiver to %v", r)
			}
			return
		}
		out, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back Resources
		if err := json.Unmarshal(out, &back); err != nil || back != r {
			t.Fatalf("%s read back as %v (%v)", out, back, err)
		}
	})
}
