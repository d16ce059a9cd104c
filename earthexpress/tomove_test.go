package earthexpress

import "testing"

// TestToMoveMatchesLegal checks over random games that ToMove, which does
// not list moves, names exactly the players who have legal moves (in
// games of at most 4 players under the race detector).
func TestToMoveMatchesLegal(t *testing.T) {
	for seed := range uint64(40) {
		for _, n := range []int{1, 2, 3, 5, 8} {
			if n > mostWalked() {
				continue
			}
			cfg := Config{Players: n, Seed: seed, Ecosystems: seed%2 == 0, Standard: true, Level: Level(1 + seed%3)}
			walkRandom(t, cfg, 7, func(s State, _ int, _ Move) {
				for i := range n {
					if s.d.canMove(i) != (len(s.LegalMoves(Player(i))) > 0) {
						t.Fatalf("seed %d, %d players: %v can move %v, legal %v", seed, n, Player(i), s.d.canMove(i), s.LegalMoves(Player(i)))
					}
				}
			})
		}
	}
}
