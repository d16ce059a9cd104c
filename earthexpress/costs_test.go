package earthexpress

import (
	"fmt"
	"testing"
)

// TestCostsFollowTheActivation plays random games of 1 to 8 players (to 4
// under the race detector) and checks after every move, and after a JSON
// round trip now and then, that each seat's act.costs is the number of
// cost steps of the option its activation resolves, read from the card:
// with the embedded set, and with a set whose abilities offer options of
// different costs.
func TestCostsFollowTheActivation(t *testing.T) {
	flora := "{name: %s, origin: original, types: [herb], habitats: [sunny], vp: 0, sprouts: 3, growth: 2, canopy_vp: 2, abilities: [\"%s\"]}"
	ext := "extends: standard\nreplace:\n  flora:\n" +
		"    - " + fmt.Sprintf(flora, "Basil", "[red] gain 1 seed or spend 1 growth: gain 3 seeds") + "\n" +
		"    - " + fmt.Sprintf(flora, "Garlic", "[blue] spend 1 seed, 1 growth: gain 3 sprouts or gain 1 sprout") + "\n"
	options, err := LoadCards("ext.yaml", []byte(ext))
	if err != nil {
		t.Fatal(err)
	}
	for players := 1; players <= mostWalked(); players++ {
		for k := range 16 {
			cfg := Config{Players: players, Seed: uint64(300*players + k), Standard: k%2 == 0, Ecosystems: k%3 != 2, Level: Hard}
			if k >= 8 {
				cfg.Cards = options
			}
			walkRandom(t, cfg, 11, func(s State, n int, m Move) {
				checkCosts(t, s, m)
				if n%40 == 1 && cfg.Cards == nil {
					b, err := s.MarshalJSON()
					if err != nil {
						t.Fatal(err)
					}
					var back State
					if err := back.UnmarshalJSON(b); err != nil {
						t.Fatal(err)
					}
					checkCosts(t, back, m)
				}
			})
		}
	}
}

func checkCosts(t *testing.T, s State, m Move) {
	t.Helper()
	for i := range int(s.d.n) {
		a := s.d.seat(i).act
		want := 0
		if a.on && a.place >= 0 {
			want = len(s.d.ability(i).alts[a.alt].costs)
		}
		if int(a.costs) != want {
			t.Fatalf("after %v: P%d resolving %+v has %d cost steps, the card gives %d", m, i+1, a, a.costs, want)
		}
	}
}
