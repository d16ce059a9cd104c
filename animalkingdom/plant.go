package animalkingdom

import "slices"

// boardAbilities returns the abilities of p's Island and Climate, none
// for a side not chosen yet.
func (g *data) boardAbilities(p Player) (island, climate []Ability) {
	s := g.get(p)
	if s.Island >= 0 {
		island = g.cs.islands[s.Island].Abilities
	}
	if s.Climate >= 0 {
		climate = g.cs.climates[s.Climate].Abilities
	}
	return island, climate
}

// ownAbilities calls f with each ability of p's Island, Climate and
// tableau.
func (g *data) ownAbilities(p Player, f func(a *Ability, tabIndex int)) {
	island, climate := g.boardAbilities(p)
	for _, abs := range [2][]Ability{island, climate} {
		for i := range abs {
			f(&abs[i], -1)
		}
	}
	for t, pl := range g.get(p).Tab() {
		abs := g.info(pl.Card).Abilities
		for i := range abs {
			f(&abs[i], t)
		}
	}
}

// ownAbilitiesOf is ownAbilities for the abilities of one kind: it reads
// no face of a tableau card that has none (see tableau.kinds).
func (g *data) ownAbilitiesOf(p Player, kind Kind, f func(a *Ability, tabIndex int)) {
	island, climate := g.boardAbilities(p)
	for _, abs := range [2][]Ability{island, climate} {
		for i := range abs {
			if abs[i].Kind == kind {
				f(&abs[i], -1)
			}
		}
	}
	s := g.get(p)
	if s.tabs == nil || int(kind) >= numKinds {
		return
	}
	tab := s.Tab()
	for rest := s.tabs.kinds[kind]; rest != 0; rest &= rest - 1 {
		t := trailing(uint16(rest))
		abs := g.info(tab[t].Card).Abilities
		for i := range abs {
			if abs[i].Kind == kind {
				f(&abs[i], t)
			}
		}
	}
}

// plantCost is card c's soil cost for p after p's discounts, never below
// 0.
func (g *data) plantCost(p Player, c Card) int {
	ci := g.info(c)
	cost := ci.Cost
	g.ownAbilitiesOf(p, Discount, func(a *Ability, _ int) {
		if ci.Traits.Has(a.Filter) {
			cost -= a.N
		}
	})
	return max(0, cost)
}

// hasAlt reports whether a card's cost may be paid otherwise than with
// soil.
func hasAlt(ci *CardInfo) bool {
	for _, a := range ci.Abilities {
		if a.Kind == CostWith {
			return true
		}
	}
	return false
}

// altPay is what card c's own cost may also be paid with, and how much of
// it p has to pay with (0, NoOp when nothing).
func (g *data) altPay(p Player, c Card) (Op, int) {
	for _, a := range g.info(c).Abilities {
		if a.Kind != CostWith {
			continue
		}
		switch a.PayWith {
		case Sprout, Growth:
			return a.PayWith, g.pieces(p, a.PayWith)
		case CompostHand:
			return CompostHand, len(g.get(p).Hand) - 1
		}
	}
	return NoOp, 0
}

// replaceable reports whether card c may be planted over tableau card i
// for free: i carries a ReplaceFree ability whose colour c has.
func (g *data) replaceable(p Player, c Card, i int) (*Ability, bool) {
	ci := g.info(c)
	for k, a := range g.info(g.get(p).Tab()[i].Card).Abilities {
		if a.Kind == ReplaceFree && ci.Traits.Has(a.Filter) {
			return &g.info(g.get(p).Tab()[i].Card).Abilities[k], true
		}
	}
	return nil, false
}

// canPlant reports whether a Plant move is among the mover's legal ones
// (the stage is checked by the caller): as plantMoves lists them.
func (g *data) canPlant(m Move) bool {
	p := m.Player
	s := g.get(p)
	bare := m
	bare.Card, bare.Row, bare.Col, bare.Otherwise = 0, 0, 0, 0
	if m.Kind != Plant || bare.strays() || !slices.Contains(s.Hand, m.Card) || !g.info(m.Card).Plantable() {
		return false
	}
	r, c := int(m.Row), int(m.Col)
	if i := at(s.Tab(), r, c); i >= 0 {
		_, ok := g.replaceable(p, m.Card, i)
		return ok && m.Otherwise == 0
	}
	cost := g.plantCost(p, m.Card)
	_, have := g.altPay(p, m.Card)
	alt := int(m.Otherwise)
	return canPlace(s.Tab(), r, c) && alt >= 0 && alt <= min(cost, have) && s.Soil >= cost-alt
}

// plant plants hand card c at (r, c), paying alt of the cost otherwise.
func (g *game) plant(p Player, c Card, r, col, alt int) {
	g.RoundPlanted = true
	s := g.seat(p)
	g.fromHand(s, c)
	i := at(s.Tab(), r, col)
	if i >= 0 {
		rep, _ := g.replaceable(p, c, i)
		old := s.Tab()[i].Card
		g.lift(p, i)
		s.Compost = g.addCards(s.Compost, old)
		if g.log.On() {
			g.note(Event{Player: p, Kind: EventCompost, Card: g.info(old).Name, N: 1, Rule: "a card planted over goes to the compost"})
		}
		g.replaceCard(p, i, planted{Card: c, Row: int8(r), Col: int8(col)})
		g.setStored(p, i, Store{})
		g.draw(p, rep.N)
	} else {
		g.spendSoil(p, g.plantCost(p, c)-alt, "planting costs soil")
		i = len(s.Tab())
		g.addCard(p, planted{Card: c, Row: int8(r), Col: int8(col)}, cardPieces{})
	}
	s.JustPlanted = s.JustPlanted.with(i)
	g.Planted++
	g.newCard |= 1 << p
	if g.log.On() {
		g.note(Event{Player: p, Kind: EventPlant, Card: g.info(c).Name, Rule: "plant"})
	}
	for k, a := range g.info(c).Abilities {
		if a.Colour == Black && a.Kind == Activated {
			g.push(frame{Who: p, Src: FromTableau, Index: int16(i), Ab: int16(k), Self: int16(i)}, false)
		}
	}
	if alt > 0 { // paid before the black abilities resolve
		g.payAlt(p, c, i, alt)
	}
	g.complete(p)
}

// payAlt pays alt of the cost of card c, planted as tableau card i, with
// what its ability allows: pieces off the tableau, or hand cards into the
// compost, which the player picks one by one (the HandCardsPaid ruling),
// as the cost's frame on top of the abilities being resolved.
func (g *game) payAlt(p Player, c Card, i, alt int) {
	for k, a := range g.info(c).Abilities {
		switch {
		case a.Kind != CostWith:
		case a.PayWith == CompostHand:
			g.pushFrame(frame{Who: p, Src: FromTableau, Index: int16(i), Ab: int16(k), Self: int16(i), Wait: wHand, Left: int32(alt), Paying: true})
			return
		default:
			g.takeOff(p, a.PayWith, alt)
			return
		}
	}
}
