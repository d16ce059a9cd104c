package animalkingdom

import (
	"math/bits"

	"github.com/rulebox/rulebox/internal/obs"
)

// The observation: what a View shows, as numbers in [0, 1] in a fixed
// layout of sections (the package doc's table, "Action ids and
// observations"). Each section has a size fixed by the Config and the
// card set; it is zeroed, then filled. Seats are numbered from the
// viewer: seat 0 is the viewer, seat 1 the next player clockwise.
//
// It reads the position the View holds (its hidden cards NoCard), and
// only what the view shows: the State's accessors where they allocate
// nothing (Phase, Round, Turn, Active, Action, Soil, CompostSize, Score,
// LeavesUsed, LeavesDiscarded, Team, the stores), and the position's
// fields where an accessor would copy a list (the deck and discard
// sizes, the hands, composts and events, the tableaus, the Fauna board,
// the public Ecosystems, the cards drawn, the top frame, the pending
// placement, the Animals' and Gaia's parts): a change of the State's
// layout changes this file's reads of them.

// The caps of the scaled counts: a count c reads min(c, cap)/cap.
const (
	capSoil, capHand, capCompost, capEvents, capScore = 30, 20, 50, 10, 150
	capRound, capTurn, capLeft, capStored, capGaia    = 30, 150, 10, 20, 30
	capAbility                                        = 3
)

// Section sizes that need no card set.
const (
	obsWaits   = int(wStore) + 1
	obsSources = int(FromGlobal) + 1
	obsCell    = 13 // occupied, 6 kinds, sprouts, growth, sprout room, growth room, Animeeples, stored
	cellKinds  = 6
)

// cellKindNames are the kinds of a tableau cell, in observation order.
var cellKindNames = [cellKinds]string{"tree", "herb", "bush", "mushroom", "joker", "terrain"}

// obsLayout is the sizes of the observation's sections for a game.
type obsLayout struct {
	n, owners                 int // seats; Fauna board owners (seats, and Gaia in solo)
	cards, events, animals    int
	islands, climates, ecos   int
	fauna, gaiaCards          int
	playsAnimals, solo        bool
	global, seat, total, gaia int
}

// observationLayout is v's obsLayout.
func (v View) observationLayout() obsLayout {
	if v.d == nil {
		return obsLayout{}
	}
	t := v.table()
	cs := t.Cards()
	o := obsLayout{n: v.d.n(), playsAnimals: t.PlaysAnimals(), solo: t.Solo()}
	if cs != nil {
		b := blocksOf(cs)
		o.cards, o.events, o.animals = b.cards, len(b.event), b.animals
		o.islands, o.climates, o.ecos = b.islands, b.climates, b.ecosystems
		o.fauna, o.gaiaCards = len(cs.fauna), len(cs.gaia)
	}
	o.owners = o.n + b2i(o.solo)
	o.global = int(numPhases) + 6 + 2*o.n + len(actionColours) +
		FaunaCards*(o.fauna+2*o.owners) + 2*o.ecos + 4*o.cards + 1 +
		o.decisionSize() + 5 + idPlaces + o.animalSize()
	if o.solo {
		o.gaia = 7 + o.gaiaCards + b2i(o.playsAnimals)*o.animals
	}
	o.seat = 9 + o.islands + o.climates + o.ecos + o.events + o.cards + idPlaces*obsCell
	if o.playsAnimals {
		o.seat += o.animals + 9
	}
	o.total = o.global + o.gaia + o.n*o.seat
	return o
}

// decisionSize is the size of the section of the ability being resolved.
func (o *obsLayout) decisionSize() int {
	n := 1 + obsWaits + obsSources + o.n + idPlaces + o.events + 4
	if o.playsAnimals {
		n += o.animals
	}
	return n
}

// animalSize is the size of the section of the Animals shown on the
// table (none without them).
func (o *obsLayout) animalSize() int {
	if !o.playsAnimals {
		return 0
	}
	return 3*o.animals + 2 + o.n + idPlaces
}

// ObservationShape is the shape of the observation: one axis of the
// length the package doc's table adds up to (a fresh slice each call).
func (v View) ObservationShape() []int {
	o := v.observationLayout()
	return []int{o.total}
}

// AppendObservation appends the viewer's observation to buf and returns
// it: ObservationShape's values, each in [0, 1], laid out as the package
// doc's table says. With room in buf it does not allocate.
func (v View) AppendObservation(buf []float32) []float32 {
	o := v.observationLayout()
	start := len(buf)
	buf = append(buf, make([]float32, o.total)...)
	if v.d == nil {
		return buf
	}
	w := obsWriter{out: buf[start:], o: &o, v: v, g: v.d}
	w.global()
	w.gaia()
	for k := range o.n {
		w.seat(w.seatAt(k))
	}
	return buf
}

// obsWriter fills an observation section by section.
type obsWriter struct {
	out []float32 // the observation, zeroed
	at  int       // where the next section starts
	o   *obsLayout
	v   View
	g   *data
}

// section returns the next n values of the observation.
func (w *obsWriter) section(n int) []float32 {
	s := w.out[w.at : w.at+n]
	w.at += n
	return s
}

// set sets s[i] to x when i is in s.
func set(s []float32, i int, x float32) {
	if i >= 0 && i < len(s) {
		s[i] = x
	}
}

// seatAt is the player k seats after the viewer.
func (w *obsWriter) seatAt(k int) Player { return Player((int(w.v.viewer) + k) % w.o.n) }

// rel is p's seat counted from the viewer; -1 for no seat.
func (w *obsWriter) rel(p Player) int {
	if p < 0 || int(p) >= w.o.owners {
		return -1
	}
	if int(p) >= w.o.n { // Gaia's Leaves carry the seat after the last
		return int(p)
	}
	return (int(p) - int(w.v.viewer) + w.o.n) % w.o.n
}

// cards marks each card of cs shown (not NoCard) in s.
func cards(s []float32, cs []Card) {
	for _, c := range cs {
		set(s, int(c), 1)
	}
}

// global writes the table's sections.
func (w *obsWriter) global() {
	g, t := w.g, w.v.table()
	set(w.section(int(numPhases)), int(t.Phase()), 1)
	head, movers := w.section(6), w.section(w.o.n)
	ps, np := g.movers()
	for _, p := range ps[:np] {
		set(movers, w.rel(p), 1)
	}
	head[0], head[1], head[2] = movers[0], obs.Scaled(t.Round(), capRound), obs.Scaled(t.Turn(), capTurn)
	head[3], head[4] = obs.Scaled(len(g.Deck), max(1, w.o.cards)), obs.Scaled(len(g.Discard), max(1, w.o.cards))
	head[5] = obs.Flag(g.Last)
	set(w.section(w.o.n), w.rel(t.Active()), 1)
	s := w.section(len(actionColours))
	for i, c := range actionColours {
		s[i] = obs.Flag(t.Action() == c)
	}
	w.faunaBoard()
	for k := range 2 {
		s = w.section(w.o.ecos)
		if k < len(g.Public) {
			set(s, g.Public[k], 1)
		}
	}
	cards(w.section(w.o.cards), g.Discard)
	shown := w.section(w.o.cards)
	cards(shown, g.Drawn.Cards())
	hidden := 0
	for _, c := range g.Drawn.Cards() {
		hidden += b2i(c == NoCard)
	}
	w.section(1)[0] = obs.Scaled(hidden, plantDraw)
	me := g.get(w.v.viewer)
	cards(w.section(w.o.cards), me.Hand)
	cards(w.section(w.o.cards), me.Compost)
	w.decision()
	w.placement()
	w.animals()
}

// faunaBoard writes each Fauna slot: its side, each owner's Leaf (its
// position in claim order, (k+1)/5) and this turn's claims.
func (w *obsWriter) faunaBoard() {
	for k := range FaunaCards {
		side, leaves, claiming := w.section(w.o.fauna), w.section(w.o.owners), w.section(w.o.owners)
		if w.g.Fauna == nil {
			continue
		}
		f := &w.g.Fauna[k]
		set(side, f.Side, 1)
		for i, p := range f.Claims {
			set(leaves, w.rel(p), obs.Scaled(i+1, MaxClaims))
		}
		for _, p := range f.Turn {
			set(claiming, w.rel(p), 1)
		}
	}
}

// decision writes the ability being resolved, the one on top: the depth
// of the stack, what it waits for, its source (a tableau card's place,
// an event, an Animal), whose it is, its ability number, the picks left,
// whether it is being paid, and the choice of a last Leaf.
func (w *obsWriter) decision() {
	g := w.g
	s := w.section(1)
	s[0] = obs.Scaled(g.depth(), maxFrames)
	wait, src, who, place, event := w.section(obsWaits), w.section(obsSources), w.section(w.o.n), w.section(idPlaces), w.section(w.o.events)
	var animal []float32
	if w.o.playsAnimals {
		animal = w.section(w.o.animals)
	}
	rest := w.section(4)
	rest[3] = obs.Flag(g.choosingLeaf())
	if g.depth() == 0 {
		return
	}
	f := g.top()
	set(wait, int(f.Wait), 1)
	set(src, int(f.Src), 1)
	set(who, w.rel(f.Who), 1)
	switch f.Src {
	case FromTableau:
		if tab := g.get(f.Who).Tab(); int(f.Index) < len(tab) {
			i, _ := placeIndex(tab[f.Index].Row, tab[f.Index].Col)
			set(place, i, 1)
		}
	case FromEvent:
		if i, ok := blocksOf(g.cs.CardSet).eventRank(Card(f.Index)); ok {
			set(event, i, 1)
		}
	case FromAnimal, FromGlobal:
		set(animal, int(f.Index), 1)
	}
	rest[0], rest[1], rest[2] = obs.Scaled(int(f.Ab), capAbility), obs.Scaled(int(f.Left), capLeft), obs.Flag(f.Paying)
}

// eventRank is event c's index among the set's events.
func (b *cardBlocks) eventRank(c Card) (int, bool) {
	if c < 0 || int(c) >= len(b.rank[rankEvent]) || b.rank[rankEvent][c] < 0 {
		return 0, false
	}
	return int(b.rank[rankEvent][c]), true
}

// placement writes the pending placement (or removal) of sprouts or
// growth: pending, sprouts, growth, removal, pieces left, and the places
// of the cards they may go on.
func (w *obsWriter) placement() {
	pd := w.g.Pend
	s, allowed := w.section(5), w.section(idPlaces)
	if !w.g.placing() {
		return
	}
	s[0], s[1], s[2], s[3], s[4] = 1, obs.Flag(pd.Op == Sprout), obs.Flag(pd.Op == Growth), obs.Flag(pd.Remove), obs.Scaled(pd.Left, capLeft)
	for i, t := range w.g.get(pd.Who).Tab() {
		if pd.Allowed&(1<<i) != 0 {
			k, _ := placeIndex(t.Row, t.Col)
			set(allowed, k, 1)
		}
	}
}

// animals writes the Animals on the table: the Global Ability shown, the
// viewer's offer, the Animals already activated, and the activation
// being resolved (on, whose, its Animal, the card its Animeeple stands
// on, the movements left).
func (w *obsWriter) animals() {
	if !w.o.playsAnimals {
		return
	}
	g := w.g
	global, offer, done := w.section(w.o.animals), w.section(w.o.animals), w.section(w.o.animals)
	if g.AK.HasGlobal {
		set(global, int(g.AK.Global), 1)
	}
	a := &g.get(w.v.viewer).Animal
	for _, i := range a.Offer[:a.NOffer] {
		set(offer, int(i), 1)
	}
	s, who, cur := w.section(2), w.section(w.o.n), w.section(idPlaces)
	act := &g.AK.Act
	if !act.On {
		return
	}
	for i := range w.o.animals {
		done[i] = obs.Flag(act.Done&(1<<i) != 0)
	}
	s[0], s[1] = 1, obs.Scaled(int(act.Max)-int(act.Moved), capLeft)
	set(who, w.rel(act.Who), 1)
	if tab := g.get(act.Who).Tab(); act.Cur >= 0 && int(act.Cur) < len(tab) {
		k, _ := placeIndex(tab[act.Cur].Row, tab[act.Cur].Col)
		set(cur, k, 1)
	}
}

// gaia writes Gaia's side in solo: her soil, sprouts and growth, her
// cards revealed in this pass and the card of her turn, the sizes of
// her compost and pile, the Leaves the player discarded onto her board,
// and her Animals.
func (w *obsWriter) gaia() {
	if !w.o.solo {
		return
	}
	gs := &w.g.Gaia
	s := w.section(7)
	s[0], s[1], s[2] = obs.Scaled(gs.Soil, capGaia), obs.Scaled(gs.Sprouts, capGaia), obs.Scaled(gs.Growth, capGaia)
	s[3] = obs.Scaled(gs.Seen.Len(), max(1, w.o.gaiaCards))
	s[4], s[5] = obs.Scaled(len(gs.Compost), max(1, w.o.cards)), obs.Scaled(len(gs.Pile), max(1, w.o.cards))
	s[6] = obs.Scaled(int(w.g.AK.GaiaLeaves), Leaves)
	set(w.section(w.o.gaiaCards), gs.Card, 1)
	if w.o.playsAnimals {
		s = w.section(w.o.animals)
		for _, i := range w.g.AK.Gaia[:w.g.AK.NGaia] {
			set(s, int(i), 1)
		}
	}
}

// seat writes p's seat: counts, setup sides, events played, Animals,
// the tableau's cards and its 7x7 grid of places around the first card.
func (w *obsWriter) seat(p Player) {
	g, t := w.g, w.v.table()
	st := g.get(p)
	s := w.section(9)
	s[0], s[1], s[2] = obs.Scaled(t.Soil(p), capSoil), obs.Scaled(len(st.Hand), capHand), obs.Scaled(t.CompostSize(p), capCompost)
	s[3], s[4], s[5] = obs.Scaled(len(st.Events), capEvents), obs.Scaled(t.Score(p), capScore), obs.Scaled(t.LeavesUsed(p), Leaves)
	s[6], s[7] = obs.Scaled(t.LeavesDiscarded(p), Leaves), obs.Flag(st.Bonus)
	s[8] = obs.Flag(p != w.v.viewer && g.Config.Teams && t.Team(p) == t.Team(w.v.viewer))
	set(w.section(w.o.islands), st.Island, 1)
	set(w.section(w.o.climates), st.Climate, 1)
	set(w.section(w.o.ecos), st.Eco, 1)
	events := w.section(w.o.events)
	for _, c := range st.Events {
		if i, ok := blocksOf(g.cs.CardSet).eventRank(c); ok {
			set(events, i, 1)
		}
	}
	if w.o.playsAnimals {
		kept := w.section(w.o.animals)
		for _, i := range g.kept(p) {
			set(kept, int(i), 1)
		}
		w.stores(w.section(9), t, p)
	}
	ids := w.section(w.o.cards)
	grid := w.section(idPlaces * obsCell)
	for i, c := range st.Tab() {
		set(ids, int(c.Card), 1)
		k, ok := placeIndex(c.Row, c.Col)
		if ok {
			w.cell(grid[k*obsCell:(k+1)*obsCell], c, st.pieces.on[i], st.storedOn(i))
		}
	}
}

// stores writes what p stored: on their Animal cards (summed), on the
// Global Ability card and on their Island; soil, sprouts, growth each.
func (w *obsWriter) stores(s []float32, t State, p Player) {
	var on Store
	for k := range MaxAnimals {
		a := t.AnimalStored(p, k)
		on.Soil, on.Sprouts, on.Growth = on.Soil+a.Soil, on.Sprouts+a.Sprouts, on.Growth+a.Growth
	}
	for k, st := range [3]Store{on, t.GlobalStored(p), t.IslandStored(p)} {
		s[3*k], s[3*k+1], s[3*k+2] = obs.Scaled(int(st.Soil), capStored), obs.Scaled(int(st.Sprouts), capStored), obs.Scaled(int(st.Growth), capStored)
	}
}

// cell writes a tableau card's place: occupied, its kind, its sprouts
// and growth (of 6 and 8), the room left for each, its Animeeples (of
// 5) and the pieces stored on it (on is the pieces on it).
func (w *obsWriter) cell(s []float32, c planted, on cardPieces, stored Store) {
	s[0] = 1
	ci := w.g.info(c.Card)
	for k, name := range cellKindNames {
		s[1+k] = obs.Flag(ci.Kind == name)
	}
	s[7], s[8] = obs.Scaled(int(on.Sprouts), maxCardSprouts), obs.Scaled(int(on.Growth), maxCardGrowth)
	s[9], s[10] = obs.Scaled(ci.SproutCap-int(on.Sprouts), maxCardSprouts), obs.Scaled(ci.GrowthCap-int(on.Growth), maxCardGrowth)
	s[11] = obs.Scaled(bits.OnesCount8(uint8(c.Animeeples)), MaxAnimeeples)
	s[12] = obs.Scaled(int(stored.Soil)+int(stored.Sprouts)+int(stored.Growth), capStored)
}

// The most sprouts and growth a card holds (the load refuses more).
const maxCardSprouts, maxCardGrowth = 6, 8
