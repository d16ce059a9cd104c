package animalkingdom

import (
	"math/bits"
	"sync"

	"github.com/rulebox/rulebox/internal/earth"
	"github.com/rulebox/rulebox/internal/grid"
)

// place is a place of a floating tableau, relative to the first card.
type place struct{ Row, Col int }

// bounds returns the smallest and largest row and column of a tableau.
func bounds(tab []planted) (r0, c0, r1, c1 int) {
	r0, c0, r1, c1 = 99, 99, -99, -99
	for _, t := range tab {
		r0, r1 = min(r0, int(t.Row)), max(r1, int(t.Row))
		c0, c1 = min(c0, int(t.Col)), max(c1, int(t.Col))
	}
	return
}

// at returns the index of the card at (r, c), or -1. It compares each
// card's place as one number (cell), not its row and then its column: a
// branch a card, which the processor mispredicts less than two.
func at(tab []planted, r, c int) int {
	if r != int(int8(r)) || c != int(int8(c)) {
		return -1 // no card is there
	}
	want := cell(int8(r), int8(c))
	for i := range tab {
		if cell(tab[i].Row, tab[i].Col) == want {
			return i
		}
	}
	return -1
}

// cell is a place of a tableau as one number.
func cell(r, c int8) uint16 { return uint16(uint8(r))<<8 | uint16(uint8(c)) }

// canPlace reports whether a new card may go at (r, c): the first card
// anywhere (at 0,0); a later one on a free place touching a card
// orthogonally or diagonally, keeping the tableau within 4 by 4.
func canPlace(tab []planted, r, c int) bool {
	if len(tab) == 0 {
		return r == 0 && c == 0
	}
	if len(tab) >= TableauCards || at(tab, r, c) >= 0 {
		return false
	}
	r0, c0, r1, c1 := bounds(tab)
	if max(r1, r)-min(r0, r) >= TableauSide || max(c1, c)-min(c0, c) >= TableauSide {
		return false
	}
	for _, t := range tab {
		if abs(int(t.Row)-r) <= 1 && abs(int(t.Col)-c) <= 1 {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// places appends the places a new card may go, in rows from the top, as
// canPlace decides them: the tableau is drawn as bits, a row of its box
// and of the ring around it in each byte.
func places(buf []place, tab []planted) []place {
	if len(tab) == 0 {
		return append(buf, place{})
	}
	r0, c0, r1, c1 := bounds(tab)
	if len(tab) >= TableauCards || r1-r0 >= TableauSide || c1-c0 >= TableauSide {
		return buf // full, or too wide for any card to keep it within 4x4
	}
	h, w := r1-r0+1, c1-c0+1
	// Bit c-c0+1 of byte r-r0+2: a card at (r, c); bytes 0 and h+3 stay
	// empty, beside the ring's rows 1 and h+2.
	var occ [TableauSide + 4]uint8
	for _, t := range tab {
		occ[int(t.Row)-r0+2] |= 1 << (int(t.Col) - c0 + 1)
	}
	var cols uint8 // bit c-c0+1: a card in column c keeps the tableau within 4x4
	for j := range w + 2 {
		if c := c0 - 1 + j; max(c1, c)-min(c0, c) < TableauSide {
			cols |= 1 << j
		}
	}
	for i := range h + 2 {
		r := r0 - 1 + i
		if max(r1, r)-min(r0, r) >= TableauSide {
			continue
		}
		near := occ[i] | occ[i+1] | occ[i+2] // the cards in this row and the rows beside
		free := (near | near<<1 | near>>1) &^ occ[i+1] & cols
		for ; free != 0; free &= free - 1 {
			buf = append(buf, place{r, c0 - 1 + bits.TrailingZeros8(free)})
		}
	}
	return buf
}

// gridPos is where tableau card i lies on the shared grid formulas read:
// the tableau shifted so that its top-left card is at row 1, column 1.
func gridPos(tab []planted, i int) grid.Pos {
	r0, c0, _, _ := bounds(tab)
	return shifted(tab[i], r0, c0)
}

// shifted is where card t lies on the shared grid, the tableau's top-left
// corner at (r0, c0) (see bounds).
func shifted(t planted, r0, c0 int) grid.Pos {
	return grid.Pos{Row: int(t.Row) - r0 + 1, Col: int(t.Col) - c0 + 1}
}

// tableauInto fills t with p's tableau as formulas read it. t is empty
// but for the places in t.Cards, which it empties first: it is either new
// or was filled by tableauInto.
func (g *data) tableauInto(p Player, t *earth.Tableau) {
	s := g.get(p)
	for rest := t.Cards; rest != 0; rest &= rest - 1 {
		t.Spaces[bits.TrailingZeros64(uint64(rest))] = earth.Space{}
	}
	t.Area, t.Cards, t.Seeds = tableauArea, 0, 0
	if len(s.Tab()) > 0 {
		r0, c0, _, _ := bounds(s.Tab())
		for i, pl := range s.Tab() {
			pos := shifted(pl, r0, c0)
			face := &g.info(pl.Card).face
			if s.JustPlanted.has(i) {
				face = &g.cs.planted[pl.Card]
			}
			t.Spaces[pos.Index()] = earth.Space{Card: face, Sprouts: int(s.pieces.on[i].Sprouts), Growth: int(s.pieces.on[i].Growth)}
			t.Cards = t.Cards.With(pos)
		}
	}
	if s.Island >= 0 {
		t.Area = t.Area.With(islandPos)
		t.Spaces[islandPos.Index()] = earth.Space{Card: &g.cs.islands[s.Island].face}
		t.Cards = t.Cards.With(islandPos)
	}
	if s.Climate >= 0 {
		t.Area = t.Area.With(climatePos)
		t.Spaces[climatePos.Index()] = earth.Space{Card: &g.cs.climates[s.Climate].face}
		t.Cards = t.Cards.With(climatePos)
	}
}

// pooledCtx is a position as formulas read it, with room for its parts
// (the tableau and the memory of an evaluation in scr), kept in ctxPool
// between Fauna checks.
type pooledCtx struct {
	sc    scoreCtx
	scr   earth.Scratch
	cards [TableauCards + 2]*CardInfo
	all   [MaxPlayers]earth.Tableau
}

var ctxPool = sync.Pool{New: func() any { return new(pooledCtx) }}

// release gives pc back to ctxPool; it must not be used afterwards.
func (pc *pooledCtx) release() {
	pc.sc = scoreCtx{}
	ctxPool.Put(pc)
}

// fill fills c with p's position, and with every player's tableau when
// all is set (see scoreCtx).
func (g *data) fill(p Player, pc *pooledCtx, all bool) {
	s := g.get(p)
	g.tableauInto(p, &pc.scr.Own)
	pc.scr.Ctx = earth.Context{Own: &pc.scr.Own}
	pc.sc = scoreCtx{soil: s.Soil, hand: len(s.Hand), compost: len(s.Compost), events: len(s.Events), cards: pc.cards[:0]}
	if all {
		for q := range g.n() {
			g.tableauInto(Player(q), &pc.all[q])
		}
		pc.sc.all = pc.all[:g.n()]
	}
	pc.sc.ctx, pc.sc.scr = &pc.scr.Ctx, &pc.scr
	c := &pc.sc
	for _, pl := range s.Tab() {
		c.cards = append(c.cards, g.info(pl.Card))
	}
	if s.Island >= 0 {
		c.cards = append(c.cards, &g.cs.islands[s.Island])
	}
	if s.Climate >= 0 {
		c.cards = append(c.cards, &g.cs.climates[s.Climate])
	}
}
