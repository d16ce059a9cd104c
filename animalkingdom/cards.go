package animalkingdom

import (
	"embed"
	"sync"

	"github.com/rulebox/rulebox/internal/earth"
)

// Card is an Earth card of the set, by its place in CardSet.Earth.
type Card int16

// NoCard stands for no card.
const NoCard Card = -1

// Traits is a set of a card's words (its kind, types, habitats, ability
// colours and name marks), one bit each, as the card set's vocabulary
// numbers them: CardInfo.Traits, Ability.Filter.
type Traits uint64

// Has reports whether every word of u is in t.
func (t Traits) Has(u Traits) bool { return t&u == u }

// CardInfo is the printed face of an Earth card, an Island side or a
// Climate side, with its abilities compiled.
type CardInfo struct {
	// Number is the printed card number.
	Number int
	// Name is the card's (or side's) name.
	Name string
	// Kind is tree, herb, bush, mushroom, joker, terrain, event, island or
	// climate.
	Kind string
	// Traits are the card's words: kind, types, habitats, ability colours,
	// name marks.
	Traits Traits
	// Cost is the soil cost (0 for events, Islands and Climates).
	Cost int
	// VP is the printed VP.
	VP int
	// SproutCap, GrowthCap and CanopyVP are a Flora's spaces (0: none).
	SproutCap, GrowthCap, CanopyVP int
	// Habitats and Marks are the card's words as the file writes them.
	Habitats, Marks []string
	// Abilities are the card's abilities.
	Abilities []Ability
	// Board reports an Island or Climate: not planted, but counted with
	// your cards.
	Board bool
	// face is the card as tableau formulas read it.
	face earth.Card
}

// IsFlora reports whether the card is a Flora (jokers included); false
// for nil.
func (c *CardInfo) IsFlora() bool {
	if c == nil {
		return false
	}
	switch c.Kind {
	case "tree", "herb", "bush", "mushroom", "joker":
		return true
	}
	return false
}

// Plantable reports whether the card can be planted: a Flora or a
// Terrain; false for nil.
func (c *CardInfo) Plantable() bool { return c.IsFlora() || c != nil && c.Kind == "terrain" }

// Ecosystem is one side of an Ecosystem card.
type Ecosystem struct {
	// Number is the printed card number, Name the side's name, Score
	// what it scores.
	Number int
	Name   string
	Score  Formula
}

// Fauna is one side of a Fauna card.
type Fauna struct {
	// Number is the printed card number, Name the side's name,
	// Objective the condition a Leaf claims.
	Number    int
	Name      string
	Objective Formula
}

// GaiaCard is one of Gaia's solo cards.
type GaiaCard struct {
	// Number is the printed card number, Name its name, Abilities what
	// it does on her turn.
	Number    int
	Name      string
	Abilities []Ability
}

// CardSet is a compiled set of Earth cards. It is read-only once loaded.
// A nil *CardSet, or the zero CardSet, is a set of no cards: its methods
// find nothing and list nothing.
type CardSet struct {
	vocab *earth.Vocab
	// deck is the Earth deck, by Card.
	deck []CardInfo
	// islands and climates hold both sides of each card: side s of card i
	// at 2*i+s.
	islands, climates []CardInfo
	// ecosystems and fauna hold both sides of each card the same way.
	ecosystems []Ecosystem
	fauna      []Fauna
	// gaia is Gaia's six cards.
	gaia []GaiaCard
	// animals are the Animal Kingdom expansion's cards (animal.go), in
	// file order; none in a set loaded without animals.yaml.
	animals []Animal
	names   map[string]Card
	// planted holds each Earth card's face as formulas read it in the
	// turn it is planted: with the word "just-planted".
	planted []earth.Card
	// event says which Earth cards are events, by Card: read at every
	// decision (anyTimeMoves), where a card's CardInfo is far in memory.
	event []bool
	plant []plantFact // what listing the plantings reads, by Card (plant_facts.go)
	// acts is what an activation reads of each Earth card's abilities, by
	// Card (acts.go).
	acts []cardActs
}

// Len returns the number of Earth cards; the cards are 0 to Len()-1.
func (cs *CardSet) Len() int {
	if cs == nil {
		return 0
	}
	return len(cs.deck)
}

// Info returns a copy of Earth card c's face; false for a card not in
// the set.
func (cs *CardSet) Info(c Card) (CardInfo, bool) {
	if c < 0 || int(c) >= cs.Len() {
		return CardInfo{}, false
	}
	return cs.deck[c].copy(), true
}

// Name returns Earth card c's name; "" for a card not in the set.
func (cs *CardSet) Name(c Card) string {
	if c < 0 || int(c) >= cs.Len() {
		return ""
	}
	return cs.deck[c].Name
}

// Lookup finds an Earth card by its name; a nil set finds none.
func (cs *CardSet) Lookup(name string) (Card, bool) { return cs.byName(name) }

// Islands returns copies of the Island sides (side s of card i at 2*i+s).
func (cs *CardSet) Islands() []CardInfo {
	if cs == nil {
		return nil
	}
	return copyInfos(cs.islands)
}

// Climates returns copies of the Climate sides, as Islands does.
func (cs *CardSet) Climates() []CardInfo {
	if cs == nil {
		return nil
	}
	return copyInfos(cs.climates)
}

// EcosystemNames returns the Ecosystem sides' names (side s of card i at
// 2*i+s).
func (cs *CardSet) EcosystemNames() []string {
	if cs == nil {
		return nil
	}
	var out []string
	for _, e := range cs.ecosystems {
		out = append(out, e.Name)
	}
	return out
}

// FaunaNames returns the Fauna sides' names, as EcosystemNames does.
func (cs *CardSet) FaunaNames() []string {
	if cs == nil {
		return nil
	}
	var out []string
	for _, f := range cs.fauna {
		out = append(out, f.Name)
	}
	return out
}

// copy returns ci with its own slices.
func (ci CardInfo) copy() CardInfo {
	ci.Habitats, ci.Marks = clone(ci.Habitats), clone(ci.Marks)
	abs := clone(ci.Abilities)
	for i := range abs {
		abs[i].Cost, abs[i].Gain = clone(abs[i].Cost), clone(abs[i].Gain)
	}
	ci.Abilities = abs
	return ci
}

func copyInfos(in []CardInfo) []CardInfo {
	out := make([]CardInfo, len(in))
	for i, ci := range in {
		out[i] = ci.copy()
	}
	return out
}

// byName finds an Earth card by its name.
func (cs *CardSet) byName(name string) (Card, bool) {
	if cs == nil {
		return NoCard, false
	}
	c, ok := cs.names[name]
	return c, ok
}

//go:embed cards/*.yaml
var cardFiles embed.FS

var (
	baseOnce sync.Once
	baseSet  *CardSet
	baseErr  error
)

// StandardCards returns the embedded base game card set. It is compiled
// once and shared by every caller and every game that plays it; sharing
// is safe because a CardSet has no exported fields and its methods hand
// out copies, so no caller can change a game through it. It panics only
// if the embedded files are broken, which TestBaseSetLoads rules out.
func StandardCards() *CardSet {
	cs, err := standard()
	if err != nil {
		panic(err)
	}
	return cs
}

// standard returns the embedded base game card set, compiled once, or the
// error its files give.
func standard() (*CardSet, error) {
	baseOnce.Do(func() {
		files, err := baseFiles()
		if err != nil {
			baseErr = err
			return
		}
		baseSet, baseErr = LoadCards(files)
	})
	return baseSet, baseErr
}

// cardFileNames are the names of a set's files, as LoadCards reads them.
var cardFileNames = []string{"earth", "islands", "climates", "ecosystems", "fauna", "gaia", "animals"}

// baseFiles reads the embedded base game's card files, by name.
func baseFiles() (map[string][]byte, error) {
	files := map[string][]byte{}
	for _, n := range cardFileNames {
		data, err := cardFiles.ReadFile("cards/" + n + ".yaml")
		if err != nil {
			return nil, err
		}
		files[n] = data
	}
	return files, nil
}
