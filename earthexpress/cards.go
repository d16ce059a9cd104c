package earthexpress

import (
	"embed"
	"fmt"
	"slices"
	"sync"

	"github.com/rulebox/rulebox/internal/earth"
)

//go:embed cards/*.yaml
var cardFiles embed.FS

// standardFile is the embedded card set New plays by default.
const standardFile = "cards/standard.yaml"

// Card is an Earth card (Flora or Terrain) of a card set, numbered from 1
// in file order, Flora first; NoCard is none.
type Card uint16

// NoCard stands for no card: an empty space, a card not shown.
const NoCard Card = 0

// maxCards bounds the Earth cards of a set (the box has 306).
const maxCards = 511

// CardSet is a loaded, compiled card set. Make one with LoadCards (or take
// StandardCards). New checks its exported fields, as LoadCards checks a
// file, and plays a copy of them, so changing a set changes no game; the
// compiled cards themselves are read-only and shared.
type CardSet struct {
	// Name names the set, as its file says.
	Name string
	// SproutTrack is the VP of a Sprout cube on spaces 0 to 6 (space 0,
	// no cube, scores 0).
	SproutTrack [7]int
	// BeginnerFaunaVP is a Leaf token's VP on the beginner Fauna board.
	BeginnerFaunaVP int
	// FaunaSpaces are the standard side's scoring spaces, highest first.
	FaunaSpaces []int
	// ActionTiles are the 3 Action tiles' colours.
	ActionTiles [3][2]Colour

	vocab      *earth.Vocab // the set's card words: kinds, types, habitats, colours and name marks
	cards      []cardInfo   // cards[0] is unused: Card numbers start at 1
	caps       []caps       // caps[c] is card c's capacities, kept apart from cards so that the engine's commonest question reads a few bytes
	answering  *answering   // which abilities of each card answer each action, for step 3
	fauna      []FaunaCard
	ecosystems []EcosystemCard
	byName     map[string]Card
}

// cardInfo is a compiled card: its face, its origin and its abilities.
type cardInfo struct {
	earth.Card
	// Origin is "rulebook", "example" or "original".
	Origin string
	// Terrain reports a Terrain card; every other card is a Flora.
	Terrain bool
	// Abilities are the card's coloured abilities, in printed order.
	Abilities []Ability
	// Objective is a Terrain's end-game objective (zero for a Flora).
	Objective Scoring
	// plain is a Terrain's face read without its objective's BROWN colour
	// (Config.TerrainsNotBrown); for a Flora, the face itself.
	plain earth.Card
}

// CardInfo is what an Earth card shows: its face, its origin and its
// abilities.
type CardInfo struct {
	Name      string    // the card's name
	Origin    string    // "rulebook", "example" or "original"
	Terrain   bool      // a Terrain card; every other card is a Flora
	VP        int       // the base VP, maybe negative
	Sprouts   int       // the maximum Sprout number, 0 to 6 (0: no Sprout icon)
	Growth    int       // the Growth capacity, 0 to 8 (0: no Growth space)
	CanopyVP  int       // what a full Growth space scores
	Words     []string  // the card's words (kind, types, habitats, colours, marks), in CardSet.Features order
	Abilities []Ability // the card's coloured abilities, in printed order
	Objective Scoring   // a Terrain's end-game objective (zero for a Flora)
}

// FaunaCard is a double-sided Fauna card.
type FaunaCard struct {
	Name   string       // the card's name in the card file
	Origin string       // "rulebook", "example" or "original"
	Sides  [2]Objective // the two sides, as in the card file
}

// Objective is one side of a Fauna card: a requirement on a tableau.
type Objective struct {
	Name string // the side's name
	Text string // canonical text
	rule earth.Rule
}

// EcosystemCard is a double-sided Ecosystem card.
type EcosystemCard struct {
	Name   string     // the card's name in the card file
	Origin string     // "rulebook", "example" or "original"
	Sides  [2]Scoring // the two sides, as in the card file
}

// Scoring is a formula that scores VP at the end of the game: an
// Ecosystem side, a Terrain's objective or a BROWN ability.
type Scoring struct {
	Name string // the side's or card's name
	Text string // canonical text
	rule earth.Rule
}

// Len is the number of Earth cards in the set (0 for a nil or zero set).
func (cs *CardSet) Len() int {
	if cs == nil {
		return 0
	}
	return max(0, len(cs.cards)-1)
}

// Info returns card c's information, or the zero CardInfo for a card not
// in the set (or a nil set). Its slices are copies.
func (cs *CardSet) Info(c Card) CardInfo {
	if cs == nil || c == NoCard || int(c) >= len(cs.cards) {
		return CardInfo{}
	}
	ci := &cs.cards[c]
	out := CardInfo{Name: ci.Name, Origin: ci.Origin, Terrain: ci.Terrain, VP: ci.VP, Sprouts: ci.SproutCap,
		Growth: ci.GrowthCap, CanopyVP: ci.CanopyVP, Abilities: append([]Ability(nil), ci.Abilities...), Objective: ci.Objective}
	for w, word := range cs.vocab.Words() {
		if uint64(ci.Traits)&(1<<w) != 0 {
			out.Words = append(out.Words, word)
		}
	}
	return out
}

// Features lists the words the set's cards and objectives use (kinds,
// types, habitats, colours and name marks), in the order Move.Feature
// counts them, from 0; none for a nil set. The slice is a copy.
func (cs *CardSet) Features() []string {
	if cs == nil || cs.vocab == nil {
		return nil
	}
	return slices.Clone(cs.vocab.Words())
}

// info is card c's information, for the engine (c must be in the set).
func (cs *CardSet) info(c Card) *cardInfo { return &cs.cards[c] }

// answering holds, by action colour and card, bit k set when the card's
// ability k (0 or 1, those step 3 considers) answers that action: what
// nextAbility reads of a card. NoCard's entries are 0, and so is the last
// row, which stands for every value that is no colour.
type answering [numColours + 1][maxCards + 1]uint8

// add records the abilities of card c.
func (t *answering) add(c Card, abs []Ability) {
	for a := range numColours {
		for k := range min(2, len(abs)) {
			if abs[k].Colour.answers(a) {
				t[a][c] |= 1 << k
			}
		}
	}
}

// caps are a card's Sprout and Growth capacities (NoCard's are 0).
type caps struct{ sprouts, growth uint8 }

// Lookup returns the card named name, and false when the set (or a nil
// set) has no card of that name.
func (cs *CardSet) Lookup(name string) (Card, bool) {
	if cs == nil {
		return NoCard, false
	}
	c, ok := cs.byName[name]
	return c, ok
}

// Fauna returns the set's Fauna cards (a copy; none for a nil set).
func (cs *CardSet) Fauna() []FaunaCard {
	if cs == nil {
		return nil
	}
	return append([]FaunaCard(nil), cs.fauna...)
}

// Ecosystems returns the set's Ecosystem cards (a copy; none for a nil
// set).
func (cs *CardSet) Ecosystems() []EcosystemCard {
	if cs == nil {
		return nil
	}
	return append([]EcosystemCard(nil), cs.ecosystems...)
}

// Name returns c's name, or "" for a card not in the set.
func (cs *CardSet) name(c Card) string {
	if c == NoCard || int(c) >= len(cs.cards) {
		return ""
	}
	return cs.cards[c].Name
}

var (
	standardOnce sync.Once
	standardSet  *CardSet
	standardErr  error
)

// StandardCards returns a copy of the embedded card set: changing it
// changes no game. It panics only if the embedded file is broken, which a
// test rules out.
func StandardCards() *CardSet { return standard().clone() }

// standard is the embedded card set, loaded once and shared by every game
// that plays it; it is never handed out.
func standard() *CardSet {
	standardOnce.Do(func() {
		data, err := cardFiles.ReadFile(standardFile)
		if err == nil {
			standardSet, err = LoadCards(standardFile, data)
		}
		standardErr = err
	})
	if standardErr != nil {
		panic("earthexpress: the embedded card set is broken: " + standardErr.Error())
	}
	return standardSet
}

// Equal reports whether cs and o are copies of the same loaded set, with
// the same values in their exported fields: the cards themselves are
// compared by identity, as their compiled abilities are closures.
func (cs *CardSet) Equal(o *CardSet) bool {
	if cs == nil || o == nil {
		return cs == o
	}
	return len(cs.cards) == len(o.cards) && (len(cs.cards) == 0 || &cs.cards[0] == &o.cards[0]) &&
		cs.Name == o.Name && cs.SproutTrack == o.SproutTrack && cs.BeginnerFaunaVP == o.BeginnerFaunaVP &&
		slices.Equal(cs.FaunaSpaces, o.FaunaSpaces) && cs.ActionTiles == o.ActionTiles && cs.vocab == o.vocab
}

// clone is a copy of cs whose exported fields are its own; the loaded
// cards, read-only, are shared.
func (cs *CardSet) clone() *CardSet {
	c := *cs
	c.FaunaSpaces = slices.Clone(cs.FaunaSpaces)
	return &c
}

// check reports a card set that cannot be played: one not made by
// LoadCards or StandardCards, or whose exported fields were changed into
// values a card file could not hold.
func (cs *CardSet) check() error {
	switch {
	case len(cs.cards) < 2 || cs.vocab == nil:
		return fmt.Errorf("the card set %q holds no cards: make one with LoadCards or StandardCards", cs.Name)
	case cs.SproutTrack[0] != 0 || !slices.IsSorted(cs.SproutTrack[:]) || cs.SproutTrack[6] > MaxVP:
		return fmt.Errorf("the card set %q: SproutTrack %v: expected 0 for space 0, then values never decreasing, at most %d (MaxVP)", cs.Name, cs.SproutTrack, MaxVP)
	case cs.BeginnerFaunaVP < 0 || cs.BeginnerFaunaVP > MaxVP:
		return fmt.Errorf("the card set %q: BeginnerFaunaVP %d: expected 0 to %d (MaxVP)", cs.Name, cs.BeginnerFaunaVP, MaxVP)
	case !faunaSpacesOK(cs.FaunaSpaces):
		return fmt.Errorf("the card set %q: FaunaSpaces %v: expected at least 6 values, highest first, each 0 to %d (MaxVP)", cs.Name, cs.FaunaSpaces, MaxVP)
	}
	for i, t := range cs.ActionTiles {
		if t[0] < Red || t[0] > Yellow || t[1] < Red || t[1] > Yellow || t[0] == t[1] {
			return fmt.Errorf("the card set %q: action tile %d is %v: expected two different colours of red, blue and yellow", cs.Name, i+1, t)
		}
	}
	return nil
}

// faunaSpacesOK reports whether spaces can be the standard side's scoring
// spaces: at least 6, highest first, each 0 to MaxVP.
func faunaSpacesOK(spaces []int) bool {
	return len(spaces) >= 6 && slices.IsSortedFunc(spaces, func(a, b int) int { return b - a }) &&
		slices.Min(spaces) >= 0 && spaces[0] <= MaxVP
}
