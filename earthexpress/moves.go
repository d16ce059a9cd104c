package earthexpress

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebox/rulebox/internal/grid"
)

// MoveKind is what a move does.
type MoveKind uint8

// The kinds of move; each answers one kind of decision.
const (
	Keep      MoveKind = iota + 1 // setup: keep an Ecosystem side; A is the card, B the side
	Plant                         // choose card A to plant
	At                            // plant the chosen card at place B
	Refresh                       // start a Refresh (2 Seeds)
	Germinate                     // start a Germinate (3 Seeds)
	Discard                       // discard card A (Refresh or Germinate)
	Name                          // name feature A (the vocabulary's word index)
	Action                        // choose action colour A
	Activate                      // activate the ability offered, option A
	Skip                          // let the ability offered go
	Pay                           // pay one resource A from place B
	Place                         // place one resource A on place B
	Done                          // stop: the Refresh's discards, or a benefit taken in part
	Neighbour                     // read neighbour A's tableau
	Opponent                      // give to opponent A
	Convert                       // anytime conversion: spend 2 of resource A (paid with Pay moves), gain 1 Seed
	End                           // end step 3
	Tie                           // solo: Demeter activates colour A
	Claim                         // solo: Demeter's first claim is Fauna A
	numMoveKinds
)

var moveWords = [numMoveKinds]string{"", "keep", "plant", "at", "refresh", "germinate", "discard", "name", "action",
	"activate", "skip", "pay", "place", "done", "neighbour", "opponent", "convert", "end", "demeter", "claim"}

// String returns the kind's notation word.
func (k MoveKind) String() string {
	if k > 0 && k < numMoveKinds {
		return moveWords[k]
	}
	return fmt.Sprintf("MoveKind(%d)", k)
}

// Move is one decision of one player. Moves are comparable with ==.
type Move struct {
	Player Player   // who decides
	Kind   MoveKind // what the move does
	A      uint16   // the first argument, as each MoveKind says (a card, a colour, a resource, ...)
	B      uint8    // the second argument: a place (0 to 8, row by row) or an Ecosystem side
	cards  *CardSet // for card names in notation; not compared meaningfully (one set per game)
}

// placeName writes a place as "r1c2".
func placeName(i int) string { return grid.Pos{Row: i / 3, Col: i % 3}.String() }

// parsePlace reads "r1c2".
func parsePlace(s string) (int, bool) {
	if len(s) != 4 || (s[0] != 'r' && s[0] != 'R') || (s[2] != 'c' && s[2] != 'C') {
		return 0, false
	}
	r, c := int(s[1]-'1'), int(s[3]-'1')
	if r < 0 || r > 2 || c < 0 || c > 2 {
		return 0, false
	}
	return r*3 + c, true
}

// String returns the move's notation: "P1 plant American Sycamore r1c2",
// "P2 action blue", "P1 place sprout r2c1", "P3 convert growth r1c1 r1c1".
func (m Move) String() string {
	if a := m.args(); a != "" {
		return fmt.Sprintf("%v %v %s", m.Player, m.Kind, a)
	}
	return fmt.Sprintf("%v %v", m.Player, m.Kind)
}

func (m Move) set() *CardSet {
	if m.cards != nil {
		return m.cards
	}
	return standard()
}

func (m Move) args() string {
	cs := m.set()
	switch m.Kind {
	case Keep:
		if int(m.A) < len(cs.ecosystems) && m.B < 2 {
			return cs.ecosystems[m.A].Sides[m.B].Name
		}
		return fmt.Sprintf("#%d/%d", m.A, m.B)
	case At:
		return placeName(int(m.B))
	case Plant, Discard:
		return cs.name(Card(m.A))
	case Name:
		ws := cs.Vocab.Words()
		if int(m.A) < len(ws) {
			return ws[m.A]
		}
		return "#" + strconv.Itoa(int(m.A))
	case Action, Tie:
		return Colour(m.A).String()
	case Activate:
		if m.A > 0 {
			return strconv.Itoa(int(m.A) + 1)
		}
	case Pay, Place:
		return Resource(m.A).String() + " " + placeName(int(m.B))
	case Convert:
		return Resource(m.A).String()
	case Neighbour:
		if m.A == 0 {
			return "left"
		}
		return "right"
	case Opponent:
		return Player(m.A).String()
	case Claim:
		if int(m.A) < 2 {
			return strconv.Itoa(int(m.A) + 1)
		}
	}
	return ""
}

// MarshalText writes the move's notation.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// ParseMove reads a move's notation in s (whose card set names the cards).
// It checks the notation, not the rules: Apply does.
func ParseMove(s State, text string) (Move, error) {
	cs := s.d.cards
	if cs == nil {
		cs = standard()
	}
	f := strings.Fields(text)
	if len(f) < 2 {
		return Move{}, fmt.Errorf("earthexpress: %q is not a move: expected a player and a word, as in \"P1 action red\"", text)
	}
	var p Player
	if err := p.UnmarshalText([]byte(f[0])); err != nil || p < 0 {
		return Move{}, fmt.Errorf("earthexpress: %q: %q is not a player (P1, P2, ...)", text, f[0])
	}
	m := Move{Player: p, cards: cs}
	for k := Keep; k < numMoveKinds; k++ {
		if moveWords[k] == strings.ToLower(f[1]) {
			m.Kind = k
		}
	}
	if m.Kind == 0 {
		return Move{}, fmt.Errorf("earthexpress: %q: unknown move %q (expected one of %s)", text, f[1], strings.Join(moveWords[1:], ", "))
	}
	if err := m.parseArgs(cs, f[2:]); err != nil {
		return Move{}, fmt.Errorf("earthexpress: %q: %v", text, err)
	}
	return m, nil
}

func (m *Move) parseArgs(cs *CardSet, a []string) error {
	rest := strings.Join(a, " ")
	want := func(n int, form string) error {
		if len(a) != n {
			return fmt.Errorf("expected %s after %q", form, m.Kind)
		}
		return nil
	}
	switch m.Kind {
	case Refresh, Germinate, Skip, Done, End:
		return want(0, "nothing")
	case Keep:
		for i, ec := range cs.ecosystems {
			for j, sd := range ec.Sides {
				if sd.Name == rest {
					m.A, m.B = uint16(i), uint8(j)
					return nil
				}
			}
		}
		return fmt.Errorf("%q is no Ecosystem side of the set", rest)
	case At:
		pl, ok := parsePlace(rest)
		if !ok || len(a) != 1 {
			return fmt.Errorf("expected a place r1c1..r3c3, got %q", rest)
		}
		m.B = uint8(pl)
	case Plant, Discard:
		c, ok := cs.Lookup(rest)
		if !ok {
			return fmt.Errorf("%q is no card of the set", rest)
		}
		m.A = uint16(c)
	case Name:
		ws := cs.Vocab.Words()
		for i, w := range ws {
			if w == rest {
				m.A = uint16(i)
				return nil
			}
		}
		return fmt.Errorf("%q is no card word of the set (%s)", rest, strings.Join(ws, ", "))
	case Action, Tie:
		c, ok := parseColour(rest)
		if !ok || c < Red || c > Yellow {
			return fmt.Errorf("expected red, blue or yellow, got %q", rest)
		}
		m.A = uint16(c)
	case Activate:
		if len(a) == 0 {
			return nil
		}
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 || n > 9 || len(a) != 1 {
			return fmt.Errorf("expected an option number, got %q", rest)
		}
		m.A = uint16(n - 1)
	case Convert:
		r, ok := resourceOf(rest)
		if !ok || r == Seed || len(a) != 1 {
			return fmt.Errorf("expected sprout or growth, got %q", rest)
		}
		m.A = uint16(r)
	case Pay, Place:
		if err := want(2, "a resource and a place"); err != nil {
			return err
		}
		r, ok := resourceOf(a[0])
		if !ok {
			return fmt.Errorf("expected seed, sprout or growth, got %q", a[0])
		}
		m.A = uint16(r)
		for i, s := range a[1:] {
			pl, ok := parsePlace(s)
			if !ok {
				return fmt.Errorf("expected a place r1c1..r3c3, got %q", s)
			}
			_ = i
			m.B = uint8(pl)
		}
	case Neighbour:
		switch rest {
		case "left":
		case "right":
			m.A = 1
		default:
			return fmt.Errorf("expected left or right, got %q", rest)
		}
	case Opponent:
		var p Player
		if err := p.UnmarshalText([]byte(rest)); err != nil || p < 0 {
			return fmt.Errorf("expected a player, got %q", rest)
		}
		m.A = uint16(p)
	case Claim:
		if rest != "1" && rest != "2" {
			return fmt.Errorf("expected 1 or 2 (the Fauna card), got %q", rest)
		}
		m.A = uint16(rest[0] - '1')
	}
	return nil
}
