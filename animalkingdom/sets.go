package animalkingdom

import (
	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
)

// setWords are the parts of a colour-terrain-event set, in the order the
// cards write them.
var setWords = []string{"red", "yellow", "blue", "terrain", "event"}

// setCount compiles "set with red and yellow and blue and terrain and
// event": how many sets of a red, a yellow and a blue ability card, a
// Terrain and a played event the player can form, each part a different
// card.
func setCount(v *earth.Vocab, s *carddata.Selector) (count, bool, error) {
	var errs carddata.ErrorList
	ok := len(s.With) == len(setWords)
	for i := 0; ok && i < len(setWords); i++ {
		ok = s.With[i].Qty == nil && s.With[i].Measure == carddata.NoMeasure && s.With[i].Noun == setWords[i]
	}
	if !ok {
		errs.Add(s.Pos, s.String(), "\"set with red and yellow and blue and terrain and event\"", "")
	}
	var parts [4]earth.Traits
	for i, w := range setWords[:4] {
		parts[i], _ = v.Lookup(w)
	}
	return func(c *scoreCtx) int { return maxSets(c.cards, parts, c.events) }, true, errs.Err()
}

// maxSets is the largest k, at most events, such that k cards of each part
// can be picked among cards, every card used once.
func maxSets(cards []*CardInfo, parts [4]earth.Traits, events int) int {
	best := 0
	cards = cards[:min(len(cards), TableauCards+2)]
	for k := 1; k <= events && 4*k <= len(cards); k++ {
		if !fillSlots(cards, parts, k) {
			break
		}
		best = k
	}
	return best
}

// fillSlots reports whether 4k slots (k per part) can each take a
// different card having that part: a bipartite matching.
func fillSlots(cards []*CardInfo, parts [4]earth.Traits, k int) bool {
	m := matching{cards: cards, parts: &parts, k: k}
	for slot := range 4 * k {
		var seen [TableauCards + 2]bool
		if !m.try(slot, &seen) {
			return false
		}
	}
	return true
}

// matching is fillSlots' matching in progress: the slot+1 holding each
// card, 0 free.
type matching struct {
	cards []*CardInfo
	parts *[4]earth.Traits
	k     int
	owner [TableauCards + 2]int
}

// try finds slot a card, moving the cards already placed if need be.
func (m *matching) try(slot int, seen *[TableauCards + 2]bool) bool {
	for i, ci := range m.cards {
		if seen[i] || earth.Traits(ci.Traits)&m.parts[slot/m.k] == 0 {
			continue
		}
		seen[i] = true
		if m.owner[i] == 0 || m.try(m.owner[i]-1, seen) {
			m.owner[i] = slot + 1
			return true
		}
	}
	return false
}
