package earthexpress

import (
	"errors"
	"fmt"
)

// Validate reports why s is not a position the rules can reach, or nil:
// every card of the set in exactly one place (the stack, the discard pile,
// a hand, a tableau, Demeter's tableau); pieces within each Flora's
// capacities and only on Flora; numbers in range; each player's step and
// the ability they resolve consistent with their tableau; a position the
// engine rests at (one it would not move on from by itself); and someone
// to move while the game goes on. The zero State is refused.
func (s State) Validate() error {
	d := &s.d
	if d.cards == nil {
		return errors.New("earthexpress: the zero State is no game")
	}
	for _, check := range []func() error{d.validTable, d.validCards, d.validPlayers, d.validDemeter} {
		if err := check(); err != nil {
			return fmt.Errorf("earthexpress: invalid state: %w", err)
		}
	}
	t := s
	t.d.settle()
	if t.d != s.d {
		return errors.New("earthexpress: invalid state: the engine would move on from it by itself (a position between two steps)")
	}
	if !t.Over() && len(t.ToMove()) == 0 {
		return errors.New("earthexpress: invalid state: the game is not over and nobody can move")
	}
	return nil
}

// validTable checks the shared parts.
func (d *data) validTable() error {
	cs := d.cards
	switch {
	case d.n < 1 || d.n > MaxPlayers:
		return fmt.Errorf("%d players", d.n)
	case d.solo() && (d.level < Normal || d.level > Expert), !d.solo() && d.level != 0:
		return fmt.Errorf("level %d in a game of %d", d.level, d.n)
	case d.solo() && !d.ecos:
		return errors.New("a solo game always has Ecosystems")
	case d.round > Rounds, d.ntiles > 3, d.tile > 2:
		return fmt.Errorf("round %d, %d tiles left, tile %d", d.round, d.ntiles, d.tile)
	case d.choosing != (d.round == 0):
		return errors.New("the Ecosystem choice is the setup, before round 1")
	case d.choosing && !d.ecos:
		return errors.New("an Ecosystem choice without Ecosystems")
	}
	if d.tiles[0] == d.tiles[1] || d.tiles[0] == d.tiles[2] || d.tiles[1] == d.tiles[2] || max(d.tiles[0], d.tiles[1], d.tiles[2]) > 2 {
		return fmt.Errorf("the Action stack %v is not the 3 tiles", d.tiles)
	}
	if d.round > 0 && (d.ntiles > 2 || d.tiles[2-d.ntiles] != d.tile) {
		return fmt.Errorf("the revealed tile %d is not the last one taken from the stack %v", d.tile, d.tiles)
	}
	for f := range 2 {
		// each round's claims fill one space, and solo Demeter's claim may
		// take one more below the player's
		if int(d.fauna[f]) >= len(cs.fauna) || d.faunaSide[f] > 1 || int(d.faunaNext[f]) > min(int(d.round)+1, len(cs.FaunaSpaces)) {
			return fmt.Errorf("fauna slot %d: card %d side %d next space %d", f, d.fauna[f], d.faunaSide[f], d.faunaNext[f])
		}
	}
	if d.fauna[0] == d.fauna[1] {
		return errors.New("the same Fauna card in both slots")
	}
	return d.validEcosystems()
}

// validEcosystems checks the public Ecosystems and those dealt.
func (d *data) validEcosystems() error {
	if !d.ecos {
		return d.noEcosystems()
	}
	seen := map[uint8]bool{}
	use := func(e uint8) error {
		if int(e) >= len(d.cards.ecosystems) || seen[e] {
			return fmt.Errorf("ecosystem card %d out of range or dealt twice", e)
		}
		seen[e] = true
		return nil
	}
	for k := range 2 {
		if err := use(d.public[k]); err != nil || d.publicSide[k] > 1 {
			return fmt.Errorf("public Ecosystem %d: %v", k, err)
		}
	}
	for i := range int(d.n) {
		p := &d.p[i]
		for k := range 2 {
			if err := use(p.eco[k]); err != nil {
				return err
			}
		}
		if p.ecoKept < -1 || p.ecoKept > 1 || p.ecoSide > 1 || p.ecoKept < 0 && p.phase != Choosing {
			return fmt.Errorf("%v kept Ecosystem %d side %d in phase %v", Player(i), p.ecoKept, p.ecoSide, p.phase)
		}
	}
	return nil
}

// noEcosystems checks that a game without Ecosystems has none in play.
func (d *data) noEcosystems() error {
	if d.public != [2]uint8{} || d.publicSide != [2]uint8{} || d.choosing {
		return errors.New("public Ecosystems or their choice in a game without Ecosystems")
	}
	for i := range int(d.n) {
		p := &d.p[i]
		if p.eco != [2]uint8{} || p.ecoKept != -1 || p.ecoSide != 0 {
			return fmt.Errorf("%v holds an Ecosystem in a game without Ecosystems", Player(i))
		}
	}
	return nil
}

// validCards checks that every card is in exactly one place.
func (d *data) validCards() error {
	var where deck
	put := func(c Card, place string) error {
		if c == NoCard || int(c) > d.cards.Len() {
			return fmt.Errorf("card %d in %s is not in the set", c, place)
		}
		if where.has(c) {
			return fmt.Errorf("%s is in two places (one is %s)", d.cards.name(c), place)
		}
		where.add(c)
		return nil
	}
	for c := Card(1); int(c) <= d.cards.Len(); c++ {
		for _, k := range []*deck{&d.stack, &d.discard} {
			if k.has(c) {
				if err := put(c, "a pile"); err != nil {
					return err
				}
			}
		}
	}
	for w := range d.stack {
		if (d.stack[w]|d.discard[w])&^validBits(d.cards.Len(), w) != 0 {
			return errors.New("a pile holds a card number not in the set")
		}
	}
	for i := range int(d.n) {
		p := &d.p[i]
		for k, c := range p.hand {
			if k >= int(p.nhand) {
				if c != NoCard {
					return fmt.Errorf("%v's hand has a card past its size", Player(i))
				}
				continue
			}
			if err := put(c, "a hand"); err != nil {
				return err
			}
		}
		for _, c := range p.tab {
			if c != NoCard {
				if err := put(c, "a tableau"); err != nil {
					return err
				}
			}
		}
	}
	for _, c := range d.demTab {
		if c != NoCard {
			if !d.solo() {
				return errors.New("a tableau for Demeter outside a solo game")
			}
			if err := put(c, "Demeter's tableau"); err != nil {
				return err
			}
		}
	}
	if n := where.len(); n != d.cards.Len() {
		return fmt.Errorf("%d of the %d cards are somewhere", n, d.cards.Len())
	}
	return nil
}

// validBits is the bits of word w of a deck that name cards 1..n.
func validBits(n, w int) uint64 {
	var m uint64
	for b := range 64 {
		if c := w*64 + b; c >= 1 && c <= n {
			m |= 1 << b
		}
	}
	return m
}

// validPlayers checks each player's part.
func (d *data) validPlayers() error {
	phases := 0
	for i := range int(d.n) {
		if err := d.validPlayer(i); err != nil {
			return fmt.Errorf("%v: %w", Player(i), err)
		}
		phases |= 1 << d.p[i].phase
	}
	together := []Phase{Choosing, Converting, Over}
	for _, ph := range together {
		if phases&(1<<ph) != 0 && phases != 1<<ph {
			return fmt.Errorf("players in phase %v with others elsewhere", ph)
		}
	}
	if phases&(1<<Over) != 0 && d.round != Rounds {
		return errors.New("the game ended before round 5")
	}
	return nil
}

func (d *data) validPlayer(i int) error {
	p := &d.p[i]
	planted := 0
	for k, c := range p.tab {
		if c == NoCard {
			if p.sprouts[k] != 0 || p.growth[k] != 0 || p.planted&(1<<k) != 0 {
				return fmt.Errorf("pieces or a planting on the empty space %s", spaceName(k))
			}
			continue
		}
		planted++
		info := d.cards.info(c)
		if int(p.sprouts[k]) > info.SproutCap || int(p.growth[k]) > info.GrowthCap {
			return fmt.Errorf("%s holds %d Sprouts and %d Growth, over its capacity", info.Name, p.sprouts[k], p.growth[k])
		}
	}
	plant := 2
	if d.round == Rounds {
		plant = 1
	}
	switch {
	case p.phase < Choosing || p.phase >= numPhases:
		return fmt.Errorf("phase %d", p.phase)
	case p.seeds < 0 || p.seeds > MaxSeeds:
		return fmt.Errorf("%d Seeds", p.seeds)
	case p.phase == Choosing && (d.round != 0 || planted > 0):
		return errors.New("choosing an Ecosystem after the setup")
	case p.phase != Choosing && d.round == 0:
		return errors.New("playing before round 1")
	case int(p.toPlant) > plant || p.phase != Planting && p.toPlant != 0:
		return fmt.Errorf("%d cards to plant in phase %v", p.toPlant, p.phase)
	case planted+int(p.toPlant) > min(2*int(d.round), Spaces):
		return fmt.Errorf("%d cards planted and %d to plant by round %d", planted, p.toPlant, d.round)
	case p.planted >= 1<<Spaces || p.cursor > 2*Spaces || p.discards > HandSize+2:
		return errors.New("a number out of range")
	case p.phase <= Acting && p.action != NoColour:
		return errors.New("an action chosen before step 2")
	case p.phase > Acting && p.phase < Converting && !d.onTile(p.action):
		return fmt.Errorf("action %v is not on the tile", p.action)
	case d.solo() && (p.nhand > 1 || p.nhand == 1 && p.sub != subPlant && p.sub != subAtGerm):
		return errors.New("a hand in a solo game")
	case p.claims[0] < -1 || p.claims[1] < -1 || p.claims[0] >= int8(d.faunaNext[0]) && p.claims[0] >= 0 || p.claims[1] >= int8(d.faunaNext[1]) && p.claims[1] >= 0:
		return fmt.Errorf("claims %v beyond the spaces filled %v", p.claims, d.faunaNext)
	}
	if err := d.validSub(i); err != nil {
		return err
	}
	if err := d.validBlacks(i); err != nil {
		return err
	}
	return d.validAct(i)
}

// onTile reports whether c is a colour of the revealed tile.
func (d *data) onTile(c Colour) bool {
	t := d.cards.ActionTiles[d.tile]
	return c != NoColour && (t[0] == c || t[1] == c)
}

// validSub checks a bonus action under way.
func (d *data) validSub(i int) error {
	p := &d.p[i]
	if p.sub != subConvert && (p.chosen != NoCard && p.sub != subAt && p.sub != subAtGerm || p.convRes != 0 || p.convLeft != 0) {
		return errors.New("a card chosen or a conversion outside its step")
	}
	if p.sub == subNone {
		if p.discards != 0 {
			return errors.New("discards outside a Refresh")
		}
		if p.phase == Planting && p.blacks == 0 && !p.act.on && (p.toPlant == 0 || !d.canPlant(i)) {
			return errors.New("in the planting step with nothing left to plant")
		}
		return nil
	}
	if p.sub == subConvert {
		return d.validConversion(i)
	}
	if p.phase != Planting || p.sub > subConvert || p.sub == subAbility || p.act.on {
		return fmt.Errorf("bonus action %d in phase %v", p.sub, p.phase)
	}
	switch p.sub {
	case subRefresh:
		if !p.refreshed || (!d.solo() && p.nhand == 0) || d.solo() && d.demCards() == 0 {
			return errors.New("a Refresh with nothing to discard")
		}
	case subGermDiscard:
		if d.solo() || p.nhand == 0 {
			return errors.New("a Germinate with nothing to discard")
		}
		if d.nameable(i) == 0 {
			return errors.New("a Germinate with nothing to name")
		}
	case subGermName:
		if d.nameable(i) == 0 {
			return errors.New("a Germinate with nothing to name")
		}
		if !d.solo() && p.nhand >= HandSize {
			return errors.New("a Germinate naming with a full hand: its discard is missing")
		}
	case subPlant, subAtGerm:
		if !d.solo() || p.nhand != 1 || p.toPlant == 0 || p.sub == subAtGerm && p.chosen != p.hand[0] {
			return errors.New("a germinated card to plant outside a solo game, or with nothing to plant")
		}
	case subAt:
		if p.toPlant == 0 || !d.canPlant(i) || !d.holds(i, p.chosen) {
			return errors.New("a card chosen to plant that is not there")
		}
	}
	if p.sub != subRefresh && p.discards != 0 {
		return errors.New("discards outside a Refresh")
	}
	return nil
}

// validBlacks checks the BLACK abilities waiting to resolve.
func (d *data) validBlacks(i int) error {
	p := &d.p[i]
	for _, q := range []uint32{p.blacks, p.deferred} {
		if q != 0 && p.phase != Planting && !(p.phase <= Waiting && q == p.deferred) {
			return errors.New("BLACK abilities waiting outside step 1")
		}
		for k := range 2 * Spaces {
			if q&(1<<k) == 0 {
				continue
			}
			c := p.tab[k/2]
			if c == NoCard || k%2 >= len(d.cards.info(c).Abilities) || d.cards.info(c).Abilities[k%2].Colour != Black {
				return errors.New("a waiting BLACK ability that is not there")
			}
		}
		if q >= 1<<(2*Spaces) {
			return errors.New("a waiting BLACK ability off the tableau")
		}
	}
	if p.blacks&p.deferred != 0 {
		return errors.New("a BLACK ability both waiting and deferred")
	}
	return nil
}

// validAct checks the ability being resolved.
func (d *data) validAct(i int) error {
	p := &d.p[i]
	a := p.act
	if !a.on {
		if a != none {
			return errors.New("leftovers of a finished ability")
		}
		return nil
	}
	bad := func(what string) error { return fmt.Errorf("the ability being resolved: %s", what) }
	switch {
	case a.neigh < -1 || int(a.neigh) >= int(d.n) || a.opp < -1 || int(a.opp) >= int(d.n) || int(a.opp) == i:
		return bad("a player out of range")
	case a.one < -2 || a.one >= Spaces || a.where >= 1<<Spaces || a.given >= 1<<Spaces || a.choose > 2:
		return bad("a number out of range")
	case a.entered && a.res != Sprout && a.res != Growth && a.left > 0:
		return bad("a resource that is not Sprouts or Growth")
	case a.place == tokenGain:
		if p.phase != Converting || a.step > 1 || a.prompt || a.choose != 0 {
			return bad("tokens placed outside step 4")
		}
		if a.entered && a.left > 0 && a.res != Sprout+Resource(a.step) {
			return bad("tokens of another kind than the step places")
		}
		return nil
	case a.place == actionGain:
		if p.phase != Waiting || a.step != 0 || a.prompt || a.choose != 0 || !a.entered && a.left == 0 {
			return bad("the action's gain outside step 2")
		}
		if a.res != Sprout && a.res != Growth {
			return bad("the action's gain is not Sprouts or Growth")
		}
		return nil
	case a.place < 0 || a.place >= Spaces || p.tab[a.place] == NoCard:
		return bad("no card there")
	}
	abs := d.cards.info(p.tab[a.place]).Abilities
	if int(a.ab) >= len(abs) || int(a.alt) >= len(abs[a.ab].alts) || abs[a.ab].Colour == Brown {
		return bad("no such ability")
	}
	ab := &abs[a.ab]
	switch {
	case p.phase != Planting && p.phase != Waiting && p.phase != Activating:
		return bad(fmt.Sprintf("in phase %v", p.phase))
	case ab.Colour == Black && p.phase == Activating, ab.Colour != Black && p.phase != Activating:
		return bad("a colour resolved at the wrong time")
	case int(a.step) >= len(ab.alts[a.alt].costs)+len(ab.alts[a.alt].gains):
		return bad("a step past its end")
	case a.prompt && (a.step != 0 || a.entered || a.choose != 0):
		return bad("offered and resolving at once")
	case a.colour != ab.Colour:
		return bad("the wrong colour")
	case a.choose == 1 && d.solo():
		return bad("a neighbour to choose solo")
	case a.choose == 2 && d.n < 3:
		return bad("an opponent to choose with fewer than 3 players")
	case a.choose != 0 && a.entered:
		return bad("a choice after the step began")
	}
	if r, ok := ab.alts[a.alt].moves(int(a.step)); a.entered && a.left > 0 && (!ok || r != a.res) {
		return bad("pieces to move that the step does not move")
	}
	if a.entered && d.paying(i) {
		var need int
		for _, c := range ab.alts[a.alt].costs {
			need = max(need, c.n)
		}
		if int(a.left) > need {
			return bad("more to pay than the cost")
		}
	}
	return nil
}

// validDemeter checks Demeter's part.
func (d *data) validDemeter() error {
	m := d.dem
	if !d.solo() {
		if m != (demeter{claims: [2]int8{-1, -1}}) {
			return errors.New("demeter outside a solo game")
		}
		return nil
	}
	switch {
	case m.vp < 0 || m.vp > 100000:
		return fmt.Errorf("demeter's %d VP", m.vp)
	case m.tie&^(1<<Red|1<<Blue|1<<Yellow) != 0 || m.tie != 0 && m.tie&(m.tie-1) == 0:
		return errors.New("demeter's tie is not two or more colours")
	case m.acted > d.round:
		return errors.New("demeter acted in a later round")
	case m.claimed > 2 || m.pendingFauna && m.claimed != 0:
		return errors.New("demeter's claims")
	case m.tie != 0 && (m.acted != d.round || d.p[0].phase != Finished):
		return errors.New("demeter's tie outside her step 3")
	case m.pendingFauna && d.p[0].phase != Converting:
		return errors.New("demeter's claim outside step 4")
	}
	n := uint8(0)
	for f := range 2 {
		if m.claims[f] < -1 || m.claims[f] >= 0 && m.claims[f] >= int8(d.faunaNext[f]) {
			return errors.New("demeter's claim beyond the spaces filled")
		}
		if m.claims[f] >= 0 {
			n++
			if m.claims[f] == d.p[0].claims[f] {
				return errors.New("demeter and the player on one space")
			}
		}
	}
	if n != m.claimed {
		return errors.New("demeter's claims do not add up")
	}
	return nil
}

// holds reports whether player i may plant c: it is in their hand (solo:
// in Demeter's tableau).
func (d *data) holds(i int, c Card) bool {
	if c == NoCard {
		return false
	}
	from := d.p[i].hand[:d.p[i].nhand]
	if d.solo() {
		from = d.demTab[:]
	}
	for _, h := range from {
		if h == c {
			return true
		}
	}
	return false
}

// validConversion checks an anytime conversion being paid.
func (d *data) validConversion(i int) error {
	p := &d.p[i]
	total := 0
	for k := range Spaces {
		if p.convRes == Sprout || p.convRes == Growth {
			total += d.count(i, k, p.convRes)
		}
	}
	switch {
	case p.convRes != Sprout && p.convRes != Growth, p.convLeft < 1 || p.convLeft > 2, total < int(p.convLeft):
		return errors.New("a conversion that cannot be paid")
	case !d.conversionTime(i):
		return fmt.Errorf("a conversion in phase %v, or during an ability", p.phase)
	case p.chosen != NoCard:
		return errors.New("a conversion while a card is planted")
	}
	return nil
}
