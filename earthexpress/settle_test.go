package earthexpress

import "testing"

// TestSettleAfterIsSettle checks that settleAfter, which asks advance only
// of the seats a move may have set going, settles a move as settle does,
// asking every seat in every pass: after every move of random games of 2
// to 8 players (to 4 under the race detector), with and without
// Ecosystems, and from a sample of every tenth position, each legal move
// of every player to move is applied and compared, position and marks,
// with the move played and settled whole.
func TestSettleAfterIsSettle(t *testing.T) {
	checked := 0
	for players := 2; players <= mostWalked(); players++ {
		for k := range 2 {
			cfg := Config{Players: players, Seed: uint64(500*players + k), Standard: k == 0, Ecosystems: k == 1}
			walkRandom(t, cfg, 11, func(s State, n int, _ Move) {
				if s.Over() {
					return
				}
				states := []State{s}
				if n%10 == 0 {
					states = append(states, s.View(Player(n%players)).Sample(uint64(n)))
				}
				for _, s := range states {
					checked += checkSettleAfter(t, s)
				}
			})
		}
	}
	if checked == 0 {
		t.Fatal("no move checked")
	}
}

// checkSettleAfter applies every legal move of every player to move in s
// and compares the result with the move settled by settle. It returns the
// number of moves compared.
func checkSettleAfter(t *testing.T, s State) int {
	t.Helper()
	checked := 0
	for _, p := range s.ToMove() {
		for _, m := range s.LegalMoves(p) {
			got, err := s.Apply(m)
			if err != nil {
				t.Fatalf("legal %v refused: %v", m, err)
			}
			want := s
			want.d.own()
			want.d.touched = 1 << m.Player
			g := game{data: &want.d}
			g.move(m)
			g.settle()
			want.remark()
			if !got.d.same(&want.d) || got.marks != want.marks {
				t.Fatalf("%v: settleAfter left %+v, settle %+v", m, got.d.near, want.d.near)
			}
			checked++
		}
	}
	return checked
}
