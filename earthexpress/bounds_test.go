package earthexpress

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"
)

// The bounds keep every game inside a State's numbers: the most Seeds a
// game from New can give one player stays within MaxSeeds, a position
// holding MaxSeeds cannot pass the 16 bits Seeds are kept in, and
// Demeter's track stays within what Validate accepts.
func TestBoundsHoldAGame(t *testing.T) {
	perSeat := Rounds*2*Spaces + 2*Spaces                // step 3 each round, and BLACK once
	demeterActs := (Rounds-1)*2*Spaces + 3*2*Spaces      // round 5 three times at most
	most := max(MaxPlayers*perSeat, perSeat+demeterActs) // own and others' activations
	seeds := StartSeeds + Rounds*3 + most*MaxGain        // an action step gives 2 Seeds or 3 pieces
	if seeds > MaxSeeds || MaxSeeds+seeds > math.MaxInt16 {
		t.Errorf("a game can give %d Seeds: more than MaxSeeds %d, or with it more than %d", seeds, MaxSeeds, math.MaxInt16)
	}
	if vp := (perSeat+demeterActs)*MaxGain + Rounds*DemeterActionVP; vp > 100000 {
		t.Errorf("Demeter can score %d VP on her track: more than Validate accepts", vp)
	}
}

// testFile is the test set's card file with each of the replacements
// from, to made once.
func testFile(t *testing.T, fromTo ...string) []byte {
	t.Helper()
	data, err := os.ReadFile("testdata/cards.yaml")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for i := 0; i < len(fromTo); i += 2 {
		if !strings.Contains(text, fromTo[i]) {
			t.Fatalf("the test set has no %q", fromTo[i])
		}
		text = strings.Replace(text, fromTo[i], fromTo[i+1], 1)
	}
	return []byte(text)
}

// manyCards is count Fauna or Ecosystem entries, each with unique names.
func manyCards(count int, side string) string {
	var b strings.Builder
	for i := range count {
		fmt.Fprintf(&b, "  - {name: X%d, origin: original, sides: [{name: X%da, %s}, {name: X%db, %s}]}\n", i, i, side, i, side)
	}
	return b.String()
}

// LoadCards refuses every number a card file can carry past its bound,
// naming the card, the field and the bound.
func TestLoadCardsBoundsEveryNumber(t *testing.T) {
	maple := `canopy_vp: 5, abilities: ["[yellow] gain 2 growth"]}`
	withMaple := func(ability string) []string {
		return []string{maple, `canopy_vp: 5, abilities: ["` + ability + `"]}`}
	}
	for _, tc := range []struct {
		name   string
		fromTo []string
		want   []string
	}{
		{"a Seed gain", withMaple("[red] gain 20000 seeds"), []string{"Japanese Maple", "20000 seeds", "at most 10 (MaxGain)"}},
		{"a scaled gain", withMaple("[red] gain 2 seeds / flora"), []string{"Japanese Maple", "up to 18", "MaxGain"}},
		{"a gain scaled by Seeds", withMaple("[red] gain 1 seed / seed"), []string{"Japanese Maple", "up to 10000", "MaxGain"}},
		{"a gain on all", withMaple("[yellow] gain 2 growth on all flora"), []string{"Japanese Maple", "up to 18", "MaxGain"}},
		{"gains added up", withMaple("[red] gain 6 seeds, 5 growth"), []string{"Japanese Maple", "up to 11", "MaxGain"}},
		{"a gain for others", withMaple("[red] gain 1 seed | gain 10 seeds"), []string{"Japanese Maple", "up to 11", "MaxGain"}},
		{"a cost", withMaple("[red] spend 200 seeds: gain 1 growth"), []string{"Japanese Maple", "spends 200 seed", "at most 100 (MaxCost)"}},
		{"options", withMaple("[red] gain 1 seed" + strings.Repeat(" or gain 1 seed", 9)), []string{"Japanese Maple", "10 options", "at most 9 (MaxOptions)"}},
		{"steps", withMaple("[red] spend 1 seed" + strings.Repeat(", 1 seed", 8) + ": gain 1 growth"), []string{"Japanese Maple", "10 costs and gains", "at most 8 (MaxSteps)"}},
		{"a Flora's VP", []string{"Japanese Maple, origin: example, types: [tree], habitats: [sunny], vp: 2", "Japanese Maple, origin: example, types: [tree], habitats: [sunny], vp: 5000"}, []string{"Japanese Maple", "vp 5000", "-1000..1000 (MaxVP)"}},
		{"a Canopy's VP", []string{"canopy_vp: 5, abilities: [\"[yellow] gain 2 growth\"]}", "canopy_vp: 5000, abilities: [\"[yellow] gain 2 growth\"]}"}, []string{"Japanese Maple", "canopy_vp 5000", "0..1000 (MaxVP)"}},
		{"a Terrain's VP", []string{"name: Desert, origin: original, habitats: [sunny, rocky], vp: 2", "name: Desert, origin: original, habitats: [sunny, rocky], vp: -5000"}, []string{"Desert", "vp -5000", "MaxVP"}},
		{"a Terrain's objective", []string{`"[brown] score 3 vp / succulent"`, `"[brown] score 5000 vp / succulent"`}, []string{"Desert", "5000 vp", "at most 1000 (MaxVP)"}},
		{"a Terrain's abilities", []string{`objective: "[brown] score 3 vp / succulent"}`, `objective: "[brown] score 3 vp / succulent", abilities: ["[red] gain 1 seed", "[blue] gain 1 sprout", "[yellow] gain 1 growth"]}`}, []string{"Desert", "3 abilities", "at most 2"}},
		{"a BROWN ability", withMaple("[brown] score 2000 vp / tree"), []string{"Japanese Maple", "2000 vp", "MaxVP"}},
		{"an Ecosystem's tier", []string{"[1: 0, 2: 3, 3: 6, 4+: 10]", "[1: 0, 2: 3, 3: 6, 4+: 10000]"}, []string{"Boreal Forest", "10000 vp in a tier", "MaxVP"}},
		{"the Sprout track", []string{"sprout_track: [1, 3, 4, 6, 8, 10]", "sprout_track: [1, 3, 4, 6, 8, 1001]"}, []string{"sprout_track", "MaxVP"}},
		{"the beginner Fauna VP", []string{"beginner_fauna_vp: 10", "beginner_fauna_vp: 1001"}, []string{"beginner_fauna_vp 1001", "MaxVP"}},
		{"the Fauna spaces", []string{"fauna_spaces: [", "fauna_spaces: [2000, "}, []string{"fauna_spaces", "MaxVP"}},
		{"the Fauna cards", []string{"fauna:\n", "fauna:\n" + manyCards(MaxFauna, "objective: 3+ tree")}, []string{"fauna cards", "MaxFauna"}},
		{"the Ecosystem cards", []string{"ecosystems:\n", "ecosystems:\n" + manyCards(MaxEcosystems, "scoring: score 1 vp / tree")}, []string{"ecosystem cards", "MaxEcosystems"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := LoadCards("bounds.yaml", testFile(t, tc.fromTo...))
			if err == nil {
				t.Fatal("loaded")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("the error does not say %q:\n%v", w, err)
				}
			}
		})
	}
}

// Numbers at their bounds load.
func TestLoadCardsAcceptsNumbersAtTheirBounds(t *testing.T) {
	data := testFile(t, `canopy_vp: 5, abilities: ["[yellow] gain 2 growth"]}`, `canopy_vp: 1000, abilities: ["[red] gain 2 seeds / seed max 10", "[brown] score 1000 vp / tree"]}`,
		`"[brown] score 3 vp / succulent"`, `"[brown] score 3 vp / succulent", abilities: ["[red] gain 4 seeds, 6 growth", "[blue] spend 100 seeds: gain 1 sprout"]`,
		"beginner_fauna_vp: 10", "beginner_fauna_vp: 1000")
	if _, err := LoadCards("bounds.yaml", data); err != nil {
		t.Fatal(err)
	}
}

// New and Scenario.Build refuse a set whose exported numbers were changed
// in Go past their bounds.
func TestGoBuiltSetIsBounded(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(cs *CardSet)
		want   string
	}{
		{"SproutTrack", func(cs *CardSet) { cs.SproutTrack[6] = MaxVP + 1 }, "SproutTrack"},
		{"BeginnerFaunaVP", func(cs *CardSet) { cs.BeginnerFaunaVP = math.MaxInt }, "BeginnerFaunaVP"},
		{"FaunaSpaces", func(cs *CardSet) { cs.FaunaSpaces[0] = MaxVP + 1 }, "FaunaSpaces"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cs := StandardCards()
			tc.change(cs)
			_, err := New(Config{Players: 2, Cards: cs})
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "MaxVP") {
				t.Errorf("New: %v", err)
			}
			sc := Scenario{Players: 2, Round: 1, Seats: []ScenarioSeat{{}, {}}, Cards: cs}
			if _, err := sc.Build(); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Build: %v", err)
			}
		})
	}
}

// generousCards is the test set with every card's abilities replaced by
// two that give MaxGain Seeds, half to their owner and half to each other
// player: the most the bounds allow.
func generousCards(t *testing.T) *CardSet {
	t.Helper()
	data, err := os.ReadFile("testdata/cards.yaml")
	if err != nil {
		t.Fatal(err)
	}
	half := MaxGain / 2
	gift := fmt.Sprintf("gain %d seeds | gain %d seeds", half, MaxGain-half)
	abilities := regexp.MustCompile(`abilities: \[("[^"]*"(, )?)+\]`)
	data = abilities.ReplaceAll(data, []byte(`abilities: ["[multicolour] `+gift+`", "[black] `+gift+`"]`))
	cs, err := LoadCards("generous.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// Games whose every card gives as much as the bounds allow stay within
// what Validate accepts at every move, taking every gain offered.
func TestGenerousGamesStayValid(t *testing.T) {
	cs := generousCards(t)
	for _, n := range []int{1, 8} {
		s, err := New(Config{Players: n, Seed: 4, Ecosystems: true, Cards: cs})
		if err != nil {
			t.Fatal(err)
		}
		rnd := rand.New(rand.NewPCG(uint64(n), 1))
		most := 0
		for moves := 0; !s.Over(); moves++ {
			if moves > 20000 {
				t.Fatalf("%d players: no end after %d moves", n, moves)
			}
			who := s.ToMove()
			p := who[rnd.IntN(len(who))]
			ms := s.LegalMoves(p)
			m := ms[rnd.IntN(len(ms))]
			for _, l := range ms {
				if l.Kind == Activate {
					m = l // take the gain
				}
			}
			if s, err = s.Apply(m); err != nil {
				t.Fatal(err)
			}
			if err := s.Validate(); err != nil {
				t.Fatalf("%d players, move %d: %v", n, moves, err)
			}
			most = max(most, s.Seeds(p))
		}
		t.Logf("%d players: at most %d Seeds", n, most)
	}
}
