package earthexpress

// This file gives State and View the methods every rulebox game shares
// (the shape that examples/game names).

// Winners lists the winners once the game is over (all tied players share
// the victory; solo, P1 when they beat Demeter), nothing before, in a new
// slice. The winners are kept when the game ends, so this costs one small
// allocation and no scoring.
func (s State) Winners() []Player {
	if !s.Over() {
		return nil
	}
	return players(s.d.won)
}

// Score is p's scorepad total now (what the tableau would score if the
// game ended), or 0 for a player not in the game.
func (s State) Score(p Player) int {
	if !s.has(p) {
		return 0
	}
	sp := s.d.scorepad(int(p))
	return sp.Total
}
