package animalkingdom

import (
	"slices"

	"github.com/rulebox/rulebox/internal/grid"
)

// drawOne takes the top card of the deck; an empty deck is refilled by
// shuffling the discard pile; with both empty nothing is drawn.
func (g *game) drawOne() (Card, bool) {
	if len(g.Deck) == 0 {
		if len(g.Discard) == 0 {
			return NoCard, false
		}
		g.Deck, g.Discard = g.addCards(nil, g.Discard...), nil
		g.RNG.Shuffle(len(g.Deck), func(i, j int) { g.Deck[i], g.Deck[j] = g.Deck[j], g.Deck[i] })
		if g.log.On() {
			g.note(Event{Player: NoPlayer, Kind: EventReshuffle, N: len(g.Deck), Rule: "an empty deck is refilled from the discard pile"})
		}
	}
	c := g.Deck[len(g.Deck)-1]
	g.Deck = slices.Clip(g.Deck[:len(g.Deck)-1])
	return c, true
}

// draw puts up to n cards from the deck into p's hand.
func (g *game) draw(p Player, n int) {
	s := g.seat(p)
	for range n {
		c, ok := g.drawOne()
		if !ok {
			return
		}
		g.toHand(s, c)
		g.Stats[p].Drew = addCount(g.Stats[p].Drew, 1)
		if g.log.On() {
			g.note(Event{Player: p, Kind: EventDraw, Card: g.info(c).Name, Private: true})
		}
	}
}

// compostDeck puts up to n top cards of the deck, unseen, into p's compost.
func (g *game) compostDeck(p Player, n int) {
	s := g.seat(p)
	k := 0
	for ; k < n; k++ {
		c, ok := g.drawOne()
		if !ok {
			break
		}
		s.Compost = g.addCards(s.Compost, c)
	}
	if k > 0 && g.log.On() {
		g.note(Event{Player: p, Kind: EventCompost, N: k, Rule: "compost from the deck, unseen"})
	}
}

// gainSoil adds soil to p's reserve, up to MaxCount.
func (g *game) gainSoil(p Player, n int) {
	s := g.seat(p)
	before := s.Soil
	s.Soil = addCount(s.Soil, n)
	g.Stats[p].SoilGained = addCount(g.Stats[p].SoilGained, n)
	if got := s.Soil - before; got > 0 {
		if g.log.On() {
			g.note(Event{Player: p, Kind: EventSoil, N: got})
		}
	}
}

// addCount returns n+k for a count n of 0 to MaxCount, stopped at
// MaxCount (the MaxCount ruling).
func addCount(n, k int) int {
	if k > MaxCount-n {
		return MaxCount
	}
	return n + k
}

// compostFromHand moves hand card c into p's compost.
func (g *game) compostFromHand(p Player, c Card) {
	s := g.seat(p)
	g.fromHand(s, c)
	s.Compost = g.addCards(s.Compost, c)
	if g.log.On() {
		g.note(Event{Player: p, Kind: EventCompost, Card: g.info(c).Name, N: 1, Rule: "compost from hand", Private: true})
	}
}

// pieces is the total of one piece on p's Flora, kept with the pieces
// on each card (tabPieces; TestPiecesKeptAgreeWithTheCards).
func (g *data) pieces(p Player, op Op) int {
	if op == Sprout {
		return int(g.get(p).pieces.sprouts)
	}
	return int(g.get(p).pieces.growth)
}

// room is how many more of a piece tableau card i holds.
func (g *data) room(p Player, i int, op Op) int {
	s := g.get(p)
	ci, on := g.info(s.Tab()[i].Card), s.pieces.on[i]
	if op == Sprout {
		return ci.SproutCap - int(on.Sprouts)
	}
	return ci.GrowthCap - int(on.Growth)
}

// addPiece puts k pieces on tableau card i.
func (g *game) addPiece(p Player, i int, op Op, k int) {
	s := g.seat(p)
	c, on := s.Tab()[i].Card, s.pieces.on[i]
	what := EventGrowth
	if op == Sprout {
		on.Sprouts += int8(k)
		what = EventSprouts
	} else {
		on.Growth += int8(k)
	}
	s.pieces.put(i, on, &g.cs.acts[c])
	g.newPieces |= 1 << p
	if g.log.On() {
		g.note(Event{Player: p, Kind: what, Card: g.info(c).Name, N: k})
	}
}

// place puts up to n sprouts or growth on p's Flora, within their
// capacities, on the cards allowed (bit i for tableau card i). With each
// set, every allowed card takes n (the ability names the cards).
// Otherwise the player places them one at a time where they like, and
// may stop early (a pending placement); what finds no room is lost.
func (g *game) place(p Player, op Op, n int, allowed uint16, each bool) {
	tab := g.get(p).Tab()
	if each {
		for i := range tab {
			if allowed&(1<<i) != 0 {
				if k := min(g.room(p, i, op), n); k > 0 {
					g.addPiece(p, i, op, k)
				}
			}
		}
		return
	}
	g.Pend = pending{Who: p, Op: op, Left: n, Allowed: allowed & allCards(len(tab))}
	g.settle()
}

// settle removes what is left of a pending removal by itself when there
// is no choice, ends a placement once no allowed card has room for what
// is left (it is lost), and ends either once nothing is left, starting
// the removal queued after it, if any.
func (g *game) settle() {
	pd := &g.Pend
	if pd.Left > 0 && pd.Remove {
		cards, have := g.holders(*pd)
		if cards > 1 && have > pd.Left {
			return // the player chooses
		}
		g.removeAuto(pd.Who, pd.Op, min(pd.Left, have))
		pd.Left = 0
	}
	if pd.Left > 0 && g.roomFor(*pd) {
		return // the player places, or stops
	}
	if pd.Left > 0 && g.log.On() {
		g.note(Event{Player: pd.Who, Kind: EventLost, N: pd.Left, Rule: "sprouts or growth that find no room are lost"})
	}
	g.Pend, g.Next = g.Next, pending{}
	if g.Pend.Left > 0 {
		g.settle()
	}
}

// roomFor reports whether a card a pending placement allows has room for
// one more piece.
func (g *data) roomFor(pd pending) bool {
	return tabSet(pd.Allowed)&g.get(pd.Who).roomOf(pd.Op) != 0
}

// stopPlacing ends a pending placement early: the pieces not placed are
// lost.
func (g *game) stopPlacing(p Player) {
	pd := &g.Pend
	if g.log.On() {
		g.note(Event{Player: p, Kind: EventLost, N: pd.Left, Rule: "a gain of pieces is placed up to its amount"})
	}
	pd.Left = 0
	g.settle()
}

// holders counts the cards a pending removal may take from and the
// pieces they hold.
func (g *data) holders(pd pending) (cards, have int) {
	s := g.get(pd.Who)
	for _, on := range s.pieces.on[:s.nTab] {
		k := on.Sprouts
		if pd.Op == Growth {
			k = on.Growth
		}
		if k > 0 {
			cards++
			have += int(k)
		}
	}
	return cards, have
}

// pending is a placement (or, with Remove, a removal) of sprouts or
// growth the player is making, one piece at a time: Left more on (off)
// the tableau cards in Allowed.
type pending struct {
	Who     Player `json:"who"`
	Left    int    `json:"left"`
	Allowed uint16 `json:"allowed"`
	Op      Op     `json:"op"`
	Remove  bool   `json:"remove,omitempty"`
}

// placing reports whether a placement is pending.
func (g *data) placing() bool { return g.Pend.Left > 0 }

// takeOff removes n sprouts or growth from p's Flora, which the player
// picks one at a time (a pending removal, queued after a pending
// placement) unless there is no choice: all must go, or one card holds
// them. The caller has checked there are n.
func (g *game) takeOff(p Player, op Op, n int) {
	pd := pending{Who: p, Op: op, Left: n, Remove: true}
	if g.placing() {
		g.Next = pd
		return
	}
	g.Pend = pd
	g.settle()
}

// removeAuto removes n sprouts or growth from p's Flora with no choice to
// make: from the last card in activation order backwards, growth first
// off cards without a Canopy.
func (g *game) removeAuto(p Player, op Op, n int) {
	order := g.get(p).activation()
	for pass := 0; pass < 2 && n > 0; pass++ {
		for k := len(order) - 1; k >= 0 && n > 0; k-- {
			i := int(order[k])
			s := g.get(p) // a fifth seat is the move's own once a piece is taken
			on := s.pieces.on[i]
			have := on.Sprouts
			if op == Growth {
				have = on.Growth
				if pass == 0 && int(on.Growth) >= g.info(s.Tab()[i].Card).GrowthCap {
					continue
				}
			}
			if take := min(int(have), n); take > 0 {
				g.addPiece(p, i, op, -take)
				n -= take
			}
		}
	}
}

// placesOf maps a set of grid places back to p's tableau indexes: bit i
// for tableau card i.
func (g *data) placesOf(p Player, set grid.Set) uint16 {
	tab := g.get(p).Tab()
	r0, c0, _, _ := bounds(tab)
	var mask uint16
	for i, t := range tab {
		if set.Has(shifted(t, r0, c0)) {
			mask |= 1 << i
		}
	}
	return mask
}

// allCards is the set of the first n tableau cards: bit i for card i.
func allCards(n int) uint16 { return uint16(1<<n - 1) }

// spendSoil takes n soil from p, for the rule named.
func (g *game) spendSoil(p Player, n int, rule string) {
	if n == 0 {
		return
	}
	g.seat(p).Soil -= n
	if g.log.On() {
		g.note(Event{Player: p, Kind: EventSoil, N: -n, Rule: rule})
	}
}

// lift takes the sprouts and growth off tableau card i, which is planted
// over: they leave the game with it.
func (g *game) lift(p Player, i int) {
	on := g.get(p).pieces.on[i]
	if on.Sprouts > 0 {
		g.addPiece(p, i, Sprout, -int(on.Sprouts))
	}
	if on.Growth > 0 {
		g.addPiece(p, i, Growth, -int(on.Growth))
	}
}
