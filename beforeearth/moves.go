package beforeearth

import (
	"encoding/json"
	"fmt"
	"strings"
)

// MoveKind is what a move does.
type MoveKind uint8

// The kinds of move. Each answers one kind of decision; the comment names
// the Move field it is done with.
const (
	NoMove         MoveKind = iota // not a move: the zero Move's kind, never legal
	PlayCard                       // choose an action card in secret: Action
	TakeShip                       // take an available spaceship: Card
	CollectQuarry                  // collect a Quarry: Quarry
	TakeResource                   // take a resource of your choice from the supply: Resource
	SpendResource                  // spend a resource of your choice: Resource
	PayResource                    // pay a resource towards a planet: Resource
	ChooseOption                   // choose one of a card's alternatives: Option
	SearchPlanet                   // choose a planet from the planet deck: Card
	ColonizePlanet                 // colonize an available planet: Card
	UsePlanet                      // use a colonized planet's ability: Card
	Done                           // end your planet abilities (and colonizing) for now
	numMoveKinds
)

// moveWords are the kinds' verbs in notation.
var moveWords = [numMoveKinds]string{"none", "play", "ship", "quarry", "take", "spend", "pay", "option", "search", "colonize", "use", "done"}

// String returns the kind's notation word ("colonize").
func (k MoveKind) String() string {
	if k > 0 && k < numMoveKinds {
		return moveWords[k]
	}
	return fmt.Sprintf("MoveKind(%d)", k)
}

// Move is one decision by one player. Moves are comparable with ==; the
// fields a kind does not use are zero, and a move that sets one is
// refused. Go values count from 0 and notation from 1: Quarry 0 is written
// "quarry 1", Option 0 "option 1". Quarry and Option are bytes and Card is
// 16 bits, so that a Move is 16 bytes, as a list of legal moves is written
// on every decision of a playout and a bot copies the move it picks; their
// constructors take an int.
//
// A card move (ship, search, colonize, use) names its card by its index in
// the game's card set, Card, as CardSet.Lookup returns it. A Move needs no
// card set: String writes it with the names of the embedded set, and
// FormatMove(s, m) with those of s's set, which ParseMove(s, text) reads
// back.
//
// Notation (what String writes and ParseMove reads):
//
//	P1 play A              choose the action card A (or its name, Scout)
//	P2 ship The Davnarock  take the spaceship The Davnarock
//	P1 quarry 2            collect Quarry 2
//	P1 take grey           take a grey resource from the supply
//	P2 spend black         spend a black resource
//	P1 pay white           pay a white resource towards the planet
//	P2 option 1            choose the card's first alternative
//	P1 search Nestarvis    take Nestarvis from the planet deck
//	P2 colonize Nestarvis  colonize Nestarvis
//	P1 use Drecolara       use Drecolara's ability
//	P1 done                end your planet abilities for now
type Move struct {
	Player   Player   // who decides
	Kind     MoveKind // what the move does
	Action   Action   // PlayCard: the action card chosen
	Resource Resource // TakeResource, SpendResource, PayResource: the resource type
	Quarry   int8     // CollectQuarry: the Quarry, from 0 (0, 1 or 2)
	Option   int8     // ChooseOption: the alternative, from 0 in the order the ability writes them
	// Card is, for TakeShip, the spaceship's index in the card set's Ships;
	// for SearchPlanet, ColonizePlanet and UsePlanet, the planet's index in
	// its Planets; from 0 (Card.Index, as CardSet.Lookup returns it).
	Card int16
}

// PlayCardMove is p choosing action card a in secret.
func PlayCardMove(p Player, a Action) Move { return Move{Player: p, Kind: PlayCard, Action: a} }

// TakeShipMove is p taking the available spaceship of index ship (from 0)
// in the game's card set.
func TakeShipMove(p Player, ship int) Move {
	return Move{Player: p, Kind: TakeShip, Card: card16(ship)}
}

// CollectQuarryMove is p collecting Quarry q (from 0: 0, 1 or 2).
func CollectQuarryMove(p Player, q int) Move {
	return Move{Player: p, Kind: CollectQuarry, Quarry: small(q)}
}

// TakeResourceMove is p taking a resource of type r from the supply.
func TakeResourceMove(p Player, r Resource) Move {
	return Move{Player: p, Kind: TakeResource, Resource: r}
}

// SpendResourceMove is p spending a resource of type r.
func SpendResourceMove(p Player, r Resource) Move {
	return Move{Player: p, Kind: SpendResource, Resource: r}
}

// PayResourceMove is p paying a resource of type r towards a planet's cost.
func PayResourceMove(p Player, r Resource) Move {
	return Move{Player: p, Kind: PayResource, Resource: r}
}

// ChooseOptionMove is p choosing alternative option (from 0) of a card's
// ability.
func ChooseOptionMove(p Player, option int) Move {
	return Move{Player: p, Kind: ChooseOption, Option: small(option)}
}

// SearchPlanetMove is p taking the planet of index planet (from 0) in the
// game's card set from the planet deck.
func SearchPlanetMove(p Player, planet int) Move {
	return Move{Player: p, Kind: SearchPlanet, Card: card16(planet)}
}

// ColonizePlanetMove is p colonizing the available planet of index planet
// (from 0) in the game's card set.
func ColonizePlanetMove(p Player, planet int) Move {
	return Move{Player: p, Kind: ColonizePlanet, Card: card16(planet)}
}

// UsePlanetMove is p using the ability of their colonized planet of index
// planet (from 0) in the game's card set.
func UsePlanetMove(p Player, planet int) Move {
	return Move{Player: p, Kind: UsePlanet, Card: card16(planet)}
}

// DoneMove is p ending their planet abilities (and colonizing) for now.
func DoneMove(p Player) Move { return Move{Player: p, Kind: Done} }

// small returns i as a Move's small field holds it: -1, which no decision
// offers, for an i outside int8, so that a number too large to fit never
// wraps round to a legal one.
func small(i int) int8 {
	if i < -1 || i > 127 {
		return -1
	}
	return int8(i)
}

// card16 returns i as a Move's Card holds it: -1, which no decision
// offers, for an i outside int16, as small does for the byte fields.
func card16(i int) int16 {
	if i < -1 || i > 1<<15-1 {
		return -1
	}
	return int16(i)
}

// String returns the move's notation, naming cards from the embedded set:
// "P1 play A", "P2 ship The Davnarock", "P1 quarry 2", "P1 take grey",
// "P2 colonize Nestarvis", "P1 done". FormatMove names them from a game's
// own set.
func (m Move) String() string {
	cs, _ := standard()
	return m.format(cs)
}

// FormatMove returns m's notation in state s, naming its card from s's card
// set (the embedded set for the zero State): the text ParseMove(s, text)
// reads back as m.
func FormatMove(s State, m Move) string {
	return m.format(orStandard(s.d.cards))
}

// format writes m's notation with cs naming the cards.
func (m Move) format(cs *CardSet) string {
	var arg string
	if m.Kind > 0 && m.Kind < numMoveKinds {
		arg = notations[m.Kind].print(m, cs)
	}
	if arg == "" {
		return fmt.Sprintf("%v %v", m.Player, m.Kind)
	}
	return fmt.Sprintf("%v %v %s", m.Player, m.Kind, arg)
}

// cardName is the name in cs of the card a card move names, or "#index"
// for an index cs does not have.
func cardName(m Move, cs *CardSet) string {
	if m.Kind == TakeShip {
		if m.Card >= 0 && int(m.Card) < len(cs.Ships) {
			return cs.Ships[m.Card].Name
		}
	} else if m.Card >= 0 && int(m.Card) < len(cs.Planets) {
		return cs.Planets[m.Card].Name
	}
	return fmt.Sprintf("#%d", m.Card)
}

// ParseMove reads a move's notation (see Move) in state s, whose card set
// names the cards (the embedded set for the zero State). It checks the
// notation, not the rules: Apply does that.
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
	if err := notations[m.Kind].parse(&m, cs, arg); err != nil {
		return Move{}, fmt.Errorf("beforeearth: move %q: %w", text, err)
	}
	return m, nil
}

// MarshalJSON writes the move as its notation, as String writes it (the
// embedded set's names).
func (m Move) MarshalJSON() ([]byte, error) { return json.Marshal(m.String()) }

// UnmarshalJSON reads a move's notation as String writes it, its card named
// from the embedded set: a move's JSON is a move of the embedded set. A
// game of another set writes its moves with FormatMove and reads them with
// ParseMove. On error the receiver is left as it was.
func (m *Move) UnmarshalJSON(b []byte) error {
	var text string
	if err := json.Unmarshal(b, &text); err != nil {
		return fmt.Errorf("beforeearth: move: %w", err)
	}
	v, err := parseMove(nil, text)
	if err != nil {
		return err
	}
	*m = v
	return nil
}

// field names the Move field moves of kind k are done with.
func (k MoveKind) field() string {
	switch k {
	case PlayCard:
		return "Action"
	case CollectQuarry:
		return "Quarry"
	case TakeResource, SpendResource, PayResource:
		return "Resource"
	case ChooseOption:
		return "Option"
	case TakeShip, SearchPlanet, ColonizePlanet, UsePlanet:
		return "Card"
	}
	return "Player"
}

// wellFormed reports whether m sets only the fields its kind uses: a move
// LegalMoves could list. The four small fields beside Kind are read as
// one word, a byte each, and masked with the kind's byte, and Card with
// all ones for a kind done with a card: no branch on what the fields
// hold, and small enough to inline into Apply's check. A Move built here
// to compare with == would be read as whole words just after being
// written byte by byte, which stalls the processor on every Apply.
func (m *Move) wellFormed() bool {
	small := uint32(m.Action) | uint32(m.Resource)<<8 | uint32(uint8(m.Quarry))<<16 | uint32(uint8(m.Option))<<24
	f := &kindFields[m.Kind]
	return small&^f.small == 0 && m.Card&^f.card == 0
}

// fields are the fields of a Move beside Player and Kind that a kind of
// move is done with, as masks: small has the byte of its small field (in
// the word wellFormed reads), card is all ones if it is done with Card.
type fields struct {
	small uint32
	card  int16
}

// The masks of the Move fields a kind may set.
var (
	fieldAction   = fields{small: 0xff}
	fieldResource = fields{small: 0xff << 8}
	fieldQuarry   = fields{small: 0xff << 16}
	fieldOption   = fields{small: 0xff << 24}
	fieldCard     = fields{card: -1}
)

// kindFields is the field each kind of move is done with, for every value
// a MoveKind can hold (none for kinds that are not moves).
var kindFields = [256]fields{
	PlayCard: fieldAction, TakeShip: fieldCard, CollectQuarry: fieldQuarry,
	TakeResource: fieldResource, SpendResource: fieldResource, PayResource: fieldResource,
	ChooseOption: fieldOption, SearchPlanet: fieldCard, ColonizePlanet: fieldCard, UsePlanet: fieldCard,
}

// bitIf is f if b holds, else 0: a conditional move, not a branch.
func bitIf(b bool, f uint8) uint8 {
	if b {
		return f
	}
	return 0
}
