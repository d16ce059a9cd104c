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
	Traits earth.Traits
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
	// Face is the card as tableau formulas read it.
	Face earth.Card
}

// IsFlora reports whether the card is a Flora (jokers included).
func (c *CardInfo) IsFlora() bool {
	switch c.Kind {
	case "tree", "herb", "bush", "mushroom", "joker":
		return true
	}
	return false
}

// Plantable reports whether the card can be planted: a Flora or a Terrain.
func (c *CardInfo) Plantable() bool { return c.IsFlora() || c.Kind == "terrain" }

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
type CardSet struct {
	// Vocab is the set's card words.
	Vocab *earth.Vocab
	// Earth is the Earth deck, by Card.
	Earth []CardInfo
	// Islands and Climates hold both sides of each card: side s of card i
	// at 2*i+s.
	Islands, Climates []CardInfo
	// Ecosystems and Fauna hold both sides of each card the same way.
	Ecosystems []Ecosystem
	Fauna      []Fauna
	// Gaia is Gaia's six cards.
	Gaia  []GaiaCard
	names map[string]Card
}

// byName finds an Earth card by its name.
func (cs *CardSet) byName(name string) (Card, bool) {
	c, ok := cs.names[name]
	return c, ok
}

// Info returns the face of Earth card c; nil for a card not in the set.
func (cs *CardSet) Info(c Card) *CardInfo {
	if c < 0 || int(c) >= len(cs.Earth) {
		return nil
	}
	return &cs.Earth[c]
}

//go:embed cards/*.yaml
var cardFiles embed.FS

var (
	baseOnce sync.Once
	baseSet  *CardSet
	baseErr  error
)

// Base returns the embedded base game card set. The files are compiled
// once; the set is shared and read-only.
func Base() (*CardSet, error) {
	baseOnce.Do(func() {
		files := map[string][]byte{}
		for _, n := range []string{"earth", "islands", "climates", "ecosystems", "fauna", "gaia"} {
			data, err := cardFiles.ReadFile("cards/" + n + ".yaml")
			if err != nil {
				baseErr = err
				return
			}
			files[n] = data
		}
		baseSet, baseErr = LoadCards(files)
	})
	return baseSet, baseErr
}
