package animalkingdom

import (
	"fmt"
	"slices"

	"github.com/rulebox/rulebox/carddata"
)

// Scenario is a position written directly, for tests and rules questions:
// the setup is done, and the game stands at a step of a turn (Step; by
// default the active player is about to choose an action). Cards not
// named stay in the shuffled deck. Its Config fields (Players, Mode,
// Seed, Teams, Solo, Difficulty, Animals, TiebreakGrowthPieces) are
// written as New's Config is, so that a position of every mode can be
// written. State.Scenario prints a position back as one. In YAML:
//
//	players: 2
//	active: 1
//	fauna: [Bald Eagle, Earthworm, Red Squirrel, European Mole]
//	seats:
//	  - island: Kauai Island
//	    climate: Desert Climate
//	    soil: 5
//	    hand: [White Oak]
//	    tableau:
//	      - {card: Japanese Maple, row: 0, col: 0, sprouts: 1, growth: 2}
type Scenario struct {
	// Players, Mode and Seed are the game's Config.
	Players int    `yaml:"players"`
	Mode    Mode   `yaml:"mode,omitempty"`
	Seed    uint64 `yaml:"seed,omitempty"`
	// Teams is the game's Config.Teams (TeamPlayers players).
	Teams bool `yaml:"teams,omitempty"`
	// Solo and Difficulty are the game's Config.Solo and Config.Difficulty:
	// one player against Gaia, whose side is Gaia (scenario_solo.go).
	Solo       bool          `yaml:"solo,omitempty"`
	Difficulty Difficulty    `yaml:"difficulty,omitempty"`
	Gaia       *ScenarioGaia `yaml:"gaia,omitempty"`
	// Active is the active player's seat number, 1 to Players (1 when 0).
	Active int `yaml:"active,omitempty"`
	// Turn is the turn's number, from 1 (1 when 0).
	Turn int `yaml:"turn,omitempty"`
	// Fauna names the 4 Fauna sides on the board (optional).
	Fauna []string `yaml:"fauna,omitempty"`
	// FaunaClaims is, for each Fauna objective, the seat numbers whose
	// Leaf is on it, in position order (Gaia's seat is Players+1), and
	// FaunaTurn this turn's claims, whose positions the end of the turn
	// fixes (optional: the claims the position meets are made in seat
	// order from the active player's).
	FaunaClaims [][]int `yaml:"fauna_claims,omitempty"`
	FaunaTurn   [][]int `yaml:"fauna_turn,omitempty"`
	// Public names the public Ecosystem sides (optional; none in beginner).
	Public []string `yaml:"public,omitempty"`
	// Discard is the discard pile, by name, bottom first.
	Discard []string `yaml:"discard,omitempty"`
	// TiebreakGrowthPieces is the game's Config.TiebreakGrowthPieces.
	TiebreakGrowthPieces bool `yaml:"tiebreak_growth_pieces,omitempty"`
	// Last makes the round the last one; Completed is the seat number of
	// the player who completed their tableau first (0: the first seat
	// with 16 cards); RoundPlanted reports a card planted in this round
	// (the Stalemate ruling).
	Last         bool `yaml:"last,omitempty"`
	Completed    int  `yaml:"completed,omitempty"`
	RoundPlanted bool `yaml:"round_planted,omitempty"`
	// Step, Action, Player, Drawn, Activating and TableauFirst say where
	// in the turn the game stands (scenario_step.go).
	Step         TurnStep `yaml:"step,omitempty"`
	Action       string   `yaml:"action,omitempty"`
	Player       int      `yaml:"player,omitempty"`
	Drawn        []string `yaml:"drawn,omitempty"`
	Activating   string   `yaml:"activating,omitempty"`
	TableauFirst bool     `yaml:"tableau_first,omitempty"`
	// Seats are the players' positions, P1 first.
	Seats []ScenarioSeat `yaml:"seats"`
	// Cards is the card set the position is of; nil is StandardCards.
	// It is not read from YAML.
	Cards *CardSet `yaml:"-"`
	// Animals plays the Animal Kingdom expansion (implied by Global or a
	// seat's Animals; animal_scenario.go); Global names the Animal whose
	// Global Ability is shown (optional: one no player keeps).
	Animals bool   `yaml:"animals,omitempty"`
	Global  string `yaml:"global,omitempty"`
}

// ScenarioSeat is one player's position in a Scenario.
type ScenarioSeat struct {
	// Island, Climate and Ecosystem name the sides chosen (optional: the
	// first side dealt otherwise; Ecosystem "none" for none).
	Island    string `yaml:"island,omitempty"`
	Climate   string `yaml:"climate,omitempty"`
	Ecosystem string `yaml:"ecosystem,omitempty"`
	// Soil, Hand, Compost and Events are the player's soil (0 to
	// MaxCount) and cards, by name.
	Soil    int      `yaml:"soil,omitempty"`
	Hand    []string `yaml:"hand,omitempty"`
	Compost []string `yaml:"compost,omitempty"`
	Events  []string `yaml:"events,omitempty"`
	// Tableau is the cards planted, in planting order; the first at 0,0.
	Tableau []ScenarioCard `yaml:"tableau,omitempty"`
	// Drew and SoilGained are the cards the player drew and the soil they
	// gained this turn (Gaia's reaction reads them); Done reports that
	// the player has passed in the last window (step final).
	Drew       int  `yaml:"drew,omitempty"`
	SoilGained int  `yaml:"soil_gained,omitempty"`
	Done       bool `yaml:"done,omitempty"`
	// Animals names the Animals the player keeps (Animal Kingdom: 1, or
	// 2 in the advanced game); Discarded is the Leaves they discarded,
	// Claimed the Fauna objectives holding their Leaf (places 1 to 4).
	Animals   []string `yaml:"animals,omitempty"`
	Discarded int      `yaml:"discarded,omitempty"`
	Claimed   []int    `yaml:"claimed,omitempty"`
	// AnimalStored is what lies stored on each kept Animal card, in the
	// order of Animals; GlobalStored what the Global Ability stored for
	// the player; IslandStored what lies on their Island.
	AnimalStored []Store `yaml:"animal_stored,omitempty"`
	GlobalStored Store   `yaml:"global_stored,omitempty"`
	IslandStored Store   `yaml:"island_stored,omitempty"`
}

// ScenarioCard is a planted card, its place relative to the first card,
// and its pieces.
type ScenarioCard struct {
	// Card names the card; Row and Col place it; Sprouts and Growth are
	// its pieces, 0 to the card's spaces.
	Card    string `yaml:"card"`
	Row     int    `yaml:"row"`
	Col     int    `yaml:"col"`
	Sprouts int    `yaml:"sprouts,omitempty"`
	Growth  int    `yaml:"growth,omitempty"`
	// JustPlanted marks a card planted in this turn's Plant.
	JustPlanted bool `yaml:"just_planted,omitempty"`
	// Animeeples names the player's Animals with an Animeeple on the card
	// (Animal Kingdom); Stored is what lies stored on it.
	Animeeples []string `yaml:"animeeples,omitempty"`
	Stored     Store    `yaml:"stored,omitempty"`
}

// LoadScenario reads a Scenario in YAML (the fields of Scenario), naming
// file in errors: each problem is reported at its file:line:col, an
// unknown field with the closest known one. Build makes the position.
func LoadScenario(file string, data []byte) (Scenario, error) {
	var sc Scenario
	if err := carddata.Decode(file, data, &sc); err != nil {
		return Scenario{}, err
	}
	return sc, nil
}

// Build makes the position. It fails, saying what and where (the field,
// and the rule it breaks), on an unknown name, a card named twice, a step
// the position cannot be at or a position Validate refuses. At steps
// plant and activate the game runs on to the next decision, as after a
// move.
func (sc Scenario) Build() (State, error) {
	s, err := New(sc.config())
	if err != nil {
		return State{}, err
	}
	h := building(&s.d)
	g := &h
	g.Deck = clone(g.Deck)
	if len(sc.Seats) != sc.Players {
		return State{}, fmt.Errorf("animalkingdom: scenario: seats: %d seats for %d players", len(sc.Seats), sc.Players)
	}
	if sc.Active < 0 || sc.Active > sc.Players {
		return State{}, fmt.Errorf("animalkingdom: scenario: active: player %d: seats are 1 to %d", sc.Active, sc.Players)
	}
	b := builder{g: g}
	b.board(sc)
	for i := range sc.Seats {
		b.seat(Player(i), &sc.Seats[i])
	}
	b.discard(sc)
	b.claims(sc)
	b.animals(sc)
	b.completed(sc)
	b.gaia(sc)
	if b.err != nil {
		return State{}, b.err
	}
	g.noteHandEvents()
	g.Stage, g.Turn, g.K, g.Last, g.RoundPlanted = stAction, max(sc.Turn, 1), 0, sc.Last, sc.RoundPlanted
	g.Active = Player(max(sc.Active, 1) - 1)
	b.step(sc)
	if b.err != nil {
		return State{}, b.err
	}
	g.claimFauna() // the position claims what it meets
	if g.Stage == stAction {
		g.placeClaims()
	}
	b.turnClaims()
	b.settleAnimals()
	if g.Stage == stActivate || g.Stage == stPlant {
		g.advance()
	}
	n := s
	n.mark()
	if err := n.Validate(); err != nil {
		return State{}, fmt.Errorf("animalkingdom: scenario: %w", err)
	}
	return n, nil
}

// config is the scenario's Config.
func (sc Scenario) config() Config {
	return Config{Players: sc.Players, Seed: sc.Seed, Mode: sc.Mode, TiebreakGrowthPieces: sc.TiebreakGrowthPieces, Cards: sc.Cards,
		Teams: sc.Teams, Solo: sc.Solo, Difficulty: sc.Difficulty, Animals: sc.animalsOn()}
}

// builder places a scenario's cards, keeping the first error.
type builder struct {
	g   *game
	err error
	// turn is this turn's claims, by Fauna objective (see turnClaims).
	turn [FaunaCards][]Player
}

func (b *builder) fail(format string, args ...any) {
	if b.err == nil {
		b.err = fmt.Errorf("animalkingdom: scenario: "+format, args...)
	}
}

// take takes the named card out of the deck.
func (b *builder) take(where, name string) Card {
	c, ok := b.g.cs.byName(name)
	if !ok {
		b.fail("%s: no Earth card named %q", where, name)
		return NoCard
	}
	i := slices.Index(b.g.Deck, c)
	if i < 0 {
		b.fail("%s: %s is named twice", where, name)
		return NoCard
	}
	b.g.Deck = slices.Delete(b.g.Deck, i, i+1)
	return c
}

// cards takes the named cards out of the deck.
func (b *builder) cards(where string, names []string) []Card {
	var out []Card
	for _, n := range names {
		if c := b.take(where, n); c != NoCard {
			out = append(out, c)
		}
	}
	return out
}

// side finds a side by name among sides.
func (b *builder) side(where, name string, n int, nameOf func(int) string) int {
	for i := range n {
		if nameOf(i) == name {
			return i
		}
	}
	b.fail("%s: no side named %q", where, name)
	return -1
}

// board sets the Fauna and public Ecosystems.
func (b *builder) board(sc Scenario) {
	g := b.g
	if len(sc.Fauna) > 0 {
		if len(sc.Fauna) != FaunaCards {
			b.fail("fauna: %d sides named, expected %d", len(sc.Fauna), FaunaCards)
			return
		}
		for i, n := range sc.Fauna {
			g.board()[i].Side = b.side("fauna", n, len(g.cs.fauna), func(k int) string { return g.cs.fauna[k].Name })
		}
	}
	if sc.Public != nil {
		g.Public = nil
		for _, n := range sc.Public {
			g.Public = append(g.Public, b.side("public", n, len(g.cs.ecosystems), func(k int) string { return g.cs.ecosystems[k].Name }))
		}
	}
}

// seat sets one player's position.
func (b *builder) seat(p Player, ss *ScenarioSeat) {
	g := b.g
	s := g.seat(p)
	where := p.String()
	s.Island, s.Climate = 2*s.offer().Island[0], 2*s.offer().Climate[0]
	if ss.Island != "" {
		s.Island = b.side(where+" island", ss.Island, len(g.cs.islands), func(k int) string { return g.cs.islands[k].Name })
	}
	if ss.Climate != "" {
		s.Climate = b.side(where+" climate", ss.Climate, len(g.cs.climates), func(k int) string { return g.cs.climates[k].Name })
	}
	if len(s.offer().Eco) > 0 {
		s.Eco = 2 * s.offer().Eco[0]
	}
	switch ss.Ecosystem {
	case "":
	case "none":
		s.Eco = -1
	default:
		s.Eco = b.side(where+" ecosystem", ss.Ecosystem, len(g.cs.ecosystems), func(k int) string { return g.cs.ecosystems[k].Name })
	}
	if ss.Soil < 0 || ss.Soil > MaxCount {
		b.fail("%s soil: %d, expected 0 to %d", where, ss.Soil, MaxCount)
	}
	s.Soil = ss.Soil
	s.Hand = b.cards(where+" hand", ss.Hand)
	s.Compost = b.cards(where+" compost", ss.Compost)
	s.Events = b.cards(where+" events", ss.Events)
	for _, t := range ss.Tableau {
		c := b.take(where+" tableau", t.Card)
		if c == NoCard {
			continue
		}
		if !nearFirst(t.Row) || !nearFirst(t.Col) || !canPlace(s.Tab(), t.Row, t.Col) {
			b.fail("%s tableau: %s cannot be at %d,%d", where, t.Card, t.Row, t.Col)
			continue
		}
		if ci := g.info(c); t.Sprouts < 0 || t.Sprouts > ci.SproutCap || t.Growth < 0 || t.Growth > ci.GrowthCap {
			b.fail("%s tableau: %s holds 0 to %d sprouts and 0 to %d growth, not %d and %d", where, t.Card, ci.SproutCap, ci.GrowthCap, t.Sprouts, t.Growth)
			continue
		}
		if t.JustPlanted {
			s.JustPlanted = s.JustPlanted.with(len(s.Tab()))
		}
		b.g.addCard(p, planted{Card: c, Row: int8(t.Row), Col: int8(t.Col)}, cardPieces{int8(t.Sprouts), int8(t.Growth)})
	}
	b.turnCounts(p, ss)
}

// nearFirst reports whether a row or column lies within a tableau's
// width of the first card's (0).
func nearFirst(x int) bool { return x > -TableauSide && x < TableauSide }
