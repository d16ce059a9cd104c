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
	return s.d.appendLegal(buf, p)
}

func (d *data) appendLegal(buf []Move, p Player) []Move {
	if d.winner >= 0 || (p != P1 && p != P2) {
		return buf
	}
	if d.phase == Choose {
		if d.played[p] != NoAction {
			return buf
		}
		for a := Scout; a <= Mine; a++ {
			buf = append(buf, Move{Player: p, Kind: PlayCard, Arg: int(a)})
		}
		return buf
	}
	t := d.top()
	if t == nil || t.who != p || !t.kind.decision() {
		return buf
	}
	return d.appendDecision(buf, t)
}

// appendDecision appends the options of decision t. When the choice makes no
// difference to the outcome (paying exactly what one can, taking from a
// supply of one type), only the first option is listed, and the engine
// takes it.
func (d *data) appendDecision(buf []Move, t *pending) []Move {
	p := t.who
	switch t.kind {
	case pendTakeShip:
		for _, i := range d.shipRow {
			if i >= 0 {
				buf = append(buf, d.cardMove(p, TakeShip, int(i)))
			}
		}
	case pendQuarry:
		buf = d.appendQuarries(buf, t)
	case pendTakeAny:
		buf = appendColours(buf, p, TakeResource, d.bag, Resources{9, 9, 9}, d.bag.Total() <= int(t.n))
	case pendSpendAny:
		buf = appendColours(buf, p, SpendResource, d.res[p], Resources{9, 9, 9}, d.res[p].Total() <= int(t.n))
	case pendPay:
		buf = appendColours(buf, p, PayResource, d.res[p], t.cost, coverable(d.res[p], t.cost) <= int(t.n))
	case pendOption:
		buf = d.appendOptions(buf, t)
	case pendSearch:
		for i := range d.cards.Planets {
			if d.planetDeck.has(i) {
				buf = append(buf, d.cardMove(p, SearchPlanet, i))
			}
		}
	case pendColonizeWith:
		buf = d.appendColonize(buf, p, t.n)
	case pendWindow:
		buf = d.appendWindow(buf, t)
	}
	return buf
}

func (d *data) cardMove(p Player, k MoveKind, i int) Move {
	return Move{Player: p, Kind: k, Arg: i, cards: d.cards}
}

// appendQuarries lists the Quarries not yet collected by this decision.
func (d *data) appendQuarries(buf []Move, t *pending) []Move {
	left := 0
	for q := range NumQuarries {
		if t.mask&(1<<q) == 0 {
			left++
		}
	}
	for q := range NumQuarries {
		if t.mask&(1<<q) == 0 {
			buf = append(buf, Move{Player: t.who, Kind: CollectQuarry, Arg: q})
			if left <= int(t.n) {
				break // every one left is collected: no choice
			}
		}
	}
	return buf
}

// appendColours lists the types present in both from and limit; forced
// lists only the first.
func appendColours(buf []Move, p Player, k MoveKind, from, limit Resources, forced bool) []Move {
	n := 0
	for c := range from {
		if from[c] > 0 && limit[c] > 0 {
			n++
		}
	}
	for c := range from {
		if from[c] > 0 && limit[c] > 0 {
			buf = append(buf, Move{Player: p, Kind: k, Arg: c})
			if forced || n == 1 {
				break
			}
		}
	}
	return buf
}

// appendOptions lists the alternatives of a card whose costs can be paid.
func (d *data) appendOptions(buf []Move, t *pending) []Move {
	var alts []alt
	if t.mask == optionShip {
		if int(t.card) < len(d.cards.Ships) {
			alts = d.cards.Ships[t.card].alts
		}
	} else if int(t.card) < len(d.cards.Planets) {
		alts = d.cards.Planets[t.card].alts
	}
	for i := range alts {
		if alts[i].req.met(d, t.who) {
			buf = append(buf, Move{Player: t.who, Kind: ChooseOption, Arg: i})
		}
	}
	return buf
}

// appendColonize lists the available planets p can afford with discount.
func (d *data) appendColonize(buf []Move, p Player, discount uint8) []Move {
	for _, i := range d.planetRow {
		if i >= 0 && d.affordable(p, int(i), discount) {
			buf = append(buf, d.cardMove(p, ColonizePlanet, int(i)))
		}
	}
	return buf
}

// appendWindow lists a window's options: colonize (in the Colonize phase,
// once, if the action stands), each planet ability usable now, and done.
func (d *data) appendWindow(buf []Move, t *pending) []Move {
	p := t.who
	if t.mask&windowColonize != 0 && !d.colonized[p] {
		buf = d.appendColonize(buf, p, d.discount[p])
	}
	ready := d.planets[p] &^ d.faceDown
	for i := range d.cards.Planets {
		if ready.has(i) && d.planetUsable(p, i) {
			buf = append(buf, d.cardMove(p, UsePlanet, i))
		}
	}
	return append(buf, Move{Player: p, Kind: Done})
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
