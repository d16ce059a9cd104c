package earthexpress

import "testing"

// TestRoomFollowsTheTableau checks, after every move of random games and
// for positions read back from JSON, that the places kept with room for a
// Sprout and a Growth are those the tableau's cards and pieces give.
func TestRoomFollowsTheTableau(t *testing.T) {
	for k, cfg := range []Config{{Players: 1, Level: Expert}, {Players: 2}, {Players: 4, Standard: true, Ecosystems: true}, {Players: 8}} {
		cfg.Seed = uint64(k + 40)
		walkRandom(t, cfg, 5, func(s State, n int, m Move) {
			checkRoom(t, s, m)
			if n%50 == 1 {
				b, err := s.MarshalJSON()
				if err != nil {
					t.Fatal(err)
				}
				var back State
				if err := back.UnmarshalJSON(b); err != nil {
					t.Fatal(err)
				}
				checkRoom(t, back, m)
			}
		})
	}
}

func checkRoom(t *testing.T, s State, m Move) {
	t.Helper()
	for i := range int(s.d.n) {
		p := *s.d.seat(i)
		want := p
		want.fitAll(s.d.cards)
		if p.room != want.room {
			t.Fatalf("after %v: P%d has room %09b %09b, the tableau gives %09b %09b", m, i+1, p.room[0], p.room[1], want.room[0], want.room[1])
		}
	}
}
