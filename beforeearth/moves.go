package beforeearth

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// MoveKind is what a move does.
type MoveKind uint8

// The kinds of move. Each answers one kind of decision.
const (
	PlayCard       MoveKind = iota + 1 // choose an action card in secret: Arg is the Action
	TakeShip                           // take an available spaceship: Arg is its index
	CollectQuarry                      // collect a Quarry: Arg is 0, 1 or 2
	TakeResource                       // take a resource of your choice from the supply: Arg is the Resource
	SpendResource                      // spend a resource of your choice: Arg is the Resource
	PayResource                        // pay a resource towards a planet: Arg is the Resource
	ChooseOption                       // choose a card's alternative: Arg is 0 or 1
	SearchPlanet                       // choose a planet from the planet deck: Arg is its index
	ColonizePlanet                     // colonize an available planet: Arg is its index
	UsePlanet                          // use a colonized planet's ability: Arg is its index
	Done                               // end your planet abilities (and colonizing) for now
	numMoveKinds
)

var moveWords = [numMoveKinds]string{"", "play", "ship", "quarry", "take", "spend", "pay", "option", "search", "colonize", "use", "done"}

// String returns the kind's notation word ("colonize").
func (k MoveKind) String() string {
	if k > 0 && k < numMoveKinds {
		return moveWords[k]
	}
	return fmt.Sprintf("MoveKind(%d)", k)
}

// Move is one decision by one player. Moves are comparable with ==. A card
// move (ship, search, colonize, use) names its card by the index in its
// card set, and carries the set it was made in (by LegalMoves, ParseMove or
// JSON) to print the name. Applied in a game of another set, it means the
// card of the same name there: its notation, not its index, is its
// identity. A Move built in Go without a set means the index in the game's
// set.
type Move struct {
	Player Player   // who decides
	Kind   MoveKind // what the move does
	Arg    int      // what it is done with, as each MoveKind says
	cards  *CardSet
}

// String returns the move's notation: "P1 play A", "P2 ship The Davnarock",
// "P1 quarry 2", "P1 take grey", "P2 colonize Nestarvis", "P1 done".
func (m Move) String() string {
	arg := m.argString()
	if arg == "" {
		return fmt.Sprintf("%v %v", m.Player, m.Kind)
	}
	return fmt.Sprintf("%v %v %s", m.Player, m.Kind, arg)
}

func (m Move) argString() string {
	switch m.Kind {
	case PlayCard:
		return Action(m.Arg).String()
	case CollectQuarry, ChooseOption:
		return strconv.Itoa(m.Arg + 1)
	case TakeResource, SpendResource, PayResource:
		return Resource(m.Arg).String()
	case TakeShip, SearchPlanet, ColonizePlanet, UsePlanet:
		return m.cardName()
	}
	return ""
}

func (m Move) cardName() string {
	cs := m.cards
	if cs == nil {
		cs, _ = standard()
	}
	if m.Kind == TakeShip {
		if m.Arg >= 0 && m.Arg < len(cs.Ships) {
			return cs.Ships[m.Arg].Name
		}
	} else if m.Arg >= 0 && m.Arg < len(cs.Planets) {
		return cs.Planets[m.Arg].Name
	}
	return "#" + strconv.Itoa(m.Arg)
}

// ParseMove reads a move's notation (as String writes it) in state s, whose
// card set names the cards.
func ParseMove(s State, text string) (Move, error) {
	return parseMove(s.d.cards, text)
}

func parseMove(cs *CardSet, text string) (Move, error) {
	fields := strings.Fields(text)
	if len(fields) < 2 {
		return Move{}, fmt.Errorf("beforeearth: move %q: want \"P1|P2 VERB [ARGUMENT]\"", text)
	}
	var m Move
	switch fields[0] {
	case "P1":
		m.Player = P1
	case "P2":
		m.Player = P2
	default:
		return Move{}, fmt.Errorf("beforeearth: move %q: player %q is not P1 or P2", text, fields[0])
	}
	for k := PlayCard; k < numMoveKinds; k++ {
		if fields[1] == moveWords[k] {
			m.Kind = k
		}
	}
	if m.Kind == 0 {
		return Move{}, fmt.Errorf("beforeearth: move %q: unknown verb %q (want one of %s)", text, fields[1], strings.Join(moveWords[1:], ", "))
	}
	arg := strings.Join(fields[2:], " ")
	if err := m.parseArg(cs, arg); err != nil {
		return Move{}, fmt.Errorf("beforeearth: move %q: %w", text, err)
	}
	return m, nil
}

// parseArg reads the argument of a move whose kind is set.
func (m *Move) parseArg(cs *CardSet, arg string) error {
	switch m.Kind {
	case Done:
		if arg != "" {
			return fmt.Errorf("done takes no argument, got %q", arg)
		}
		return nil
	case PlayCard:
		a, ok := parseAction(arg)
		if !ok {
			return fmt.Errorf("%q is not an action card (A, B, C, D)", arg)
		}
		m.Arg = int(a)
	case CollectQuarry, ChooseOption:
		limit := NumQuarries
		if m.Kind == ChooseOption {
			limit = maxMoves
		}
		n, err := strconv.Atoi(arg)
		if err != nil || n < 1 || n > limit {
			return fmt.Errorf("%q is not a number from 1 to %d", arg, limit)
		}
		m.Arg = n - 1
	case TakeResource, SpendResource, PayResource:
		r, ok := parseResource(arg)
		if !ok {
			return fmt.Errorf("%q is not a resource (black, grey, white)", arg)
		}
		m.Arg = int(r)
	default:
		return m.parseCard(cs, arg)
	}
	return nil
}

// parseCard reads a card name for a card move.
func (m *Move) parseCard(cs *CardSet, name string) error {
	if cs == nil {
		cs, _ = standard()
	}
	i := -1
	if m.Kind == TakeShip {
		i = cs.shipIndex(name)
	} else {
		i = cs.planetIndex(name)
	}
	if i < 0 {
		what := "planet"
		if m.Kind == TakeShip {
			what = "spaceship"
		}
		return fmt.Errorf("no %s named %q", what, name)
	}
	m.Arg, m.cards = i, cs
	return nil
}

// MarshalJSON writes the move as its notation.
func (m Move) MarshalJSON() ([]byte, error) { return json.Marshal(m.String()) }

// UnmarshalJSON reads a move's notation. A card is looked up by name in the
// embedded set; a name that set does not have is kept as the name alone.
// Either way Apply finds the card by its name in the game's own set, so a
// move read from JSON means the same card in any game that has it, and is
// refused in one that does not. On error the receiver is left as it was.
func (m *Move) UnmarshalJSON(b []byte) error {
	var text string
	if err := json.Unmarshal(b, &text); err != nil {
		return fmt.Errorf("beforeearth: move: %w", err)
	}
	std, _ := standard()
	v, err := parseMove(std, text)
	if err != nil {
		v, err = parseMove(nameOnly(text), text)
	}
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// nameOnly returns a set holding just the card a move's notation names, for
// a name the embedded set lacks: the move keeps the name, which Apply looks
// up in the game's set. It is never played.
func nameOnly(text string) *CardSet {
	f := strings.Fields(text)
	if len(f) < 3 {
		return nil
	}
	name := strings.Join(f[2:], " ")
	if f[1] == TakeShip.String() {
		return &CardSet{Ships: []ShipCard{{Name: name}}}
	}
	return &CardSet{Planets: []PlanetCard{{Name: name}}}
}

// inSet returns m with its card looked up by name in cs, when m was made in
// another set; ok is false if cs has no card of that name.
func (m Move) inSet(cs *CardSet) (Move, bool) {
	if m.cards == nil || m.cards == cs || cs == nil || !m.Kind.namesCard() {
		return m, true
	}
	name := m.cardName()
	i := cs.planetIndex(name)
	if m.Kind == TakeShip {
		i = cs.shipIndex(name)
	}
	if i < 0 {
		return m, false
	}
	m.Arg, m.cards = i, cs
	return m, true
}

// namesCard reports whether moves of kind k name a card.
func (k MoveKind) namesCard() bool {
	return k == TakeShip || k == SearchPlanet || k == ColonizePlanet || k == UsePlanet
}
