package animalkingdom

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sync"
	"testing"
	"unsafe"

	"github.com/rulebox/rulebox/internal/gametest"
	"github.com/rulebox/rulebox/internal/rng"
	"pgregory.net/rapid"
)

// saysAll reports whether a scenario can say s whole (see
// State.Scenario): no decision inside an ability, an event or an
// activation of Animals, no placement under way, no activation owed, no
// choice of the last Leaves, and a turn begun.
func saysAll(s State) bool {
	g := &s.d
	if g.Stage == stSetup || g.Stage == stAnimals || g.placing() || g.choosingLeaf() || g.AK.Act.On || g.owes() {
		return false
	}
	if g.depth() == 0 {
		return true
	}
	f := g.frames[0]
	return g.depth() == 1 && g.Stage == stActivate && f.Src != FromEvent && f.Wait == wUse && f.Step == 0 && !f.Paying
}

// comparableData is s's position without what a scenario cannot say (the
// random generator, the order of the deck and of the cards planted this
// turn, the cards planted once no one plants, and the last to pass
// once the game is over), its lists nil when empty and its stores nil when empty, so that
// reflect.DeepEqual compares positions.
func comparableData(s State) data {
	d := s.d
	d.RNG = rng.RNG{}
	if d.Stage != stPlant {
		d.Planted = 0 // read at step plant alone: what the last Plant left
	}
	if d.Stage == stOver {
		d.K = 0 // the last to pass in the last window, read no more
	}
	list := func(l []Card) []Card {
		if len(l) == 0 {
			return nil
		}
		return slices.Clone(l)
	}
	d.Deck, d.Discard = list(d.Deck), list(d.Discard)
	slices.Sort(d.Deck)
	if len(d.Public) == 0 {
		d.Public = nil
	}
	for p := range d.np {
		st := d.get(Player(p))
		st.Hand, st.Compost, st.Events = list(st.Hand), list(st.Compost), list(st.Events)
		if st.stored != nil && *st.stored == ([TableauCards]Store{}) {
			st.stored = nil
		}
	}
	board := *d.Fauna
	for i := range board {
		for _, l := range []*[]Player{&board[i].Claims, &board[i].Turn} {
			if len(*l) == 0 {
				*l = nil
			}
		}
	}
	d.Fauna = &board
	d.Gaia.Compost, d.Gaia.Pile = list(d.Gaia.Compost), list(d.Gaia.Pile)
	return d
}

// checkScenarioOf checks that s prints back as a scenario whose YAML
// reads back to the same scenario and, when a scenario says s whole,
// that it builds a state equal to s with the same legal moves. It returns
// the state built (the zero State when it says s in part).
func checkScenarioOf(t fataler, s State) State {
	t.Helper()
	sc := s.Scenario()
	text, err := MarshalScenario(sc)
	if err != nil {
		t.Fatalf("%+v\ndoes not marshal: %v", sc, err)
	}
	back, err := LoadScenario("back.yaml", text)
	if err != nil {
		t.Fatalf("%s\ndoes not load: %v", text, err)
	}
	if again, _ := MarshalScenario(back); string(again) != string(text) {
		t.Fatalf("%s\nreads back as\n%s", text, again)
	}
	if !saysAll(s) {
		return State{}
	}
	b, err := back.Build()
	if err != nil {
		t.Fatalf("%s\nbuilds no state: %v", text, err)
	}
	if want, got := comparableData(s), comparableData(b); !reflect.DeepEqual(want, got) {
		t.Fatalf("%s\nbuilds a state that differs in %v", text, differences("", reflect.ValueOf(&got).Elem(), reflect.ValueOf(&want).Elem()))
	}
	for _, p := range s.ToMove() {
		if w, g := s.LegalMoves(p), b.LegalMoves(p); !slices.Equal(w, g) {
			t.Fatalf("%s\n%v's legal moves %v, want %v", text, p, g, w)
		}
	}
	return b
}

// fataler is what the checks need of a *testing.T or a *rapid.T.
type fataler interface {
	Helper()
	Fatal(args ...any)
	Fatalf(format string, args ...any)
}

// playOut plays s on at random to the end, every position valid.
func playOut(t fataler, s State, r *rand.Rand) {
	t.Helper()
	for n := 0; !s.Over(); n++ {
		if n > 20000 {
			t.Fatalf("not over after %d moves", n)
		}
		ms := s.LegalMoves(s.ToMove()[0])
		next, err := s.Apply(ms[r.IntN(len(ms))])
		if err != nil {
			t.Fatal(err)
		}
		if err := next.Validate(); err != nil {
			t.Fatalf("from a built scenario: %v", err)
		}
		s = next
	}
}

// scenarioConfigs are games of every mode: players, setups, teams, solo
// at every difficulty, with and without the Animals.
var scenarioConfigs = []Config{
	{Players: 2}, {Players: 3, Mode: Beginner}, {Players: 2, Mode: Advanced, Animals: true}, {Players: 4, Teams: true},
	{Players: 4, Teams: true, Animals: true}, {Players: 5, Animals: true}, {Players: 1, Solo: true, Difficulty: GaiaMedium},
	{Players: 1, Solo: true, Difficulty: GaiaBeginner, Animals: true}, {Players: 1, Solo: true, Mode: Advanced, Difficulty: GaiaExpert, Animals: true},
	{Players: 1, Solo: true, Difficulty: GaiaHard}, {Players: 3, Mode: Advanced, Animals: true}, {Players: 1},
}

// TestScenarioOfEveryStepAndMode plays a game of every mode at random,
// printing each position back as a scenario: every one reads back from
// its YAML, and one a scenario says whole builds to an equal state with
// the same legal moves; at each step met, a position built plays on at
// random to the end, every position valid. Every step is met. The modes
// are played in two halves side by side.
func TestScenarioOfEveryStepAndMode(t *testing.T) {
	var mu sync.Mutex
	met, said, all := map[TurnStep]int{}, 0, 0
	t.Run("halves", func(t *testing.T) {
		for half := range 2 {
			t.Run(fmt.Sprint(half), func(t *testing.T) {
				t.Parallel()
				m, sd, a := scenarioSteps(t, half)
				mu.Lock()
				defer mu.Unlock()
				for st, n := range m {
					met[st] += n
				}
				said, all = said+sd, all+a
			})
		}
	})
	t.Logf("%d of %d positions said whole, by step: %v", said, all, met)
	for st := range numSteps {
		if met[st] == 0 {
			t.Errorf("no position at step %v among %d: %v", st, all, met)
		}
	}
	if said < all/2 {
		t.Errorf("only %d of %d positions are ones a scenario says whole", said, all)
	}
}

// scenarioSteps is TestScenarioOfEveryStepAndMode's check of the
// scenarioConfigs whose index is of parity half: how many positions it
// met at each step, how many it checked, and how many of those a scenario
// says whole.
func scenarioSteps(t *testing.T, half int) (met map[TurnStep]int, said, all int) {
	games, every := 1, 12 // a quick run checks every 12th position, and each step the first time
	switch {
	case gametest.Long():
		games, every = 5, 3
	case raceOn:
		every = 48
	}
	met, played, seen := map[TurnStep]int{}, map[TurnStep]bool{}, map[stage]bool{}
	for i := half; i < len(scenarioConfigs); i += 2 {
		cfg := scenarioConfigs[i]
		for k := range games {
			cfg.Seed = uint64(100*i + k)
			s, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(cfg.Seed, 3))
			if gametest.Long() {
				clear(played) // each step played out in every game; a quick run plays out each once
			}
			for n := 0; !s.Over(); n++ {
				if n%every != 0 && (seen[s.d.Stage] || !saysAll(s)) {
					goto next
				}
				seen[s.d.Stage] = true
				all++
				if b := checkScenarioOf(t, s); b.d.np > 0 {
					said++
					st := s.Scenario().Step
					met[st]++
					if !played[st] {
						played[st] = true
						playOut(t, b, rand.New(rand.NewPCG(cfg.Seed, uint64(st))))
					}
				}
			next:
				ms := s.LegalMoves(s.ToMove()[0])
				if s, err = s.Apply(ms[r.IntN(len(ms))]); err != nil {
					t.Fatal(err)
				}
			}
			if b := checkScenarioOf(t, s); b.d.np > 0 {
				met[OverStep]++
			}
		}
	}
	return met, said, all
}

// TestScenarioRoundTripProperty: in random games of random modes, any
// position a scenario says whole prints back as one that builds an equal
// state, and the state built plays on to the end.
func TestScenarioRoundTripProperty(t *testing.T) {
	gametest.Checks(t, 3, 100)
	rapid.Check(t, func(t *rapid.T) {
		cfg := scenarioConfigs[rapid.IntRange(0, len(scenarioConfigs)-1).Draw(t, "config")]
		cfg.Seed = rapid.Uint64().Draw(t, "seed")
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 7))
		stop := rapid.IntRange(0, 400).Draw(t, "moves")
		for n := 0; !s.Over() && (n < stop || !saysAll(s)); n++ {
			ms := s.LegalMoves(s.ToMove()[0])
			if s, err = s.Apply(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
		b := checkScenarioOf(t, s)
		playOut(t, b, r)
	})
}

// differences lists the paths where a and b, of one type, differ, with
// their values.
func differences(path string, a, b reflect.Value) []string {
	if !a.CanInterface() && a.CanAddr() {
		a = reflect.NewAt(a.Type(), unsafe.Pointer(a.UnsafeAddr())).Elem()
		b = reflect.NewAt(b.Type(), unsafe.Pointer(b.UnsafeAddr())).Elem()
	}
	if reflect.DeepEqual(a.Interface(), b.Interface()) {
		return nil
	}
	switch a.Kind() {
	case reflect.Struct:
		var out []string
		for i := range a.NumField() {
			f := a.Type().Field(i)
			out = append(out, differences(path+"."+f.Name, a.Field(i), b.Field(i))...)
		}
		return out
	case reflect.Array:
		var out []string
		for i := range a.Len() {
			out = append(out, differences(fmt.Sprintf("%s[%d]", path, i), a.Index(i), b.Index(i))...)
		}
		return out
	case reflect.Pointer:
		if !a.IsNil() && !b.IsNil() {
			return differences(path, a.Elem(), b.Elem())
		}
	}
	return []string{fmt.Sprintf("%s: %v, want %v", path, a.Interface(), b.Interface())}
}
