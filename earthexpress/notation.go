package earthexpress

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulebox/rulebox/internal/grid"
)

// A notation is how one kind of move is written: its word and its
// arguments, in order. String and ParseMove both read this table.
type notation struct {
	word string
	args []moveArg
}

// A moveArg is one argument of a move's notation.
type moveArg struct {
	form  string                                    // what it looks like, for errors
	rest  bool                                      // takes the rest of the line (names with spaces)
	omit  func(m Move) bool                         // may be left out (read as zero): written only when this is false
	write func(m Move, cs *CardSet) string          // the argument of m
	read  func(m *Move, cs *CardSet, w string) bool // sets the argument from w, false if w is not one
}

var notations = [numMoveKinds]notation{
	Keep:      {"keep", []moveArg{sideArg}},
	Plant:     {"plant", []moveArg{cardArg}},
	At:        {"at", []moveArg{spaceArg}},
	Refresh:   {"refresh", nil},
	Germinate: {"germinate", nil},
	Discard:   {"discard", []moveArg{cardArg}},
	Name:      {"name", []moveArg{featureArg}},
	Action:    {"action", []moveArg{colourArg}},
	Activate:  {"activate", []moveArg{optionArg}},
	Skip:      {"skip", nil},
	Pay:       {"pay", []moveArg{resourceArg, spaceArg}},
	Place:     {"place", []moveArg{resourceArg, spaceArg}},
	Done:      {"done", nil},
	Neighbour: {"neighbour", []moveArg{directionArg}},
	Opponent:  {"opponent", []moveArg{opponentArg}},
	Convert:   {"convert", []moveArg{conversionArg}},
	End:       {"end", nil},
	Tie:       {"demeter", []moveArg{colourArg}},
	Claim:     {"claim", []moveArg{faunaArg}},
}

var (
	sideArg = moveArg{form: "an Ecosystem side's name", rest: true,
		write: func(m Move, cs *CardSet) string {
			if int(m.Ecosystem) < len(cs.ecosystems) && m.Side < 2 {
				return cs.ecosystems[m.Ecosystem].Sides[m.Side].Name
			}
			return fmt.Sprintf("#%d/%d", m.Ecosystem, m.Side)
		},
		read: func(m *Move, cs *CardSet, w string) bool {
			for i, ec := range cs.ecosystems {
				for j, sd := range ec.Sides {
					if sd.Name == w {
						m.Ecosystem, m.Side = uint8(i), uint8(j)
						return true
					}
				}
			}
			return false
		}}
	cardArg = moveArg{form: "a card of the set", rest: true,
		write: func(m Move, cs *CardSet) string {
			if n := cs.name(m.Card); n != "" {
				return n
			}
			return "#" + strconv.Itoa(int(m.Card))
		},
		read: func(m *Move, cs *CardSet, w string) bool {
			c, ok := cs.Lookup(w)
			m.Card = c
			return ok
		}}
	spaceArg = moveArg{form: "a space r1c1..r3c3",
		write: func(m Move, _ *CardSet) string { return spaceName(int(m.Space)) },
		read: func(m *Move, _ *CardSet, w string) bool {
			k, ok := parseSpace(w)
			m.Space = uint8(k)
			return ok
		}}
	featureArg = moveArg{form: "a feature the set's cards name", rest: true,
		write: func(m Move, cs *CardSet) string {
			if ws := cs.vocab.Words(); int(m.Feature) < len(ws) {
				return ws[m.Feature]
			}
			return "#" + strconv.Itoa(int(m.Feature))
		},
		read: func(m *Move, cs *CardSet, w string) bool {
			for i, word := range cs.vocab.Words() {
				if word == w {
					m.Feature = uint8(i)
					return true
				}
			}
			return false
		}}
	colourArg = moveArg{form: "red, blue or yellow",
		write: func(m Move, _ *CardSet) string { return m.Colour.String() },
		read: func(m *Move, _ *CardSet, w string) bool {
			c, ok := parseColour(strings.ToLower(w))
			m.Colour = c
			return ok && c >= Red && c <= Yellow
		}}
	optionArg = moveArg{form: "an option number 1..9", omit: func(m Move) bool { return m.Option == 0 },
		write: func(m Move, _ *CardSet) string { return strconv.Itoa(int(m.Option) + 1) },
		read: func(m *Move, _ *CardSet, w string) bool {
			n, err := strconv.Atoi(w)
			m.Option = uint8(n - 1)
			return err == nil && n >= 1 && n <= MaxOptions
		}}
	resourceArg = moveArg{form: "seed, sprout or growth",
		write: func(m Move, _ *CardSet) string { return m.Resource.String() },
		read: func(m *Move, _ *CardSet, w string) bool {
			r, ok := resourceOf(strings.ToLower(w))
			m.Resource = r
			return ok
		}}
	conversionArg = moveArg{form: "sprout or growth",
		write: resourceArg.write,
		read: func(m *Move, cs *CardSet, w string) bool {
			return resourceArg.read(m, cs, w) && m.Resource != Seed
		}}
	directionArg = moveArg{form: "left or right",
		write: func(m Move, _ *CardSet) string { return m.Neighbour.String() },
		read: func(m *Move, _ *CardSet, w string) bool {
			m.Neighbour = Left
			if strings.EqualFold(w, "right") {
				m.Neighbour = Right
			}
			return strings.EqualFold(w, "left") || m.Neighbour == Right
		}}
	opponentArg = moveArg{form: "a player P1..P8",
		write: func(m Move, _ *CardSet) string { return m.Opponent.String() },
		read: func(m *Move, _ *CardSet, w string) bool {
			return m.Opponent.UnmarshalText([]byte(w)) == nil && m.Opponent >= 0
		}}
	faunaArg = moveArg{form: "1 or 2 (the Fauna card)",
		write: func(m Move, _ *CardSet) string { return strconv.Itoa(int(m.Fauna) + 1) },
		read: func(m *Move, _ *CardSet, w string) bool {
			m.Fauna = uint8(w[0] - '1')
			return w == "1" || w == "2"
		}}
)

// spaceName writes a tableau space (from 0) as "r1c2".
func spaceName(k int) string { return grid.Pos{Row: k / 3, Col: k % 3}.String() }

// parseSpace reads "r1c2" as a tableau space, from 0.
func parseSpace(s string) (int, bool) {
	if len(s) != 4 || (s[0] != 'r' && s[0] != 'R') || (s[2] != 'c' && s[2] != 'C') {
		return 0, false
	}
	r, c := int(s[1]-'1'), int(s[3]-'1')
	if r < 0 || r > 2 || c < 0 || c > 2 {
		return 0, false
	}
	return r*3 + c, true
}

// String returns the move's notation, naming cards from the embedded set:
// "P1 plant American Sycamore", "P1 at r1c2", "P2 action blue", "P1 place
// sprout r2c1" (see Move). FormatMove names them from a game's own set.
func (m Move) String() string { return m.format(standard()) }

// FormatMove returns m's notation in state s, naming its cards and features
// from s's card set (the embedded set for the zero State): the text
// ParseMove(s, text) reads back as m.
func FormatMove(s State, m Move) string {
	cs := s.d.cards
	if cs == nil {
		cs = standard()
	}
	return m.format(cs)
}

// format writes m's notation with cs naming the cards.
func (m Move) format(cs *CardSet) string {
	if m.Kind == NoMove || m.Kind >= numMoveKinds {
		return fmt.Sprintf("%v %v", m.Player, m.Kind)
	}
	var b strings.Builder
	b.WriteString(m.Player.String())
	b.WriteByte(' ')
	b.WriteString(notations[m.Kind].word)
	for _, a := range notations[m.Kind].args {
		if a.omit != nil && a.omit(m) {
			continue
		}
		b.WriteByte(' ')
		b.WriteString(a.write(m, cs))
	}
	return b.String()
}

// MarshalText writes the move's notation.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// ParseMove reads a move's notation (see Move) in s, whose card set names
// the cards (the zero State: the embedded set). It checks the notation,
// not the rules: Apply does.
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
	k := kindOf(f[1])
	if k == NoMove {
		return Move{}, fmt.Errorf("earthexpress: %q: unknown move %q (expected one of %s)", text, f[1], strings.Join(kindWords(), ", "))
	}
	m := Move{Player: p, Kind: k}
	if err := m.readArgs(cs, f[2:]); err != nil {
		return Move{}, fmt.Errorf("earthexpress: %q: %v", text, err)
	}
	return m, nil
}

// kindOf is the kind whose word is w, or NoMove.
func kindOf(w string) MoveKind {
	for k := Keep; k < numMoveKinds; k++ {
		if strings.EqualFold(notations[k].word, w) {
			return k
		}
	}
	return NoMove
}

// kindWords lists the notation words.
func kindWords() []string {
	ws := make([]string, 0, numMoveKinds-1)
	for k := Keep; k < numMoveKinds; k++ {
		ws = append(ws, notations[k].word)
	}
	return ws
}

// readArgs reads the words after the kind's word into m's arguments.
func (m *Move) readArgs(cs *CardSet, words []string) error {
	n := notations[m.Kind]
	for _, a := range n.args {
		if len(words) == 0 {
			if a.omit != nil {
				continue
			}
			return fmt.Errorf("expected %s after %q", a.form, n.word)
		}
		w := words[0]
		words = words[1:]
		if a.rest {
			w, words = strings.Join(append([]string{w}, words...), " "), nil
		}
		if !a.read(m, cs, w) {
			return fmt.Errorf("expected %s, got %q", a.form, w)
		}
	}
	if len(words) > 0 {
		return fmt.Errorf("unexpected %q after the move", strings.Join(words, " "))
	}
	return nil
}
