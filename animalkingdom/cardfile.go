package animalkingdom

import "github.com/rulebox/rulebox/carddata"

// EarthFile is the layout of cards/earth.yaml, the Earth deck: Flora
// (tree, herb, bush, mushroom, and jokers counting as every type),
// Terrain and Events.
//
//	cards:
//	  - {number: 1, name: "Japanese Maple", kind: tree, types: [tree], cost: 3, vp: 2,
//	     sprouts: 4, growth: 3, canopy_vp: 4, habitats: [rocky, cold], marks: [place-name],
//	     abilities: ["[yellow] gain 1 growth, 1 sprout"]}
type EarthFile struct {
	// Cards are the Earth cards, in printed-number order.
	Cards []EarthEntry `yaml:"cards"`
}

// EarthEntry is one Earth card.
type EarthEntry struct {
	// Pos is where the entry starts in its file, Flaws the errors reading
	// it found and Fields where each field's value is.
	Pos    carddata.Pos
	Flaws  carddata.Flaws
	Fields carddata.Fields
	// Number is the printed card number.
	Number int `yaml:"number,required"`
	// Name is the card's name, unique in the set.
	Name string `yaml:"name,required"`
	// Kind is tree, herb, bush, mushroom, joker, terrain or event.
	Kind string `yaml:"kind,required"`
	// Types are a Flora's types (a joker's are all four); none otherwise.
	Types []string `yaml:"types"`
	// Cost is the soil cost of a Flora or Terrain; absent on an event.
	Cost *int `yaml:"cost"`
	// VP is the printed VP; may be negative on an event.
	VP int `yaml:"vp,required"`
	// Sprouts, Growth and CanopyVP are a Flora's sprout spaces (0 to 6),
	// growth spaces (0 to 8) and canopy VP (0 or more); absent when the
	// card has none. Growth and CanopyVP come together, and a card with
	// growth 0 has canopy_vp 0.
	Sprouts  *int `yaml:"sprouts"`
	Growth   *int `yaml:"growth"`
	CanopyVP *int `yaml:"canopy_vp"`
	// Habitats are among sunny, wet, rocky, cold.
	Habitats []string `yaml:"habitats"`
	// Marks are the name marks: place-name, colour-name, animal-name.
	Marks []string `yaml:"marks"`
	// Abilities are the card's abilities, each with its colour.
	Abilities []carddata.Expr `yaml:"abilities,required"`
}

// SidedFile is the layout of the two-sided card files: islands.yaml,
// climates.yaml (sides with vp, habitats, abilities), ecosystems.yaml
// (sides with scoring) and fauna.yaml (sides with an objective).
type SidedFile struct {
	// Cards are the two-sided cards.
	Cards []SidedEntry `yaml:"cards"`
}

// SidedEntry is one two-sided card.
type SidedEntry struct {
	// Pos is where the entry starts in its file; Flaws the errors reading
	// it found.
	Pos   carddata.Pos
	Flaws carddata.Flaws
	// Number is the printed number; Sides are its front and back.
	Number int    `yaml:"number,required"`
	Sides  []Side `yaml:"sides,required"`
}

// Side is one side of a two-sided card.
type Side struct {
	// Pos is where the side starts in its file; Name is its name; VP,
	// Habitats and Abilities are an Island's or a Climate's; Scoring an
	// Ecosystem's; Objective a Fauna card's.
	Pos       carddata.Pos
	Name      string          `yaml:"name,required"`
	VP        int             `yaml:"vp"`
	Habitats  []string        `yaml:"habitats"`
	Abilities []carddata.Expr `yaml:"abilities"`
	Scoring   carddata.Expr   `yaml:"scoring"`
	Objective carddata.Expr   `yaml:"objective"`
}

// GaiaFile is the layout of gaia.yaml: Gaia's six cards.
type GaiaFile struct {
	// Cards are her six cards.
	Cards []GaiaEntry `yaml:"cards"`
}

// GaiaEntry is one of Gaia's cards.
type GaiaEntry struct {
	// Pos is where the entry starts, Flaws the errors reading it found;
	// Number, Name and Abilities are the card's.
	Pos       carddata.Pos
	Flaws     carddata.Flaws
	Number    int             `yaml:"number,required"`
	Name      string          `yaml:"name,required"`
	Abilities []carddata.Expr `yaml:"abilities,required"`
}
