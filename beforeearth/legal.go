package beforeearth

// maxMoves bounds the options of one decision: 3 available planets, up to 32
// planets to use, and done.
const maxMoves = 40

// LegalMoves lists every move p may make now; none when p has nothing to
// decide.
func (s State) LegalMoves(p Player) []Move {
	return s.AppendLegalMoves(nil, p)
}

// AppendLegalMoves appends p's legal moves to buf and returns it; with a
// buffer of enough capacity it does not allocate.
func (s State) AppendLegalMoves(buf []Move, p Player) []Move {
	s.d.eachLegal(p, func(m Move) bool {
		buf = append(buf, m)
		return true
	})
	return buf
}

// isLegal reports whether m is one of its player's legal moves.
func (d *data) isLegal(m Move) bool {
	found := false
	d.eachLegal(m.Player, func(l Move) bool {
		found = l.Kind == m.Kind && l.Arg == m.Arg
		return !found
	})
	return found
}

// eachLegal calls yield with each of p's legal moves until it returns false.
func (d *data) eachLegal(p Player, yield func(Move) bool) {
	if d.victory != NoVictory || d.cards == nil || (p != P1 && p != P2) {
		return
	}
	if d.phase == Choose {
		for a := Scout; a <= Mine && d.played[p] == NoAction; a++ {
			if !yield(Move{Player: p, Kind: PlayCard, Arg: int(a)}) {
				return
			}
		}
		return
	}
	t := d.top()
	if t == nil || t.player() != p || !t.kind.decision() {
		return
	}
	d.eachOption(t, yield)
}

// countOptions returns how many options decision t offers (0, 1 or 2 for
// "more than one") and the first.
func (d *data) countOptions(t *pending) (int, Move) {
	n, first := 0, Move{}
	d.eachOption(t, func(m Move) bool {
		if n == 0 {
			first = m
		}
		n++
		return n < 2
	})
	return n, first
}

// eachOption calls yield with each option of decision t. When the choice
// makes no difference to the outcome (paying exactly what one can, taking
// from a supply of one type), only the first option is offered, and the
// engine takes it.
func (d *data) eachOption(t *pending, yield func(Move) bool) {
	p := t.player()
	switch t.kind {
	case pendTakeShip:
		for _, i := range d.shipRow {
			if i >= 0 && !yield(d.cardMove(p, TakeShip, int(i))) {
				return
			}
		}
	case pendQuarry:
		d.eachQuarry(t, yield)
	case pendTakeAny:
		eachColour(p, TakeResource, d.bag, Resources{9, 9, 9}, d.bag.Total() <= int(t.n), yield)
	case pendSpendAny:
		eachColour(p, SpendResource, d.res[p], Resources{9, 9, 9}, d.res[p].Total() <= int(t.n), yield)
	case pendPay:
		eachColour(p, PayResource, d.res[p], t.cost, coverable(d.res[p], t.cost) <= int(t.n), yield)
	case pendOption:
		d.eachAlternative(t, yield)
	case pendSearch:
		for i := range d.cards.Planets {
			if d.planetDeck.has(i) && !yield(d.cardMove(p, SearchPlanet, i)) {
				return
			}
		}
	case pendColonizeWith:
		d.eachColonize(p, t.n, yield)
	case pendWindow:
		d.eachWindow(t, yield)
	}
}

func (d *data) cardMove(p Player, k MoveKind, i int) Move {
	return Move{Player: p, Kind: k, Arg: i, cards: d.cards}
}

// eachQuarry offers the Quarries not yet collected by this decision.
func (d *data) eachQuarry(t *pending, yield func(Move) bool) {
	left := 0
	for q := range NumQuarries {
		if t.mask&(1<<q) == 0 {
			left++
		}
	}
	for q := range NumQuarries {
		if t.mask&(1<<q) == 0 {
			if !yield(Move{Player: t.player(), Kind: CollectQuarry, Arg: q}) || left <= int(t.n) {
				return // when every one left is collected there is no choice
			}
		}
	}
}

// eachColour offers the types present in both from and limit; forced offers
// only the first.
func eachColour(p Player, k MoveKind, from, limit Resources, forced bool, yield func(Move) bool) {
	n := 0
	for c := range from {
		if from[c] > 0 && limit[c] > 0 {
			n++
		}
	}
	for c := range from {
		if from[c] > 0 && limit[c] > 0 {
			if !yield(Move{Player: p, Kind: k, Arg: c}) || forced || n == 1 {
				return
			}
		}
	}
}

// eachAlternative offers the alternatives of a card whose costs can be paid.
func (d *data) eachAlternative(t *pending, yield func(Move) bool) {
	var alts []alt
	if t.mask == optionShip {
		if int(t.card) < len(d.cards.Ships) {
			alts = d.cards.Ships[t.card].alts
		}
	} else if int(t.card) < len(d.cards.Planets) {
		alts = d.cards.Planets[t.card].alts
	}
	for i := range alts {
		if alts[i].req.met(d, t.player()) && !yield(Move{Player: t.player(), Kind: ChooseOption, Arg: i}) {
			return
		}
	}
}

// eachColonize offers the available planets p can afford with discount.
func (d *data) eachColonize(p Player, discount uint8, yield func(Move) bool) bool {
	for _, i := range d.planetRow {
		if i >= 0 && d.affordable(p, int(i), discount) && !yield(d.cardMove(p, ColonizePlanet, int(i))) {
			return false
		}
	}
	return true
}

// eachWindow offers a window's options: colonize (in the Colonize phase,
// once, if the action stands), each planet ability usable now, and done.
func (d *data) eachWindow(t *pending, yield func(Move) bool) {
	p := t.player()
	if t.mask&windowColonize != 0 && !d.colonized[p] && !d.eachColonize(p, d.discount[p], yield) {
		return
	}
	ready := d.planets[p] &^ d.faceDown
	for i := range d.cards.Planets {
		if ready.has(i) && d.planetUsable(p, i) && !yield(d.cardMove(p, UsePlanet, i)) {
			return
		}
	}
	yield(Move{Player: p, Kind: Done})
}

// planetUsable reports whether some alternative of planet i can be used.
func (d *data) planetUsable(p Player, i int) bool {
	for k := range d.cards.Planets[i].alts {
		if d.cards.Planets[i].alts[k].req.met(d, p) {
			return true
		}
	}
	return false
}
