package beforeearth

import (
	"github.com/rulebox/rulebox/carddata"
)

// cardFile is the layout of a card file.
type cardFile struct {
	Name           string        `yaml:"name"`
	QuarryCapacity int           `yaml:"quarry_capacity"`
	Spaceships     []shipEntry   `yaml:"spaceships"`
	Planets        []planetEntry `yaml:"planets"`
}

type shipEntry struct {
	Pos     carddata.Pos
	Name    string  `yaml:"name"`
	Origin  string  `yaml:"origin"`
	Ability Ability `yaml:"ability"`
}

type planetEntry struct {
	Pos        carddata.Pos
	Name       string  `yaml:"name"`
	Origin     string  `yaml:"origin"`
	CostOrigin string  `yaml:"cost_origin"`
	Cost       Pile    `yaml:"cost"`
	Ability    Ability `yaml:"ability"`
}

// LoadCards reads and compiles a card file (the layout of
// beforeearth/cards/standard.yaml), naming it file in errors. Every problem
// is reported as a carddata.ErrorList entry at file:line:col: a misspelt
// field or ability word comes with a suggestion, and an ability the engine
// cannot perform is an error, never skipped. The checks after reading are
// the ones New makes of a set built in Go.
func LoadCards(file string, data []byte) (*CardSet, error) {
	var f cardFile
	if err := carddata.Decode(file, data, &f); err != nil {
		return nil, err
	}
	pos := &cardPositions{top: carddata.Pos{File: file, Line: 1, Col: 1}}
	cs := &CardSet{Name: f.Name, QuarryCapacity: f.QuarryCapacity}
	var errs carddata.ErrorList
	for _, e := range f.Spaceships {
		cs.Ships = append(cs.Ships, ShipCard{Name: e.Name, Origin: e.Origin, Ability: e.Ability})
		pos.ships = append(pos.ships, e.Pos)
	}
	for _, e := range f.Planets {
		cost, err := e.Cost.resources()
		if err != nil {
			errs.Addf(e.Pos, "planet %s: %v", e.Name, err)
		}
		cs.Planets = append(cs.Planets, PlanetCard{Name: e.Name, Origin: e.Origin, CostOrigin: e.CostOrigin, Cost: cost, Ability: e.Ability})
		pos.planets = append(pos.planets, e.Pos)
	}
	return compileSet(cs, pos, errs)
}
