package cosmicrun

// LegalMoves lists every move p may make now; it is empty when p has
// nothing to decide.
func (s State) LegalMoves(p Player) []Move { return s.AppendLegalMoves(nil, p) }

// AppendLegalMoves appends p's legal moves to buf and returns it. With a
// buffer of enough capacity it does not allocate.
func (s State) AppendLegalMoves(buf []Move, p Player) []Move {
	d := &s.d
	if p != P1 && (p != P2 || d.Players != 2) || !d.waiting(p) {
		return buf
	}
	switch d.Phase {
	case Passing:
		for h := d.Hand[p] &^ d.Passing[p]; h != 0; h &= h - 1 {
			buf = append(buf, PassMove(p, h.nth(0)))
		}
	case Discarding:
		buf = append(buf, KeepMove(p))
		for h := d.Hand[p]; h != 0; h &= h - 1 {
			buf = append(buf, DiscardMove(p, h.nth(0)))
		}
	case Placing:
		buf = d.appendPlacements(buf, p)
	case Flipping:
		buf = d.appendSoloMoves(buf)
	}
	return buf
}

func (d *data) appendPlacements(buf []Move, p Player) []Move {
	var open [NumPlanets]int8
	n := 0
	for planet, pair := range d.Board[p] {
		if pair[1].Card == NoCard {
			open[n] = int8(planet + 1)
			n++
		}
	}
	for h := d.Hand[p]; h != 0; h &= h - 1 {
		c := h.nth(0)
		for _, planet := range open[:n] {
			buf = append(buf, Move{Player: p, Kind: Place, Card: c, Planet: planet},
				Move{Player: p, Kind: Place, Card: c, Planet: planet, Rotated: true})
		}
	}
	return buf
}

func (d *data) appendSoloMoves(buf []Move) []Move {
	side := d.forcedSide()
	if side != P2 {
		buf = append(buf, MineMove(false), MineMove(true))
	}
	if side != P1 {
		buf = append(buf, TheirsMove())
	}
	if d.Reflips > 0 {
		buf = append(buf, ReflipMove())
	}
	return buf
}
