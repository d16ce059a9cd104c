package earthexpress

import (
	"bytes"
	"os"
	"slices"
	"testing"

	"github.com/rulebox/rulebox/carddata"
)

// two is a 2-player scenario at step 2 of round 2 with P1's tableau as
// given; P2 has planted two cards of no interest.
func two(tile []string, p1 ScenarioSeat) Scenario {
	p1.Planted = true
	return Scenario{Players: 2, Round: 2, Tile: tile, Fauna: []string{"Red Fox", "Beaver"}, Seats: []ScenarioSeat{
		p1,
		{Tableau: tab("Cat Grass", "Garlic"), Planted: true, Seeds: 3},
	}}
}

// legalStrings lists p's legal moves as notation.
func legalStrings(s State, p Player) []string {
	var out []string
	for _, m := range s.LegalMoves(p) {
		out = append(out, m.String())
	}
	return out
}

// Adding and Spending Sprouts: the Winter Daphne has no Sprout icon, the
// American Sycamore holds its maximum of 4, the Northern Highbush Blueberry
// 2 of its 5: the BLUE action's 3 Sprouts can only go on the Blueberry (or
// the player converts 2 Sprouts into a Seed first: the Action tile's
// benefit is no card's ability).
func TestRulebookSproutTrack(t *testing.T) {
	s := build(t, two([]string{"red", "blue"}, ScenarioSeat{
		Tableau: tab("Winter Daphne", "American Sycamore", "Northern Highbush Blueberry"),
		Sprouts: []int{0, 4, 2}, Seeds: 0,
	}))
	s = play(t, s, "P1 action blue")
	if got, want := legalStrings(s, P1), []string{"P1 place sprout r1c3", "P1 done", "P1 convert sprout"}; !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	s = play(t, s, "P1 place sprout r1c3", "P1 place sprout r1c3", "P1 place sprout r1c3")
	if got := sproutsAt(s, P1, 2); got != 5 {
		t.Errorf("Blueberry has %d Sprouts, want 5", got)
	}
	refused(t, s, "P1 place sprout r1c1")
}

// Adding Growth: the last piece on a space is a Canopy; a space with a
// Canopy scores its completion VP, one without 1 VP per Trunk; a Flora of
// capacity 1 only ever has a Canopy.
func TestRulebookAddingGrowth(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{
		Tableau: tab("American Sycamore", "Basil"), Growth: []int{2, 0},
	}))
	s = play(t, s, "P1 action yellow", "P1 place growth r1c1", "P1 place growth r1c2")
	// Sycamore: 3 Trunks (3 VP); Basil: a Canopy (2 VP).
	if got := s.Result().Rows[GrowthRow].Values[P1]; got != 3+2 {
		t.Errorf("growth row %d, want 5 (3 Trunks and Basil's Canopy)", got)
	}
	// Sycamore's own ability (gain 2 growth) fills it: a Canopy, 7 VP. It
	// is offered, as the player could convert 2 Growth before it.
	s = play(t, s, "P1 activate", "P1 place growth r1c1")
	if got := s.Result().Rows[GrowthRow].Values[P1]; got != 7+2 {
		t.Errorf("growth row %d, want 9 (two Canopies)", got)
	}
}

// Interpreting abilities, example A: "Gain 2 Growth" (Japanese Maple).
func TestRulebookExampleAGain(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Japanese Maple")}))
	s = play(t, s, "P1 action yellow", "P1 done") // the action's 2 Growth refused
	s = play(t, s, "P1 place growth r1c1", "P1 place growth r1c1")
	if got := growthAt(s, P1, 0); got != 2 {
		t.Errorf("Maple has %d Growth, want 2", got)
	}
}

// Interpreting abilities, example B: "Spend 1 Growth then gain 2 Seeds"
// (Basil); the cost is paid in full, before the benefit.
func TestRulebookExampleBConvert(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Basil"), Growth: []int{1}, Seeds: 0}))
	s = play(t, s, "P1 action red", "P1 activate")
	if got := s.Seeds(P1); got != 4 {
		t.Errorf("%d Seeds, want 4 (2 from the action, 2 from Basil)", got)
	}
	if got := growthAt(s, P1, 0); got != 0 {
		t.Errorf("Basil kept %d Growth", got)
	}
	// without the Growth, Basil cannot be activated
	s = build(t, two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Basil")}))
	s = play(t, s, "P1 action red")
	if slices.Contains(legalStrings(s, P1), "P1 activate") {
		t.Errorf("Basil activated without its cost")
	}
}

// The colon: "Spend 1 Seed and 1 Growth, then gain 4 Sprouts" (Spearmint).
func TestRulebookColon(t *testing.T) {
	s := build(t, two([]string{"red", "blue"}, ScenarioSeat{Tableau: tab("Spearmint"), Growth: []int{1}, Seeds: 1}))
	s = play(t, s, "P1 action blue", "P1 done", "P1 activate")
	s = play(t, s, "P1 place sprout r1c1", "P1 place sprout r1c1", "P1 place sprout r1c1", "P1 place sprout r1c1")
	if s.Seeds(P1) != 0 || growthAt(s, P1, 0) != 0 || sproutsAt(s, P1, 0) != 4 {
		t.Errorf("seeds %d growth %d sprouts %d, want 0 0 4", s.Seeds(P1), growthAt(s, P1, 0), sproutsAt(s, P1, 0))
	}
}

// The slash: "For every Flora with 2 or more Growth, gain 2 VP at the end"
// (White Oak, BROWN); the card counts itself.
func TestRulebookSlash(t *testing.T) {
	s := build(t, two([]string{"red", "blue"}, ScenarioSeat{
		Tableau: tab("White Oak", "Japanese Maple", "Basil"), Growth: []int{2, 3, 1},
	}))
	if got := s.Result().Rows[TerrainRow].Values[P1]; got != 4 {
		t.Errorf("White Oak scores %d, want 4 (itself and the Maple)", got)
	}
}

// A neighbour's tableau: "For each Tree in one of your neighbours'
// tableaus, gain 1 Growth" (Red Birch): the player chooses left or right.
func TestRulebookNeighbour(t *testing.T) {
	sc := Scenario{Players: 3, Round: 2, Tile: []string{"yellow", "red"}, Fauna: []string{"Red Fox", "Beaver"}, Seats: []ScenarioSeat{
		{Tableau: tab("Red Birch"), Planted: true},
		{Tableau: tab("Siberian Elm", "African Baobab"), Planted: true},
		{Tableau: tab("Cat Grass", "Garlic"), Planted: true},
	}}
	s := build(t, sc)
	s = play(t, s, "P1 action yellow", "P1 done")
	if got, want := legalStrings(s, P1), []string{"P1 neighbour left", "P1 neighbour right"}; !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	s = play(t, s, "P1 neighbour left", "P1 place growth r1c1", "P1 place growth r1c1")
	if got := growthAt(s, P1, 0); got != 2 {
		t.Errorf("Red Birch has %d Growth, want 2 (P2's two trees)", got)
	}
}

// The bar: "You gain 3 Growth, and all other players may gain 1 Sprout"
// (Southern Magnolia): the others' Sprouts arrive as tokens, placed in
// step 4.
func TestRulebookBar(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Southern Magnolia")}))
	s = play(t, s, "P1 action yellow", "P1 done", "P1 activate")
	s = play(t, s, "P1 place growth r1c1", "P1 place growth r1c1", "P1 place growth r1c1")
	if got := growthAt(s, P1, 0); got != 3 {
		t.Errorf("the Magnolia has %d Growth, want the activating player's 3", got)
	}
	if sp, _ := s.SproutTokens(P2); sp != 1 {
		t.Errorf("P2 has %d Sprout tokens, want 1", sp)
	}
	if sp, _ := s.SproutTokens(P1); sp != 0 {
		t.Errorf("P1 has %d Sprout tokens: the right of the bar is for the others", sp)
	}
	s = finishStep3(t, s)
	if got := s.Step(P2); got != Converting {
		t.Fatalf("P2 is %v, want converting", got)
	}
	s = play(t, s, "P2 place sprout r1c1")
	if got := sproutsAt(s, P2, 0); got != 1 {
		t.Errorf("P2's Cat Grass has %d Sprouts, want 1", got)
	}
}

// finishStep3 ends step 3 for everyone: every offered ability skipped,
// every benefit left.
func finishStep3(t testing.TB, s State) State {
	t.Helper()
	for n := 0; n < 100; n++ {
		moved := false
		for _, p := range s.Players() {
			if s.Step(p) == Converting || s.Step(p) == Over {
				continue
			}
			for _, m := range s.LegalMoves(p) {
				switch m.Kind {
				case Action, Skip, Done, End:
					s, _ = s.Apply(m)
					moved = true
				default:
					continue
				}
				break
			}
		}
		if !moved {
			return s
		}
	}
	t.Fatal("step 3 does not end")
	return s
}

// Choose an opponent: "Spend 2 Sprouts to gain 4 Growth, then choose one
// opponent to gain 1 Sprout" (Dog Rose), with 3 players.
func TestRulebookChooseAnOpponent(t *testing.T) {
	sc := Scenario{Players: 3, Round: 2, Tile: []string{"red", "blue"}, Fauna: []string{"Red Fox", "Beaver"}, Seats: []ScenarioSeat{
		{Tableau: tab("Dog Rose", "American Sycamore"), Sprouts: []int{2, 0}, Planted: true},
		{Tableau: tab("Siberian Elm", "Cat Grass"), Planted: true},
		{Tableau: tab("Garlic", "Basil"), Planted: true},
	}}
	s := play(t, build(t, sc), "P1 action blue", "P1 done", "P1 activate")
	s = play(t, s, "P1 place growth r1c2", "P1 place growth r1c2", "P1 place growth r1c2", "P1 place growth r1c2")
	if got := growthAt(s, P1, 1); got != 4 {
		t.Errorf("the Sycamore has %d Growth, want the activating player's 4", got)
	}
	if got, want := legalStrings(s, P1), []string{"P1 opponent P2", "P1 opponent P3"}; !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	s = play(t, s, "P1 opponent P3")
	if sp, _ := s.SproutTokens(P3); sp != 1 {
		t.Errorf("P3 has %d Sprout tokens, want 1", sp)
	}
	if sp, _ := s.SproutTokens(P2); sp != 0 {
		t.Errorf("P2 has %d Sprout tokens, want 0", sp)
	}
	if got := sproutsAt(s, P1, 0); got != 0 {
		t.Errorf("Dog Rose kept %d Sprouts after paying 2", got)
	}
}

// Only other players: "Gain 4 Seeds, then all other players may gain 2
// Sprouts" (Papaya).
func TestRulebookOnlyOthers(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Papaya"), Seeds: 0}))
	s = play(t, s, "P1 action red", "P1 activate")
	if s.Seeds(P1) != 6 {
		t.Errorf("%d Seeds, want 6", s.Seeds(P1))
	}
	if sp, _ := s.SproutTokens(P2); sp != 2 {
		t.Errorf("P2 has %d Sprout tokens, want 2", sp)
	}
	if sp, _ := s.SproutTokens(P1); sp != 0 {
		t.Errorf("P1 has %d Sprout tokens, want 0", sp)
	}
}

// Cards take themselves into account: the Giant Club Cactus's YELLOW
// ability gives 1 Growth to both the Cactus and the Siberian Elm in its
// row.
func TestRulebookGiantClubCactusAndSiberianElm(t *testing.T) {
	s := build(t, two([]string{"yellow", "red"}, ScenarioSeat{Tableau: tab("Giant Club Cactus", "Siberian Elm", "", "Basil")}))
	s = play(t, s, "P1 action yellow", "P1 done")
	if got, want := legalStrings(s, P1), []string{"P1 place growth r1c1", "P1 place growth r1c2", "P1 done"}; !slices.Equal(got, want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	s = play(t, s, "P1 place growth r1c1", "P1 place growth r1c2")
	if growthAt(s, P1, 0) != 1 || growthAt(s, P1, 1) != 1 || growthAt(s, P1, 3) != 0 {
		t.Errorf("growth %d %d %d, want 1 1 0", growthAt(s, P1, 0), growthAt(s, P1, 1), growthAt(s, P1, 3))
	}
}

// A Fauna claim is never lost: "5+ Flora, each with 1+ Growth" (Red Fox),
// claimed in step 4, stays claimed after the Growth is spent.
func TestRulebookFaunaClaim(t *testing.T) {
	sc := two([]string{"yellow", "red"}, ScenarioSeat{
		Tableau: tab("Basil", "Japanese Maple", "American Sycamore", "Winter Daphne", "Southern Magnolia", "White Oak"),
		Growth:  []int{1, 1, 1, 1, 1, 0},
	})
	sc.Round = 3
	s := build(t, sc)
	s = play(t, s, "P1 action yellow", "P1 place growth r2c3")
	s = finishStep3(t, s)
	if got, ok := s.Claim(P1, 0); !ok || got != 0 {
		t.Fatalf("P1's claim on Red Fox: %d, want the first space", got)
	}
	if got := s.Result().Rows[FaunaRow].Values[P1]; got != 10 {
		t.Errorf("fauna row %d, want 10 on the beginner side", got)
	}
	// round 3: Winter Daphne's Growth is spent (red: spend 1 growth: gain 2 seeds)
	for s.Round() == 3 {
		s = finishStep3(t, s)
	}
	s = play(t, s, "P1 convert growth", "P1 pay growth r1c1", "P1 pay growth r1c2")
	if s.Meets(P1, 0) {
		t.Fatalf("the objective still holds after spending the Growth")
	}
	s = finishStep3(t, plantAll(t, s))
	if sp, ok := s.Claim(P1, 0); !ok || sp != 0 || s.Result().Rows[FaunaRow].Values[P1] < 10 {
		t.Errorf("the claim was lost: space %d, %v", sp, ok)
	}
}

// compile compiles an ability of the test set's vocabulary.
func compile(t testing.TB, text string) Ability {
	t.Helper()
	a, err := carddata.ParseAbility(text)
	if err != nil {
		t.Fatal(err)
	}
	var errs carddata.ErrorList
	ab := compileAbility(testCards(t).vocab, a, &errs)
	if err := errs.Err(); err != nil {
		t.Fatal(err)
	}
	return ab
}

// soloScenario is a solo position at step 2 of round 2.
func soloScenario(demeter ...string) Scenario {
	return Scenario{Players: 1, Round: 2, Tile: []string{"yellow", "red"}, Fauna: []string{"Red Fox", "Beaver"},
		Ecosystems: []string{"Everglades", "Taiga"}, Demeter: demeter,
		Seats: []ScenarioSeat{{Tableau: tab("Basil", "Garlic"), Planted: true, Ecosystem: "Savanna"}}}
}

// Demeter's Victory Track: a score of 114 is a Leaf token on 4 and one on
// 110.
func TestRulebookDemeter114(t *testing.T) {
	ones, tens := DemeterLeaves(114)
	if ones != 4 || tens != 110 {
		t.Errorf("DemeterLeaves(114) = %d, %d; want 4, 110", ones, tens)
	}
}

// demeterRound plays the player's steps 2 and 3 of a solo scenario (the RED
// action, which the Basil and Garlic of soloScenario cannot use), and so
// Demeter's step 3; it returns the events.
func demeterRound(t testing.TB, sc Scenario) (State, []Event) {
	t.Helper()
	return playEvents(t, build(t, sc), "P1 action red")
}

// brownAndBlack fills Demeter's tableau with cards that have no RED, BLUE
// or YELLOW ability.
var brownAndBlack = []string{"White Oak", "Siberian Elm", "Canary Island Palm", "Giant Puffball", "African Baobab", "Saguaro", "Desert", "Tundra"}

// Demeter, example 1: an ability that generates 2 resources and costs
// nothing scores her 2 VP (Japanese Maple: "gain 2 growth").
func TestRulebookDemeterExample1(t *testing.T) {
	s, evs := demeterRound(t, soloScenario(append([]string{"Japanese Maple"}, brownAndBlack...)...))
	if got := demeterScores(evs)[mustCard(t, "Japanese Maple")]; got != 2 {
		t.Errorf("the Maple scored Demeter %d VP, want 2", got)
	}
	if got := s.DemeterVP(); got != DemeterActionVP+2 {
		t.Errorf("Demeter's track is at %d, want %d (the action step's and the Maple's)", got, DemeterActionVP+2)
	}
}

// Demeter, example 2: an ability that generates 3 resources at a cost of 1
// scores her 2 VP (Scarlet Elf Cup: "spend 1 seed: gain 3 growth").
func TestRulebookDemeterExample2(t *testing.T) {
	s, evs := demeterRound(t, soloScenario(append([]string{"Scarlet Elf Cup"}, brownAndBlack...)...))
	if got := demeterScores(evs)[mustCard(t, "Scarlet Elf Cup")]; got != 2 {
		t.Errorf("the Scarlet Elf Cup scored Demeter %d VP, want 2", got)
	}
	if got := s.DemeterVP(); got != DemeterActionVP+2 {
		t.Errorf("Demeter's track is at %d, want %d", got, DemeterActionVP+2)
	}
}

// End-game scoring (solo), Normal: "if the majority of her card abilities
// were RED in the 5th round, Demeter would trigger all of her RED abilities
// twice"; Hard and Expert three times.
func TestRulebookDemeterRound5RedTwice(t *testing.T) {
	for level, times := range map[Level]int{Normal: 2, Hard: 3, Expert: 3} {
		sc := soloScenario(append([]string{"Blackthorn"}, brownAndBlack...)...)
		sc.Level, sc.Round = level, 5
		sc.Seats[0].Tableau = tab("Basil", "Garlic", "Heather", "Cat Grass", "Spearmint", "Japanese Maple", "American Sycamore", "Southern Magnolia")
		s, evs := demeterRound(t, sc)
		n := 0
		for _, e := range find(evs, DemeterScored) {
			if e.Card == mustCard(t, "Blackthorn") && e.N == 2 {
				n++
			}
		}
		if n != times {
			t.Errorf("%s: Blackthorn's 2 Seeds scored %d times, want %d", level, n, times)
		}
		if got := s.DemeterVP(); got != DemeterActionVP+2*times {
			t.Errorf("%s: Demeter's track is at %d, want %d", level, got, DemeterActionVP+2*times)
		}
	}
}

// readingFauna is the test set with three more Fauna cards, whose sides
// ask for types and colours alone and together.
func readingFauna(t testing.TB) *CardSet {
	t.Helper()
	data, err := os.ReadFile("testdata/cards.yaml")
	if err != nil {
		t.Fatal(err)
	}
	extra := `fauna:
  - {name: Tree Warbler, origin: original, sides: [{name: Tree Warbler, objective: 3+ tree}, {name: Red Finch, objective: 2+ flora with red}]}
  - {name: Bush Warbler, origin: original, sides: [{name: Bush Warbler, objective: 2+ bush}, {name: Yellow Finch, objective: 2+ flora with yellow}]}
  - {name: Hedge Warbler, origin: original, sides: [{name: Hedge Warbler, objective: "3+ tree, 2+ bush"}, {name: Painted Finch, objective: "2+ flora with red, 2+ flora with yellow"}]}
`
	cs, err := LoadCards("readings.yaml", bytes.Replace(data, []byte("fauna:\n"), []byte(extra), 1))
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// meets builds P1's tableau with the two Fauna sides in play and reports
// whether it meets each.
func meets(t testing.TB, cs *CardSet, fauna [2]string, tableau ...string) [2]bool {
	t.Helper()
	sc := two([]string{"red", "blue"}, ScenarioSeat{Tableau: tableau})
	sc.Fauna = fauna[:]
	sc.Cards = cs
	s, err := sc.Build()
	if err != nil {
		t.Fatal(err)
	}
	return [2]bool{s.Meets(P1, 0), s.Meets(P1, 1)}
}

// Card information: a Flora with both a Tree and a Bush classification
// counts as a Tree for one objective and a Bush for another (Mountain
// Laurel), but as one of them within one objective.
func TestRulebookTwoTypes(t *testing.T) {
	cs := readingFauna(t)
	laurel := []string{"Mountain Laurel", "Japanese Maple", "Red Birch", "Dog Rose"}
	if got := meets(t, cs, [2]string{"Tree Warbler", "Bush Warbler"}, laurel...); got != [2]bool{true, true} {
		t.Errorf("3+ tree, 2+ bush met %v: the Laurel does not count as a tree for one and a bush for the other", got)
	}
	if got := meets(t, cs, [2]string{"Hedge Warbler", "Red Fox"}, laurel...); got[0] {
		t.Errorf("the Laurel counts as a tree and a bush within one objective")
	}
}

// Activating abilities: a card with a RED and a YELLOW ability counts as
// RED for one objective and YELLOW for another (Japanese Andromeda), but
// as one of them within one objective.
func TestRulebookTwoColours(t *testing.T) {
	cs := readingFauna(t)
	andromeda := []string{"Japanese Andromeda", "Basil", "Japanese Maple"}
	if got := meets(t, cs, [2]string{"Red Finch", "Yellow Finch"}, andromeda...); got != [2]bool{true, true} {
		t.Errorf("2+ flora with red, 2+ flora with yellow met %v: the Andromeda does not count as red for one and yellow for the other", got)
	}
	if got := meets(t, cs, [2]string{"Painted Finch", "Red Fox"}, andromeda...); got[0] {
		t.Errorf("the Andromeda counts as both colours within one objective")
	}
}

// The standard game: players completing the same Fauna objective in the
// same round stack their Leaf tokens on the same (highest free) space; the
// next claim goes on the space below.
func TestRulebookStandardStacking(t *testing.T) {
	wet := ScenarioSeat{Tableau: tab("American Sycamore", "Spearmint", "Southern Magnolia", "Cat Grass"), Planted: true}
	wet2 := ScenarioSeat{Tableau: tab("Rubber Tree", "Elephant Grass", "Papaya", "Chicken of the Woods"), Planted: true}
	dry := ScenarioSeat{Tableau: tab("Basil", "Garlic"), Planted: true}
	sc := Scenario{Players: 3, Round: 2, Standard: true, Tile: []string{"red", "blue"}, Fauna: []string{"Red Fox", "Beaver"},
		Seats: []ScenarioSeat{wet, wet2, dry}}
	s := finishStep3(t, build(t, sc))
	if space(s, P1, 1) != 0 || space(s, P2, 1) != 0 || claimed(s, P3, 1) {
		t.Fatalf("Beaver claims on spaces %d %d %d (-1: none), want 0 0 -1", space(s, P1, 1), space(s, P2, 1), space(s, P3, 1))
	}
	spaces := testCards(t).FaunaSpaces
	for _, p := range []Player{P1, P2} {
		if got := s.Result().Rows[FaunaRow].Values[p]; got != spaces[0] {
			t.Errorf("%v's fauna row %d, want the top space's %d", p, got, spaces[0])
		}
	}
	if s.d.faunaNext[1] != 1 {
		t.Errorf("the next free space is %d, want 1", s.d.faunaNext[1])
	}
}

// Solo, step 4: when the player completes a Fauna objective in the same
// round as Demeter claims it, her Leaf token goes on the space below the
// player's. Her first claim is the player's choice.
func TestRulebookDemeterClaimBelowThePlayer(t *testing.T) {
	sc := soloScenario()
	sc.Standard = true
	sc.Round = 3 // Normal: she claims in rounds 3 and 4
	sc.Seats[0].Tableau = tab("American Sycamore", "Spearmint", "Southern Magnolia", "Cat Grass", "Basil", "Garlic")
	s := build(t, sc)
	s = finishStep3(t, s)
	for s.d.dem.tie != 0 {
		s = play(t, s, s.LegalMoves(P1)[0].String())
	}
	if got := legalStrings(s, P1); !slices.Equal(got, []string{"P1 claim 1", "P1 claim 2"}) {
		t.Fatalf("legal %v, want Demeter's first claim to choose", got)
	}
	s = play(t, s, "P1 claim 2") // the Beaver, which P1 claimed this round
	spaces := testCards(t).FaunaSpaces
	if got := s.Result().Rows[FaunaRow].Values[P1]; space(s, P1, 1) != 0 || got != spaces[0] {
		t.Errorf("P1 on space %d for %d VP; want the first space, %d VP", space(s, P1, 1), got, spaces[0])
	}
	if got := s.Result().Demeter.Fauna; got != spaces[1] {
		t.Errorf("Demeter's claim is worth %d VP, want the space below the player's, %d", got, spaces[1])
	}
}

// End-game scoring (solo): Demeter's base VP count as positive values,
// doubled at Expert, and each BROWN and BLACK ability scores 10 VP.
func TestRulebookDemeterEndGame(t *testing.T) {
	for _, level := range []Level{Normal, Expert} {
		sc := soloScenario("Florida Strangler", "White Oak", "Siberian Elm", "Spearmint", "Dog Rose", "Cat Grass", "Heather", "Oleander", "Papaya")
		sc.Level, sc.Round = level, 5
		sc.Seats[0].Tableau = tab("Basil", "Garlic", "Elephant Grass", "White Jasmine", "Japanese Maple", "American Sycamore", "Southern Magnolia", "Red Birch")
		s, _ := demeterRound(t, sc)
		s = play(t, s, "P1 done") // Dog Rose's Sprout for the player let go
		if !s.Over() {
			t.Fatalf("%s: the game is not over after round 5: %v", level, legalStrings(s, P1))
		}
		got := *s.Result().Demeter
		// base VP: |-2| + 3 + 1 + 1 + 1 + 0 + 1 + 2 + 0 = 11; White Oak is BROWN, Siberian Elm BLACK
		wantCards := 11
		if level == Expert {
			wantCards = 22
		}
		if got.Cards != wantCards || got.Abilities != 20 {
			t.Errorf("%s: cards %d, abilities %d; want %d and 20", level, got.Cards, got.Abilities, wantCards)
		}
	}
}
