package beforeearth

import (
	"fmt"
	"strings"

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
	Pos     carddata.Pos
	Name    string  `yaml:"name"`
	Origin  string  `yaml:"origin"`
	Cost    Pile    `yaml:"cost"`
	Ability Ability `yaml:"ability"`
}

// LoadCards reads and compiles a card file (the layout of
// beforeearth/cards/standard.yaml), naming it file in errors. Every problem
// is reported as a carddata.ErrorList entry at file:line:col: a misspelt
// field or ability word comes with a suggestion, and an ability the engine
// cannot perform is an error, never skipped.
func LoadCards(file string, data []byte) (*CardSet, error) {
	var f cardFile
	if err := carddata.Decode(file, data, &f); err != nil {
		return nil, err
	}
	var errs carddata.ErrorList
	cs := &CardSet{Name: f.Name, QuarryCapacity: f.QuarryCapacity}
	top := carddata.Pos{File: file, Line: 1, Col: 1}
	if f.QuarryCapacity < 1 || f.QuarryCapacity > TotalResources {
		errs.Addf(top, "quarry_capacity %d is out of range 1..%d", f.QuarryCapacity, TotalResources)
	}
	seen := map[string]bool{}
	for i, e := range f.Spaceships {
		checkEntry(&errs, e.Pos, e.Name, e.Origin, "spaceship", seen)
		sh := e.ship(&errs)
		if sh.WinOpponentDamage > 0 || sh.WinOwnDamage > 0 {
			cs.winShips |= bit(i)
		}
		if sh.OpponentPlanets > 0 {
			cs.genesisLike |= bit(i)
		}
		cs.Ships = append(cs.Ships, sh)
	}
	for _, e := range f.Planets {
		checkEntry(&errs, e.Pos, e.Name, e.Origin, "planet", seen)
		cs.Planets = append(cs.Planets, e.planet(&errs))
	}
	if n := len(cs.Ships); n < RowSize || n > maxCards {
		errs.Addf(top, "%d spaceships: a set needs %d to %d", n, RowSize, maxCards)
	}
	if n := len(cs.Planets); n < RowSize || n > maxCards {
		errs.Addf(top, "%d planets: a set needs %d to %d", n, RowSize, maxCards)
	}
	if err := errs.Err(); err != nil {
		return nil, err
	}
	return cs, nil
}

var origins = []string{"rulebook", "original"}

// checkEntry checks a card's name (present, unique) and origin.
func checkEntry(errs *carddata.ErrorList, pos carddata.Pos, name, origin, what string, seen map[string]bool) {
	switch {
	case name == "":
		errs.Addf(pos, "a %s needs a name", what)
	case seen[name]:
		errs.Addf(pos, "card name %q is used twice", name)
	case name != strings.Join(strings.Fields(name), " ") || strings.HasPrefix(name, "#"):
		errs.Addf(pos, "card name %q must be words separated by single spaces, not starting with #, so that move notation can name it", name)
	}
	seen[name] = true
	if origin != "rulebook" && origin != "original" {
		errs.Add(pos, fmt.Sprintf("origin %q", origin), "origin rulebook or original", carddata.Suggest(origin, origins))
	}
}

// ship compiles a spaceship entry.
func (e shipEntry) ship(errs *carddata.ErrorList) ShipCard {
	c := ShipCard{Name: e.Name, Origin: e.Origin, Ability: e.Ability}
	for _, alt := range e.Ability.alts {
		for _, o := range alt {
			switch o.kind {
			case opWinOppDamage:
				c.WinOpponentDamage = o.n
			case opWinOwnDamage:
				c.WinOwnDamage = o.n
			case opOppPlanets:
				c.OpponentPlanets = o.n
			}
		}
	}
	if len(e.Ability.alts) > 1 && c.passive() {
		errs.Addf(e.Pos, "spaceship %s: a victory condition cannot be one option of a choice", e.Name)
	}
	c.alts = compileAlts(errs, e.Pos, e.Name, ruleShips, e.Ability.alts)
	return c
}

func (c *ShipCard) passive() bool {
	return c.WinOpponentDamage > 0 || c.WinOwnDamage > 0 || c.OpponentPlanets > 0
}

// planet compiles a planet entry.
func (e planetEntry) planet(errs *carddata.ErrorList) PlanetCard {
	cost, err := e.Cost.resources()
	if err != nil {
		errs.Addf(e.Pos, "planet %s: %v", e.Name, err)
	}
	c := PlanetCard{Name: e.Name, Origin: e.Origin, Cost: cost, Ability: e.Ability}
	if len(e.Ability.alts) == 0 {
		errs.Addf(e.Pos, "planet %s needs an ability", e.Name)
	}
	for _, alt := range e.Ability.alts {
		for _, o := range alt {
			if o.passive() {
				errs.Addf(e.Pos, "planet %s: a victory condition belongs on a spaceship", e.Name)
			}
		}
	}
	c.alts = compileAlts(errs, e.Pos, e.Name, rulePlanets, e.Ability.alts)
	return c
}

// compileAlts compiles each alternative's ops into closures.
func compileAlts(errs *carddata.ErrorList, pos carddata.Pos, card, rule string, alts [][]op) []alt {
	out := make([]alt, 0, len(alts))
	for _, ops := range alts {
		var a alt
		for _, o := range ops {
			a.req.add(o)
		}
		steps, err := compileOps(card, rule, ops)
		if err != nil {
			errs.Addf(pos, "%v", err)
		}
		a.steps = steps
		out = append(out, a)
	}
	return out
}
