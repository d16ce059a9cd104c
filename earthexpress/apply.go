package earthexpress

import (
	"github.com/rulebox/rulebox/internal/earth"
	"github.com/rulebox/rulebox/internal/engine"
)

// maxLegal bounds a player's legal moves at any moment, so that checking a
// move lists them on the stack: a Germinate's naming offers at most the 64
// words of a vocabulary (earth.MaxWords); every other decision offers
// fewer than 16 (9 cards or spaces or options, Done or Skip, Refresh,
// Germinate, 2 conversions). A list longer than this would still be right,
// only allocated.
const maxLegal = earth.MaxWords + 8

// Apply returns the state after m. An illegal move returns an error that
// matches ErrIllegalMove (a *RuleError naming the rule) and the receiver
// unchanged. A legal move is played by a game handle that records no
// events on the receiver, which is the caller's copy, and the receiver is
// returned: no State is copied but the receiver and the result (the seats
// held by reference, in games of more than nearSeats players, are copied
// into fresh memory first). play leaves the receiver as it was when it
// refuses the move.
func (s State) Apply(m Move) (State, error) {
	err := s.play(m)
	return s, err
}

// play checks m and plays it on s, which is left as it was when m is
// refused. Apply is small enough to inline, so that its copies of the
// State are the caller's own.
func (s *State) play(m Move) error {
	if err := s.check(m); err != nil {
		return err
	}
	s.d.own()
	s.d.touched = 1 << m.Player
	game{data: &s.d}.do(m)
	s.remark()
	return nil
}

// ApplyEvents is Apply, also telling what happened, each event naming the
// rule it follows.
func (s State) ApplyEvents(m Move) (next State, events []Event, err error) {
	next = s
	if err = next.check(m); err != nil {
		return next, nil, err
	}
	next.d.own()
	game{&next.d, engine.NewLog(&events)}.do(m)
	next.mark()
	return next, events, nil
}

// check refuses m unless it is one of its player's legal moves.
func (s *State) check(m Move) error {
	d := &s.d
	if d.cards == nil {
		return engine.Illegal(m, "setup", "the zero State is no game: start one with New")
	}
	if m.Player < 0 || int(m.Player) >= int(d.n) {
		return engine.Illegal(m, "setup", "there is no %v in a game of %d", m.Player, d.n)
	}
	if legal, known := d.quickCheck(m); known {
		if legal {
			return nil
		}
		return d.diagnose(m)
	}
	if d.seat(int(m.Player)).sub == subGermName {
		var arr [maxLegal]Move
		return d.listed(arr[:0], m)
	}
	var arr [maxOther]Move
	return d.listed(arr[:0], m)
}

// maxOther bounds a player's legal moves outside a Germinate's naming
// (see maxLegal); a list longer than this would still be right, only
// allocated. check lists them in an array this long, which costs less to
// clear than one of maxLegal moves.
const maxOther = 16

// listed refuses m unless it is among its player's legal moves, listed
// into buf.
func (d *data) listed(buf []Move, m Move) error {
	for _, l := range d.legal(buf, m.Player) {
		if l == m {
			return nil
		}
	}
	return d.diagnose(m)
}

// quickCheck decides the legality of a move while a gain is placed or a
// cost paid, the commonest moves, and of the choices of plainCheck,
// promptCheck, conversionCheck and convertCheck, without listing every
// legal move;
// known is false in every other situation.
func (d *data) quickCheck(m Move) (legal, known bool) {
	i := int(m.Player)
	p := d.seat(i)
	if d.solo() && (d.dem.tie != 0 || d.dem.pendingFauna) || p.phase == Choosing {
		return false, false
	}
	switch {
	case p.sub == subConvert:
		return d.conversionCheck(m), true
	case m.Kind == Convert:
		return d.convertCheck(m), true
	case !p.act.on:
		return d.plainCheck(m)
	case p.act.prompt:
		return d.promptCheck(m)
	case p.act.choose != 0 || m.Kind == Convert:
		return false, false
	}
	t := d.targets(i)
	paying := d.paying(i)
	at := m.Space < Spaces && t&(1<<m.Space) != 0 && m.Resource == p.act.res
	switch m.Kind {
	case Place:
		return !paying && at && m == PlaceMove(m.Player, m.Resource, int(m.Space)), true
	case Pay:
		return paying && at && m == PayMove(m.Player, m.Resource, int(m.Space)), true
	case Done:
		return !paying && d.awaitsPlacing(i) && m == DoneMove(m.Player), true
	}
	return false, true
}

// do plays a legal move, then settles the game (settleAfter: the
// position was settled before it).
func (g game) do(m Move) {
	before := g.seat(int(m.Player)).phase
	g.move(m)
	g.settleAfter(int(m.Player), before)
}

// move plays a legal move, and leaves the game to settle.
func (g game) move(m Move) {
	i := int(m.Player)
	p := g.seat(i)
	switch m.Kind {
	case Keep:
		k := int8(0)
		if p.eco[1] == m.Ecosystem {
			k = 1
		}
		p.ecoKept, p.ecoSide = k, m.Side
		g.emit(Event{Kind: EcosystemKept, Player: m.Player, Rule: ruleEcosystems})
	case Plant:
		p.chosen = m.Card
		p.sub = subAt
		if g.solo() && p.nhand == 1 {
			p.sub = subAtGerm
		}
	case At:
		g.plant(i, p.chosen, int(m.Space))
	case Refresh:
		g.startRefresh(i)
	case Germinate:
		g.startGerminate(i)
	case Discard:
		if p.sub == subGermDiscard {
			g.discardForGerminate(i, m.Card)
		} else {
			g.discardForRefresh(i, m.Card)
		}
	case Name:
		g.germinate(i, uint(m.Feature))
	case Done:
		if p.sub == subRefresh {
			g.finishRefresh(i)
		} else {
			p.act.left = 0
		}
	case Action:
		g.chooseAction(i, m.Colour)
	case Activate:
		g.emitActivation(i, Activated)
		g.begin(i, int(m.Option))
	case Skip:
		g.emitActivation(i, Skipped)
		p.act = none
	case Pay:
		if p.sub == subConvert {
			g.payConversion(i, int(m.Space))
			break
		}
		g.remove(i, int(m.Space), m.Resource, 1)
		p.act.left--
		g.emitPieces(i, Paid, m.Resource, 1, int(m.Space), ruleCosts)
	case Place:
		g.emitPieces(i, Gained, m.Resource, g.share(i, int(m.Space)), int(m.Space), rulePlacing)
		g.placePiece(i, int(m.Space))
	case Neighbour:
		n := g.left(i)
		if m.Neighbour == Right {
			n = g.right(i)
		}
		p.act.neigh, p.act.choose = int8(n), 0
	case Opponent:
		p.act.opp, p.act.choose = int8(m.Opponent), 0
	case Convert:
		g.startConversion(i, m.Resource)
	case End:
		if p.phase == Converting {
			p.closed = true
		} else {
			p.phase = Finished
		}
	case Tie:
		g.demeterActivate(m.Colour)
	case Claim:
		g.demeterClaim(int(m.Fauna))
	}
}

// plant puts card c from player i's hand (solo: Demeter's tableau, or the
// card just germinated) on place k, and starts its BLACK abilities.
func (g game) plant(i int, c Card, k int) {
	p := g.seat(i)
	germinated := p.sub == subAtGerm
	p.sub, p.chosen = subNone, NoCard
	switch {
	case germinated:
		p.hand[0], p.nhand = NoCard, 0
	case g.solo():
		for j := range g.demTab {
			if g.demTab[j] == c {
				g.demTab[j] = NoCard
			}
		}
	default:
		p.takeFromHand(c)
	}
	p.tab[k] = c
	p.fit(g.cards, k)
	p.planted |= 1 << k
	p.toPlant--
	g.emit(Event{Kind: Planted, Player: Player(i), Card: c, Space: k, Rule: rulePlanting})
	for a, ab := range g.cards.info(c).Abilities {
		if ab.Colour != Black {
			continue
		}
		bit := uint32(1) << (2*k + a)
		if ab.neighbour { // solo too: Demeter's tableau is read once refilled
			p.deferred |= bit
		} else {
			p.blacks |= bit
		}
	}
	if p.toPlant == 0 && g.solo() {
		g.refillDemeter()
	}
}

// takeFromHand removes c from p's hand, keeping the order of the rest.
func (p *player) takeFromHand(c Card) {
	for j := range int(p.nhand) {
		if p.hand[j] == c {
			copy(p.hand[j:], p.hand[j+1:p.nhand])
			p.nhand--
			p.hand[p.nhand] = NoCard
			return
		}
	}
}

// chooseAction resolves step 2: RED 2 Seeds, BLUE 3 Sprouts, YELLOW 2
// Growth; then the player waits for their neighbours' planting before
// step 3.
func (g game) chooseAction(i int, c Colour) {
	p := g.seat(i)
	p.action = c
	p.phase = Waiting
	g.emit(Event{Kind: ActionChosen, Player: Player(i), Colour: c, Rule: ruleAction})
	switch c {
	case Red:
		p.seeds += 2
		g.emit(Event{Kind: Gained, Player: Player(i), Resource: Seed, N: 2, Space: -1, Rule: ruleAction})
	case Blue, Yellow:
		p.act = none
		p.act.on, p.act.place, p.act.entered = true, actionGain, false
		p.act.res, p.act.left = Sprout, 3
		if c == Yellow {
			p.act.res, p.act.left = Growth, 2
		}
	}
	if g.solo() {
		g.dem.vp += DemeterActionVP
	}
}
