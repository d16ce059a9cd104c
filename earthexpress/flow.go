package earthexpress

import "github.com/rulebox/rulebox/internal/earth"

// advance moves player i on through everything the engine decides alone:
// BLACK abilities starting, step 3's cursor, abilities with nothing to
// choose. It reports whether anything changed.
func (d *data) advance(i int) bool {
	p := &d.p[i]
	changed := false
	for {
		if p.sub == subConvert {
			return changed
		}
		if p.act.on {
			if !d.resolve(i) {
				return changed
			}
			changed = true
			continue
		}
		switch p.phase {
		case Planting:
			if p.sub != subNone {
				return changed
			}
			if p.blacks != 0 {
				d.startBlack(i, &p.blacks)
				changed = true
				continue
			}
			if p.toPlant > 0 && d.canPlant(i) {
				return changed
			}
			p.phase, p.toPlant = Acting, 0
			changed = true
		case Waiting:
			if !d.neighboursPlanted(i) {
				return changed
			}
			if p.deferred != 0 {
				d.startBlack(i, &p.deferred)
				changed = true
				continue
			}
			p.phase, p.cursor = Activating, 0
			changed = true
		case Activating:
			if p.act.prompt {
				return changed
			}
			if !d.nextAbility(i) {
				p.phase = Ending
			}
			changed = true
		case Ending:
			if d.canConvert(i) {
				return changed
			}
			p.phase = Finished
			changed = true
		case Converting:
			if !d.closing(i) {
				p.closed = true
			}
			return changed
		default:
			return changed
		}
	}
}

// canPlant reports whether player i has a card to plant and a free space.
func (d *data) canPlant(i int) bool {
	p := &d.p[i]
	free := false
	for _, c := range p.tab {
		free = free || c == NoCard
	}
	if d.solo() {
		for _, c := range d.demTab {
			if c != NoCard {
				return free
			}
		}
		return false
	}
	return free && p.nhand > 0
}

// neighboursPlanted reports whether both of player i's neighbours have
// finished planting this round (solo: Demeter's tableau is refilled when
// the player has finished theirs).
func (d *data) neighboursPlanted(i int) bool {
	if d.solo() {
		return true
	}
	for _, j := range [2]int{d.left(i), d.right(i)} {
		q := &d.p[j]
		if q.phase == Planting {
			return false
		}
	}
	return true
}

// startBlack starts the first BLACK ability of the set q (place*2+ability).
func (d *data) startBlack(i int, q *uint32) {
	k := trailingZeros64(uint64(*q))
	*q &^= 1 << k
	d.startAbility(i, k/2, k%2)
}

// nextAbility moves step 3's cursor to the next ability answering the
// action, row by row, left to right, and offers or starts it. It reports
// false when there is none left.
func (d *data) nextAbility(i int) bool {
	p := &d.p[i]
	cs := d.cards
	for ; p.cursor < 2*Spaces; p.cursor++ {
		c := p.tab[p.cursor/2]
		if c == NoCard {
			continue
		}
		abs := cs.info(c).Abilities
		k := int(p.cursor % 2)
		if k >= len(abs) || !abs[k].Colour.answers(p.action) {
			continue
		}
		p.cursor++
		d.startAbility(i, int(p.cursor-1)/2, k)
		return true
	}
	return false
}

// tableau builds player i's tableau as objectives read it.
func (d *data) tableau(i int, t *earth.Tableau) {
	p := &d.p[i]
	t.Area = area
	t.Seeds = int(p.seeds)
	t.Cards = 0
	for k, c := range p.tab {
		sp := &t.Spaces[spaceIndex[k]]
		if c == NoCard {
			*sp = earth.Space{}
			continue
		}
		*sp = earth.Space{Card: d.face(c), Sprouts: int(p.sprouts[k]), Growth: int(p.growth[k])}
		t.Cards |= 1 << spaceIndex[k]
	}
}

// face is card c as objectives read it: a Terrain is BROWN by its
// objective, unless Config.TerrainsNotBrown.
func (d *data) face(c Card) *earth.Card {
	info := d.cards.info(c)
	if d.plainTerr {
		return &info.plain
	}
	return &info.Card
}

// demeterTableau builds Demeter's tableau.
func (d *data) demeterTableau(t *earth.Tableau) {
	t.Area = area
	t.Cards = 0
	for k, c := range d.demTab {
		sp := &t.Spaces[spaceIndex[k]]
		*sp = earth.Space{}
		if c != NoCard {
			sp.Card = d.face(c)
			t.Cards |= 1 << spaceIndex[k]
		}
	}
}
