package beforeearth

import (
	"github.com/rulebox/rulebox/carddata"
)

// cardFile is the layout of a card file.
type cardFile struct {
	Name           string        `yaml:"name,required"`
	QuarryCapacity int           `yaml:"quarry_capacity,required"`
	Spaceships     []shipEntry   `yaml:"spaceships"`
	Planets        []planetEntry `yaml:"planets"`
}

type shipEntry struct {
	Pos     carddata.Pos
	Flaws   carddata.Flaws
	Name    string  `yaml:"name,required"`
	Origin  string  `yaml:"origin,required"`
	Ability Ability `yaml:"ability,required"`
}

type planetEntry struct {
	Pos        carddata.Pos
	Flaws      carddata.Flaws
	Name       string  `yaml:"name,required"`
	Origin     string  `yaml:"origin,required"`
	CostOrigin string  `yaml:"cost_origin"`
	Cost       Pile    `yaml:"cost,required"`
	Ability    Ability `yaml:"ability,required"`
}

// LoadCards reads and compiles a card file (the layout of
// beforeearth/cards/standard.yaml), naming it file in errors. Every problem
// is reported as a carddata.ErrorList entry at file:line:col: a misspelt
// field or ability word comes with a suggestion, and an ability the engine
// cannot perform is an error, never skipped. The checks after reading are
// the ones New makes of a set built in Go: a set holds 3 to 32 spaceships
// and as many planets (a row of 3 of each is laid out face up).
//
// A file that starts "extends: standard" adds, replaces or removes cards
// of the standard set by name (see carddata.Extend), and is checked as a
// whole set.
func LoadCards(file string, data []byte) (*CardSet, error) {
	var f cardFile
	var errs carddata.ErrorList
	pos := &cardPositions{top: carddata.Pos{File: file, Line: 1, Col: 1}}
	if err := decodeFile(file, data, &f); err != nil {
		errs.AddError(pos.top, err)
		if len(errs) > f.entryFlaws() {
			return nil, errs.Err() // the file's layout could not be read
		}
	}
	cs := &CardSet{Name: f.Name, QuarryCapacity: f.QuarryCapacity}
	for _, e := range f.Spaceships {
		cs.Ships = append(cs.Ships, ShipCard{Name: e.Name, Origin: e.Origin, Ability: e.Ability})
		pos.ships = append(pos.ships, e.Pos)
		pos.flawedShips = append(pos.flawedShips, e.Flaws > 0)
	}
	for _, e := range f.Planets {
		cost, err := e.Cost.resources()
		if err != nil && e.Flaws == 0 {
			errs.Addf(e.Pos, "planet %s: %v", e.Name, err)
		}
		cs.Planets = append(cs.Planets, PlanetCard{Name: e.Name, Origin: e.Origin, CostOrigin: e.CostOrigin, Cost: cost, Ability: e.Ability})
		pos.planets = append(pos.planets, e.Pos)
		pos.flawedPlanets = append(pos.flawedPlanets, e.Flaws > 0)
	}
	return compileSet(cs, pos, errs)
}

// entryFlaws counts the errors decoding found in the file's cards.
func (f *cardFile) entryFlaws() int {
	n := 0
	for _, e := range f.Spaceships {
		n += int(e.Flaws)
	}
	for _, e := range f.Planets {
		n += int(e.Flaws)
	}
	return n
}
