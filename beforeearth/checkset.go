package beforeearth

import (
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rulebox/rulebox/carddata"
)

// cardPositions places the cards of a set read from a file, for errors.
type cardPositions struct {
	top            carddata.Pos
	ships, planets []carddata.Pos
	// flawedShips and flawedPlanets mark the cards whose entries had
	// errors when read: their other problems follow from those, already
	// reported, and are not.
	flawedShips, flawedPlanets []bool
}

// flawed reports whether card i of deck d had errors when read.
func (p *cardPositions) flawed(d deck, i int) bool {
	switch {
	case p == nil:
		return false
	case d == inShips:
		return i < len(p.flawedShips) && p.flawedShips[i]
	case d == inPlanets:
		return i < len(p.flawedPlanets) && p.flawedPlanets[i]
	}
	return false
}

// problems collects what is wrong with a card set: with positions when it
// was read from a file, by deck and index when it was built in Go.
type problems struct {
	pos  *cardPositions // nil for a set built in Go
	set  string
	list carddata.ErrorList
}

// deck names where a problem is: the set itself, a spaceship or a planet.
type deck uint8

const (
	inSet deck = iota
	inShips
	inPlanets
)

// add records a problem with card i of deck d.
func (p *problems) add(d deck, i int, found, expected, suggest string) {
	if !p.pos.flawed(d, i) {
		p.list.Add(p.at(d, i), found, expected, suggest)
	}
}

// addf records a problem stated as a sentence.
func (p *problems) addf(d deck, i int, format string, args ...any) {
	if !p.pos.flawed(d, i) {
		p.list.Addf(p.at(d, i), format, args...)
	}
}

func (p *problems) at(d deck, i int) carddata.Pos {
	if p.pos != nil {
		switch {
		case d == inShips && i < len(p.pos.ships):
			return p.pos.ships[i]
		case d == inPlanets && i < len(p.pos.planets):
			return p.pos.planets[i]
		}
		return p.pos.top
	}
	where := "CardSet"
	switch d {
	case inShips:
		where = "Ships[" + strconv.Itoa(i) + "]"
	case inPlanets:
		where = "Planets[" + strconv.Itoa(i) + "]"
	}
	return carddata.Pos{File: where}
}

// err returns the problems as one error, or nil. A set read from a file
// reports a carddata.ErrorList; a set built in Go a plain error naming the
// card of each problem, as "Ships[2]: a spaceship needs a name".
func (p *problems) err() error {
	if len(p.list) == 0 {
		return nil
	}
	if p.pos != nil {
		return p.list.Err()
	}
	lines := make([]string, 0, len(p.list))
	for _, e := range p.list {
		msg := strings.TrimPrefix(e.Error(), e.Pos.String()+": ")
		lines = append(lines, e.Pos.File+": "+msg)
	}
	return errors.New("beforeearth: card set " + strconv.Quote(p.set) + ": " + strings.Join(lines, "; "))
}

var origins = []string{FromRulebook, Original}

// compileSet checks src as a card file is checked and returns a private
// compiled copy of it, sharing nothing with src: abilities are parsed
// again from their text into steps. pos places errors in a file; nil
// names cards by index.
func compileSet(src *CardSet, pos *cardPositions, prior carddata.ErrorList) (*CardSet, error) {
	pr := &problems{pos: pos, set: src.Name, list: prior}
	if !utf8.ValidString(src.Name) {
		pr.addf(inSet, 0, "set name %q is not valid UTF-8, so a saved game could not name it", src.Name)
	}
	if src.QuarryCapacity < 1 || src.QuarryCapacity > TotalResources {
		pr.addf(inSet, 0, "quarry_capacity %d is out of range 1..%d", src.QuarryCapacity, TotalResources)
	}
	if n := len(src.Ships); n < RowSize || n > maxCards {
		pr.addf(inSet, 0, "%d spaceships: a set needs %d to %d, the row of %d a game lays out face up and at most the %d a game can track", n, RowSize, maxCards, RowSize, maxCards)
	}
	if n := len(src.Planets); n < RowSize || n > maxCards {
		pr.addf(inSet, 0, "%d planets: a set needs %d to %d, the row of %d a game lays out face up and at most the %d a game can track", n, RowSize, maxCards, RowSize, maxCards)
	}
	cs := &CardSet{Name: src.Name, QuarryCapacity: src.QuarryCapacity, sealed: true, nearDamage: TrackMax, nearPlanets: planetsGoal}
	seen := map[string]bool{}
	for i := range src.Ships[:min(len(src.Ships), maxCards)] {
		sh := compileShip(pr, i, &src.Ships[i], seen)
		for _, at := range [...]int{sh.WinOpponentDamage, sh.WinOwnDamage} {
			if at > 0 {
				cs.winShips |= bit(i)
				cs.nearDamage = int8(min(int(cs.nearDamage), at))
			}
		}
		if sh.OpponentPlanets > 0 {
			cs.genesisLike |= bit(i)
			cs.nearPlanets = int8(min(int(cs.nearPlanets), sh.OpponentPlanets))
		}
		cs.Ships = append(cs.Ships, sh)
	}
	for i := range src.Planets[:min(len(src.Planets), maxCards)] {
		pl := compilePlanet(pr, i, &src.Planets[i], seen)
		cs.cost[i], cs.costSum[i] = pl.Cost, uint8(min(pl.Cost.Total(), 255))
		if len(pl.alts) == 1 {
			cs.oneReq[i], cs.oneAlt = pl.alts[0].req, cs.oneAlt|bit(i)
			if pl.alts[0].req == (requirement{}) {
				cs.freeUse |= bit(i)
			}
		}
		cs.Planets = append(cs.Planets, pl)
	}
	if err := pr.err(); err != nil {
		return nil, err
	}
	cs.digest = cs.hash()
	return cs, nil
}

// checkName checks a card's name (present, unique, readable in notation)
// and origin.
func checkName(pr *problems, d deck, i int, name, origin string, seen map[string]bool) {
	what := "spaceship"
	if d == inPlanets {
		what = "planet"
	}
	switch {
	case name == "":
		pr.addf(d, i, "a %s needs a name", what)
	case seen[name]:
		pr.addf(d, i, "card name %q is used twice", name)
	case !utf8.ValidString(name):
		pr.addf(d, i, "card name %q is not valid UTF-8, so a saved game could not name it", name)
	case name != strings.Join(strings.Fields(name), " ") || strings.HasPrefix(name, "#"):
		pr.addf(d, i, "card name %q must be words separated by single spaces, not starting with #, so that move notation can name it", name)
	}
	seen[name] = true
	checkOrigin(pr, d, i, "origin", origin)
}

func checkOrigin(pr *problems, d deck, i int, field, origin string) {
	if origin != FromRulebook && origin != Original {
		pr.add(d, i, fmt.Sprintf("%s %q", field, origin), field+" rulebook or original", carddata.Suggest(origin, origins))
	}
}

// compileAbility parses a's text into a private expression and its
// alternatives' ops; what names the card in errors.
func compileAbility(pr *problems, d deck, i int, what string, a Ability) (Ability, [][]op) {
	text := a.text()
	expr, err := carddata.ParseExpr(text)
	if err != nil {
		pr.addf(d, i, "%s: ability %q: %v", what, text, err)
		return Ability{}, nil
	}
	if expr.Ability == nil {
		return Ability{Expr: expr}, nil
	}
	var errs carddata.ErrorList
	ops := abilityOps(&errs, expr.Ability)
	if err := errs.Err(); err != nil {
		pr.addf(d, i, "%s: ability %q: %v", what, text, err)
	}
	return Ability{Expr: expr}, ops
}

// compileShip checks and compiles spaceship i.
func compileShip(pr *problems, i int, src *ShipCard, seen map[string]bool) ShipCard {
	checkName(pr, inShips, i, src.Name, src.Origin, seen)
	ab, ops := compileAbility(pr, inShips, i, "spaceship "+src.Name, src.Ability)
	c := ShipCard{Name: src.Name, Origin: src.Origin, Ability: ab}
	for _, alt := range ops {
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
	given := [3]int{src.WinOpponentDamage, src.WinOwnDamage, src.OpponentPlanets}
	derived := [3]int{c.WinOpponentDamage, c.WinOwnDamage, c.OpponentPlanets}
	for k := range given {
		if given[k] != 0 && given[k] != derived[k] {
			pr.addf(inShips, i, "spaceship %s: victory fields %v disagree with its ability, which sets %v", src.Name, given, derived)
			break
		}
	}
	if len(ops) > 1 && c.passive() {
		pr.addf(inShips, i, "spaceship %s: a victory condition cannot be one option of a choice", src.Name)
	}
	c.alts = compileAlts(pr, inShips, i, src.Name, ruleShips, ops)
	return c
}

func (c *ShipCard) passive() bool {
	return c.WinOpponentDamage > 0 || c.WinOwnDamage > 0 || c.OpponentPlanets > 0
}

// compilePlanet checks and compiles planet i.
func compilePlanet(pr *problems, i int, src *PlanetCard, seen map[string]bool) PlanetCard {
	checkName(pr, inPlanets, i, src.Name, src.Origin, seen)
	c := PlanetCard{Name: src.Name, Origin: src.Origin, CostOrigin: src.costOrigin(), Cost: src.Cost}
	checkOrigin(pr, inPlanets, i, "cost_origin", c.CostOrigin)
	for k, n := range src.Cost {
		if n > TotalResources {
			pr.addf(inPlanets, i, "planet %s: cost %d %v is out of range 0..%d", src.Name, n, Resource(k), TotalResources)
		}
	}
	ab, ops := compileAbility(pr, inPlanets, i, "planet "+src.Name, src.Ability)
	c.Ability = ab
	if len(ops) == 0 {
		pr.addf(inPlanets, i, "planet %s needs an ability", src.Name)
	}
	for _, alt := range ops {
		for _, o := range alt {
			if o.passive() {
				pr.addf(inPlanets, i, "planet %s: a victory condition belongs on a spaceship", src.Name)
			}
		}
	}
	c.alts = compileAlts(pr, inPlanets, i, src.Name, rulePlanets, ops)
	return c
}

// costOrigin is the origin of the planet's cost: CostOrigin, or Origin when
// it is not given.
func (c *PlanetCard) costOrigin() string {
	if c.CostOrigin == "" {
		return c.Origin
	}
	return c.CostOrigin
}

// compileAlts compiles each alternative's ops into steps.
func compileAlts(pr *problems, d deck, i int, card, rule string, alts [][]op) []alt {
	if len(alts) > maxAlts {
		pr.addf(d, i, "card %s: %d options, at most %d", card, len(alts), maxAlts)
	}
	out := make([]alt, 0, len(alts))
	for _, ops := range alts {
		var a alt
		for _, o := range ops {
			a.req.add(o)
		}
		steps, err := compileOps(card, rule, ops)
		if err != nil {
			pr.addf(d, i, "%v", err)
		}
		a.steps = steps
		out = append(out, a)
	}
	return out
}

// fingerprint hashes what a set says (names, origins, costs, abilities'
// canonical text, quarry capacity), so that a saved state names the exact
// cards it was played with.
func (c *CardSet) fingerprint() uint64 {
	if c.sealed {
		return c.digest
	}
	return c.hash()
}

// hash computes the fingerprint.
func (c *CardSet) hash() uint64 {
	h := fnv.New64a()
	field := func(s string) { h.Write([]byte(s)); h.Write([]byte{0}) }
	field(c.Name)
	field(strconv.Itoa(c.QuarryCapacity))
	for i := range c.Ships {
		sh := &c.Ships[i]
		field(sh.Name)
		field(sh.Origin)
		field(sh.Ability.text())
	}
	field("planets")
	for i := range c.Planets {
		pl := &c.Planets[i]
		field(pl.Name)
		field(pl.Origin)
		field(pl.costOrigin())
		field(pl.Cost.String())
		field(pl.Ability.text())
	}
	return h.Sum64()
}

// clone returns a copy of the set's printed values for a caller to keep:
// new slices and newly parsed abilities, nothing shared.
func (c *CardSet) clone() *CardSet {
	out := &CardSet{Name: c.Name, QuarryCapacity: c.QuarryCapacity}
	out.Ships = make([]ShipCard, len(c.Ships))
	for i, sh := range c.Ships {
		out.Ships[i] = ShipCard{Name: sh.Name, Origin: sh.Origin, Ability: reparse(sh.Ability),
			WinOpponentDamage: sh.WinOpponentDamage, WinOwnDamage: sh.WinOwnDamage, OpponentPlanets: sh.OpponentPlanets}
	}
	out.Planets = make([]PlanetCard, len(c.Planets))
	for i, pl := range c.Planets {
		out.Planets[i] = PlanetCard{Name: pl.Name, Origin: pl.Origin, CostOrigin: pl.CostOrigin, Cost: pl.Cost, Ability: reparse(pl.Ability)}
	}
	return out
}

// reparse returns a copy of a with its own parsed expression.
func reparse(a Ability) Ability {
	expr, err := carddata.ParseExpr(a.text())
	if err != nil {
		return Ability{Expr: carddata.Expr{Text: a.text()}}
	}
	return Ability{Expr: expr}
}
