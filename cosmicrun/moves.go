package cosmicrun

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebox/rulebox/internal/enum"
)

// MoveKind is the kind of a Move.
type MoveKind uint8

// The kinds of move. The zero MoveKind, NoMove, is no decision: the zero
// Move is never legal.
const (
	NoMove  MoveKind = iota // not a move: the zero Move's kind
	Pass                    // choose a card to pass to the opponent
	Keep                    // keep the hand: no discard
	Discard                 // discard a card to draw one set aside
	Place                   // choose, in secret, a card, a planet and an orientation
	Mine                    // solo: put the flipped card on your own side
	Theirs                  // solo: put the flipped card on the opposing side
	Reflip                  // solo: discard the flipped card and flip another
	numKinds
)

var kindNames = [numKinds]string{"none", "pass", "keep", "discard", "place", "mine", "theirs", "reflip"}

// String returns the kind's word in move notation.
func (k MoveKind) String() string { return enum.Name(kindNames[:], k, "MoveKind") }

// Move is one decision by one player. It is a small comparable value; fields
// a kind does not use are zero. Go values count from 0 and notation from
// 1, as everywhere in rulebox: Planet 0 is written "1", Player P1 is the Go
// value 0; Card is the card the notation names (R3 is the Card
// ParseCard("R3") returns).
//
// Notation (what String writes and ParseMove reads):
//
//	P1 pass R3             choose red 3 as one of the 2 cards to pass
//	P1 keep                keep the hand
//	P1 discard R3          discard red 3 and draw a card set aside
//	P1 place R3 2 upright  place red 3 at planet 2, printed way up
//	P1 place R3 2 turned   ... turned round, so its second arrow is active
//	P1 mine upright        solo: the flipped card to your side
//	P1 theirs              solo: the flipped card to the opposing side
//	P1 reflip              solo: discard the flipped card, flip another
type Move struct {
	Player  Player   // who decides
	Kind    MoveKind // what the move does
	Card    Card     // Pass, Discard, Place
	Planet  int8     // Place: the planet, from 0 (notation counts from 1)
	Rotated bool     // Place, Mine: turned round
}

// PassMove is p choosing c to pass.
func PassMove(p Player, c Card) Move { return Move{Player: p, Kind: Pass, Card: c} }

// KeepMove is p keeping their hand.
func KeepMove(p Player) Move { return Move{Player: p, Kind: Keep} }

// DiscardMove is p discarding c to draw.
func DiscardMove(p Player, c Card) Move { return Move{Player: p, Kind: Discard, Card: c} }

// PlaceMove is p placing c at planet (from 0: 0 to 2), turned round if
// rotated.
func PlaceMove(p Player, c Card, planet int, rotated bool) Move {
	return Move{Player: p, Kind: Place, Card: c, Planet: int8(planet), Rotated: rotated}
}

// MineMove is the solo player p (P1, the only seat of the solo game)
// taking the flipped card to their side, turned round if rotated.
func MineMove(p Player, rotated bool) Move { return Move{Player: p, Kind: Mine, Rotated: rotated} }

// TheirsMove is the solo player p (P1) giving the flipped card to the
// opposing side.
func TheirsMove(p Player) Move { return Move{Player: p, Kind: Theirs} }

// ReflipMove is the solo player p (P1) discarding the flipped card for
// another.
func ReflipMove(p Player) Move { return Move{Player: p, Kind: Reflip} }

// String writes the move in notation.
func (m Move) String() string {
	var b strings.Builder
	b.WriteString(m.Player.String())
	b.WriteByte(' ')
	b.WriteString(m.Kind.String())
	if m.Kind < numKinds && notations[m.Kind].print != nil {
		b.WriteByte(' ')
		notations[m.Kind].print(&b, m)
	}
	return b.String()
}

func orientation(rotated bool) string {
	if rotated {
		return "turned"
	}
	return "upright"
}

// ParseMove reads a move written in notation (see Move). It checks the
// notation, not the rules: Apply does that. A card's notation means the same
// card in every card set, so the result does not depend on s; s is taken so
// that every game reads moves the same way.
func ParseMove(s State, text string) (Move, error) { return parseMove(text) }

// FormatMove writes m's notation in state s, the text ParseMove(s, text)
// reads back as m. A card's notation means the same card in every card set,
// so it is m.String(); s is taken so that every game writes moves the same
// way.
func FormatMove(s State, m Move) string { return m.String() }

func parseMove(text string) (Move, error) {
	f := strings.Fields(text)
	if len(f) < 2 {
		return Move{}, fmt.Errorf("cosmicrun: move %q: want a player and a move, like \"P1 place R3 2 upright\"", text)
	}
	p, err := parsePlayer(f[0])
	if err != nil {
		return Move{}, fmt.Errorf("cosmicrun: move %q: %w", text, err)
	}
	k, err := parseKind(f[1])
	if err != nil {
		return Move{}, fmt.Errorf("cosmicrun: move %q: %w", text, err)
	}
	m, err := parseArgs(Move{Player: p, Kind: k}, f[2:])
	if err != nil {
		return Move{}, fmt.Errorf("cosmicrun: move %q: %w", text, err)
	}
	return m, nil
}

func parsePlayer(w string) (Player, error) {
	switch strings.ToUpper(w) {
	case "P1":
		return P1, nil
	case "P2":
		return P2, nil
	}
	return 0, fmt.Errorf("player %q: want P1 or P2", w)
}

func parseKind(w string) (MoveKind, error) {
	for k := Pass; k < numKinds; k++ {
		if strings.EqualFold(w, kindNames[k]) {
			return k, nil
		}
	}
	return 0, fmt.Errorf("unknown move %q: want one of %s", w, strings.Join(kindNames[Pass:], ", "))
}

func parseArgs(m Move, args []string) (Move, error) {
	n := notations[m.Kind]
	if len(args) != n.words {
		return Move{}, fmt.Errorf("%s takes %d more word(s), got %d", m.Kind, n.words, len(args))
	}
	if n.parse != nil {
		if err := n.parse(&m, args); err != nil {
			return Move{}, err
		}
	}
	return m, nil
}

func parsePlanet(w string) (int8, error) {
	n, err := strconv.Atoi(w)
	if err != nil || n < 1 || n > NumPlanets {
		return 0, fmt.Errorf("planet %q: want 1, 2 or 3", w)
	}
	n-- // notation counts from 1, a Move from 0
	return int8(n), nil
}

func parseOrientation(w string) (bool, error) {
	switch strings.ToLower(w) {
	case "upright":
		return false, nil
	case "turned":
		return true, nil
	}
	return false, fmt.Errorf("orientation %q: want upright or turned", w)
}

// MarshalText writes the move's notation, so a move is a JSON string such
// as "P1 place R3 2 upright".
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a move's notation.
func (m *Move) UnmarshalText(b []byte) error {
	mv, err := parseMove(string(b))
	if err != nil {
		return err
	}
	*m = mv
	return nil
}
