package beforeearth

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestStandardCardsCompile loads the embedded set and checks every card
// compiled, with the counts and origins the file header states.
func TestStandardCardsCompile(t *testing.T) {
	data, err := cardFiles.ReadFile(standardFile)
	if err != nil {
		t.Fatal(err)
	}
	cs, err := LoadCards(standardFile, data)
	if err != nil {
		t.Fatalf("LoadCards: %v", err)
	}
	count := map[string]int{}
	for _, c := range cs.Ships {
		count["ship "+c.Origin]++
		if c.Ability.String() == "" || len(c.alts) == 0 {
			t.Errorf("spaceship %s compiled to nothing", c.Name)
		}
		if len(c.alts[0].steps) == 0 && !c.passive() {
			t.Errorf("spaceship %s does nothing", c.Name)
		}
	}
	for _, c := range cs.Planets {
		count["planet "+c.Origin]++
		if c.Cost.Total() == 0 || len(c.alts) == 0 || len(c.alts[0].steps) == 0 {
			t.Errorf("planet %s: cost %v, %d options", c.Name, c.Cost, len(c.alts))
		}
	}
	want := map[string]int{"ship rulebook": 14, "ship original": 2, "planet rulebook": 13, "planet original": 3}
	if diff := cmp.Diff(want, count); diff != "" {
		t.Errorf("cards by origin (-want +got):\n%s", diff)
	}
	if cs.QuarryCapacity != 4 {
		t.Errorf("quarry capacity %d, the documented value is 4", cs.QuarryCapacity)
	}
}

// TestCardTextRoundTrip checks that each ability's canonical text compiles
// to the same primitives as the text written in the file.
func TestCardTextRoundTrip(t *testing.T) {
	cs := StandardCards()
	check := func(name string, a Ability) {
		var back Ability
		if err := back.UnmarshalText([]byte(a.String())); err != nil {
			t.Errorf("%s: canonical text %q does not compile: %v", name, a.String(), err)
			return
		}
		if diff := cmp.Diff(opsOf(a), opsOf(back), cmp.AllowUnexported(op{})); diff != "" {
			t.Errorf("%s: %q compiles differently (-file +canonical):\n%s", name, a.String(), diff)
		}
	}
	for _, c := range cs.Ships {
		check(c.Name, c.Ability)
	}
	for _, c := range cs.Planets {
		check(c.Name, c.Ability)
	}
}

// TestLoadCardsErrors checks that a bad card file is refused with the place
// of each problem and, for a misspelt word, a suggestion.
func TestLoadCardsErrors(t *testing.T) {
	tests := []struct {
		name, file string
		want       []string
	}{
		{"misspelt verb", `name: x
quarry_capacity: 4
spaceships:
  - {name: A, origin: original, ability: gian 1 tech}
`, []string{`x.yaml:4:42: found verb "gian"`, `(did you mean "gain"?)`}},
		{"misspelt field", `name: x
quarry_capacity: 4
spaceships:
  - {name: A, origni: original, ability: gain 1 tech}
`, []string{`x.yaml:4:15: found field "origni"`, `did you mean "origin"?`}},
		{"wrong shape", `name: x
quarry_capacity: 4
planets:
  - {name: P, origin: rulebook, cost: {grey: 1}, ability: deal 1 damage to you}
`, []string{`x.yaml:4:59: found "deal 1 damage to you", expected deal N damage to opponent`}},
		{"passive planet", `name: x
quarry_capacity: 4
planets:
  - {name: P, origin: rulebook, cost: {grey: 1}, ability: win if you have 7+ damage}
`, []string{"x.yaml:4:5: planet P: a victory condition belongs on a spaceship"}},
		{"too few cards", `name: x
quarry_capacity: 0
`, []string{"quarry_capacity 0 is out of range", "0 spaceships: a set needs 3 to 32"}},
		{"name notation cannot read", `name: x
quarry_capacity: 4
spaceships:
  - {name: " Two  Spaces", origin: original, ability: gain 1 tech}
`, []string{`x.yaml:4:5: card name " Two  Spaces" must be words separated by single spaces`}},
		{"parse error", `name: x
quarry_capacity: 4
spaceships:
  - {name: A, origin: original, ability: "gain 1 tech,"}
`, []string{"x.yaml:4:"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := LoadCards("x.yaml", []byte(tt.file))
			if err == nil {
				t.Fatal("LoadCards accepted the file")
			}
			for _, w := range tt.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q lacks %q", err, w)
				}
			}
		})
	}
}

// tracks is what the spaceship and planet tests compare.
type tracks struct {
	Res    [2]Resources
	Tech   [2]int
	Damage [2]int
	Won    Victory
	Extra  string // a card-specific fact
}

func tableOf(s State) tracks {
	return tracks{
		Res:    [2]Resources{s.Resources(P1), s.Resources(P2)},
		Tech:   [2]int{s.Tech(P1), s.Tech(P2)},
		Damage: [2]int{s.Damage(P1), s.Damage(P2)},
		Won:    s.Result().Victory,
	}
}

// TestSpaceships takes each spaceship with Scout (the only one in the row,
// so the engine takes it) and checks its ability. P1 starts with 1 black,
// damage 2 and technology 0 (1 after Scout's action); P2 with damage 2.
func TestSpaceships(t *testing.T) {
	base := tracks{Res: [2]Resources{{1, 0, 0}, {}}, Tech: [2]int{1, 0}, Damage: [2]int{2, 2}}
	with := func(f func(*tracks)) tracks { x := base; f(&x); return x }
	tests := []struct {
		ship, p2 string
		moves    []string
		want     tracks
	}{
		{"Chelzane-0521", "C", nil, with(func(x *tracks) { x.Damage[0] = 1 })},
		{"The Davnarock", "C", []string{"P1 take black", "P1 take white"}, with(func(x *tracks) { x.Res[0] = Resources{2, 0, 1} })},
		{"The Destroyer", "C", nil, base},
		{"The Excalüber", "C", nil, with(func(x *tracks) { x.Damage[1] = 3 })},
		{"Field Pod 9385", "C", nil, with(func(x *tracks) { x.Tech[0], x.Res[0] = 2, Resources{1, 1, 0} })},
		{"Genesis", "C", nil, with(func(x *tracks) { x.Extra = "P2 needs 8" })},
		{"The Imitator", "D", []string{"P1 quarry 3"}, with(func(x *tracks) { x.Tech[0], x.Res[0], x.Damage[0] = 0, Resources{1, 0, 3}, 3 })},
		{"ISS Salvation", "C", []string{"P1 search San-31"}, with(func(x *tracks) { x.Extra = "San-31" })},
		{"IXF Ullfers", "C", nil, with(func(x *tracks) { x.Tech[0], x.Res[0] = 2, Resources{2, 0, 0} })},
		{"MV Kotar-Z", "C", []string{"P1 quarry 1"}, with(func(x *tracks) { x.Res[0] = Resources{3, 0, 0} })},
		{"The Nihilist", "C", nil, base},
		{"PXV Huang", "C", nil, with(func(x *tracks) { x.Tech[0], x.Res[0] = 2, Resources{1, 0, 1} })},
		{"The Retrogressor", "C", nil, with(func(x *tracks) { x.Damage = [2]int{1, 3} })},
		{"STS Jude 0331", "C", nil, with(func(x *tracks) { x.Res[0] = Resources{2, 1, 1} })},
		{"Halvard 77", "C", nil, with(func(x *tracks) { x.Res[0] = Resources{1, 0, 2} })},
		{"The Wayfarer", "C", nil, with(func(x *tracks) { x.Tech[0], x.Damage[0] = 2, 1 })},
	}
	for _, tt := range tests {
		t.Run(tt.ship, func(t *testing.T) {
			s := scenario(t, fmt.Sprintf(`
ship_row: [%s, "", ""]
planet_row: ["", "", ""]
quarries: [{black: 2}, {grey: 1}, {white: 3}]
seats:
  - {played: A, damage: 2, resources: {black: 1}}
  - {played: %s, damage: 2}
`, tt.ship, tt.p2))
			s, _ = play(t, s, tt.moves...)
			got := tableOf(s)
			if rowValues(t, s.Result(), PlanetsToWinRow)[1] == 8 {
				got.Extra = "P2 needs 8"
			}
			if c := s.Colonized(P1); len(c) > 0 {
				got.Extra = strings.Join(c, ",")
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}
}

// TestPlanets uses each planet's ability in P1's Actions-phase window (both
// played Occupy; P1 holds the tiebreaker) and checks it. P1 starts with 1
// of each resource, damage 3, technology 2; P2 with damage 2.
func TestPlanets(t *testing.T) {
	base := tracks{Res: [2]Resources{{1, 1, 1}, {}}, Tech: [2]int{2, 0}, Damage: [2]int{3, 2}}
	with := func(f func(*tracks)) tracks { x := base; f(&x); return x }
	tests := []struct {
		planet string
		row    string
		moves  []string
		want   tracks
	}{
		{"Blion-56-Y", "", []string{"P1 quarry 1", "P1 quarry 3"}, with(func(x *tracks) { x.Res[0] = Resources{3, 1, 4} })},
		{"CID-31", "", nil, with(func(x *tracks) { x.Damage[0] = 1 })},
		{"Drecolara", "", []string{"P1 option 2", "P1 take grey", "P1 take grey"}, with(func(x *tracks) { x.Tech[0], x.Res[0] = 1, Resources{1, 3, 1} })},
		{"Eplade", "", nil, with(func(x *tracks) { x.Tech[0] = 3 })},
		{"Hoenides", "", []string{"P1 take white"}, with(func(x *tracks) { x.Res[0] = Resources{0, 1, 2} })},
		{"Kukroth", "", []string{"P1 take black"}, with(func(x *tracks) { x.Res[0] = Resources{2, 0, 1} })},
		{"Lok-31", "", []string{"P1 quarry 2", "P1 quarry 3"}, with(func(x *tracks) { x.Res[0] = Resources{1, 2, 4} })},
		{"Nestarvis", "", nil, with(func(x *tracks) { x.Damage[1] = 3 })},
		{"Nuonus", "San-31", []string{"P1 pay white"}, with(func(x *tracks) { x.Res[0], x.Extra = Resources{1, 1, 0}, "San-31" })},
		{"OSI-31", "San-31", []string{"P1 pay black", "P1 pay grey"}, with(func(x *tracks) { x.Res[0], x.Extra = Resources{0, 0, 1}, "San-31" })},
		{"Plecolea", "", []string{"P1 quarry 2"}, with(func(x *tracks) { x.Res[0] = Resources{1, 2, 1} })},
		{"San-31", "", nil, with(func(x *tracks) { x.Tech[0] = 4 })},
		{"Scarth-7", "", nil, with(func(x *tracks) { x.Damage[1], x.Extra = 3, "The Excalüber" })},
		{"Orrin-4", "", []string{"P1 take black"}, with(func(x *tracks) { x.Res[0] = Resources{2, 1, 0} })},
		{"Tessaly-9", "", []string{"P1 take white", "P1 take white"}, with(func(x *tracks) { x.Res[0] = Resources{1, 1, 3} })},
		{"Vyrmos", "", nil, with(func(x *tracks) { x.Damage = [2]int{2, 3} })},
	}
	for _, tt := range tests {
		t.Run(tt.planet, func(t *testing.T) {
			s := scenario(t, fmt.Sprintf(`
ship_row: [The Excalüber, "", ""]
planet_row: [%q, "", ""]
quarries: [{black: 2}, {grey: 1}, {white: 3}]
seats:
  - {played: C, damage: 3, technology: 2, resources: {black: 1, grey: 1, white: 1}, planets: [%s]}
  - {played: C, damage: 2}
`, tt.row, tt.planet))
			s, _ = play(t, s, append([]string{"P1 use " + tt.planet}, tt.moves...)...)
			got := tableOf(s)
			for _, c := range append(s.Colonized(P1), s.Fleet(P1)...) {
				if c != tt.planet {
					got.Extra = c
				}
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
			if fd := s.FaceDown(); len(fd) != 1 || fd[0] != tt.planet {
				t.Errorf("face down %v, want [%s]", fd, tt.planet)
			}
		})
	}
}
