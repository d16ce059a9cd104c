package animalkingdom

import (
	"fmt"
	"slices"

	"github.com/rulebox/rulebox/carddata"
)

// Scenario prints the position back as a scenario, so that a position met
// in a game becomes a test by copying it out: Build of the result gives a
// state equal to s, in its Views and legal moves, whenever the game waits
// at a step (see TurnStep) or at an ability offered in step 3 (use or
// skip). What a scenario cannot say:
//
//   - a decision inside an ability, an event or an activation of Animals
//     (a card to compost, an amount, an Animeeple to move, a "|" gain
//     offered), a placement of sprouts or growth under way, an activation
//     a used Leaf still owes, or the choice of what the last Leaves claim:
//     the scenario writes the step it is in, with the pieces already
//     moved, and a Build starts from there, leaving out what was left of
//     that decision (an ability being resolved in step 3 is offered again,
//     from the ability named in activating);
//     a few such positions print as scenarios a Build refuses (Gaia's
//     "|" gain offered once her Gyre's Leaf is placed, an ability copied
//     in step 3, an activation owed by the Global Ability's last claim);
//   - the setup's choices and the players' choice of their Animals,
//     before the first turn: a scenario starts in a turn;
//   - the order of the Earth deck, and the random generator, which draws
//     from it: a Build draws from Seed;
//   - the order of the cards each player planted this turn (just_planted
//     marks them), which no rule reads.
//
// The zero State, which is no game, gives the zero Scenario. A card set
// other than the standard one is in Cards; MarshalScenario cannot write
// it (a Config's card set is given in Go).
func (s State) Scenario() Scenario {
	if s.zero() {
		return Scenario{}
	}
	g := &s.d
	cfg := g.Config
	sc := Scenario{Players: cfg.Players, Mode: cfg.Mode, Seed: cfg.Seed, Teams: cfg.Teams, Solo: cfg.Solo, Difficulty: cfg.Difficulty,
		TiebreakGrowthPieces: cfg.TiebreakGrowthPieces, Animals: cfg.Animals, Active: int(g.Active) + 1, Turn: g.Turn,
		Last: g.Last, RoundPlanted: g.RoundPlanted, Discard: g.names(g.Discard)}
	if std, _ := standard(); g.cs.CardSet != std {
		sc.Cards = g.cs.CardSet
	}
	if g.Ender != NoPlayer {
		sc.Completed = int(g.Ender) + 1
	}
	for _, e := range g.Public {
		sc.Public = append(sc.Public, g.cs.ecosystems[e].Name)
	}
	g.faunaScenario(&sc)
	if g.AK.HasGlobal {
		sc.Global = g.animal(g.AK.Global).Name
	}
	for p := range g.n() {
		sc.Seats = append(sc.Seats, g.seatScenario(Player(p)))
	}
	if cfg.Solo {
		sc.Gaia = g.gaiaScenario()
		if g.Gaia.Card >= 0 {
			sc.Active = 0 // Gaia's turn: her card says so
		}
	}
	g.stepScenario(&sc)
	return sc
}

// names writes cards by name.
func (g *data) names(cards []Card) []string {
	var out []string
	for _, c := range cards {
		out = append(out, g.info(c).Name)
	}
	return out
}

// faunaScenario writes the Fauna board: its sides and its Leaves, as seat
// numbers (Gaia's is Players+1).
func (g *data) faunaScenario(sc *Scenario) {
	seats := func(ps []Player) []int {
		out := []int{}
		for _, p := range ps {
			out = append(out, int(p)+1)
		}
		return out
	}
	var claims, turn [][]int
	claimed, turned := false, false
	for _, slot := range g.Fauna {
		sc.Fauna = append(sc.Fauna, g.cs.fauna[slot.Side].Name)
		claims, turn = append(claims, seats(slot.Claims)), append(turn, seats(slot.Turn))
		claimed, turned = claimed || len(slot.Claims) > 0, turned || len(slot.Turn) > 0
	}
	if claimed {
		sc.FaunaClaims = claims
	}
	if turned {
		sc.FaunaTurn = turn
	}
}

// seatScenario is player p's part of the position.
func (g *data) seatScenario(p Player) ScenarioSeat {
	s := g.get(p)
	ss := ScenarioSeat{Soil: s.Soil, Hand: g.names(s.Hand), Compost: g.names(s.Compost), Events: g.names(s.Events),
		Drew: g.Stats[p].Drew, SoilGained: g.Stats[p].SoilGained, Done: s.Done && (g.Stage == stFinal || g.Stage == stOver)}
	if s.Island >= 0 {
		ss.Island = g.cs.islands[s.Island].Name
	}
	if s.Climate >= 0 {
		ss.Climate = g.cs.climates[s.Climate].Name
	}
	switch {
	case s.Eco >= 0:
		ss.Ecosystem = g.cs.ecosystems[s.Eco].Name
	case len(s.offer().Eco) > 0:
		ss.Ecosystem = "none"
	}
	kept := g.kept(p)
	for i, t := range s.Tab() {
		c := ScenarioCard{Card: g.info(t.Card).Name, Row: int(t.Row), Col: int(t.Col), Sprouts: int(s.pieces.on[i].Sprouts), Growth: int(s.pieces.on[i].Growth),
			JustPlanted: s.JustPlanted.has(i), Stored: s.storedOn(i)}
		for k, a := range kept {
			if t.Animeeples.Has(k) {
				c.Animeeples = append(c.Animeeples, g.animal(a).Name)
			}
		}
		ss.Tableau = append(ss.Tableau, c)
	}
	if g.animalsOn() {
		g.animalSeatScenario(p, &ss)
	}
	return ss
}

// animalSeatScenario writes p's Animals, Leaves discarded and stores.
func (g *data) animalSeatScenario(p Player, ss *ScenarioSeat) {
	a := &g.get(p).Animal
	for _, k := range g.kept(p) {
		ss.Animals = append(ss.Animals, g.animal(k).Name)
	}
	ss.Discarded = int(a.Discarded)
	ss.GlobalStored, ss.IslandStored = a.GlobalStored, a.Island
	if stored := a.Stored[:a.Picked]; slices.ContainsFunc(stored, func(st Store) bool { return st != Store{} }) {
		ss.AnimalStored = slices.Clone(stored)
	}
}

// gaiaScenario writes Gaia's side of a solo game.
func (g *data) gaiaScenario() *ScenarioGaia {
	gs := &g.Gaia
	cards := func(l *gaiaList) []string {
		var out []string
		for i := range l.Len() {
			out = append(out, g.cs.gaia[l.at(i)].Name)
		}
		return out
	}
	sg := &ScenarioGaia{Deck: cards(&gs.Deck), Seen: cards(&gs.Seen), Passes: gs.Passes, Soil: gs.Soil, Sprouts: gs.Sprouts, Growth: gs.Growth,
		Compost: g.names(gs.Compost), Pile: g.names(gs.Pile), Skip: gs.Skip, Bonus: gs.Bonus}
	if gs.Card >= 0 {
		sg.Card, sg.Seen = sg.Seen[len(sg.Seen)-1], sg.Seen[:len(sg.Seen)-1]
	}
	if g.animalsOn() {
		for k, a := range g.AK.Gaia[:g.AK.NGaia] {
			sg.Animals = append(sg.Animals, g.animal(a).Name)
			if st := g.AK.GaiaStored[k]; st != (Store{}) {
				sg.Stored = slices.Clone(g.AK.GaiaStored[:g.AK.NGaia])
			}
		}
	}
	return sg
}

// stepScenario writes the moment of the turn: the step, the action, the
// player at it, the cards drawn, the ability offered in step 3.
func (g *data) stepScenario(sc *Scenario) {
	if g.Action != NoColour {
		sc.Action = actionWords[g.Action]
	}
	player := func() {
		if p := g.order(g.K); p != g.Active {
			sc.Player = int(p) + 1
		}
	}
	switch g.Stage {
	case stPlant, stKeep:
		sc.Step = PlantStep
		player()
		if g.Stage == stKeep {
			sc.Step, sc.Drawn = KeepStep, g.names(g.Drawn.Cards())
		}
	case stMinor:
		sc.Step = MinorStep
		player()
	case stActivate, stOrder:
		sc.Step = ActivateStep
		player()
		if g.Stage == stActivate && g.depth() > 0 && g.frames[0].Src != FromEvent {
			sc.Activating, sc.TableauFirst = g.activatingWord(&g.frames[0]), g.TabFirst
		}
	case stGlobal:
		sc.Step, sc.Active = GlobalStep, g.n()
		if g.K > 0 {
			sc.Player = g.K + 1
		}
	case stGaiaLeaf:
		sc.Step = GaiaStep
	case stFinal:
		sc.Step = FinalStep
	case stOver:
		sc.Step = OverStep
	}
}

// activatingWord writes the ability of frame f as Scenario.Activating
// reads it.
func (g *data) activatingWord(f *frame) string {
	w := "island"
	switch f.Src {
	case FromClimate:
		w = "climate"
	case FromTableau:
		t := g.get(f.Who).Tab()[f.Index]
		w = fmt.Sprintf("%d,%d", t.Row, t.Col)
	}
	if f.Ab > 0 {
		w += fmt.Sprintf(" %d", f.Ab+1)
	}
	return w
}

// MarshalScenario writes sc as YAML that LoadScenario reads back to the
// same scenario (its Cards aside: a card set is given in Go). Fields at
// their zero value are left out.
func MarshalScenario(sc Scenario) ([]byte, error) {
	return carddata.Encode(sc)
}
