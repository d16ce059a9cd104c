package cosmicrun

import (
	"fmt"
	"strings"
)

// notation is how one kind of move writes and reads the words after its
// verb: how many there are, how print writes them and how parse reads them
// into a move whose Player and Kind are set (nil for a kind with none).
type notation struct {
	words int
	print func(b *strings.Builder, m Move)
	parse func(m *Move, args []string) error
}

// notations holds, for each kind of move, its arguments' notation: the one
// table String and ParseMove both read.
var notations = [numKinds]notation{
	Pass:    {1, printCard, parseCardArg},
	Keep:    {0, nil, nil},
	Discard: {1, printCard, parseCardArg},
	Place:   {3, printPlacement, parsePlacement},
	Mine:    {1, printOrientation, parseOrientationArg},
	Theirs:  {0, nil, nil},
	Reflip:  {0, nil, nil},
}

func printCard(b *strings.Builder, m Move) { b.WriteString(m.Card.String()) }

func printPlacement(b *strings.Builder, m Move) {
	fmt.Fprintf(b, "%v %d %s", m.Card, m.Planet+1, orientation(m.Rotated))
}

func printOrientation(b *strings.Builder, m Move) { b.WriteString(orientation(m.Rotated)) }

func parseCardArg(m *Move, args []string) (err error) {
	m.Card, err = ParseCard(args[0])
	return err
}

// parsePlacement reads "CARD PLANET ORIENTATION", the planet from 1.
func parsePlacement(m *Move, args []string) (err error) {
	if m.Card, err = ParseCard(args[0]); err != nil {
		return err
	}
	if m.Planet, err = parsePlanet(args[1]); err != nil {
		return err
	}
	m.Rotated, err = parseOrientation(args[2])
	return err
}

func parseOrientationArg(m *Move, args []string) (err error) {
	m.Rotated, err = parseOrientation(args[0])
	return err
}
