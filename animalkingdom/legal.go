package animalkingdom

import "slices"

// Players lists the players, P1 first.
func (s State) Players() []Player {
	if s.zero() {
		return nil
	}
	out := make([]Player, s.d.n())
	for i := range out {
		out[i] = Player(i)
	}
	return out
}

// movers are the players to decide now, the first n of ps: one at a
// time, but while the players keep their Animals, who choose at once.
func (g *data) movers() (ps [MaxPlayers]Player, n int) {
	if g.Stage == stAnimals {
		for p := range g.n() {
			if g.mayMove(Player(p)) {
				ps[n], n = Player(p), n+1
			}
		}
		return ps, n
	}
	if p := g.toMove(); p != NoPlayer {
		ps[0], n = p, 1
	}
	return ps, n
}

// moverSet is movers as a set: bit p for each player to decide now.
func (g *data) moverSet() uint8 {
	if g.Stage == stAnimals {
		ps, n := g.movers()
		var set uint8
		for _, p := range ps[:n] {
			set |= 1 << p
		}
		return set
	}
	if p := g.toMove(); p != NoPlayer {
		return 1 << p
	}
	return 0
}

// toMove is the player who must decide, or NoPlayer.
func (g *data) toMove() Player {
	if g.np == 0 {
		return NoPlayer
	}
	if g.choosingLeaf() {
		return g.LastLeaf.Who
	}
	if g.placing() {
		return g.Pend.Who
	}
	if g.depth() > g.floor() {
		return g.top().Who
	}
	if p := g.animalToMove(); p != NoPlayer {
		return p
	}
	switch g.Stage {
	case stSetup, stFinal:
		return Player(g.K)
	case stAction, stKeep:
		return g.Active
	case stPlant, stMinor, stOrder:
		return g.order(g.K)
	case stGaiaLeaf:
		return 0
	}
	return NoPlayer
}

// LegalMoves returns p's legal moves: none when p is not to move, is not
// in the game (NoPlayer included) or the game is over.
func (s State) LegalMoves(p Player) []Move { return s.AppendLegalMoves(nil, p) }

// AppendLegalMoves appends p's legal moves to buf and returns it; with
// room in buf it does not allocate.
func (s State) AppendLegalMoves(buf []Move, p Player) []Move {
	if s.zero() || !isMover(s.movers, p) {
		return buf
	}
	return s.d.legal(buf, p)
}

// isMover reports whether p is in movers, a set of the players to decide
// now (see moverSet).
func isMover(movers uint8, p Player) bool { return p >= 0 && p < 8 && movers>>p&1 != 0 }

// appendLegal appends p's legal moves to buf: none for a player not to
// move, and none once the game is over (when nobody is, NoPlayer).
func (g *data) appendLegal(buf []Move, p Player) []Move {
	if p < 0 || int(p) >= g.n() || !g.mayMove(p) {
		return buf
	}
	return g.legal(buf, p)
}

// legal appends the legal moves of p, a player to decide now, to buf.
func (g *data) legal(buf []Move, p Player) []Move {
	if g.choosingLeaf() {
		return g.lastLeafMoves(buf, p)
	}
	if g.placing() {
		return g.pieceMoves(buf, p)
	}
	if g.depth() > g.floor() {
		return g.frameMoves(buf, p)
	}
	if g.AK.Act.On || g.Stage == stAnimals || g.Stage == stGlobal {
		return g.animalLegal(buf, p)
	}
	switch g.Stage {
	case stSetup:
		buf = g.setupMoves(buf, p)
	case stAction:
		buf = g.actionMoves(buf, p)
	case stPlant:
		buf = appendMove(buf, p, Stop)
		buf = g.plantMoves(buf, p)
	case stKeep:
		for _, c := range g.Drawn.Cards() {
			buf = appendMove(buf, p, Keep)
			buf[len(buf)-1].Card = c
		}
	case stOrder:
		buf = append(buf, Move{Player: p, Kind: Order}, Move{Player: p, Kind: Order, TableauFirst: true})
	case stMinor:
		for _, o := range minorOf(g.Action) {
			buf = appendMove(buf, p, Minor)
			buf[len(buf)-1].Option = o
		}
	case stFinal:
		buf = appendMove(buf, p, Done)
	case stGaiaLeaf:
		var slots [2]int
		for _, i := range g.gaiaSlots(slots[:0], g.gaiaAbility(g.Gaia.Card, 0).Row) {
			buf = appendMove(buf, p, GaiaLeaf)
			buf[len(buf)-1].Slot = int8(i)
		}
	}
	if g.Stage != stSetup {
		buf = g.anyTimeMoves(buf, p, 0)
	}
	return buf
}

// setupMoves are the sides p may still choose.
func (g *data) setupMoves(buf []Move, p Player) []Move {
	s := g.get(p)
	add := func(what uint8, offer []int) {
		for _, c := range offer {
			for side := range 2 {
				buf = appendMove(buf, p, ChooseSide)
				m := &buf[len(buf)-1]
				m.Setup, m.Side = SetupCard(what), int16(2*c+side)
			}
		}
	}
	switch {
	case s.Island < 0:
		add(0, s.offer().Island)
	case s.Climate < 0:
		add(1, s.offer().Climate)
	default:
		add(2, s.offer().Eco)
	}
	return buf
}

// actionMoves are the actions p may choose: all four but those a brown
// ability of theirs forbids.
func (g *data) actionMoves(buf []Move, p Player) []Move {
	forbidden := g.forbidden(p)
	for _, c := range actions {
		if !forbidden[c] {
			buf = appendMove(buf, p, ChooseAct)
			buf[len(buf)-1].Action = c
		}
	}
	return buf
}

// actions are the four actions, in the order actionMoves lists them.
var actions = [4]Colour{Green, Red, Blue, Yellow}

// forbidden returns the actions p's cards forbid p to choose.
func (g *data) forbidden(p Player) (out [numColours]bool) {
	g.ownAbilitiesOf(p, Forbid, func(a *Ability, _ int) { out[a.Forbidden] = true })
	return out
}

// mayChoose reports whether p may choose action c (as actionMoves lists
// them).
func (g *data) mayChoose(p Player, c Colour) bool {
	return slices.Contains(actions[:], c) && !g.forbidden(p)[c]
}

// plantMoves are p's plantings: each Flora or Terrain in hand on each
// place it may go, paying its cost with soil and what else it allows, or
// over a Terrain that lets it in for free.
func (g *data) plantMoves(buf []Move, p Player) []Move {
	s := g.get(p)
	facts := g.cs.plant // read once: the loop's stores might alias the set's fields
	var spots [64]place
	free := places(spots[:0], s.Tab())
	var discounts [TableauCards + 4]*Ability
	nd := 0
	g.ownAbilitiesOf(p, Discount, func(a *Ability, _ int) {
		if nd < len(discounts) {
			discounts[nd] = a
			nd++
		}
	})
	// The cards that may be planted over (replaceable reads no other).
	var over tabSet
	if s.tabs != nil {
		over = s.tabs.kinds[ReplaceFree]
	}
	once := -1 // where the plantings of a card on each free place, paid one way, start
	for _, c := range s.Hand {
		pf := &facts[c]
		if !pf.plantable {
			continue
		}
		cost := int(pf.cost)
		for _, a := range discounts[:nd] {
			if pf.traits.Has(a.Filter) {
				cost -= a.N
			}
		}
		cost = max(0, cost)
		have := 0
		if pf.alt {
			_, have = g.altPay(p, c)
		}
		// alt is paid otherwise, the rest with soil: from what the soil
		// leaves unpaid to what the card allows.
		switch lo, hi := max(0, cost-s.Soil), min(cost, have); {
		case lo == hi && once >= 0:
			buf = plantingsAs(buf, once, len(free), c, lo)
		case lo == hi:
			once = len(buf)
			fallthrough
		case lo < hi:
			buf = plantings(buf, p, c, free, lo, hi)
		}
		for rest := over; rest != 0; rest &= rest - 1 {
			i := trailing(uint16(rest))
			if _, ok := g.replaceable(p, c, i); ok {
				t := s.Tab()[i]
				buf = appendMove(buf, p, Plant)
				m := &buf[len(buf)-1]
				m.Card, m.Row, m.Col = c, int8(t.Row), int8(t.Col)
			}
		}
	}
	return buf
}

// plantings appends the plantings of card c by p on each free place,
// paying lo to hi of its cost otherwise.
func plantings(buf []Move, p Player, c Card, free []place, lo, hi int) []Move {
	for _, pl := range free {
		for alt := lo; alt <= hi; alt++ {
			buf = appendMove(buf, p, Plant)
			m := &buf[len(buf)-1]
			m.Card, m.Row, m.Col, m.Otherwise = c, int8(pl.Row), int8(pl.Col), int16(alt)
		}
	}
	return buf
}

// plantingsAs appends the plantings of card c on each of n free places,
// paying alt of its cost otherwise, as a copy of the n plantings of
// another card at buf[from:], paid one way: a copy and two fields a
// move, where writing each move whole costs some forty instructions.
func plantingsAs(buf []Move, from, n int, c Card, alt int) []Move {
	start := len(buf)
	buf = append(buf, buf[from:from+n]...)
	for i := range buf[start:] {
		m := &buf[start+i]
		m.Card, m.Otherwise = c, int16(alt)
	}
	return buf
}

// anyTimeMoves are the events p may play and the sprout conversion. An
// event is offered only when keep hand cards are left after it (the cards
// still to pay for an ability with).
func (g *data) anyTimeMoves(buf []Move, p Player, keep int) []Move {
	s := g.get(p)
	if len(s.Hand) > keep {
		hand := s.Hand
		for i := s.nextHandEvent(g.cs.event, 0); i < len(hand); i = s.nextHandEvent(g.cs.event, i+1) {
			if c := hand[i]; g.canPay(p, &g.info(c).Abilities[0]) {
				buf = appendMove(buf, p, PlayEvent)
				buf[len(buf)-1].Card = c
			}
		}
	}
	if g.pieces(p, Sprout) >= ConvertSprouts {
		buf = appendMove(buf, p, Convert)
	}
	if g.canDiscardLeaf(p) {
		buf = appendMove(buf, p, DiscardLeaf)
	}
	return buf
}

// nextEvent is the index of the first event of hand from index i on
// (event is the set's table of them), or len(hand): a loop of its own,
// so that looking through a hand of few events keeps its registers
// (checking one's cost is a call, which spills them).
func nextEvent(hand []Card, event []bool, i int) int {
	for ; i < len(hand); i++ {
		if event[hand[i]] {
			return i
		}
	}
	return len(hand)
}

// anyTime reports whether p has an event to play or sprouts to convert.
func (g *game) anyTime(p Player) bool {
	if g.pieces(p, Sprout) >= ConvertSprouts {
		return true
	}
	s := g.get(p)
	hand := s.Hand
	for i := s.nextHandEvent(g.cs.event, 0); i < len(hand); i = s.nextHandEvent(g.cs.event, i+1) {
		if g.canPay(p, &g.info(hand[i]).Abilities[0]) {
			return true
		}
	}
	return false
}

// frameAnyTime appends the moves of any time p may make at a decision of
// the ability being resolved (asked to use it, or paying for it with
// keep hand cards): none at setup, nor while an event is being resolved.
func (g *data) frameAnyTime(buf []Move, p Player, keep int) []Move {
	if !g.anyTimeOpen() {
		return buf
	}
	return g.anyTimeMoves(buf, p, keep)
}

// anyTimeOpen reports whether the abilities being resolved leave room
// for moves of any time: not at setup, nor while an event resolves.
func (g *data) anyTimeOpen() bool {
	if g.Stage == stSetup {
		return false
	}
	for _, f := range g.stack() {
		if f.Src == FromEvent {
			return false
		}
	}
	return true
}

// anyTimeLegal reports whether m, an event played or a conversion, is
// among the moves anyTimeMoves lists for its player, keep hand cards to
// be left, without listing them.
func (g *data) anyTimeLegal(m Move, keep int) bool {
	p, c := m.Player, m
	c.Card = 0
	if c.strays() {
		return false
	}
	if m.Kind == Convert {
		return m.Card == 0 && g.pieces(p, Sprout) >= ConvertSprouts
	}
	s := g.get(p)
	return len(s.Hand) > keep && slices.Contains(s.Hand, m.Card) && g.cs.event[m.Card] &&
		g.canPay(p, &g.info(m.Card).Abilities[0])
}

// frameMoves are the decisions of the ability being resolved.
func (g *data) frameMoves(buf []Move, p Player) []Move {
	f := g.top()
	s := g.get(p)
	switch f.Wait {
	case wUse:
		if g.canPayAt(f, g.abilityOf(f)) {
			buf = appendMove(buf, p, Use)
		}
		buf = appendMove(buf, p, Skip)
		buf = g.frameAnyTime(buf, p, 0)
	case wHand, wSetupHand:
		if f.Wait == wHand && !f.Paying {
			buf = appendMove(buf, p, Skip)
		}
		for _, c := range s.Hand {
			buf = appendMove(buf, p, CompostCard)
			buf[len(buf)-1].Card = c
		}
		if f.Paying {
			buf = g.frameAnyTime(buf, p, int(f.Left))
		}
	case wCompost:
		for _, c := range s.Compost[max(0, len(s.Compost)-int(f.Left)):] {
			buf = appendMove(buf, p, TakeCard)
			buf[len(buf)-1].Card = c
		}
	case wAmount:
		for k := range f.Left + 1 {
			buf = appendMove(buf, p, ChooseAmount)
			buf[len(buf)-1].Count = int8(k)
		}
	case wStore:
		buf = appendMove(buf, p, Skip)
		st := &g.abilityOf(f).Gain[f.Step-1]
		tab := s.Tab()
		for rest := g.holdingMask(p, g.fromMask(f, st), st); rest != 0; rest &= rest - 1 {
			t := tab[trailing(rest)]
			buf = appendMove(buf, p, StoreFromCard)
			m := &buf[len(buf)-1]
			m.Row, m.Col = t.Row, t.Col
		}
	case wCopy:
		buf = appendMove(buf, p, Skip)
		tab := s.Tab()
		g.copyTargets(p, f, Colour(f.Left), func(i, ab int) {
			buf = appendMove(buf, p, CopyFrom)
			m := &buf[len(buf)-1]
			m.Row, m.Col, m.Ability = int8(tab[i].Row), int8(tab[i].Col), int8(ab)
		})
	}
	return buf
}

// Turn is the turn number, counted from 1 once setup is over (0 during
// setup).
func (s State) Turn() int {
	if s.zero() {
		return 0
	}
	return s.d.Turn
}

// canPlacePiece reports whether a PlacePiece move is among the mover's
// legal ones while a placement is pending: as pieceMoves lists them.
func (g *data) canPlacePiece(m Move) bool {
	pd := g.Pend
	c := m
	c.Piece, c.Row, c.Col, c.Remove = 0, 0, 0, false
	if m.Player != pd.Who || m.Kind != PlacePiece || c.strays() || m.Piece != pd.Op {
		return false
	}
	s := g.get(pd.Who)
	i := at(s.Tab(), int(m.Row), int(m.Col))
	switch {
	case i < 0:
		return false
	case pd.Remove:
		on := s.pieces.on[i]
		return m.Remove && (pd.Op == Growth && on.Growth > 0 || pd.Op == Sprout && on.Sprouts > 0)
	}
	return !m.Remove && (tabSet(pd.Allowed) & s.roomOf(pd.Op)).has(i)
}

// pieceMoves are the cards the next sprout or growth of a pending
// placement may go on, and stopping (the rest is lost), or the cards the
// next piece of a pending removal may come off.
func (g *data) pieceMoves(buf []Move, p Player) []Move {
	pd := g.Pend
	s := g.get(p)
	tab := s.Tab()
	if pd.Remove {
		for i, t := range tab {
			if on := s.pieces.on[i]; pd.Op == Growth && on.Growth > 0 || pd.Op == Sprout && on.Sprouts > 0 {
				buf = appendMove(buf, p, PlacePiece)
				m := &buf[len(buf)-1]
				m.Row, m.Col, m.Piece, m.Remove = t.Row, t.Col, pd.Op, true
			}
		}
		return buf
	}
	for rest := uint16(tabSet(pd.Allowed) & s.roomOf(pd.Op)); rest != 0; rest &= rest - 1 {
		t := &tab[trailing(rest)]
		buf = appendMove(buf, p, PlacePiece)
		m := &buf[len(buf)-1]
		m.Row, m.Col, m.Piece = t.Row, t.Col, pd.Op
	}
	return appendMove(buf, p, Stop)
}

// appendMove appends p's move of kind k to buf, for its other fields to
// be written in place, in buf's last Move: a Move built in a variable and
// copied into the buffer whole stalls the processor, which cannot
// forward the copy's wide loads from the narrow stores that built it.
func appendMove(buf []Move, p Player, k MoveKind) []Move {
	buf = append(buf, Move{})
	m := &buf[len(buf)-1]
	m.Player, m.Kind = p, k
	return buf
}
