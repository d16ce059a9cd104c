package beforeearth

import (
	"fmt"
	"strconv"
)

// notation is how one kind of move writes and reads the words after its
// verb: print returns them ("" for none) and parse reads them into m, whose
// Player and Kind are set, with cs naming the cards.
type notation struct {
	print func(m Move, cs *CardSet) string
	parse func(m *Move, cs *CardSet, arg string) error
}

// notations holds, for each kind of move, its argument's notation: the one
// table String and ParseMove both read.
var notations = [numMoveKinds]notation{
	PlayCard:       {printAction, parseActionArg},
	TakeShip:       {cardName, parseShipArg},
	CollectQuarry:  {func(m Move, _ *CardSet) string { return strconv.Itoa(int(m.Quarry) + 1) }, parseQuarryArg},
	TakeResource:   {printResource, parseResourceArg},
	SpendResource:  {printResource, parseResourceArg},
	PayResource:    {printResource, parseResourceArg},
	ChooseOption:   {func(m Move, _ *CardSet) string { return strconv.Itoa(int(m.Option) + 1) }, parseOptionArg},
	SearchPlanet:   {cardName, parsePlanetArg},
	ColonizePlanet: {cardName, parsePlanetArg},
	UsePlanet:      {cardName, parsePlanetArg},
	Done:           {func(Move, *CardSet) string { return "" }, parseNoArg},
}

func printAction(m Move, _ *CardSet) string   { return m.Action.String() }
func printResource(m Move, _ *CardSet) string { return m.Resource.String() }

func parseActionArg(m *Move, _ *CardSet, arg string) error {
	a, ok := parseAction(arg)
	if !ok {
		return fmt.Errorf("%q is not an action card (A, B, C, D)", arg)
	}
	m.Action = a
	return nil
}

func parseResourceArg(m *Move, _ *CardSet, arg string) error {
	r, ok := parseResource(arg)
	if !ok {
		return fmt.Errorf("%q is not a resource (black, grey, white)", arg)
	}
	m.Resource = r
	return nil
}

func parseQuarryArg(m *Move, _ *CardSet, arg string) error {
	n, err := parseOrdinal(arg, NumQuarries)
	m.Quarry = int8(n)
	return err
}

func parseOptionArg(m *Move, _ *CardSet, arg string) error {
	n, err := parseOrdinal(arg, maxMoves)
	m.Option = int8(n)
	return err
}

// parseOrdinal reads a number written from 1 to limit and returns it from 0.
func parseOrdinal(arg string, limit int) (int, error) {
	n, err := strconv.Atoi(arg)
	if err != nil || n < 1 || n > limit {
		return 0, fmt.Errorf("%q is not a number from 1 to %d", arg, limit)
	}
	return n - 1, nil
}

func parseNoArg(_ *Move, _ *CardSet, arg string) error {
	if arg != "" {
		return fmt.Errorf("done takes no argument, got %q", arg)
	}
	return nil
}

// parseShipArg and parsePlanetArg read a card move's spaceship or planet
// by name.
var (
	parseShipArg   = parseCardArg("spaceship", (*CardSet).shipIndex)
	parsePlanetArg = parseCardArg("planet", (*CardSet).planetIndex)
)

// parseCardArg reads a card by name into a move, the card's index found
// by index among the set's cards of that kind.
func parseCardArg(kind string, index func(*CardSet, string) int) func(*Move, *CardSet, string) error {
	return func(m *Move, cs *CardSet, name string) error {
		cs = orStandard(cs)
		i := index(cs, name)
		if i < 0 {
			return fmt.Errorf("no %s named %q", kind, name)
		}
		m.Card = card16(i)
		return nil
	}
}

// orStandard returns cs, or the embedded set for nil.
func orStandard(cs *CardSet) *CardSet {
	if cs == nil {
		cs, _ = standard()
	}
	return cs
}
