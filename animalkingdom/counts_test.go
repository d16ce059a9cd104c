package animalkingdom

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
)

// extremes are the numbers every numeric field of a state is set to: the
// ends of the ints and of the counts' range, and just beyond it.
var extremes = []string{
	strconv.Itoa(math.MaxInt64), strconv.Itoa(math.MinInt64), strconv.Itoa(MaxCount + 1), strconv.Itoa(MaxCount),
	strconv.Itoa(MaxCount - 1), "-1", "32767", "65536",
}

// numbers calls f with the path of each number in the JSON document v
// and a setter of it (numbers sets it back after f); of a list longer than 4 only the
// first and last elements.
func numbers(v any, path string, f func(path string, set func(json.Number))) {
	switch x := v.(type) {
	case map[string]any:
		for _, k := range slices.Sorted(maps.Keys(x)) { // in order, so that the same states are played to the end
			e := x[k]
			if _, ok := e.(json.Number); ok {
				f(path+"."+k, func(n json.Number) { x[k] = n })
				x[k] = e
				continue
			}
			numbers(e, path+"."+k, f)
		}
	case []any:
		for i, e := range x {
			if len(x) > 4 && i != 0 && i != len(x)-1 {
				continue
			}
			if _, ok := e.(json.Number); ok {
				f(fmt.Sprintf("%s[%d]", path, i), func(n json.Number) { x[i] = n })
				x[i] = e
				continue
			}
			numbers(e, fmt.Sprintf("%s[%d]", path, i), f)
		}
	}
}

// decodeNumbers reads data keeping its numbers as written.
func decodeNumbers(t *testing.T, data []byte) any {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var doc any
	if err := dec.Decode(&doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// boundedStates are positions of a 2-player game, a team game and a solo
// game some way in, with soil, sprouts and growth about, and of a
// 3-player game where an ability waits, a placement is pending and cards
// are drawn to keep one.
func boundedStates(t *testing.T) []State {
	var out []State
	for _, cfg := range []Config{{Players: 2, Seed: 11}, {Players: 1, Solo: true, Difficulty: GaiaExpert, Seed: 12}, {Players: 4, Teams: true, Seed: 13}} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 0))
		for range 120 {
			if s.Over() {
				break
			}
			ms := s.LegalMoves(s.ToMove()[0])
			s, _ = s.Apply(ms[r.IntN(len(ms))])
		}
		out = append(out, s)
	}
	positions := randomPositions(t, Config{Players: 3, Seed: 14}, 1)
	out = append(out,
		firstPosition(t, positions, "an ability waits", func(g *data) bool { return g.depth() > 0 && g.top().Wait != wNone }),
		firstPosition(t, positions, "a placement is pending", func(g *data) bool { return g.placing() }),
		firstPosition(t, positions, "cards are drawn to keep one", func(g *data) bool { return g.Stage == stKeep }))
	return out
}

// TestEveryNumberOfAStateIsBounded sets each number of the JSON of a few
// positions (every count: soil, Gaia's soil, sprouts and growth, the
// turn, this turn's draws and soil gained, the pieces; and every other
// number) to the ends of the ints and of 0 to MaxCount: a state JSON
// reads is valid, and every legal move of the player to move leads to a
// valid state; one in 8 (64 unless long runs are on) is played to the
// end, every state valid. The race detector tries the first 4 extremes
// and plays none to the end.
func TestEveryNumberOfAStateIsBounded(t *testing.T) {
	accepted, tried, toEnd, values := 0, 0, 8, extremes
	switch {
	case raceOn: // the race detector plays ten times slower
		toEnd, values = 1<<30, extremes[:4]
	case !gametest.Long():
		toEnd = 64
	}
	for _, s := range boundedStates(t) {
		data, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		doc := decodeNumbers(t, data)
		numbers(doc, "", func(path string, set func(json.Number)) {
			for _, x := range values {
				set(json.Number(x))
				mutant, _ := json.Marshal(doc)
				tried++
				var m State
				if json.Unmarshal(mutant, &m) == nil {
					accepted++
					var r *rand.Rand
					if accepted%toEnd == 0 {
						r = rand.New(rand.NewPCG(uint64(accepted), 0))
					}
					if err := gametest.Playable(m, State.Validate, r, 20000); err != nil {
						t.Errorf("%s = %s: accepted, and %v", path, x, err)
					}
				}
			}
		})
	}
	t.Logf("%d of %d states with a number at an extreme read", accepted, tried)
}

// TestCountsStopAtMaxCount: a player with MaxCount soil who gains soil
// keeps MaxCount, and the position stays valid; Gaia's counts stop there
// too, through a game to its end.
func TestCountsStopAtMaxCount(t *testing.T) {
	s, err := Scenario{Players: 2, Seats: []ScenarioSeat{{Soil: MaxCount}, {Soil: MaxCount - 1}}}.Build()
	if err != nil {
		t.Fatal(err)
	}
	s = mustApply(t, s, "P1 action compost") // P1 gains 5 soil, P2 2 (or 2 cards composted)
	for !s.Over() && s.Active() == 0 {
		ms := s.LegalMoves(s.ToMove()[0])
		s = mustApply(t, s, ms[0].String())
	}
	for _, p := range s.Players() {
		if s.Soil(p) != MaxCount {
			t.Errorf("%v has %d soil, want %d", p, s.Soil(p), MaxCount)
		}
	}
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	solo, _ := New(Config{Players: 1, Solo: true, Difficulty: GaiaExpert, Seed: 6})
	solo.d.Gaia.Sprouts, solo.d.Gaia.Growth, solo.d.Gaia.Soil = MaxCount, MaxCount-1, 9
	if err := gametest.Playable(solo, State.Validate, rand.New(rand.NewPCG(6, 0)), 20000); err != nil {
		t.Fatal(err)
	}
}

// mustApply applies the move written text, failing t if it is refused.
func mustApply(t *testing.T, s State, text string) State {
	t.Helper()
	m, err := ParseMove(s, text)
	if err == nil {
		s, err = s.Apply(m)
	}
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return s
}

// TestGaiaGrowthScoresPlantByPlant: Gaia's growth scores as her virtual
// plants fill one by one (5 growth for 7, 4 for 6, 3 for 5, 2 for 4, 1
// for 3, again; a plant not full scores its growth), for every count up
// to four rounds, and one round more scores 25 more, up to MaxCount.
func TestGaiaGrowthScoresPlantByPlant(t *testing.T) {
	byPlant := func(growth int) int {
		vp := 0
		for k := 0; growth > 0; k++ {
			p := gaiaVirtualPlants[k%len(gaiaVirtualPlants)]
			if growth >= p[0] {
				vp += p[1]
			} else {
				vp += growth
			}
			growth -= p[0]
		}
		return vp
	}
	s, _ := New(Config{Players: 1, Solo: true, Seed: 2})
	score := func(growth int) int { s.d.Gaia.Growth = growth; return s.d.gaiaScore().Growth }
	for growth := range 61 {
		if got, want := score(growth), byPlant(growth); got != want {
			t.Errorf("growth %d scores %d, want %d", growth, got, want)
		}
	}
	if got, want := score(16), 25+1; got != want {
		t.Errorf("16 growth scores %d, want %d (a round, 25, and 1 growth in the next plant)", got, want)
	}
	if got, want := score(MaxCount), score(MaxCount-15)+25; got != want {
		t.Errorf("MaxCount growth scores %d, want %d", got, want)
	}
}

// TestScenarioCountsAreBounded: a scenario's numbers at the ends of the
// ints, beyond their range, or that would wrap in a smaller field, build
// no position; in range, they build one that can be played.
func TestScenarioCountsAreBounded(t *testing.T) {
	base := func() Scenario {
		return Scenario{Players: 2, Active: 1, Seats: []ScenarioSeat{
			{Soil: 3, Tableau: []ScenarioCard{{Card: "Japanese Maple"}, {Card: "White Oak", Col: 1, Sprouts: 1}}},
			{Soil: 4},
		}}
	}
	ends := []int{math.MaxInt64, math.MinInt64, 1<<32 + 1}
	places := append([]int{TableauSide, -TableauSide, 1 << 8, 1<<32 + 1}, ends...)
	pieces := append([]int{-1, 1<<16 + 1, math.MaxInt16 + 1}, ends...)
	cases := []struct {
		name string
		bad  []int
		set  func(*Scenario, int)
	}{
		{"players", append([]int{0, MaxPlayers + 1}, ends...), func(sc *Scenario, n int) { sc.Players = n }},
		{"active", append([]int{-1, 3}, ends...), func(sc *Scenario, n int) { sc.Active = n }},
		{"P1 soil", append([]int{-1, MaxCount + 1}, ends...), func(sc *Scenario, n int) { sc.Seats[0].Soil = n }},
		{"P1 card 2 row", places, func(sc *Scenario, n int) { sc.Seats[0].Tableau[1].Row = n }},
		{"P1 card 2 col", places, func(sc *Scenario, n int) { sc.Seats[0].Tableau[1].Col = n }},
		{"P1 card 1 row", append([]int{1, -1}, places...), func(sc *Scenario, n int) { sc.Seats[0].Tableau[0].Row = n }},
		{"P1 card 2 sprouts", pieces, func(sc *Scenario, n int) { sc.Seats[0].Tableau[1].Sprouts = n }},
		{"P1 card 1 growth", pieces, func(sc *Scenario, n int) { sc.Seats[0].Tableau[0].Growth = n }},
	}
	for _, c := range cases {
		for _, n := range c.bad {
			sc := base()
			c.set(&sc, n)
			if _, err := sc.Build(); err == nil {
				t.Errorf("%s %d: built", c.name, n)
			}
		}
	}
	sc := base()
	sc.Seats[0].Soil, sc.Seats[1].Soil, sc.Active = MaxCount, 0, 2
	s, err := sc.Build()
	if err == nil {
		err = gametest.Playable(s, State.Validate, rand.New(rand.NewPCG(1, 2)), 20000)
	}
	if err != nil {
		t.Errorf("MaxCount soil: %v", err)
	}
}

// TestCountsBeyondMaxCountAreRefused: a state whose JSON gives a player,
// or Gaia, a count beyond 0 to MaxCount (math.MaxInt64 soil among them,
// which the first gain would wrap) is refused, saying which count; at
// MaxCount it reads.
func TestCountsBeyondMaxCountAreRefused(t *testing.T) {
	solo, _ := New(Config{Players: 1, Solo: true, Seed: 61})
	duo, _ := Scenario{Players: 2, Seats: []ScenarioSeat{{}, {}}}.Build()
	cases := []struct {
		name string
		s    State
		edit func(g map[string]any, n json.Number)
	}{
		{"P1 soil", duo, func(g map[string]any, n json.Number) { seatDoc(g, 0)["soil"] = n }},
		{"Gaia's soil", solo, func(g map[string]any, n json.Number) { g["gaia"].(map[string]any)["soil"] = n }},
		{"Gaia's sprouts", solo, func(g map[string]any, n json.Number) { g["gaia"].(map[string]any)["sprouts"] = n }},
		{"Gaia's growth", solo, func(g map[string]any, n json.Number) { g["gaia"].(map[string]any)["growth"] = n }},
		{"the turn", duo, func(g map[string]any, n json.Number) { g["turn"], g["round"] = n, roundOfTurn(n, 2) }},
		{"soil gained this turn", duo, func(g map[string]any, n json.Number) { seatDoc(g, 0)["soil_gained_this_turn"] = n }},
		{"cards drawn this turn", duo, func(g map[string]any, n json.Number) { seatDoc(g, 1)["drew_this_turn"] = n }},
	}
	for _, c := range cases {
		data, _ := json.Marshal(c.s)
		for _, n := range []string{strconv.Itoa(math.MaxInt64), strconv.Itoa(MaxCount + 1), "-1", strconv.Itoa(MaxCount)} {
			doc := decodeNumbers(t, data).(map[string]any)
			c.edit(doc, json.Number(n))
			mutant, _ := json.Marshal(doc)
			var back State
			err := json.Unmarshal(mutant, &back)
			if n == strconv.Itoa(MaxCount) {
				if err != nil {
					t.Errorf("%s %s: %v", c.name, n, err)
				}
				continue
			}
			if err == nil || !strings.Contains(err.Error(), n) {
				t.Errorf("%s %s: read with %v", c.name, n, err)
			}
		}
	}
}

// roundOfTurn is the round turn n of a game of players players is in,
// as its JSON writes it beside the turn.
func roundOfTurn(n json.Number, players int64) json.Number {
	t, _ := n.Int64()
	return json.Number(strconv.FormatInt((t-1)/players+1, 10))
}

// TestDealtCardsOutOfRangeAreRefused: a state whose JSON deals a player
// an Island, Climate or Ecosystem card the set does not have (a number,
// an unknown name, a card's sides in the wrong order, or sides of two
// cards, an odd number of sides) is refused, saying what.
func TestDealtCardsOutOfRangeAreRefused(t *testing.T) {
	s, _ := New(Config{Players: 2, Mode: Advanced, Seed: 62})
	data, _ := json.Marshal(s)
	for _, offer := range []string{"island_offer", "climate_offer", "ecosystem_offer"} {
		for _, c := range []struct {
			name string
			edit func([]any) []any
			want string
		}{
			{"a number", func(o []any) []any { o[0] = json.Number("1000"); return o }, "cannot unmarshal number"},
			{"an unknown side", func(o []any) []any { o[0] = "Atlantis"; return o }, `"Atlantis" is no`},
			{"the sides swapped", func(o []any) []any { o[0], o[1] = o[1], o[0]; return o }, "not the two sides of one"},
			{"two cards' sides", func(o []any) []any { o[1] = o[3]; return o }, "not the two sides of one"},
			{"an odd number of sides", func(o []any) []any { return o[1:] }, "each card has 2"},
		} {
			doc := decodeNumbers(t, data).(map[string]any)
			seat := seatDoc(doc, 1)
			seat[offer] = c.edit(seat[offer].([]any))
			mutant, _ := json.Marshal(doc)
			var back State
			if err := json.Unmarshal(mutant, &back); err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("P2's %s with %s: read with %v, want an error saying %q", offer, c.name, err, c.want)
			}
		}
	}
}
