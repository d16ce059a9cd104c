package earthexpress

import (
	"math/bits"

	"github.com/rulebox/rulebox/internal/earth"
)

// LegalMoves returns p's legal moves now (nil when p has no decision or
// is not in the game).
func (s State) LegalMoves(p Player) []Move { return s.AppendLegalMoves(nil, p) }

// AppendLegalMoves appends p's legal moves to buf and returns it. It does
// not allocate when buf has room. It appends nothing for a player not in
// the game.
func (s State) AppendLegalMoves(buf []Move, p Player) []Move {
	return s.d.legal(buf, p)
}

// legal appends player pl's legal moves, none for a player not in the
// game: a negative pl is a large uint, and the zero State, which has no
// cards, has no players (every State made with cards has them). It is
// small enough to inline into AppendLegalMoves.
func (d *data) legal(buf []Move, pl Player) []Move {
	if uint(pl) >= uint(d.n) {
		return buf
	}
	return d.appendLegal(buf, pl)
}

// appendLegal appends player pl's legal moves, pl in the game.
func (d *data) appendLegal(buf []Move, pl Player) []Move {
	i := int(pl)
	p := d.seat(i)
	if d.solo() && d.dem.tie != 0 {
		for c := Red; c <= Yellow; c++ {
			if d.dem.tie&(1<<c) != 0 {
				buf = append(buf, TieMove(pl, c))
			}
		}
		return buf
	}
	if d.solo() && d.dem.pendingFauna {
		for f := range 2 {
			if d.dem.claims[f] < 0 {
				buf = append(buf, ClaimMove(pl, f))
			}
		}
		return buf
	}
	if p.phase == Choosing {
		if p.ecoKept < 0 {
			for k := range 2 {
				for side := range 2 {
					buf = append(buf, KeepMove(pl, int(p.eco[k]), side))
				}
			}
		}
		return buf
	}
	if p.sub == subConvert {
		return d.appendPays(buf, i, p.convRes)
	}
	if p.act.on {
		return d.legalActivation(buf, i)
	}
	switch p.sub {
	case subRefresh, subGermDiscard:
		from := p.hand[:p.nhand]
		if d.solo() {
			from = d.demTab[:]
		}
		for _, c := range from {
			if c != NoCard {
				buf = append(buf, DiscardMove(pl, c))
			}
		}
		if p.sub == subRefresh && p.discards >= d.minDiscards() {
			buf = append(buf, DoneMove(pl))
		}
		return buf
	case subGermName:
		words := d.nameable(i)
		for w := 0; words != 0; w, words = w+1, words>>1 {
			if words&1 != 0 {
				buf = append(buf, NameMove(pl, w))
			}
		}
		return buf
	case subPlant:
		return d.appendPlants(buf, i, p.hand[:1])
	case subAt, subAtGerm:
		for k := range Spaces {
			if p.tab[k] == NoCard {
				buf = append(buf, AtMove(pl, k))
			}
		}
		return buf
	}
	switch p.phase {
	case Planting:
		if d.solo() {
			buf = d.appendPlants(buf, i, d.demTab[:])
		} else {
			buf = d.appendPlants(buf, i, p.hand[:p.nhand])
		}
		if d.canRefresh(i) {
			buf = append(buf, RefreshMove(pl))
		}
		if d.canGerminate(i) {
			buf = append(buf, GerminateMove(pl))
		}
	case Acting:
		for _, c := range d.cards.ActionTiles[d.tile] {
			buf = append(buf, ActionMove(pl, c))
		}
	case Ending:
		buf = append(buf, EndMove(pl))
	case Converting:
		if !d.closing(i) {
			return buf
		}
		buf = append(buf, EndMove(pl))
	default:
		return buf
	}
	return d.appendConversions(buf, i)
}

// appendPlants appends a Plant move for each card of from, when there
// is a free space.
func (d *data) appendPlants(buf []Move, i int, from []Card) []Move {
	if !d.freeSpace(i) {
		return buf
	}
	for _, c := range from {
		if c != NoCard {
			buf = append(buf, PlantMove(Player(i), c))
		}
	}
	return buf
}

// appendPays appends a Pay move of r for each place holding some.
func (d *data) appendPays(buf []Move, i int, r Resource) []Move {
	for q := d.held(i, r); q != 0; q &= q - 1 {
		buf = append(buf, PayMove(Player(i), r, bits.TrailingZeros16(q)))
	}
	return buf
}

// legalActivation lists the moves of an ability being resolved.
func (d *data) legalActivation(buf []Move, i int) []Move {
	p := d.seat(i)
	a := &p.act
	switch {
	case a.prompt:
		ab := d.ability(i)
		for k := range ab.alts {
			if d.canAfford(i, &ab.alts[k]) {
				buf = append(buf, ActivateMove(Player(i), k))
			}
		}
		buf = append(buf, SkipMove(Player(i)))
		return d.appendConversions(buf, i)
	case a.choose == 1:
		return append(buf, NeighbourMove(Player(i), Left), NeighbourMove(Player(i), Right))
	case a.choose == 2:
		for j := range int(d.n) {
			if j != i {
				buf = append(buf, OpponentMove(Player(i), Player(j)))
			}
		}
		return buf
	}
	if d.paying(i) {
		return d.appendPays(buf, i, a.res)
	}
	t := d.targets(i)
	for q := t; q != 0; q &= q - 1 { // the places in t, lowest first
		buf = append(buf, PlaceMove(Player(i), a.res, bits.TrailingZeros16(q)))
	}
	convert := d.canConvert(i)
	if a.left != 0 && (t != 0 || a.place < 0 && convert) { // awaitsPlacing, not paying
		buf = append(buf, DoneMove(Player(i)))
	}
	if !convert {
		return buf
	}
	return d.appendConverts(buf, i)
}

// appendConversions appends player i's anytime conversions.
func (d *data) appendConversions(buf []Move, i int) []Move {
	if !d.canConvert(i) {
		return buf
	}
	return d.appendConverts(buf, i)
}

// appendConverts appends player i's anytime conversions, once canConvert
// allows one.
func (d *data) appendConverts(buf []Move, i int) []Move {
	sp, gr := d.pieces(i)
	if sp >= 2 {
		buf = append(buf, ConvertMove(Player(i), Sprout))
	}
	if gr >= 2 {
		buf = append(buf, ConvertMove(Player(i), Growth))
	}
	return buf
}

// canGerminate reports whether player i may Germinate: 3 Seeds, a card to
// discard (solo: a card still to plant this round, once per card), and a
// feature to name.
func (d *data) canGerminate(i int) bool {
	p := d.seat(i)
	if p.seeds < GerminateCost {
		return false
	}
	if d.solo() {
		return p.toPlant > 0 && d.canName(i)
	}
	return p.nhand > 0 && d.canName(i)
}

// canName reports whether player i has a feature to name (nameable is
// not empty), stopping at the first.
func (d *data) canName(i int) bool {
	p := d.seat(i)
	for f := range 2 {
		if p.claims[f] < 0 && d.faunaRule(f).rule.Words != 0 {
			return true
		}
	}
	if d.ecos {
		for k := range 2 {
			if d.cards.ecosystems[d.public[k]].Sides[d.publicSide[k]].rule.Words != 0 {
				return true
			}
		}
		if p.ecoKept >= 0 && d.cards.ecosystems[p.eco[p.ecoKept]].Sides[p.ecoSide].rule.Words != 0 {
			return true
		}
	}
	for _, c := range p.tab {
		if c != NoCard && d.cards.info(c).Terrain && d.cards.info(c).Objective.rule.Words != 0 {
			return true
		}
	}
	return false
}

// nameable is the features player i may name when Germinating: the words
// of the Fauna objectives they have not claimed, of the Ecosystems in play
// (their own included) and of the Terrains in their tableau.
func (d *data) nameable(i int) earth.Traits {
	p := d.seat(i)
	var w earth.Traits
	for f := range 2 {
		if p.claims[f] < 0 {
			w |= d.faunaRule(f).rule.Words
		}
	}
	if d.ecos {
		for k := range 2 {
			w |= d.cards.ecosystems[d.public[k]].Sides[d.publicSide[k]].rule.Words
		}
		if p.ecoKept >= 0 {
			w |= d.cards.ecosystems[p.eco[p.ecoKept]].Sides[p.ecoSide].rule.Words
		}
	}
	for _, c := range p.tab {
		if c != NoCard && d.cards.info(c).Terrain {
			w |= d.cards.info(c).Objective.rule.Words
		}
	}
	return w
}

// demCards counts the cards in Demeter's tableau.
func (d *data) demCards() int {
	n := 0
	for _, c := range d.demTab {
		if c != NoCard {
			n++
		}
	}
	return n
}

// canMove reports whether player i has a legal move, as legal would list
// one, without listing them.
func (d *data) canMove(i int) bool {
	p := d.seat(i)
	if d.solo() && (d.dem.tie != 0 || d.dem.pendingFauna) {
		return true
	}
	switch {
	case p.phase == Choosing:
		return p.ecoKept < 0
	case p.sub == subConvert:
		return d.held(i, p.convRes) != 0
	case p.act.on:
		return p.act.prompt || p.act.choose != 0 || d.targets(i) != 0 || d.awaitsPlacing(i)
	}
	switch p.sub {
	case subRefresh, subGermDiscard:
		if d.solo() {
			return d.demCards() > 0 || p.sub == subRefresh && p.discards >= d.minDiscards()
		}
		return p.nhand > 0 || p.sub == subRefresh && p.discards >= d.minDiscards()
	case subGermName:
		return d.canName(i)
	case subPlant:
		return d.freeSpace(i) && p.hand[0] != NoCard
	case subAt, subAtGerm:
		return d.freeSpace(i)
	}
	switch p.phase {
	case Planting:
		return d.canPlant(i) || d.canRefresh(i) || d.canGerminate(i) || d.canConvert(i)
	case Acting, Ending:
		return true
	case Converting:
		return d.closing(i)
	}
	return false
}

// freeSpace reports whether player i's tableau has an empty space.
func (d *data) freeSpace(i int) bool { return hasEmpty(&d.seat(i).tab) }

// hasEmpty reports whether tab has an empty space. Where the empty spaces
// are is anyone's guess, and a loop stopping at the first one
// mispredicts, so it reads the spaces four at a time as the lanes of a
// word and finds a zero lane (NoCard is 0) with no branch: a card is
// below 1<<15 (maxCards; Validate refuses others), so a lane's top bit is
// set after subtracting 1 from every lane only if that lane, or one below
// it, was 0. The ninth space is a word of its own.
func hasEmpty(tab *[Spaces]Card) bool {
	const ones, tops = 0x0001_0001_0001_0001, 0x8000_8000_8000_8000
	low := uint64(tab[0]) | uint64(tab[1])<<16 | uint64(tab[2])<<32 | uint64(tab[3])<<48
	high := uint64(tab[4]) | uint64(tab[5])<<16 | uint64(tab[6])<<32 | uint64(tab[7])<<48
	return ((low-ones)|(high-ones)|(uint64(tab[8])-1))&tops != 0
}
