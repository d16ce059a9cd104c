package animalkingdom

import (
	"fmt"
	"strconv"
	"strings"
)

// MoveKind is what a move does.
type MoveKind uint8

// The kinds of move. Their notation follows each.
const (
	NoMove      MoveKind = iota
	ChooseSide           // "P1 island Kauai Island": a setup side (island, climate, ecosystem)
	ChooseAct            // "P1 action water": the active player's action
	Plant                // "P1 plant Japanese Maple @0,-1" (" +2" pays 2 of the cost otherwise)
	Stop                 // "P1 stop": plant no more, or place no more of the pieces gained
	Keep                 // "P1 keep White Oak": the drawn card kept
	Minor                // "P1 minor soil": a minor benefit's option
	Use                  // "P1 use": use the ability being resolved
	Skip                 // "P1 skip": do not use it (or stop composting, copying)
	CompostCard          // "P1 compost White Oak": a hand card into the compost (also to pay a cost)
	CopyFrom             // "P1 copy @1,0 #1": the ability copied (card place, ability number)
	TakeCard             // "P1 take White Oak": the compost card taken into hand
	PlayEvent            // "P1 event Tornado Event"
	Convert              // "P1 convert": 3 sprouts for 2 soil
	Done                 // "P1 done": nothing more in the last window
	GaiaLeaf             // "P1 gaia 2": Gaia's Leaf on Fauna slot 1-4 (upper-left, upper-right, lower-left, lower-right)
	Order                // "P1 order board" / "P1 order tableau": Island and Climate first, or the tableau first
	PlacePiece           // "P1 sprout @0,1" / "P1 growth @0,1": a piece of a placement on that card
	// The moves of Animal Kingdom (animal_moves.go):
	KeepAnimal    // "P1 animal Highland Cow": an Animal kept of those dealt
	DiscardLeaf   // "P1 leaf": a Leaf discarded, to activate the player's Animals
	Activate      // "P1 activate Highland Cow": the Animal activated next
	AnimeepleTo   // "P1 animeeple @0,1": the Animeeple placed on, or moved to, that card
	GlobalOption  // "P1 global 1": the Global Ability's option, from 1 in notation
	ChooseAmount  // "P1 amount 2": how many of an "up to" amount
	StoreFromCard // "P1 store @0,1": a piece taken off that card to store on the Animal
	// The choice of what a last Leaf claims (lastleaf.go):
	ClaimObjective // "P1 claim 2" / "P1 claim bonus": the Fauna slot (1-4) or the completion bonus claimed
)

// Move is one decision of one player. It is a small comparable value.
type Move struct {
	// Player is who decides; Kind what.
	Player Player
	Kind   MoveKind
	// Card is the card played, kept, composted or taken.
	Card Card
	// Row and Col are a place relative to the first card planted (a
	// Plant's, a CopyFrom's, a PlacePiece's card).
	Row, Col int8
	// Setup is the setup card a ChooseSide chooses a side of, and Side
	// that side: side s of card i of the set's list (CardSet.Islands,
	// Climates or EcosystemNames) is 2*i+s, from 0.
	Setup SetupCard
	Side  int16
	// Action is a ChooseAct's action, by its colour.
	Action Colour
	// Otherwise is the part of a Plant's cost paid otherwise than with
	// soil (with pieces or hand cards, as the card's ability says).
	Otherwise int16
	// Option is a Minor's option, from 0: soil, compost, sprouts, draw,
	// growth (the words of its notation).
	Option uint8
	// Ability is a CopyFrom's ability of the copied card, from 0.
	Ability int8
	// Slot is a GaiaLeaf's or a ClaimObjective's Fauna slot, from 0
	// (upper-left, upper-right, lower-left, lower-right); BonusSlot for
	// the completion bonus.
	Slot int8
	// TableauFirst is an Order's choice: the tableau before the Island
	// and Climate.
	TableauFirst bool
	// Piece is a PlacePiece's piece (Sprout or Growth), and Remove says
	// it is taken off the card rather than placed.
	Piece  Op
	Remove bool
	// Animal is a KeepAnimal's or an Activate's Animal: an index of
	// CardSet.Animals, from 0.
	Animal int8
	// Count is a ChooseAmount's amount.
	Count int8
}

// strays reports whether m sets a field besides its player and kind: a
// check of a move against the one legal form of its kind, without the
// call the compiler makes for comparing two Moves (TestStraysReadsEveryField).
func (m *Move) strays() bool {
	return m.Card != 0 || m.Side != 0 || m.Otherwise != 0 ||
		m.Row|m.Col|m.Ability|m.Slot|m.Animal|m.Count != 0 ||
		uint8(m.Setup)|uint8(m.Action)|m.Option|uint8(m.Piece) != 0 || m.TableauFirst || m.Remove
}

// SetupCard is the sort of setup card a ChooseSide chooses a side of.
type SetupCard uint8

// The setup cards.
const (
	IslandCard SetupCard = iota
	ClimateCard
	EcosystemCard
)

var sideWords = [3]string{"island", "climate", "ecosystem"}

// minorOptions are the two options of each action's minor benefit, as
// indexes of minorNames, by colour (an array, not a map: it is read at
// every minor benefit's decision and its check).
var minorOptions = [numColours][2]uint8{Red: {0, 1}, Blue: {0, 2}, Yellow: {3, 4}}

// minorOf is the two options of action c's minor benefit; none for a
// colour that has none.
func minorOf(c Colour) [2]uint8 {
	if c >= numColours {
		return [2]uint8{}
	}
	return minorOptions[c]
}

var actionWords = map[Colour]string{Green: "plant", Red: "compost", Blue: "water", Yellow: "grow"}

// String writes the move's notation; names come from the base card set.
// FormatMove names them from a game's own set.
func (m Move) String() string {
	cs, _ := standard()
	return m.format(cs)
}

// FormatMove writes m's notation in state s, naming its cards from s's card
// set (the standard set for the zero State): the text ParseMove(s, text)
// reads back as m.
func FormatMove(s State, m Move) string {
	cs := s.Cards()
	if cs == nil {
		cs, _ = standard()
	}
	return m.format(cs)
}

// format writes m's notation with cs naming the cards.
func (m Move) format(cs *CardSet) string {
	name := func(c Card) string {
		if n := cs.Name(c); n != "" {
			return n
		}
		return "?"
	}
	p := m.Player.String() + " "
	switch m.Kind {
	case ChooseSide:
		if m.Setup <= EcosystemCard {
			return p + sideWords[m.Setup] + " " + sideName(cs, int(m.Setup), int(m.Side))
		}
	case ChooseAct:
		return p + "action " + actionWords[m.Action]
	case Plant:
		s := fmt.Sprintf("%splant %s @%d,%d", p, name(m.Card), m.Row, m.Col)
		if m.Otherwise > 0 {
			s += fmt.Sprintf(" +%d", m.Otherwise)
		}
		return s
	case Keep:
		return p + "keep " + name(m.Card)
	case Minor:
		return p + "minor " + minorOption(m.Option)
	case CompostCard:
		return p + "compost " + name(m.Card)
	case CopyFrom:
		return fmt.Sprintf("%scopy @%d,%d #%d", p, m.Row, m.Col, m.Ability+1)
	case TakeCard:
		return p + "take " + name(m.Card)
	case PlayEvent:
		return p + "event " + name(m.Card)
	case GaiaLeaf:
		return fmt.Sprintf("%sgaia %d", p, m.Slot+1)
	case PlacePiece:
		if (m.Piece == Sprout || m.Piece == Growth) && !m.Remove {
			return fmt.Sprintf("%s%s @%d,%d", p, m.Piece, m.Row, m.Col)
		}
		if m.Piece == Sprout || m.Piece == Growth {
			return fmt.Sprintf("%sremove %s @%d,%d", p, m.Piece, m.Row, m.Col)
		}
	case Order:
		if m.TableauFirst {
			return p + "order tableau"
		}
		return p + "order board"
	case KeepAnimal, DiscardLeaf, Activate, AnimeepleTo, GlobalOption, ChooseAmount, StoreFromCard:
		s, _ := m.animalString(cs, p)
		return s
	case ClaimObjective:
		if m.Slot >= 0 && m.Slot <= BonusSlot {
			return m.lastLeafString(p)
		}
	case Stop, Use, Skip, Convert, Done:
		return p + [...]string{Stop: "stop", Use: "use", Skip: "skip", Convert: "convert", Done: "done"}[m.Kind]
	}
	return p + "?"
}

// minorOption names option w of the minor benefit (soil, compost,
// sprouts, draw, growth): the options are numbered across actions.
func minorOption(w uint8) string {
	if int(w) < len(minorNames) {
		return minorNames[w]
	}
	return "?"
}

var minorNames = []string{"soil", "compost", "sprouts", "draw", "growth"}

// sideName is the name of side n of the kind what.
func sideName(cs *CardSet, what, n int) string {
	list := [][]CardInfo{cs.islands, cs.climates}
	if what < 2 && n >= 0 && n < len(list[what]) {
		return list[what][n].Name
	}
	if what == 2 && n >= 0 && n < len(cs.ecosystems) {
		return cs.ecosystems[n].Name
	}
	return "?"
}

// MarshalText writes the notation, so a move's JSON is its notation.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// UnmarshalText reads a notation.
func (m *Move) UnmarshalText(b []byte) error {
	if m == nil {
		return errNilReceiver("Move")
	}
	cs, err := standard()
	if err != nil {
		return err
	}
	mv, err := parseMove(cs, string(b))
	if err != nil {
		return err
	}
	*m = mv
	return nil
}

// ParseMove reads a move's notation, naming cards from s's card set (the
// standard set for the zero State). Whether the move is legal is for Apply
// to say.
func ParseMove(s State, text string) (Move, error) {
	cs := s.Cards()
	if cs == nil {
		var err error
		if cs, err = standard(); err != nil {
			return Move{}, err
		}
	}
	return parseMove(cs, text)
}

// parseMove reads a move's notation, naming cards from cs.
func parseMove(cs *CardSet, text string) (Move, error) {
	bad := func(why string) (Move, error) {
		return Move{}, fmt.Errorf("animalkingdom: move %q: %s", text, why)
	}
	who, rest, ok := strings.Cut(strings.TrimSpace(text), " ")
	if !ok {
		return bad("expected a player and a move, \"P1 action water\"")
	}
	var m Move
	if err := m.Player.UnmarshalText([]byte(who)); err != nil || m.Player < 0 {
		return bad("expected a player first, P1 to P5")
	}
	verb, arg, _ := strings.Cut(rest, " ")
	switch verb {
	case "stop", "use", "skip", "convert", "done":
		if arg != "" {
			return bad("nothing may follow " + verb)
		}
		m.Kind = map[string]MoveKind{"stop": Stop, "use": Use, "skip": Skip, "convert": Convert, "done": Done}[verb]
		return m, nil
	case "island", "climate", "ecosystem":
		return parseSide(m, verb, arg, cs, bad)
	case "action":
		for c, w := range actionWords {
			if w == arg {
				m.Kind, m.Action = ChooseAct, c
				return m, nil
			}
		}
		return bad("expected plant, compost, water or grow")
	case "minor":
		for i, w := range minorNames {
			if w == arg {
				m.Kind, m.Option = Minor, uint8(i)
				return m, nil
			}
		}
		return bad("expected soil, compost, sprouts, draw or growth")
	case "plant":
		return parsePlant(m, arg, cs, bad)
	case "remove":
		w, rest, _ := strings.Cut(arg, " ")
		if w != "sprout" && w != "growth" {
			return bad("expected \"remove sprout @row,col\" or \"remove growth @row,col\"")
		}
		mv, err := parseMove(cs, who+" "+w+" "+rest)
		if err != nil {
			return Move{}, err
		}
		mv.Remove = true
		return mv, nil
	case "sprout", "growth":
		var r, c int
		if n, err := fmt.Sscanf(arg, "@%d,%d", &r, &c); n != 2 || err != nil || fmt.Sprintf("@%d,%d", r, c) != arg || r < -9 || r > 9 || c < -9 || c > 9 {
			return bad("expected \"" + verb + " @row,col\"")
		}
		m.Kind, m.Row, m.Col, m.Piece = PlacePiece, int8(r), int8(c), pieceOp(verb)
		return m, nil
	case "order":
		switch arg {
		case "board":
			m.Kind = Order
			return m, nil
		case "tableau":
			m.Kind, m.TableauFirst = Order, true
			return m, nil
		}
		return bad("expected \"order board\" or \"order tableau\"")
	case "claim":
		if mv, ok := parseClaim(m, arg); ok {
			return mv, nil
		}
		return bad("expected \"claim 1\" to \"claim 4\" or \"claim bonus\"")
	case "gaia":
		k, err := strconv.Atoi(arg)
		if err != nil || k < 1 || k > FaunaCards || strconv.Itoa(k) != arg {
			return bad("expected \"gaia 1\" to \"gaia 4\"")
		}
		m.Kind, m.Slot = GaiaLeaf, int8(k-1)
		return m, nil
	case "copy":
		var r, c, k int
		if n, err := fmt.Sscanf(arg, "@%d,%d #%d", &r, &c, &k); n != 3 || err != nil || k < 1 || k > 2 || r < -9 || r > 9 || c < -9 || c > 9 {
			return bad("expected \"copy @row,col #ability\"")
		}
		m.Kind, m.Row, m.Col, m.Ability = CopyFrom, int8(r), int8(c), int8(k-1)
		return m, nil
	case "keep", "compost", "take", "event":
		card, ok := cs.byName(arg)
		if !ok {
			return bad(fmt.Sprintf("no Earth card named %q", arg))
		}
		m.Kind = map[string]MoveKind{"keep": Keep, "compost": CompostCard, "take": TakeCard, "event": PlayEvent}[verb]
		m.Card = card
		return m, nil
	}
	if mv, ok, err := parseAnimalMove(cs, m, verb, arg); ok {
		return mv, err
	}
	return bad("unknown move " + strconv.Quote(verb))
}

func parseSide(m Move, verb, arg string, cs *CardSet, bad func(string) (Move, error)) (Move, error) {
	m.Kind = ChooseSide
	for i, w := range sideWords {
		if w != verb {
			continue
		}
		m.Setup = SetupCard(i)
		n := 0
		switch i {
		case 0:
			n = len(cs.islands)
		case 1:
			n = len(cs.climates)
		default:
			n = len(cs.ecosystems)
		}
		for k := range n {
			if sideName(cs, i, k) == arg {
				m.Side = int16(k)
				return m, nil
			}
		}
	}
	return bad(fmt.Sprintf("no %s side named %q", verb, arg))
}

func parsePlant(m Move, arg string, cs *CardSet, bad func(string) (Move, error)) (Move, error) {
	at := strings.LastIndex(arg, " @")
	if at < 0 {
		return bad("expected \"plant <card> @row,col\"")
	}
	card, ok := cs.byName(arg[:at])
	if !ok {
		return bad(fmt.Sprintf("no Earth card named %q", arg[:at]))
	}
	var r, c, alt int
	tail := arg[at+2:]
	n, _ := fmt.Sscanf(tail, "%d,%d +%d", &r, &c, &alt)
	want := fmt.Sprintf("%d,%d", r, c)
	if alt > 0 {
		want += fmt.Sprintf(" +%d", alt)
	}
	if n < 2 || tail != want || r < -9 || r > 9 || c < -9 || c > 9 || alt > 99 {
		return bad("expected \"@row,col\" and optionally \" +N\"")
	}
	m.Kind, m.Card, m.Row, m.Col, m.Otherwise = Plant, card, int8(r), int8(c), int16(alt)
	return m, nil
}
