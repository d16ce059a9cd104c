package earthexpress

import "github.com/rulebox/rulebox/internal/obs"

// This file writes a View as numbers for learning agents; the package doc
// (Action ids and observations) has the layout.

// The observation's fixed sizes and bounds.
const (
	obsHeader   = 28
	obsSpace    = 4
	obsSeat     = 1 + int(numPhases-1) + int(subConvert) + 1 + actionColours + 1 + 2 + 4 + 3 + Spaces*obsSpace + 3
	obsOwn      = 2*HandSize + 2 + 2
	seedCap     = 20
	tokenCap    = 10
	pieceCap    = 10
	leftCap     = 10
	demeterCap  = 100
	faunaSpaces = 8
)

// ObservationShape is the observation's shape: one dimension, the length
// of AppendObservation's vector (0 for the zero View). Each call returns
// a new slice.
func (v View) ObservationShape() []int { return []int{v.observationLen()} }

// observationLen is the observation's length for v's game.
func (v View) observationLen() int {
	if v.d.cards == nil {
		return 0
	}
	return obsHeader + int(v.d.n)*obsSeat + obsOwn
}

// AppendObservation appends v as numbers to buf, in the layout of the
// package doc, and returns it. It holds only what the viewer sees, and
// does not allocate when buf has room for ObservationShape's length.
func (v View) AppendObservation(buf []float32) []float32 {
	d := &v.d
	if d.cards == nil {
		return buf
	}
	l := v.layoutOf()
	buf = v.appendHeader(buf, l)
	me := v.Me
	if !v.seated() {
		me = P1
	}
	for k := range int(d.n) {
		buf = v.appendSeat(buf, l, Player((int(me)+k)%int(d.n)))
	}
	return v.appendOwn(buf, l, me)
}

// appendHeader appends the round, the Action tiles, the piles, the Fauna
// cards and public Ecosystems, and Demeter.
func (v View) appendHeader(buf []float32, l layout) []float32 {
	d := &v.d
	buf = append(buf, obs.Scaled(int(d.round), Rounds), obs.Flag(d.n == 1), obs.Scaled(int(d.n), MaxPlayers))
	tile := v.ActionTile()
	for c := Red; c <= Yellow; c++ {
		buf = append(buf, obs.Flag(tile[0] == c || tile[1] == c))
	}
	var left [3]bool
	for _, t := range d.tiles[3-min(3, int(d.ntiles)):] {
		left[t%3] = true
	}
	buf = append(buf, obs.Flag(left[0]), obs.Flag(left[1]), obs.Flag(left[2]))
	buf = append(buf, obs.Scaled(v.StackSize(), l.cards), obs.Scaled(d.pl.discard.len(), l.cards))
	for f := range d.fauna {
		buf = append(buf, obs.Scaled(int(d.fauna[f]), len(d.cards.fauna)-1), obs.Scaled(int(d.faunaSide[f]), 1), obs.Scaled(int(d.faunaNext[f]), faunaSpaces))
	}
	shown := d.ecos
	for e := range d.public {
		buf = append(buf, obs.Flag(shown), ratio(int(d.public[e]), l.ecos, shown), ratio(int(d.publicSide[e]), 1, shown))
	}
	dem := &d.dem
	buf = append(buf, obs.Scaled(dem.vp, demeterCap))
	for f := range dem.claims {
		buf = append(buf, obs.Flag(d.n == 1 && dem.claims[f] >= 0), ratio(int(dem.claims[f]), faunaSpaces, d.n == 1 && dem.claims[f] >= 0))
	}
	return buf
}

// appendSeat appends player p's block.
func (v View) appendSeat(buf []float32, l layout, p Player) []float32 {
	q := v.d.seat(int(p))
	buf = append(buf, obs.Scaled(int(q.seeds), seedCap))
	buf = obs.AppendOneHot(buf, int(q.phase)-1, int(numPhases)-1)
	buf = obs.AppendOneHot(buf, int(q.sub), int(subConvert)+1)
	buf = obs.AppendOneHot(buf, int(q.action)-int(Red), actionColours)
	buf = append(buf, obs.Scaled(int(q.nhand), HandSize), obs.Scaled(int(q.tokens[0]), tokenCap), obs.Scaled(int(q.tokens[1]), tokenCap))
	for f := range q.claims {
		buf = append(buf, obs.Flag(q.claims[f] >= 0), ratio(int(q.claims[f]), faunaSpaces, q.claims[f] >= 0))
	}
	kept, card := v.d.ecos && q.ecoKept >= 0, 0
	if kept {
		card = int(q.eco[q.ecoKept])
	}
	buf = append(buf, obs.Flag(v.d.ecos && q.ecoKept != -1), ratio(card, l.ecos, kept), ratio(int(q.ecoSide), 1, kept))
	for k := range Spaces {
		c := q.tab[k]
		buf = append(buf, obs.Flag(c != NoCard), ratio(int(c), l.cards, c != NoCard), obs.Scaled(int(q.sprouts[k]), pieceCap), obs.Scaled(int(q.growth[k]), pieceCap))
	}
	a := &q.act
	return append(buf, obs.Flag(a.on), obs.Flag(a.prompt), obs.Scaled(int(a.left), leftCap))
}

// appendOwn appends what only the viewer sees: their hand, the card they
// chose to plant and their two Ecosystem cards.
func (v View) appendOwn(buf []float32, l layout, me Player) []float32 {
	q := v.d.seat(int(me))
	seated := v.seated()
	for k := range HandSize {
		in := seated && k < int(q.nhand)
		buf = append(buf, obs.Flag(in), ratio(int(q.hand[k]), l.cards, in))
	}
	chosen := seated && q.chosen != NoCard
	buf = append(buf, obs.Flag(chosen), ratio(int(q.chosen), l.cards, chosen))
	for _, e := range q.eco {
		buf = append(buf, ratio(int(e), l.ecos, seated && v.d.ecos))
	}
	return buf
}

// ratio is obs.Scaled(n, bound) where shown, else 0.
func ratio(n, bound int, shown bool) float32 {
	if !shown {
		return 0
	}
	return obs.Scaled(n, bound)
}
