package earthexpress

import "testing"

// TestStillSeatsAreLeftAsTheyAre checks that advance leaves a seat that
// still reports still as it is, so that settle may skip it: after every
// eighth move of random games of 1 to 8 players (to 4 under the race
// detector), each seat is given in turn every phase, sub-decision and
// activation flag, waiting to activate or not (settled positions alone
// would leave every seat as it is), and advanced on a copy when still.
func TestStillSeatsAreLeftAsTheyAre(t *testing.T) {
	every, most := 8, mostWalked()
	still, moved := 0, 0
	for players := 1; players <= most; players++ {
		for k := range 2 {
			cfg := Config{Players: players, Seed: uint64(300*players + k), Standard: k == 0, Ecosystems: k == 1, Level: Expert}
			walkRandom(t, cfg, 5, func(s State, n int, _ Move) {
				if n%every == 0 && !s.Over() {
					a, b := checkStill(t, s)
					still, moved = still+a, moved+b
				}
			})
		}
	}
	if still == 0 || moved == 0 {
		t.Fatalf("%d seats still, %d moved on", still, moved)
	}
}

// checkStill gives each seat of s every phase, sub-decision and
// activation flag, and fails if advance changes a still one. It returns
// how many were still and how many of the others advance moved on.
func checkStill(t *testing.T, s State) (still, moved int) {
	t.Helper()
	for i := range int(s.d.n) {
		for ph := range numPhases {
			for sb := subNone; sb <= subConvert; sb++ {
				for flags := range 4 {
					on := flags&1 != 0
					c := s
					c.d.own()
					p := c.d.seat(i)
					p.phase, p.sub, p.act.on = ph, sb, on
					if flags&2 != 0 {
						p.act.prompt = true
					}
					if !p.still() {
						if !on && (game{data: &c.d}).advance(i) {
							moved++
						}
						continue
					}
					still++
					before := c
					before.d.own()
					if (game{data: &c.d}).advance(i) || !c.d.same(&before.d) {
						t.Fatalf("seat %d still in phase %v, sub %d, flags %02b, but advance changed the position", i, ph, sb, flags)
					}
				}
			}
		}
	}
	return still, moved
}

// TestTableStaysWhenItMayNotAdvance checks that advanceTable runs nothing
// when tableMayAdvance says so: after every fourth move of random games
// of 1 to 8 players (to 4 under the race detector), the first seat is
// given every phase, the setup choice set and not, and the table advanced
// on a copy.
func TestTableStaysWhenItMayNotAdvance(t *testing.T) {
	every, most := 4, mostWalked()
	stays := 0
	for players := 1; players <= most; players++ {
		for k := range 2 {
			cfg := Config{Players: players, Seed: uint64(700*players + k), Standard: k == 0, Ecosystems: k == 1, Level: Expert}
			walkRandom(t, cfg, 7, func(s State, n int, _ Move) {
				if n%every == 0 && !s.Over() {
					stays += checkTableStays(t, s)
				}
			})
		}
	}
	if stays == 0 {
		t.Fatal("tableMayAdvance never false")
	}
}

// checkTableStays gives s's first seat every phase, with the setup choice
// under way and not, and fails if advanceTable changes a position
// tableMayAdvance says it may not. It returns how many it said so of.
func checkTableStays(t *testing.T, s State) int {
	t.Helper()
	n := 0
	for ph := range numPhases {
		for _, choosing := range [2]bool{false, true} {
			c := s
			c.d.own()
			c.d.seat(0).phase, c.d.choosing = ph, choosing
			if c.d.tableMayAdvance() {
				continue
			}
			n++
			before := c
			before.d.own()
			if (game{data: &c.d}).advanceTable() || !c.d.same(&before.d) {
				t.Fatalf("phase %v, choosing %v: tableMayAdvance false, but advanceTable changed the position", ph, choosing)
			}
		}
	}
	return n
}
