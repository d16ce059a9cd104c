package animalkingdom

import (
	"fmt"
	"sync"
)

// Action ids: every move a game can offer has one id, in blocks by move
// kind (see the package doc, "Action ids and observations"). The layout
// is fixed by the card set and by whether the game plays the Animals and
// is solo; it reads nothing else of a position.

// block is one move kind's range of ids.
type block uint8

// The blocks, in id order.
const (
	bStop block = iota
	bUse
	bSkip
	bConvert
	bDone
	bAct
	bMinor
	bOrder
	bSide
	bPlant
	bPlantOtherwise
	bKeep
	bCompost
	bTake
	bEvent
	bCopy
	bPiece
	bGaiaLeaf
	bLeaf
	bKeepAnimal
	bActivate
	bAnimeeple
	bGlobal
	bAmount
	bStore
	bClaim
	numBlocks
)

// placeSpan and idPlaces are the rows (and columns) and the places a
// move can name: rows and columns -3 to 3 around the first card planted
// (a 4x4 tableau lies within 3 of it).
const (
	placeSpan = 2*(TableauSide-1) + 1
	idPlaces  = placeSpan * placeSpan
)

// actionColours are ChooseAct's actions, in id order.
var actionColours = [4]Colour{Green, Red, Blue, Yellow}

// cardBlocks is what the layout reads of a card set: the cards each card
// block lists, and the sizes of the other blocks it sets.
type cardBlocks struct {
	// plant, event and alt list the plantable cards, the events and the
	// cards whose cost may be paid otherwise; rank gives each card's
	// index in each list (-1 for none), by Card.
	plant, event, alt []Card
	rank              [3][]int16
	// cards, islands, climates and ecosystems count the Earth cards and
	// the setup sides; altCost is the highest cost of an alt card (the
	// most a Plant pays otherwise).
	cards, islands, climates, ecosystems, altCost int
	// animals counts the Animals, globals the most options of a Global
	// Ability, amounts the most a ChooseAmount may take plus one.
	animals, globals, amounts int
}

// The lists of cardBlocks.
const (
	rankPlant = iota
	rankEvent
	rankAlt
)

// blockCache holds each card set's cardBlocks, made once and kept for
// the life of the program (a game's card set lives as long).
var blockCache sync.Map // *CardSet -> *cardBlocks

// blocksOf returns cs's cardBlocks (the empty ones for a nil set).
func blocksOf(cs *CardSet) *cardBlocks {
	if cs == nil {
		return &cardBlocks{}
	}
	if b, ok := blockCache.Load(cs); ok {
		return b.(*cardBlocks)
	}
	b, _ := blockCache.LoadOrStore(cs, newCardBlocks(cs))
	return b.(*cardBlocks)
}

// newCardBlocks reads cs's cardBlocks.
func newCardBlocks(cs *CardSet) *cardBlocks {
	b := &cardBlocks{cards: len(cs.deck), islands: len(cs.islands), climates: len(cs.climates),
		ecosystems: len(cs.ecosystems), animals: len(cs.animals)}
	for k := range b.rank {
		b.rank[k] = make([]int16, len(cs.deck))
	}
	add := func(k int, list *[]Card, c Card) {
		b.rank[k][c] = int16(len(*list))
		*list = append(*list, c)
	}
	for c := range cs.deck {
		ci := &cs.deck[c]
		for k := range b.rank {
			b.rank[k][c] = -1
		}
		if ci.Plantable() {
			add(rankPlant, &b.plant, Card(c))
		}
		if cs.event[c] {
			add(rankEvent, &b.event, Card(c))
		}
		if ci.Plantable() && hasAlt(ci) {
			add(rankAlt, &b.alt, Card(c))
			b.altCost = max(b.altCost, ci.Cost)
		}
	}
	most := 0
	eachAbility(cs, func(a *Ability) {
		for _, st := range a.Gain {
			if st.Op == CompostDeck && st.UpTo {
				most = max(most, amountBound(st))
			}
		}
	})
	if most > 0 {
		b.amounts = most + 1
	}
	for i := range cs.animals {
		b.globals = max(b.globals, len(cs.animals[i].global))
	}
	return b
}

// amountBound is the most an "up to" step may offer to take: its amount
// times the most each scale multiplies it by, within a Move's Count.
func amountBound(st Step) int {
	n := st.N
	if st.Scaled {
		n *= TableauCards + 2
	}
	if st.PerLeaf {
		n *= Leaves
	}
	if st.PerAnimeeple {
		n *= MaxAnimeeples
	}
	return min(n, 127)
}

// eachAbility calls f with every ability of cs: the Earth cards',
// the Islands' and Climates', Gaia's and the Animals' (both sides).
func eachAbility(cs *CardSet, f func(*Ability)) {
	all := func(abs []Ability) {
		for i := range abs {
			f(&abs[i])
		}
	}
	for _, list := range [][]CardInfo{cs.deck, cs.islands, cs.climates} {
		for i := range list {
			all(list[i].Abilities)
		}
	}
	for i := range cs.gaia {
		all(cs.gaia[i].Abilities)
	}
	for i := range cs.animals {
		a := &cs.animals[i]
		f(&a.each)
		f(&a.after)
		f(&a.others)
		all(a.global)
	}
}

// layout is where each block of ids starts: block k is start[k] to
// start[k+1].
type layout struct {
	start [numBlocks + 1]int
	cb    *cardBlocks
}

// newLayout lays out the ids of a game of cs, with the Animals and solo
// or not.
func newLayout(cs *CardSet, animals, solo bool) layout {
	b := blocksOf(cs)
	if cs == nil {
		return layout{cb: b}
	}
	var size [numBlocks]int
	size[bStop], size[bUse], size[bSkip], size[bConvert], size[bDone] = 1, 1, 1, 1, 1
	size[bAct], size[bMinor], size[bOrder] = len(actionColours), len(minorNames), 2
	size[bSide] = b.islands + b.climates + b.ecosystems
	size[bPlant] = len(b.plant) * idPlaces
	size[bPlantOtherwise] = len(b.alt) * idPlaces * b.altCost
	size[bKeep], size[bCompost], size[bTake] = b.cards, b.cards, b.cards
	size[bEvent] = len(b.event)
	size[bCopy] = idPlaces * 2
	size[bPiece] = 2 * 2 * idPlaces
	if solo {
		size[bGaiaLeaf] = FaunaCards
	}
	if animals {
		size[bLeaf], size[bKeepAnimal], size[bActivate] = 1, b.animals, b.animals
		size[bAnimeeple], size[bGlobal], size[bAmount], size[bStore] = idPlaces, b.globals, b.amounts, idPlaces
		size[bClaim] = BonusSlot + 1
	}
	l := layout{cb: b}
	for k := range numBlocks {
		l.start[k+1] = l.start[k] + size[k]
	}
	return l
}

// layoutOf is s's layout (the empty one for the zero State).
func (s State) layoutOf() layout {
	return newLayout(s.Cards(), s.PlaysAnimals(), s.Solo())
}

// size is the number of ids.
func (l *layout) size() int { return l.start[numBlocks] }

// placeIndex is the index of the place row, col; false beyond the span.
func placeIndex(row, col int8) (int, bool) {
	r, c := int(row)+TableauSide-1, int(col)+TableauSide-1
	if r < 0 || r >= placeSpan || c < 0 || c >= placeSpan {
		return 0, false
	}
	return r*placeSpan + c, true
}

// placeAt is the row and column of place index i.
func placeAt(i int) (int, int) {
	return i/placeSpan - (TableauSide - 1), i%placeSpan - (TableauSide - 1)
}

// cardRank is card c's index in list k of the card blocks; false for a
// card not in it.
func (l *layout) cardRank(k int, c Card) (int, bool) {
	if c < 0 || int(c) >= len(l.cb.rank[k]) || l.cb.rank[k][c] < 0 {
		return 0, false
	}
	return int(l.cb.rank[k][c]), true
}

// locate is the block and the index in it of m's id, before the check
// that the id names m back; false for a move with no id.
func (l *layout) locate(m Move) (block, int, bool) {
	place, inSpan := placeIndex(m.Row, m.Col)
	card := func(k int) (int, bool) { return l.cardRank(k, m.Card) }
	switch m.Kind {
	case Stop, Use, Skip, Convert, Done, DiscardLeaf:
		return [...]block{Stop: bStop, Use: bUse, Skip: bSkip, Convert: bConvert, Done: bDone, DiscardLeaf: bLeaf}[m.Kind], 0, true
	case ChooseAct:
		for i, c := range actionColours {
			if c == m.Action {
				return bAct, i, true
			}
		}
	case Minor:
		return bMinor, int(m.Option), true
	case Order:
		return bOrder, b2i(m.TableauFirst), true
	case ChooseSide:
		return bSide, l.sideOffset(m.Setup) + int(m.Side), m.Setup <= EcosystemCard && m.Side >= 0 && int(m.Side) < l.sideCount(m.Setup)
	case Plant:
		return l.locatePlant(m, place, inSpan)
	case Keep, CompostCard, TakeCard:
		i, ok := int(m.Card), m.Card >= 0 && int(m.Card) < l.cb.cards
		return [...]block{Keep: bKeep, CompostCard: bCompost, TakeCard: bTake}[m.Kind], i, ok
	case PlayEvent:
		i, ok := card(rankEvent)
		return bEvent, i, ok
	case CopyFrom:
		return bCopy, place*2 + int(m.Ability), inSpan && m.Ability >= 0 && m.Ability < 2
	case PlacePiece:
		op := int(m.Piece) - int(Sprout)
		return bPiece, (op*2+b2i(m.Remove))*idPlaces + place, inSpan && (m.Piece == Sprout || m.Piece == Growth)
	case GaiaLeaf:
		return bGaiaLeaf, int(m.Slot), true
	case KeepAnimal, Activate:
		return [...]block{KeepAnimal: bKeepAnimal, Activate: bActivate}[m.Kind], int(m.Animal), true
	case AnimeepleTo, StoreFromCard:
		return [...]block{AnimeepleTo: bAnimeeple, StoreFromCard: bStore}[m.Kind], place, inSpan
	case GlobalOption:
		return bGlobal, int(m.Option), true
	case ChooseAmount:
		return bAmount, int(m.Count), true
	case ClaimObjective:
		return bClaim, int(m.Slot), true
	}
	return 0, 0, false
}

// locatePlant is locate's Plant: with soil alone, or paying part of the
// cost otherwise.
func (l *layout) locatePlant(m Move, place int, inSpan bool) (block, int, bool) {
	if m.Otherwise == 0 {
		i, ok := l.cardRank(rankPlant, m.Card)
		return bPlant, i*idPlaces + place, ok && inSpan
	}
	i, ok := l.cardRank(rankAlt, m.Card)
	k := int(m.Otherwise) - 1
	return bPlantOtherwise, (i*idPlaces+place)*l.cb.altCost + k, ok && inSpan && k >= 0 && k < l.cb.altCost
}

// sideCount is how many sides of setup card kind k there are.
func (l *layout) sideCount(k SetupCard) int {
	switch k {
	case IslandCard:
		return l.cb.islands
	case ClimateCard:
		return l.cb.climates
	case EcosystemCard:
		return l.cb.ecosystems
	}
	return 0
}

// sideOffset is where kind k's sides start in the side block.
func (l *layout) sideOffset(k SetupCard) int {
	off := 0
	for j := IslandCard; j < k && j <= EcosystemCard; j++ {
		off += l.sideCount(j)
	}
	return off
}

// id is m's id; false for a move with no id in l (p's seat is not
// checked here).
func (l *layout) id(m Move) (int, bool) {
	b, i, ok := l.locate(m)
	if !ok || i < 0 || i >= l.start[b+1]-l.start[b] {
		return 0, false
	}
	id := l.start[b] + i
	if back, ok := l.move(m.Player, id); !ok || back != m {
		return 0, false // a field the kind does not use is set
	}
	return id, true
}

// move is the move of id for p; false for an id out of range.
func (l *layout) move(p Player, id int) (Move, bool) {
	if id < 0 || id >= l.size() {
		return Move{}, false
	}
	b := bStop
	for id >= l.start[b+1] {
		b++
	}
	i := id - l.start[b]
	return l.blockMove(p, b, i), true
}

// blockMove is the move of index i of block b for p.
func (l *layout) blockMove(p Player, b block, i int) Move {
	row, col := placeAt(i % idPlaces)
	switch b {
	case bStop, bUse, bSkip, bConvert, bDone, bLeaf:
		return Move{Player: p, Kind: [...]MoveKind{bStop: Stop, bUse: Use, bSkip: Skip, bConvert: Convert, bDone: Done, bLeaf: DiscardLeaf}[b]}
	case bAct:
		return ChooseActMove(p, actionColours[i])
	case bMinor:
		return MinorMove(p, i)
	case bOrder:
		return OrderMove(p, i == 1)
	case bSide:
		k := IslandCard
		for i >= l.sideCount(k) {
			i -= l.sideCount(k)
			k++
		}
		return ChooseSideMove(p, k, i)
	case bPlant:
		return PlantMove(p, l.cb.plant[i/idPlaces], row, col, 0)
	case bPlantOtherwise:
		k := l.cb.altCost
		row, col = placeAt(i / k % idPlaces)
		return PlantMove(p, l.cb.alt[i/k/idPlaces], row, col, i%k+1)
	case bKeep:
		return KeepMove(p, Card(i))
	case bCompost:
		return CompostCardMove(p, Card(i))
	case bTake:
		return TakeCardMove(p, Card(i))
	case bEvent:
		return PlayEventMove(p, l.cb.event[i])
	case bCopy:
		row, col = placeAt(i / 2)
		return CopyFromMove(p, row, col, i%2)
	case bPiece:
		return PlacePieceMove(p, Sprout+Op(i/idPlaces/2), row, col, i/idPlaces%2 == 1)
	case bGaiaLeaf:
		return GaiaLeafMove(p, i)
	case bKeepAnimal:
		return KeepAnimalMove(p, i)
	case bActivate:
		return ActivateMove(p, i)
	case bAnimeeple:
		return AnimeepleToMove(p, row, col)
	case bGlobal:
		return GlobalOptionMove(p, i)
	case bAmount:
		return ChooseAmountMove(p, i)
	case bStore:
		return StoreFromCardMove(p, row, col)
	}
	return ClaimObjectiveMove(p, i)
}

// ActionSpace is the number of action ids of the game's Config: the same
// for the whole game (0 for the zero State).
func (s State) ActionSpace() int {
	l := s.layoutOf()
	return l.size()
}

// ActionID is m's action id; an error for a move no game of this Config
// offers (a seat not in the game, a card or place out of range, a field
// its kind does not use). Whether m is legal now is for Apply to say.
func (s State) ActionID(m Move) (int, error) {
	l := s.layoutOf()
	if !s.valid(m.Player) {
		return 0, fmt.Errorf("animalkingdom: move %v: %v is not a seat of this game", m, m.Player)
	}
	id, ok := l.id(m)
	if !ok {
		return 0, fmt.Errorf("animalkingdom: move %v has no action id in this game (a card, place or option out of range, or a field its kind does not use)", m)
	}
	return id, nil
}

// MoveAt is the move of action id for p; an error for an id out of
// [0, ActionSpace()) and for one that is not a legal move of p's now.
func (s State) MoveAt(p Player, id int) (Move, error) {
	l := s.layoutOf()
	m, ok := l.move(p, id)
	switch {
	case !s.valid(p):
		return Move{}, fmt.Errorf("animalkingdom: action id %d: %v is not a seat of this game", id, p)
	case !ok:
		return Move{}, fmt.Errorf("animalkingdom: action id %d is out of range [0, %d)", id, l.size())
	}
	if !s.isLegal(m) {
		return Move{}, fmt.Errorf("animalkingdom: action id %d (%s) is not a legal move of %v now", id, FormatMove(s, m), p)
	}
	return m, nil
}

// AppendLegalActionIDs appends the ids of p's legal moves to buf, in
// AppendLegalMoves' order, and returns it; with room in buf it does not
// allocate.
func (s State) AppendLegalActionIDs(buf []int, p Player) []int {
	mb := borrowMoves()
	defer mb.give()
	mb.moves = s.AppendLegalMoves(mb.moves, p)
	return appendIDs(buf, s.layoutOf(), mb.moves)
}

// appendIDs appends the ids of moves in l to buf.
func appendIDs(buf []int, l layout, moves []Move) []int {
	for _, m := range moves {
		if id, ok := l.id(m); ok {
			buf = append(buf, id)
		}
	}
	return buf
}

// isLegal reports whether m is among its player's legal moves.
func (s State) isLegal(m Move) bool {
	mb := borrowMoves()
	defer mb.give()
	mb.moves = s.AppendLegalMoves(mb.moves, m.Player)
	for _, o := range mb.moves {
		if o == m {
			return true
		}
	}
	return false
}

// moveBuffer is a buffer the legal moves are listed into, from movePool.
type moveBuffer struct{ moves []Move }

// movePool holds the move buffers.
var movePool = sync.Pool{New: func() any { return &moveBuffer{moves: make([]Move, 0, 256)} }}

// borrowMoves takes an empty move buffer from the pool.
func borrowMoves() *moveBuffer { return movePool.Get().(*moveBuffer) }

// give empties b and puts it back in the pool.
func (b *moveBuffer) give() {
	b.moves = b.moves[:0]
	movePool.Put(b)
}

// ActionSpace is the number of action ids of the game's Config, as
// State.ActionSpace counts them.
func (v View) ActionSpace() int { return v.table().ActionSpace() }

// ActionID is m's action id, as State.ActionID gives it.
func (v View) ActionID(m Move) (int, error) { return v.table().ActionID(m) }

// MoveAt is the move of action id for p, as State.MoveAt reads it: the
// viewer's legal moves only (another player's are not in the view).
func (v View) MoveAt(p Player, id int) (Move, error) {
	if p != v.viewer {
		return Move{}, fmt.Errorf("animalkingdom: action id %d: %v's moves are not in %v's view", id, p, v.viewer)
	}
	return v.table().MoveAt(p, id)
}

// AppendLegalActionIDs appends the ids of the viewer's legal moves (as
// View.AppendLegalMoves lists them) to buf; none for another player.
func (v View) AppendLegalActionIDs(buf []int, p Player) []int {
	if p != v.viewer || v.d == nil {
		return buf
	}
	mb := borrowMoves()
	defer mb.give()
	mb.moves = v.AppendLegalMoves(mb.moves)
	return appendIDs(buf, v.table().layoutOf(), mb.moves)
}
