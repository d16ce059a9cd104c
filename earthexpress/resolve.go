package earthexpress

import (
	"encoding/binary"
	"math/bits"

	"github.com/rulebox/rulebox/internal/earth"
)

// Synthetic activations: the action's own gain, and step 4's tokens.
const (
	actionGain = -1
	tokenGain  = -2
)

// none is the activation of a player resolving nothing.
var none = activation{neigh: -1, opp: -1, one: -1}

// ability is the ability an activation resolves.
func (d *data) ability(i int) *Ability {
	a := &d.seat(i).act
	return &d.cards.info(d.seat(i).tab[a.place]).Abilities[a.ab]
}

// startAbility starts resolving ability k of the card at place pl: it is
// offered (activate or skip) when it has a cost, options or benefits for
// others, or when the player could make a conversion before it; otherwise
// it starts at once.
func (g game) startAbility(i, pl, k int) {
	p := g.seat(i)
	ab := &g.cards.info(p.tab[pl]).Abilities[k]
	convert := g.canConvert(i)
	p.act = none
	p.act.on, p.act.place, p.act.ab, p.act.colour = true, int8(pl), uint8(k), ab.Colour
	g.fitCosts(i)
	p.act.prompt = ab.prompt || convert
	switch {
	case p.act.prompt && !g.canActivateAny(i):
		p.act = none
	case !p.act.prompt:
		g.emitActivation(i, Activated)
	}
}

// emitActivation tells that player i activated (or skipped) the ability
// offered.
func (g game) emitActivation(i int, kind EventKind) {
	a := &g.seat(i).act
	g.emit(Event{Kind: kind, Player: Player(i), Card: g.seat(i).tab[a.place], Ability: int(a.ab) + 1, Space: int(a.place), Rule: ruleActivate})
}

// emitPieces tells that player i gained (or paid, or lost) n of r on
// place k (-1: Seeds, tokens or the reserve) by the ability under way,
// with the card and the ability.
func (g game) emitPieces(i int, kind EventKind, r Resource, n, k int, rule string) {
	c := g.actCard(i)
	ab := 0
	if c != NoCard {
		ab = int(g.seat(i).act.ab) + 1
	}
	g.emit(Event{Kind: kind, Player: Player(i), Card: c, Ability: ab, Resource: r, N: n, Space: k, Rule: rule})
}

// canActivateAny reports whether any option of the offered ability can be
// paid.
func (d *data) canActivateAny(i int) bool {
	ab := d.ability(i)
	for k := range ab.alts {
		if d.canAfford(i, &ab.alts[k]) {
			return true
		}
	}
	return false
}

// canAfford reports whether player i can pay every cost of prog in full.
func (d *data) canAfford(i int, prog *program) bool {
	p := d.seat(i)
	var need [4]int
	var fromThis [4]int
	for _, c := range prog.costs {
		if c.fromThis {
			fromThis[c.res] += c.n
		} else {
			need[c.res] += c.n
		}
	}
	pl := p.act.place
	if int(p.seeds) < need[Seed] {
		return false
	}
	sp, gr := d.pieces(i)
	if pl >= 0 && (int(p.sprouts[pl]) < fromThis[Sprout] || int(p.growth[pl]) < fromThis[Growth]) {
		return false
	}
	return sp >= need[Sprout]+fromThis[Sprout] && gr >= need[Growth]+fromThis[Growth]
}

// pieces counts player i's Sprouts and Growth.
func (d *data) pieces(i int) (sprouts, growth int) {
	p := d.seat(i)
	return sum9(&p.sprouts), sum9(&p.growth)
}

// sum9 adds up the 9 counts of a tableau's places at once, 8 of them as
// the bytes of one word: no place holds more than a card's capacity (at
// most 8), so no byte's sum carries into the next.
func sum9(c *[Spaces]uint8) int {
	return int(binary.LittleEndian.Uint64(c[:8])*0x0101010101010101>>56) + int(c[8])
}

// begin activates option alt of the offered ability.
func (g game) begin(i, alt int) {
	a := &g.seat(i).act
	a.prompt, a.alt, a.step, a.entered = false, uint8(alt), 0, false
	g.fitCosts(i)
}

// steps is the number of steps (costs, then gains) of player i's activation.
func (d *data) steps(i int) int {
	a := &d.seat(i).act
	switch a.place {
	case actionGain:
		return 1
	case tokenGain:
		return 2
	}
	prog := &d.ability(i).alts[a.alt]
	return len(prog.costs) + len(prog.gains)
}

// resolve moves player i's activation on by what needs no decision. It
// reports false when the player must decide.
func (g game) resolve(i int) bool {
	a := &g.seat(i).act
	if a.prompt || a.choose != 0 {
		return false
	}
	if !a.entered {
		a.entered = g.enter(i)
		return true
	}
	if g.awaitsPlacing(i) {
		return false
	}
	g.lose(i)
	a.step++
	a.entered, a.left, a.one, a.given, a.where = false, 0, -1, 0, 0
	if int(a.step) >= g.steps(i) {
		g.seat(i).act = none
	}
	return true
}

// lose ends a gain whose pieces left find no room: they are lost, and
// told as an event ("on all", each card of the set not given its share
// loses it). A benefit let go with "done" has nothing left.
func (g game) lose(i int) {
	a := &g.seat(i).act
	if a.left == 0 || !a.entered || g.paying(i) {
		return
	}
	n := int(a.left)
	if a.each > 0 {
		n = int(a.each) * bits.OnesCount16(a.where&^a.given&g.cardPlaces(i))
	}
	g.emitLost(i, n)
}

// emitLost tells that n pieces of the gain under way found no room.
func (g game) emitLost(i, n int) {
	if n > 0 {
		g.emitPieces(i, Lost, g.seat(i).act.res, n, -1, ruleLost)
	}
}

// actCard is the card whose ability player i resolves, or NoCard for the
// Action tile's benefit and step 4's tokens.
func (d *data) actCard(i int) Card {
	p := d.seat(i)
	if !p.act.on || p.act.place < 0 {
		return NoCard
	}
	return p.tab[p.act.place]
}

// cardPlaces is the places of player i's tableau holding a card.
func (d *data) cardPlaces(i int) uint16 {
	var m uint16
	for k, c := range d.seat(i).tab {
		if c != NoCard {
			m |= 1 << k
		}
	}
	return m
}

// enter begins the activation's current step. It returns false when a
// choice (a neighbour, an opponent) must be made first.
func (g game) enter(i int) bool {
	p := g.seat(i)
	a := &p.act
	switch a.place {
	case actionGain:
		a.where = flora9
		return true
	case tokenGain:
		a.res = Sprout + Resource(a.step)
		a.left = p.tokens[a.step]
		p.tokens[a.step] = 0
		a.where = flora9
		return true
	}
	prog := &g.ability(i).alts[a.alt]
	if int(a.step) < len(prog.costs) {
		g.payCost(i, prog.costs[a.step])
		return true
	}
	return g.enterGain(i, &prog.gains[int(a.step)-len(prog.costs)])
}

// flora9 is every place: a gain with no restriction.
const flora9 = 1<<Spaces - 1

// payCost pays a cost, or leaves it to the player's Pay moves when they
// have a real choice of where the pieces come from.
func (g game) payCost(i int, c cost) {
	p := g.seat(i)
	a := &p.act
	switch {
	case c.res == Seed:
		p.seeds -= int16(c.n)
		g.emitPieces(i, Paid, Seed, c.n, -1, ruleCosts)
	case c.fromThis:
		g.remove(i, int(a.place), c.res, c.n)
		g.emitPieces(i, Paid, c.res, c.n, int(a.place), ruleCosts)
	default:
		a.res, a.left = c.res, uint8(c.n)
		g.autoPay(i)
	}
}

// autoPay pays what is left to pay when there is no choice: every piece
// goes, or the pieces are all on one card.
func (g game) autoPay(i int) {
	p := g.seat(i)
	a := &p.act
	held := g.held(i, a.res)
	total, cards := 0, 0
	for k := range Spaces {
		if held&(1<<k) != 0 {
			total += g.count(i, k, a.res)
			cards++
		}
	}
	if cards > 1 && total > int(a.left) {
		return
	}
	for k := range Spaces {
		n := min(int(a.left), g.count(i, k, a.res))
		if n > 0 {
			g.remove(i, k, a.res, n)
			a.left -= uint8(n)
			g.emitPieces(i, Paid, a.res, n, k, ruleCosts)
		}
	}
}

// held is the places of player i holding pieces of r.
func (d *data) held(i int, r Resource) uint16 { return d.seat(i).holding(r) }

// holding is the places of p holding pieces of r: bit k for place k.
func (p *player) holding(r Resource) uint16 {
	c := p.counts(r)
	return uint16(nonZeroBytes(binary.LittleEndian.Uint64(c[:8]))) | uint16(bit(c[8] > 0))<<8
}

// nonZeroBytes is the bytes of w that are not 0, bit k for byte k (the
// lowest first), found with no branch and no loop: which places hold
// pieces is anyone's guess. Adding 0x7f to a byte's low seven bits
// carries into its top bit unless they are all 0, and OR-ing the byte in
// keeps a top bit already set, so a byte's top bit ends up set when the
// byte is not 0, and no carry crosses into the next byte. The multiply
// then moves the top bit of byte k (bit 8k+7, shifted down to 8k) to bit
// 56+k, each to its own bit: the top byte is the answer.
func nonZeroBytes(w uint64) uint8 {
	const low7, tops = 0x7f7f_7f7f_7f7f_7f7f, 0x8080_8080_8080_8080
	t := (w&low7 + low7 | w) & tops
	return uint8((t >> 7) * 0x0102_0408_1020_4080 >> 56)
}

// count is the pieces of r on player i's place k.
func (d *data) count(i, k int, r Resource) int { return int(d.seat(i).counts(r)[k]) }

// counts is p's pieces of r on each place: its Sprouts for Sprout, its
// Growth for anything else.
func (p *player) counts(r Resource) *[Spaces]uint8 {
	if r == Sprout {
		return &p.sprouts
	}
	return &p.growth
}

func (g game) remove(i, k int, r Resource, n int) {
	if r == Sprout {
		g.seat(i).sprouts[k] -= uint8(n)
	} else {
		g.seat(i).growth[k] -= uint8(n)
	}
	g.seat(i).fit(g.cards, k)
}

// room is how many more pieces of r place k holds.
func (d *data) room(i, k int, r Resource) int {
	p := d.seat(i)
	c := d.cards.caps[p.tab[k]]
	if r == Sprout {
		return max(0, int(c.sprouts)-int(p.sprouts[k]))
	}
	return max(0, int(c.growth)-int(p.growth[k]))
}

// context fills sc with the context a gain of player i's ability is
// evaluated in: their tableau, the card, the neighbour chosen.
func (d *data) context(i int, sc *earth.Scratch) *earth.Context {
	a := &d.seat(i).act
	d.tableau(i, &sc.Own)
	sc.Ctx = earth.Context{Own: &sc.Own, Self: posOf(int(a.place)), HasSelf: true}
	if a.neigh >= 0 {
		if d.solo() {
			d.demeterTableau(&sc.Neighbour)
		} else {
			d.tableau(int(a.neigh), &sc.Neighbour)
		}
		sc.Ctx.Neighbour = &sc.Neighbour
	}
	return &sc.Ctx
}

// enterGain begins a gain: it asks for a neighbour or an opponent when
// the choice matters, gives others their share and sets what player i
// places.
func (g game) enterGain(i int, gn *gain) bool {
	p := g.seat(i)
	a := &p.act
	if gn.scaled && gn.scale.Neighbour && a.neigh < 0 {
		if !g.pickNeighbour(i, gn) {
			a.choose = 1
			return false
		}
	}
	sc := earth.NewScratch()
	defer sc.Release()
	ctx := g.context(i, sc)
	n := gn.amount(sc)
	if gn.to == toOpponent && a.opp < 0 && !g.solo() {
		if g.n > 2 {
			a.choose = 2
			return false
		}
		a.opp = int8(1 - i)
	}
	switch gn.to {
	case toOpponent:
		g.give(i, int(a.opp), gn.res, n)
		return true
	case toOthers, toEveryone:
		for j := range int(g.n) {
			if j != i {
				g.give(i, j, gn.res, n)
			}
		}
		if g.solo() {
			g.give(i, -1, gn.res, n)
		}
		if gn.to == toOthers {
			return true
		}
	}
	if gn.res == Seed {
		p.seeds += int16(n)
		rule := ruleActivate
		if a.colour == Black {
			rule = rulePlanting
		}
		g.emitPieces(i, Gained, Seed, n, -1, rule)
		return true
	}
	a.res, a.left, a.where = gn.res, uint8(min(n, 255)), flora9
	if gn.place != anyFlora {
		a.where = placesOf(gn.where.Eval(ctx))
	}
	if gn.place == onEach {
		a.each, a.left = a.left, uint8(Spaces)
	}
	a.one = -1
	if gn.place == onOne {
		a.one = -2 // not chosen yet
	}
	return true
}

// pickNeighbour chooses the neighbour a gain reads when the choice cannot
// matter (one neighbour, or both give as much), and reports whether it did.
func (g game) pickNeighbour(i int, gn *gain) bool {
	a := &g.seat(i).act
	l, r := g.left(i), g.right(i)
	if g.solo() || l == r {
		a.neigh = int8(l)
		return true
	}
	sc := earth.NewScratch()
	defer sc.Release()
	a.neigh = int8(l)
	g.context(i, sc)
	nl := gn.amount(sc)
	a.neigh = int8(r)
	g.context(i, sc)
	nr := gn.amount(sc)
	if nl == nr {
		a.neigh = int8(l)
		return true
	}
	a.neigh = -1
	return false
}

// give hands n of r to player j from the ability player i resolves:
// Seeds at once, Sprouts and Growth as tokens placed in step 4. Solo
// (j < 0), Demeter scores n VP instead.
func (g game) give(i, j int, r Resource, n int) {
	g.giveFrom(j, r, n, g.actCard(i), int(g.seat(i).act.ab)+1)
}

// giveFrom hands n of r to player j (Demeter: j < 0) from ability ab
// (from 1) of card from, as give does.
func (g game) giveFrom(j int, r Resource, n int, from Card, ab int) {
	if n <= 0 {
		return
	}
	if j < 0 {
		g.dem.vp += n
		g.emit(Event{Kind: DemeterScored, Player: NoPlayer, Card: from, Ability: ab, Space: -1, N: n, Rule: ruleDemeter})
		return
	}
	q := g.seat(j)
	g.touched |= 1 << j
	g.emit(Event{Kind: Gained, Player: Player(j), Card: from, Ability: ab, Resource: r, N: n, Space: -1, Rule: ruleOthers})
	switch r {
	case Seed:
		q.seeds += int16(n)
	case Sprout:
		q.tokens[0] = uint8(min(255, int(q.tokens[0])+n))
	case Growth:
		q.tokens[1] = uint8(min(255, int(q.tokens[1])+n))
	}
}

// targets is the places player i may put the next piece on (or pay it
// from).
func (d *data) targets(i int) uint16 {
	p := d.seat(i)
	a := &p.act
	if !a.entered || a.left == 0 {
		return 0
	}
	if a.paying() {
		return p.holding(a.res)
	}
	open := a.where &^ a.given
	if a.one >= 0 {
		open &= 1 << a.one
	}
	return open & p.roomFor(a.res)
}

// paying reports whether player i's current step is a cost.
func (d *data) paying(i int) bool { return d.seat(i).act.paying() }

// paying reports whether a's current step is a cost.
func (a *activation) paying() bool { return a.step < a.costs }

// fitCosts works out player i's act.costs, the number of cost steps of
// the chosen option, once the activation's card, ability and option are
// set: 0 for a gain that is no card's (the action's, step 4's tokens), and
// for an ability the card does not have, which Validate refuses.
func (d *data) fitCosts(i int) {
	p := d.seat(i)
	a := &p.act
	a.costs = 0
	if !a.on || a.place < 0 || int(a.place) >= Spaces || p.tab[a.place] == NoCard || int(p.tab[a.place]) > d.cards.Len() {
		return
	}
	if abs := d.cards.info(p.tab[a.place]).Abilities; int(a.ab) < len(abs) && int(a.alt) < len(abs[a.ab].alts) {
		a.costs = uint8(len(abs[a.ab].alts[a.alt].costs))
	}
}

// share is how many pieces a Place move on k puts there: one, or "on
// all" the place's share, as far as it has room.
func (d *data) share(i, k int) int {
	a := &d.seat(i).act
	if a.each > 0 {
		return min(int(a.each), d.room(i, k, a.res))
	}
	return 1
}

// placePiece puts one piece (or, "on all", the place's share) on place k.
func (g game) placePiece(i, k int) {
	p := g.seat(i)
	a := &p.act
	n := 1
	if a.each > 0 {
		n = min(int(a.each), g.room(i, k, a.res))
		a.given |= 1 << k
		g.emitLost(i, int(a.each)-n)
	}
	if a.one == -2 {
		a.one = int8(k)
	}
	if a.res == Sprout {
		p.sprouts[k] += uint8(n)
	} else {
		p.growth[k] += uint8(n)
	}
	p.fit(g.cards, k)
	if a.each == 0 {
		a.left--
	}
}

// startTokens begins step 4's placing of the Sprouts (and Growth) others
// gave player i.
func (g game) startTokens(i int) {
	p := g.seat(i)
	if p.tokens == [2]uint8{} {
		return
	}
	p.act = none
	p.act.on, p.act.place = true, tokenGain
}

// fit works out whether place k has room for a Sprout and for a Growth,
// for p.room: it is called whenever a card is planted there or pieces
// are added or taken. A card the set does not hold (a position not yet
// validated) has no room.
func (p *player) fit(cs *CardSet, k int) {
	var c caps
	if int(p.tab[k]) < len(cs.caps) {
		c = cs.caps[p.tab[k]]
	}
	bit := uint16(1) << k
	p.room[0] &^= bit
	p.room[1] &^= bit
	if c.sprouts > p.sprouts[k] {
		p.room[0] |= bit
	}
	if c.growth > p.growth[k] {
		p.room[1] |= bit
	}
}

// fitAll works out p.room afresh, for a position read or built.
func (p *player) fitAll(cs *CardSet) {
	for k := range Spaces {
		p.fit(cs, k)
	}
}

// roomFor is the places with room for a piece of r (Sprout or Growth).
func (p *player) roomFor(r Resource) uint16 { return p.room[min(1, r-Sprout)] }
