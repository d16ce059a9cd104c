package cosmicrun

import (
	"slices"

	"github.com/rulebox/rulebox/internal/obs"
)

// The observation vector's layout, by offset (see "Action ids and
// observations" in the package documentation, which has the table).
const (
	obsPhase       = 0                         // 5: the phase, one-hot
	obsSolo        = obsPhase + 5              // 1: the solo game
	obsSecondSeat  = obsSolo + 1               // 1: the viewer is P2
	obsLevel       = obsSecondSeat + 1         // 3: the solo level, one-hot
	obsRound       = obsLevel + 3              // 1: the round, /20, at most 1
	obsRoundCard   = obsRound + 1              // 1: the Round Card, /4
	obsReflips     = obsRoundCard + 1          // 1: re-flips left, /3
	obsStep        = obsReflips + 1            // 1: solo cards placed this round, /6
	obsFirstSide   = obsStep + 1               // 2: where this planet's first solo card went: mine, theirs
	obsDeck        = obsFirstSide + 2          // 1: solo cards in the deck, /16
	obsAside       = obsDeck + 1               // 1: cards set aside, /4
	obsOppHand     = obsAside + 1              // 1: cards in the opponent's hand, /6
	obsOppPassing  = obsOppHand + 1            // 1: cards the opponent chose to pass, /2
	obsOppDiscard  = obsOppPassing + 1         // 1: the opponent discarded
	obsOppCommit   = obsOppDiscard + 1         // 1: the opponent has chosen a placement
	obsDecided     = obsOppCommit + 1          // 2: made the discard decision: me, the opponent
	obsTrack       = obsDecided + 2            // 6: tracks, mine then the opponent's, by planet, /12
	obsBoard       = obsTrack + 2*NumPlanets   // 12 slots of 17: mine then the opponent's, by planet and slot
	obsHand        = obsBoard + 12*slotWidth   // 16: my hand, by card
	obsPassing     = obsHand + NumShips        // 16: the cards I chose to pass
	obsReceived    = obsPassing + NumShips     // 16: cards passed to me, still in my hand
	obsGave        = obsReceived + NumShips    // 16: cards I passed, not yet placed
	obsDiscard     = obsGave + NumShips        // 16: the card I discarded
	obsRejected    = obsDiscard + NumShips     // 16: solo: re-flipped cards
	obsFlipped     = obsRejected + NumShips    // 16: solo: the flipped card
	obsPendingCard = obsFlipped + NumShips     // 16: my secret placement's card
	obsPendingAt   = obsPendingCard + NumShips // 3: its planet, one-hot
	obsPendingRot  = obsPendingAt + NumPlanets // 1: it is turned
	obsWinner      = obsPendingRot + 1         // 2: the winner: me, the opponent
	obsLost        = obsWinner + 2             // 1: solo: the game is lost
	obsSize        = obsLost + 1               // 369
	slotWidth      = NumShips + 1              // a slot: its card one-hot, then turned
)

// ObservationShape is the shape of the observation vector, [369], in a
// new slice.
func (v View) ObservationShape() []int { return []int{obsSize} }

// AppendObservation appends what the viewer sees as numbers, in the layout
// the package documentation's table gives, to buf and returns it; every
// value is in [0, 1]. Seats are seen from the viewer (a spectator sees
// from P1's seat): "mine" is the viewer's, "the opponent's" the other
// seat's (solo: the opposing side). With a buffer of enough capacity it
// does not allocate.
func (v View) AppendObservation(buf []float32) []float32 {
	n := len(buf)
	buf = slices.Grow(buf, obsSize)[:n+obsSize]
	o := buf[n:]
	clear(o)
	me := v.Me
	if !v.seated() {
		me = P1
	}
	opp := other(me)
	set(o, obsPhase+int(v.Phase), v.Phase <= Finished)
	set(o, obsSolo, v.Players == 1)
	set(o, obsSecondSeat, me == P2)
	set(o, obsLevel+int(v.Level), v.Players == 1 && v.Level <= Admiral)
	o[obsRound] = obs.Scaled(v.Round, 20)
	o[obsRoundCard] = obs.Scaled(v.RoundCard, SoloRounds)
	o[obsReflips] = obs.Scaled(v.Reflips, 3)
	o[obsStep] = obs.Scaled(v.Step, 2*NumPlanets)
	if v.Players == 1 && v.Step%2 == 1 {
		set(o, obsFirstSide+int(b2u(v.FirstSide != me)), true)
	}
	o[obsDeck] = obs.Scaled(v.Deck, NumShips)
	o[obsAside] = obs.Scaled(v.Aside, AsideSize)
	o[obsOppHand] = obs.Scaled(v.OpponentHand, HandSize)
	o[obsOppPassing] = obs.Scaled(v.OpponentPassing, 2)
	set(o, obsOppDiscard, v.OpponentDiscarded)
	set(o, obsOppCommit, v.OpponentCommitted)
	set(o, obsDecided, v.Decided[me])
	set(o, obsDecided+1, v.Decided[opp])
	for i, p := range [2]Player{me, opp} {
		for pl := range NumPlanets {
			o[obsTrack+i*NumPlanets+pl] = obs.Scaled(int(v.Track[p][pl]), Goal)
			for sl, slot := range v.Board[p][pl] {
				at := obsBoard + ((i*NumPlanets+pl)*2+sl)*slotWidth
				setCard(o, at, slot.Card)
				set(o, at+NumShips, slot.Rotated && slot.Card != NoCard)
			}
		}
	}
	for _, h := range [...]struct {
		at   int
		hand Hand
	}{{obsHand, v.Hand}, {obsPassing, v.Passing}, {obsReceived, v.Received}, {obsGave, v.Gave}, {obsRejected, v.Rejected}} {
		setHand(o, h.at, h.hand)
	}
	setCard(o, obsDiscard, v.Discard)
	setCard(o, obsFlipped, v.Flipped)
	if c := v.Pending.Card; c != NoCard {
		setCard(o, obsPendingCard, c)
		set(o, obsPendingAt+int(v.Pending.Planet), v.Pending.Planet >= 0 && v.Pending.Planet < NumPlanets)
		set(o, obsPendingRot, v.Pending.Rotated)
	}
	set(o, obsWinner, v.Winner == me)
	set(o, obsWinner+1, v.Winner == opp)
	set(o, obsLost, v.Lost)
	return buf
}

// set writes 1 at o[i] when b holds.
func set(o []float32, i int, b bool) {
	if b {
		o[i] = 1
	}
}

// setCard writes 1 at card c of the 16 values from at; nothing for NoCard
// or a card out of range.
func setCard(o []float32, at int, c Card) { set(o, at+int(c), c.valid()) }

// setHand writes 1 at each card of h of the 16 values from at.
func setHand(o []float32, at int, h Hand) {
	for ; h != 0; h &= h - 1 {
		o[at+int(h.first())] = 1
	}
}
