package earthexpress

// This file gives State and View the methods every rulebox game shares
// (the shape that examples/game names).

// Winners lists the winners once the game is over (all tied players share
// the victory; solo, P1 when they beat Demeter), nothing before.
func (s State) Winners() []Player {
	if !s.Over() {
		return nil
	}
	return s.Result().Winners
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
