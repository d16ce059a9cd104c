package game

import (
	"slices"

	"github.com/rulebox/rulebox/animalkingdom"
	"github.com/rulebox/rulebox/earthexpress"
)

// earthExpressCards are Earth Express's cards.
type earthExpressCards struct {
	Features   []string            `json:"features"`   // the words cards and objectives use, in the set's order
	Cards      []earthExpressCard  `json:"cards"`      // the Flora and Terrain cards, by number from 1
	Ecosystems []earthExpressSided `json:"ecosystems"` // the Ecosystem cards
	Fauna      []earthExpressSided `json:"fauna"`      // the Fauna cards
}

// earthExpressCard is one Flora or Terrain card.
type earthExpressCard struct {
	Number    int      `json:"number"` // from 1, as the view's card numbers count
	Name      string   `json:"name"`
	Terrain   bool     `json:"terrain,omitempty"`
	VP        int      `json:"vp"`
	Sprouts   int      `json:"sprouts"`
	Growth    int      `json:"growth"`
	CanopyVP  int      `json:"canopy_vp"`
	Words     []string `json:"words"`
	Colours   []string `json:"colours"`
	Abilities []string `json:"abilities"`
	Objective string   `json:"objective,omitempty"`
}

// earthExpressSided is a two-sided Ecosystem or Fauna card.
type earthExpressSided struct {
	Name  string     `json:"name"`
	Sides []sideText `json:"sides"`
}

// sideText is one side of a card and what it says.
type sideText struct {
	Name string `json:"name"`
	Text string `json:"text"`
}

// earthExpressFacts are the cards of s's set.
func earthExpressFacts(s earthexpress.State) any {
	cs := s.Cards()
	f := earthExpressCards{Features: cs.Features(), Cards: []earthExpressCard{}, Ecosystems: []earthExpressSided{}, Fauna: []earthExpressSided{}}
	for c := range cs.Len() {
		info := cs.Info(earthexpress.Card(c + 1))
		card := earthExpressCard{Number: c + 1, Name: info.Name, Terrain: info.Terrain, VP: info.VP, Sprouts: info.Sprouts,
			Growth: info.Growth, CanopyVP: info.CanopyVP, Words: info.Words, Colours: []string{}, Abilities: []string{}, Objective: info.Objective.Text}
		for _, a := range info.Abilities {
			card.Abilities = append(card.Abilities, a.Text)
			card.Colours = appendNew(card.Colours, a.Colour.String())
		}
		f.Cards = append(f.Cards, card)
	}
	for _, e := range cs.Ecosystems() {
		f.Ecosystems = append(f.Ecosystems, earthExpressSided{e.Name, []sideText{{e.Sides[0].Name, e.Sides[0].Text}, {e.Sides[1].Name, e.Sides[1].Text}}})
	}
	for _, e := range cs.Fauna() {
		f.Fauna = append(f.Fauna, earthExpressSided{e.Name, []sideText{{e.Sides[0].Name, e.Sides[0].Text}, {e.Sides[1].Name, e.Sides[1].Text}}})
	}
	return f
}

// appendNew appends word to words unless it is there.
func appendNew(words []string, word string) []string {
	if slices.Contains(words, word) {
		return words
	}
	return append(words, word)
}

// earthCards are Earth's cards, and the Animal Kingdom expansion's Animals
// when the game plays them.
type earthCards struct {
	Cards      []earthCard   `json:"cards"`             // the Earth deck, in the set's order
	Islands    []earthCard   `json:"islands"`           // the Island sides, two a card
	Climates   []earthCard   `json:"climates"`          // the Climate sides, two a card
	Ecosystems []sideText    `json:"ecosystems"`        // the Ecosystem sides, two a card
	Fauna      []sideText    `json:"fauna"`             // the Fauna sides, two a card
	Animals    []earthAnimal `json:"animals,omitempty"` // the Animals (Animal Kingdom)
}

// earthCard is an Earth card's, an Island's or a Climate's printed face.
type earthCard struct {
	Number    int      `json:"number"`
	Name      string   `json:"name"`
	Kind      string   `json:"kind"`
	Cost      int      `json:"cost"`
	VP        int      `json:"vp"`
	Sprouts   int      `json:"sprouts"`
	Growth    int      `json:"growth"`
	CanopyVP  int      `json:"canopy_vp"`
	Habitats  []string `json:"habitats"`
	Marks     []string `json:"marks"`
	Colours   []string `json:"colours"`
	Abilities []string `json:"abilities"`
}

// earthAnimal is an Animal card of the Animal Kingdom expansion.
type earthAnimal struct {
	Name          string `json:"name"`
	Difficulty    int    `json:"difficulty"`
	Animeeples    int    `json:"animeeples"`
	Kind          string `json:"kind"`
	GlobalKind    string `json:"global_kind"`
	Placement     string `json:"placement,omitempty"`
	Stays         bool   `json:"stays,omitempty"`
	Ability       string `json:"ability"`
	Storage       string `json:"storage,omitempty"`
	Global        string `json:"global"`
	GlobalStorage string `json:"global_storage,omitempty"`
}

// earthFacts are the cards of s's set: its Animals only when s plays the
// expansion, and of them only those a game deals (no Abundance Animal).
func earthFacts(s animalkingdom.State) any {
	cs := s.Cards()
	f := earthCards{Islands: earthFaces(cs.Islands()), Climates: earthFaces(cs.Climates())}
	for c := range cs.Len() {
		info, _ := cs.Info(animalkingdom.Card(c))
		f.Cards = append(f.Cards, earthFace(info))
	}
	f.Ecosystems, f.Fauna = earthFormulas(s)
	if s.PlaysAnimals() {
		for _, name := range cs.Animals() {
			if a, ok := cs.AnimalCard(name); ok && !a.Abundance {
				f.Animals = append(f.Animals, earthAnimal{Name: a.Name, Difficulty: a.Difficulty, Animeeples: a.Animeeples,
					Kind: a.Kind, GlobalKind: a.GlobalKind, Placement: a.Placement, Stays: a.Stays, Ability: a.Ability,
					Storage: a.Storage, Global: a.Global, GlobalStorage: a.GlobalStorage})
			}
		}
	}
	return f
}

// earthFaces are the faces of sides.
func earthFaces(sides []animalkingdom.CardInfo) []earthCard {
	faces := make([]earthCard, len(sides))
	for i, info := range sides {
		faces[i] = earthFace(info)
	}
	return faces
}

// earthFace is the printed face of info.
func earthFace(info animalkingdom.CardInfo) earthCard {
	c := earthCard{Number: info.Number, Name: info.Name, Kind: info.Kind, Cost: info.Cost, VP: info.VP,
		Sprouts: info.SproutCap, Growth: info.GrowthCap, CanopyVP: info.CanopyVP,
		Habitats: nonNil(info.Habitats), Marks: nonNil(info.Marks), Colours: []string{}, Abilities: []string{}}
	for _, a := range info.Abilities {
		c.Abilities = append(c.Abilities, a.Text)
		c.Colours = appendNew(c.Colours, a.Colour.String())
	}
	return c
}

// nonNil is words, or an empty list for none.
func nonNil(words []string) []string {
	if words == nil {
		return []string{}
	}
	return slices.Clone(words)
}

// earthFormulas are the texts of the Ecosystem and the Fauna sides of s's
// set. The set names them only, so each side is read off a position that
// has it in play: public, or on the Fauna board, beside sides of other
// cards (side s of card i is at 2*i+s of the names). A side no position
// can show keeps its name alone.
func earthFormulas(s animalkingdom.State) (ecosystems, fauna []sideText) {
	cs := s.Cards()
	for k, name := range cs.EcosystemNames() {
		st, err := earthPosition(cs, others(cs.EcosystemNames(), k, 2), nil)
		side := sideText{Name: name}
		if err == nil && len(st.PublicEcosystems()) > 0 {
			side.Text = st.PublicEcosystems()[0].Score.Text
		}
		ecosystems = append(ecosystems, side)
	}
	for k, name := range cs.FaunaNames() {
		st, err := earthPosition(cs, nil, others(cs.FaunaNames(), k, animalkingdom.FaunaCards))
		side := sideText{Name: name}
		if err == nil && len(st.FaunaBoard()) > 0 {
			side.Text = st.FaunaBoard()[0].Fauna.Objective.Text
		}
		fauna = append(fauna, side)
	}
	return ecosystems, fauna
}

// others is names[k] and n-1 sides of the cards after its own, one each.
func others(names []string, k, n int) []string {
	picked := make([]string, 0, n)
	for i := 0; i < n && 2*i < len(names); i++ {
		picked = append(picked, names[(k+2*i)%len(names)])
	}
	return picked
}

// earthPosition is a two-player position of cs with public and fauna in
// play.
func earthPosition(cs *animalkingdom.CardSet, public, fauna []string) (animalkingdom.State, error) {
	sc := animalkingdom.Scenario{Players: 2, Cards: cs, Public: public, Fauna: fauna, Seats: make([]animalkingdom.ScenarioSeat, 2)}
	return sc.Build()
}
