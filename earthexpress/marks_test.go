package earthexpress

import "testing"

// TestRemarkAgreesWithMark plays random games of 1 to 8 players (to 4
// under the race detector, see mostWalked) and checks after every move
// that the marks Apply works out again for the seats the move touched are
// those of every seat worked out afresh.
func TestRemarkAgreesWithMark(t *testing.T) {
	checked := 0
	for players := 1; players <= mostWalked(); players++ {
		for k := range 20 {
			cfg := Config{Players: players, Seed: uint64(100*players + k), Standard: k%2 == 0, Ecosystems: k%3 != 2, Level: Expert}
			walkRandom(t, cfg, 9, func(s State, _ int, m Move) {
				fresh := s
				fresh.mark()
				if s.marks != fresh.marks || s.d.touched != 0 {
					t.Fatalf("%d players, seed %d, after %v: marks %+v (touched %08b), worked out afresh %+v", players, cfg.Seed, m, s.marks, s.d.touched, fresh.marks)
				}
				checked++
			})
		}
	}
	if checked < 20*mostWalked()*10 {
		t.Fatalf("%d positions checked", checked)
	}
}
