package earthexpress

import "github.com/rulebox/rulebox/carddata"

// CardFile is the layout of an Earth Express card file, such as the
// embedded cards/standard.yaml. Every field is required (tagged
// ",required": LoadCards reports an entry without it at the entry's
// file:line:col, naming the field) unless its comment says otherwise; an
// optional field left out is empty. The numbers the rulebook leaves to the printed components
// (the Sprout track's values, the Fauna board's scoring spaces, the colours
// of the Action tiles) are fields here, never constants in the engine.
//
//	name: standard
//	sprout_track: [1, 3, 4, 6, 8, 10]
//	beginner_fauna_vp: 10
//	fauna_spaces: [20, 16, 13, 10, 8, 6, 4, 2]
//	action_tiles: [[red, blue], [blue, yellow], [yellow, red]]
//	types: [tree, bush, herb, mushroom, succulent]
//	habitats: [sunny, wet, rocky, cold]
//	marks: [animal-name, place-name, colour-name]
//	flora:
//	  - name: American Sycamore
//	    origin: rulebook
//	    types: [tree]
//	    habitats: [wet]
//	    vp: 1
//	    sprouts: 4
//	    growth: 4
//	    canopy_vp: 7
//	    abilities: ["[yellow] gain 2 growth"]
//	terrain:
//	  - {name: Scree Slope, origin: original, habitats: [rocky], vp: 1, objective: "[brown] score 5 vp if 3+ flora with rocky"}
//	fauna:
//	  - name: Red Fox
//	    origin: original
//	    sides:
//	      - {name: Red Fox, objective: 5+ flora each with 1+ growth}
//	      - {name: Red Fox Kits, objective: 3+ tree}
//	ecosystems:
//	  - name: Everglades
//	    origin: rulebook
//	    sides:
//	      - {name: Everglades, scoring: score 4 vp / flora with wet in longest diagonal chain max 28}
//	      - {name: Everglades Sawgrass, scoring: score 3 vp / herb above flora with wet}
type CardFile struct {
	// Name names the set.
	Name string `yaml:"name,required"`
	// SproutTrack is the VP a Sprout cube scores on each space of a
	// Sprout track, spaces 1 to 6 in order: exactly 6 whole numbers, each
	// 0 to MaxVP, never decreasing.
	SproutTrack []int `yaml:"sprout_track,required"`
	// BeginnerFaunaVP is the VP of a Leaf token on the beginner side of
	// the Fauna board (the rulebook prints 10), 0 to MaxVP.
	BeginnerFaunaVP int `yaml:"beginner_fauna_vp,required"`
	// FaunaSpaces are the scoring spaces next to each Fauna card on the
	// standard side of the Fauna board, highest first: at least 6 (one per
	// round, and one below for Demeter's token in a solo round), never
	// increasing, each 0 to MaxVP.
	FaunaSpaces []int `yaml:"fauna_spaces,required"`
	// ActionTiles are the 3 Action tiles, each its two colours (red, blue
	// or yellow), different from each other.
	ActionTiles [][]string `yaml:"action_tiles,required"`
	// Types are the Flora types of the set ("tree", "bush", ...), the words
	// abilities and objectives may use for them.
	Types []string `yaml:"types,required"`
	// Habitats are the habitats of the set ("wet", "cold", ...).
	Habitats []string `yaml:"habitats,required"`
	// Marks are the name marks of the set (optional; "animal-name" ...).
	Marks []string `yaml:"marks"`
	// Flora are the Flora cards of the Earth deck.
	Flora []FloraEntry `yaml:"flora"`
	// Terrain are the Terrain cards of the Earth deck.
	Terrain []TerrainEntry `yaml:"terrain"`
	// Fauna are the double-sided Fauna cards; 2 to MaxFauna.
	Fauna []FaunaEntry `yaml:"fauna"`
	// Ecosystems are the double-sided Ecosystem cards (optional, but a set
	// without enough of them cannot play with Ecosystems or solo: 2 public
	// ones and 2 dealt to each player); at most MaxEcosystems.
	Ecosystems []EcosystemEntry `yaml:"ecosystems"`
}

// FloraEntry is one Flora card: the card diagram's labels are named after
// each field.
type FloraEntry struct {
	Pos    carddata.Pos    // where the entry starts in its file, set by LoadCards
	Flaws  carddata.Flaws  // the errors reading the entry found, set by LoadCards
	Fields carddata.Fields // where each field's value is, set by LoadCards
	// Name is the card's name (label B), unique among the set's Flora and
	// Terrain.
	Name string `yaml:"name,required"`
	// Origin is "rulebook" for a card the rulebook names or prints,
	// "example" for a card carrying an ability the rulebook gives as an
	// example without naming the card, "original" for ours.
	Origin string `yaml:"origin,required"`
	// Types are the card's types (label A): one or two words of the set's
	// Types.
	Types []string `yaml:"types,required"`
	// Habitats are the card's habitats (label C), words of the set's
	// Habitats (optional: none when left out).
	Habitats []string `yaml:"habitats"`
	// Marks are the card's name marks (optional), words of the set's Marks.
	Marks []string `yaml:"marks"`
	// VP is the base victory point value (label G), -MaxVP to MaxVP.
	VP int `yaml:"vp,required"`
	// Sprouts is the maximum Sprout number (label H), 0 to 6; 0 for a
	// card without the Sprout icon.
	Sprouts int `yaml:"sprouts,required"`
	// Growth is the Growth capacity (label D), 0 to 8; 0 for a card
	// without a Growth space.
	Growth int `yaml:"growth,required"`
	// CanopyVP is the Canopy completion VP (label F), 0 to MaxVP; 0 when
	// Growth is 0.
	CanopyVP int `yaml:"canopy_vp,required"`
	// Abilities are the card's one or two abilities (labels I, J, K), each
	// starting with its colour: [red], [blue], [yellow], [multicolour]
	// (triggered by any of the three actions), [black] (on planting) or
	// [brown] (end-game scoring). Their numbers are bounded (see MaxGain):
	// one activation gives at most MaxGain, a cost spends at most MaxCost,
	// an "or" offers at most MaxOptions, an option has at most MaxSteps
	// costs and gains, and a formula scores at most MaxVP a thing or tier.
	Abilities []carddata.Expr `yaml:"abilities,required"`
}

// TerrainEntry is one Terrain card.
type TerrainEntry struct {
	Pos      carddata.Pos    // where the entry starts in its file, set by LoadCards
	Flaws    carddata.Flaws  // the errors reading the entry found, set by LoadCards
	Fields   carddata.Fields // where each field's value is, set by LoadCards
	Name     string          `yaml:"name,required"`   // unique among the set's Flora and Terrain
	Origin   string          `yaml:"origin,required"` // as FloraEntry.Origin
	Habitats []string        `yaml:"habitats"`        // optional
	Marks    []string        `yaml:"marks"`           // optional
	// VP is the card's base VP, -MaxVP to MaxVP.
	VP int `yaml:"vp,required"`
	// Objective is the Terrain's end-game objective: "[brown] score 5 vp
	// if 3+ flora with rocky" or "[brown] score 2 vp / herb adjacent to
	// this"; it scores at most MaxVP a thing or tier.
	Objective carddata.Expr `yaml:"objective,required"`
	// Abilities are coloured abilities the Terrain also grants (optional,
	// at most 2, bounded as FloraEntry.Abilities).
	Abilities []carddata.Expr `yaml:"abilities"`
}

// FaunaEntry is one double-sided Fauna card.
type FaunaEntry struct {
	Pos    carddata.Pos   // where the entry starts in its file, set by LoadCards
	Flaws  carddata.Flaws // the errors reading the entry found, set by LoadCards
	Name   string         `yaml:"name,required"`   // the card's name
	Origin string         `yaml:"origin,required"` // as FloraEntry.Origin
	Sides  []FaunaSide    `yaml:"sides,required"`  // exactly 2
}

// FaunaSide is one side of a Fauna card: an objective that holds or not,
// "5+ flora each with 1+ growth".
type FaunaSide struct {
	Pos       carddata.Pos  // where the side starts in its file, set by LoadCards
	Name      string        `yaml:"name,required"`      // the side's name
	Objective carddata.Expr `yaml:"objective,required"` // the requirement, in the card-data language
}

// EcosystemEntry is one double-sided Ecosystem card.
type EcosystemEntry struct {
	Pos    carddata.Pos    // where the entry starts in its file, set by LoadCards
	Flaws  carddata.Flaws  // the errors reading the entry found, set by LoadCards
	Name   string          `yaml:"name,required"`   // the card's name
	Origin string          `yaml:"origin,required"` // as FloraEntry.Origin
	Sides  []EcosystemSide `yaml:"sides,required"`  // exactly 2
}

// EcosystemSide is one side of an Ecosystem card: how it scores, "score
// vp / flora with wet [2-3: 3, 4-5: 6, 6+: 10]".
type EcosystemSide struct {
	Pos     carddata.Pos  // where the side starts in its file, set by LoadCards
	Name    string        `yaml:"name,required"`    // unique among the set's Ecosystem sides: moves name it
	Scoring carddata.Expr `yaml:"scoring,required"` // the formula, in the card-data language
}
