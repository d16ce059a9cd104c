package animalkingdom

import (
	"fmt"

	"github.com/rulebox/rulebox/internal/enum"
	"github.com/rulebox/rulebox/internal/rng"
)

// Mode is the setup mode.
type Mode uint8

// The setup modes.
const (
	// Standard: 1 Island, 1 Climate and 1 private Ecosystem each, a side
	// of each chosen; 2 public Ecosystems.
	Standard Mode = iota
	// Beginner: no Ecosystems; each Fauna claim scores the flat
	// BeginnerFaunaVP.
	Beginner
	// Advanced: 2 of each dealt; keep one of each on the side chosen.
	Advanced
)

var modeNames = [...]string{"standard", "beginner", "advanced"}

// String names the mode.
func (m Mode) String() string { return enum.Name(modeNames[:], m, "Mode") }

// MarshalText writes the mode's name; a mode with no name is an error,
// since it could not be read back.
func (m Mode) MarshalText() ([]byte, error) {
	if int(m) >= len(modeNames) {
		return nil, fmt.Errorf("animalkingdom: mode %d has no name (standard, beginner, advanced)", uint8(m))
	}
	return []byte(m.String()), nil
}

// UnmarshalText reads a mode's name.
func (m *Mode) UnmarshalText(b []byte) error {
	if m == nil {
		return errNilReceiver("Mode")
	}
	for i, n := range modeNames {
		if n == string(b) {
			*m = Mode(i)
			return nil
		}
	}
	return fmt.Errorf("%q is not a mode (standard, beginner, advanced)", b)
}

// Config describes a game: players, seed and setup mode. The same Config
// and the same moves always give the same game.
type Config struct {
	// Players is 1 to 5; 0 plays the usual count: 1 in a solo game
	// (Solo), TeamPlayers in a team game (Teams), DefaultPlayers
	// otherwise. The State's Config holds the count played.
	Players int `json:"players"`
	// Seed seeds every shuffle.
	Seed uint64 `json:"seed"`
	// Mode is the setup mode.
	Mode Mode `json:"mode"`
	// Teams plays 4 players as two teams of partners seated alternately:
	// P1 and P3 against P2 and P4 (the Teams ruling). Each keeps their
	// own tableau, hand, soil, Leaves and claims; a team scores the sum of
	// its partners' totals and breaks ties on the tiebreakers summed over
	// the team.
	Teams bool `json:"teams,omitempty"`
	// Solo plays one player against Gaia (Players 1; standard or advanced
	// setup). One player without Solo plays alone, with no opponent.
	Solo bool `json:"solo,omitempty"`
	// Difficulty is Gaia's difficulty in the solo game; a game without
	// Gaia leaves it at its zero value (New refuses another).
	Difficulty Difficulty `json:"difficulty,omitempty"`
	// TiebreakGrowthPieces reads the third tiebreaker, "most growth", as
	// the growth pieces on the tableau. By default (false) it compares
	// the scorepad's growth row, a full Flora's canopy VP included, as
	// the public implementation of the game does (the GrowthTiebreak
	// ruling).
	TiebreakGrowthPieces bool `json:"tiebreak_growth_pieces,omitempty"`
	// Cards is the card set played; nil plays StandardCards. A game of
	// another set plays and answers as any other, but is not saved:
	// JSON holds no card set, so MarshalJSON refuses its State and its
	// Views, and move notation (Move.String, MarshalText) names the
	// standard set's cards; ParseMove reads the game's own.
	Cards *CardSet `json:"-"`
	// Animals plays the Animal Kingdom expansion: 4 Animals dealt to each
	// player to keep 1 (2 in the advanced game), activated by the Leaves
	// the player uses, and the Global Ability at the end of each round
	// but the last (in solo: no Global Ability, and Gaia's own Animals).
	// The two Animals of the Abundance expansion are left out. False
	// plays the base game alone.
	Animals bool `json:"animals,omitempty"`
}

// Component numbers of the base game, from the rules summary.
const (
	// TeamPlayers is how many play the Teams mode: two teams of two.
	TeamPlayers = 4
	// FaunaVP are the points of the Leaves on a Fauna objective, in claim
	// order.
	faunaVP1, faunaVP2, faunaVP3, faunaVP4, faunaVP5 = 15, 11, 8, 6, 5
	// BeginnerFaunaVP is every claim's points in the beginner mode.
	BeginnerFaunaVP = 10
	// CompletionBonus is the first complete tableau's bonus.
	CompletionBonus = 7
	// ConvertSprouts sprouts convert to ConvertSoil soil.
	ConvertSprouts, ConvertSoil = 3, 2
)

// FaunaVP returns the points of the Leaves on a Fauna objective, in claim
// order (the same at every player count): a copy, which changes no game.
func FaunaVP() [MaxClaims]int { return faunaVP }

// faunaVP are the points FaunaVP returns.
var faunaVP = [MaxClaims]int{faunaVP1, faunaVP2, faunaVP3, faunaVP4, faunaVP5}

// DefaultPlayers is the number of players New seats when Config.Players
// is 0 in a game neither solo nor of teams.
const DefaultPlayers = 2

// New sets up a game: the Earth deck shuffled, 4 Fauna cards on random
// sides, 2 public Ecosystems (not in beginner), and each player's Islands,
// Climates and Ecosystems dealt for the setup choices. Seat 1 is the first
// player (the FirstPlayer ruling: the rules pick a random first player;
// seat the players at random to do so).
func New(cfg Config) (State, error) {
	cs, err := standard()
	if err != nil {
		return State{}, err
	}
	if cfg.Cards != nil {
		cs, cfg.Cards = cfg.Cards, nil // the set is the game's, not its Config's
	}
	cfg.Players = cfg.players()
	if err := cfg.check(); err != nil {
		return State{}, fmt.Errorf("animalkingdom: %w", err)
	}
	if err := cs.canDeal(cfg); err != nil {
		return State{}, fmt.Errorf("animalkingdom: config: %w", err)
	}
	if err := cs.checkAnimals(cfg); err != nil {
		return State{}, fmt.Errorf("animalkingdom: config: %w", err)
	}
	var n State
	g := &n.d
	dealt := new(setupMem)
	g.gameCore = gameCore{Config: cfg, RNG: rng.New(cfg.Seed), Ender: NoPlayer, Fauna: &dealt.board}
	g.cs = setRef{cs}
	g.Deck = make([]Card, len(cs.deck))
	for i := range g.Deck {
		g.Deck[i] = Card(i)
	}
	g.RNG.Shuffle(len(g.Deck), func(i, j int) { g.Deck[i], g.Deck[j] = g.Deck[j], g.Deck[i] })
	// The cards dealt are all taken from one block, dealt in turn.
	buf := make([]int, len(cs.fauna)/2+len(cs.ecosystems)/2+2+len(cs.islands)/2+len(cs.climates)/2)
	fauna := g.dealFrom(&buf, len(cs.fauna)/2, FaunaCards)
	for i, f := range fauna {
		g.Fauna[i].Side = 2*f + g.RNG.IntN(2)
	}
	ecos := g.dealFrom(&buf, len(cs.ecosystems)/2, len(cs.ecosystems)/2)
	if cfg.Mode != Beginner {
		g.Public, buf = buf[:2:2], buf[2:]
		for i, e := range ecos[:2] {
			g.Public[i] = 2*e + g.RNG.IntN(2)
		}
		ecos = ecos[2:]
	}
	per := 1
	if cfg.Mode == Advanced {
		per = 2
	}
	islands := g.dealFrom(&buf, len(cs.islands)/2, per*cfg.Players)
	climates := g.dealFrom(&buf, len(cs.climates)/2, per*cfg.Players)
	g.setPlayers(cfg.Players)
	for i := range cfg.Players {
		s := g.get(Player(i))
		s.Island, s.Climate, s.Eco = -1, -1, -1
		o := &dealt.offers[i]
		s.dealt = o
		o.Island = islands[i*per : (i+1)*per : (i+1)*per]
		o.Climate = climates[i*per : (i+1)*per : (i+1)*per]
		if cfg.Mode != Beginner {
			o.Eco = ecos[i*per : (i+1)*per : (i+1)*per]
		}
	}
	if cfg.Solo {
		g.Gaia = gaiaState{Card: -1}
		_ = g.Gaia.Deck.setInts(g.deal(gaiaCards, gaiaCards)) // gaiaCards cards 0 to gaiaCards-1
	}
	if cfg.Animals {
		g.dealAnimals()
	}
	g.Stage = stSetup
	n.mark()
	return n, nil
}

// setupMem is what New makes for a game in one block: the Fauna board
// (copied when a claim changes it) and the cards dealt to each player for
// the setup choices.
type setupMem struct {
	board  faunaBoard
	offers [MaxPlayers]offers
}

// players is the number of players c seats: Players, or for 0 the usual
// count (see Config.Players).
func (c Config) players() int {
	switch {
	case c.Players != 0:
		return c.Players
	case c.Solo:
		return 1
	case c.Teams:
		return TeamPlayers
	}
	return DefaultPlayers
}

// errNilReceiver is the error of a method that reads into a nil pointer.
func errNilReceiver(what string) error {
	return fmt.Errorf("animalkingdom: reading into a nil *%s", what)
}

// check says what in c no game can be set up with: a player count out of
// 1 to MaxPlayers, a mode or a difficulty with no name, teams not of
// TeamPlayers, a solo game not of one player in the standard or advanced
// setup, or a difficulty in a game without Gaia. New and reading a state
// refuse the same Configs, so that whatever New starts reads back.
func (c Config) check() error {
	switch {
	case c.Players < 1 || c.Players > MaxPlayers:
		return fmt.Errorf("config: %d players: the game takes 1 to %d", c.Players, MaxPlayers)
	case c.Mode > Advanced:
		return fmt.Errorf("config: mode %d: expected standard, beginner or advanced", c.Mode)
	case c.Difficulty > GaiaExpert:
		return fmt.Errorf("config: difficulty %d: expected beginner, medium, hard or expert", c.Difficulty)
	case c.Teams && c.Players != TeamPlayers:
		return fmt.Errorf("config: teams are for %d players, not %d", TeamPlayers, c.Players)
	case c.Solo && c.Players != 1:
		return fmt.Errorf("config: solo against Gaia is 1 player, not %d", c.Players)
	case c.Solo && c.Mode == Beginner:
		return fmt.Errorf("config: solo against Gaia is played in the standard or advanced setup, not beginner")
	case !c.Solo && c.Difficulty != GaiaBeginner:
		return fmt.Errorf("config: difficulty %v is Gaia's, and only a solo game (Solo) has her", c.Difficulty)
	}
	return nil
}

// deal picks k different cards of n at random.
func (g *data) deal(n, k int) []int {
	idx := make([]int, n)
	return g.dealFrom(&idx, n, k)
}

// dealFrom is deal in the first k of *buf, which has room for n; *buf is
// then moved past them.
func (g *data) dealFrom(buf *[]int, n, k int) []int {
	idx := (*buf)[:n]
	for i := range idx {
		idx[i] = i
	}
	g.RNG.Shuffle(n, func(i, j int) { idx[i], idx[j] = idx[j], idx[i] })
	*buf = (*buf)[k:]
	return idx[:k:k]
}

// canDeal says what New cannot deal from cs for cfg: the Fauna board, the
// public Ecosystems, each player's Islands, Climates and Ecosystems, and
// Gaia's cards (cards are double-sided: a set has half as many cards as
// sides).
func (cs *CardSet) canDeal(cfg Config) error {
	per := 1
	if cfg.Mode == Advanced {
		per = 2
	}
	ecos := 0
	if cfg.Mode != Beginner {
		ecos = 2 + per*cfg.Players
	}
	gaia := 0
	if cfg.Solo {
		gaia = gaiaCards
	}
	for _, need := range []struct {
		what       string
		have, want int
	}{
		{"Earth cards", cs.Len(), 1}, {"Fauna cards", len(cs.fauna) / 2, FaunaCards},
		{"Ecosystem cards", len(cs.ecosystems) / 2, ecos}, {"Island cards", len(cs.islands) / 2, per * cfg.Players},
		{"Climate cards", len(cs.climates) / 2, per * cfg.Players}, {"Gaia cards", len(cs.gaia), gaia},
	} {
		if need.have < need.want {
			return fmt.Errorf("the card set has %d %s, the game deals %d", need.have, need.what, need.want)
		}
	}
	return nil
}
