package animalkingdom

// scoreAnimals adds the expansion's points to p's scorepad: the pieces
// stored on each kept Animal card at its storage area's rate, and on the
// Global Ability card at its rate, in the "animals" row; the sprouts and
// growth on the Island, 1 VP each, in the "sprouts" and "growth" rows
// (the IslandPieces ruling).
func (g *data) scoreAnimals(p Player, sc *scorepad) {
	if !g.animalsOn() {
		return
	}
	a := &g.get(p).Animal
	for k, i := range g.kept(p) {
		if i >= 0 { // hidden in a View while the Animals are chosen; nothing is stored then
			sc.Animals += a.Stored[k].total() * g.animal(i).store
		}
	}
	if g.AK.HasGlobal {
		sc.Animals += a.GlobalStored.total() * g.animal(g.AK.Global).globalStore
	}
	sc.Sprouts += int(a.Island.Sprouts)
	sc.Growth += int(a.Island.Growth)
}

// total is the pieces a Store holds.
func (st Store) total() int { return int(st.Soil) + int(st.Sprouts) + int(st.Growth) }
