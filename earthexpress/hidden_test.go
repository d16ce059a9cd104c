package earthexpress

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulebox/rulebox/internal/rng"
)

// hiddenPart is one hidden part of a position (see View): a position
// where it is hidden from viewer, and a change of that part alone.
type hiddenPart struct {
	part   string
	viewer Player
	start  func(t *testing.T) State
	change func(d *data)
	// reveals are the moves the rules make reveal the part; the others'
	// moves played from both positions leave it hidden.
	reveals []MoveKind
}

// hiddenParts lists every hidden part the View's doc names.
func hiddenParts() []hiddenPart {
	three := func(cfg Config, moves ...string) func(t *testing.T) State {
		return func(t *testing.T) State {
			s, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range moves {
				s = play(t, s, m)
			}
			return s
		}
	}
	plain := Config{Players: 3, Seed: 1}
	ecos := Config{Players: 3, Seed: 1, Ecosystems: true}
	return []hiddenPart{
		{part: "the random generator", viewer: P1, start: three(plain),
			change: func(d *data) { d.rng = rng.New(99) }},
		{part: "the Earth stack's cards, against another's hand", viewer: P1, start: three(plain),
			change: func(d *data) { swapWithStack(d, 1, 0) }},
		{part: "the cards of two other hands", viewer: P1, start: three(plain),
			change: func(d *data) { d.seat(1).hand[0], d.seat(2).hand[0] = d.seat(2).hand[0], d.seat(1).hand[0] }},
		{part: "the order of another's hand", viewer: P1, start: three(plain),
			change: func(d *data) { slices.Reverse(d.seat(1).hand[:d.seat(1).nhand]) }},
		{part: "the card another has chosen to plant", viewer: P1, start: chosenToPlant,
			change: func(d *data) { d.seat(1).chosen = d.seat(1).hand[1] }, reveals: []MoveKind{At}},
		{part: "the order of the Action tiles left", viewer: P1, start: three(plain),
			change: func(d *data) { d.tiles[1], d.tiles[2] = d.tiles[2], d.tiles[1] }},
		{part: "setup: the Ecosystem cards dealt to others", viewer: P1, start: three(ecos),
			change: func(d *data) { d.seat(1).eco, d.seat(2).eco = d.seat(2).eco, d.seat(1).eco }},
		{part: "setup: an Ecosystem dealt to another against one not dealt", viewer: P1, start: three(ecos),
			change: func(d *data) { d.seat(1).eco[0] = unusedEcosystem(d) }},
		{part: "setup: the Ecosystem card and side another chose", viewer: P1, start: keptBy(P2),
			change: func(d *data) { d.seat(1).ecoKept, d.seat(1).ecoSide = 1-d.seat(1).ecoKept, 1-d.seat(1).ecoSide }},
		{part: "the Ecosystem another did not keep", viewer: P1, start: allKept,
			change: func(d *data) { d.seat(1).eco[1-d.seat(1).ecoKept] = unusedEcosystem(d) }},
		{part: "the hand of a player, seen by one not in the game", viewer: P5, start: three(plain),
			change: func(d *data) { swapWithStack(d, 0, 0) }},
		{part: "solo: the random generator that draws Demeter's cards", viewer: P1, start: three(Config{Players: 1, Seed: 2}),
			change: func(d *data) { d.rng = rng.New(7) }},
		{part: "solo: a germinated card, seen by one not in the game", viewer: P2, start: germinatedSolo,
			change: func(d *data) { swapWithStack(d, 0, 0) }, reveals: []MoveKind{At}},
	}
}

// swapWithStack swaps card k of seat i's hand with a card of the stack.
func swapWithStack(d *data, i, k int) {
	pl := d.writePiles()
	c := pl.stack.nth(0)
	pl.stack.remove(c)
	pl.stack.add(d.seat(i).hand[k])
	d.seat(i).hand[k] = c
}

// unusedEcosystem is an Ecosystem card neither public nor dealt.
func unusedEcosystem(d *data) uint8 {
	used := map[uint8]bool{d.public[0]: true, d.public[1]: true}
	for i := range int(d.n) {
		used[d.seat(i).eco[0]], used[d.seat(i).eco[1]] = true, true
	}
	for e := range uint8(len(d.cards.ecosystems)) {
		if !used[e] {
			return e
		}
	}
	panic("every Ecosystem is in play")
}

// chosenToPlant is a 3-player round 1 where P2 has chosen a card to plant.
func chosenToPlant(t *testing.T) State {
	s, err := New(Config{Players: 3, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return play(t, s, "P2 plant "+s.d.cards.name(s.Hand(P2)[0]))
}

// keptBy is the setup of a 3-player game with Ecosystems after p chose.
func keptBy(p Player) func(t *testing.T) State {
	return func(t *testing.T) State {
		s, err := New(Config{Players: 3, Seed: 1, Ecosystems: true})
		if err != nil {
			t.Fatal(err)
		}
		s, err = s.Apply(s.LegalMoves(p)[0])
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
}

// allKept is round 1 of a 3-player game with Ecosystems.
func allKept(t *testing.T) State {
	s := keptBy(P1)(t)
	for _, p := range []Player{P2, P3} {
		var err error
		if s, err = s.Apply(s.LegalMoves(p)[1]); err != nil {
			t.Fatal(err)
		}
	}
	if s.Round() != 1 {
		t.Fatalf("round %d after every choice", s.Round())
	}
	return s
}

// germinatedSolo is a solo game where P1 holds a germinated card to plant.
func germinatedSolo(t *testing.T) State {
	s, err := New(Config{Players: 1, Seed: 2})
	if err == nil {
		s, err = s.Apply(s.LegalMoves(P1)[0])
	}
	if err != nil {
		t.Fatal(err)
	}
	s.d.own()
	p := s.d.seat(0)
	c := s.d.pl.stack.nth(5)
	s.d.writePiles().stack.remove(c)
	p.hand[0], p.nhand, p.sub, p.germs = c, 1, subPlant, 1
	if err := s.Validate(); err != nil {
		t.Fatal(err)
	}
	return s
}

// seenJSON is v's JSON, and that of a state sampled from it.
func seenJSON(t *testing.T, v View) string {
	t.Helper()
	a, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(v.Sample(7))
	if err != nil {
		t.Fatal(err)
	}
	return string(a) + "\nsample: " + string(b)
}

// toldJSON is the events as viewer is told them.
func toldJSON(t *testing.T, events []Event, viewer Player) string {
	t.Helper()
	var told []Event
	for _, e := range events {
		if r, ok := e.For(viewer); ok {
			told = append(told, r)
		}
	}
	data, err := json.Marshal(told)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// For every hidden part of a position, two positions differing only in it
// show the viewer equal Views (their JSON, and the state Sample draws from
// them); the other players then play the same moves from both, and the
// viewer is told equal events and shown equal Views after each.
func TestViewHidesEveryHiddenPart(t *testing.T) {
	for _, hp := range hiddenParts() {
		t.Run(hp.part, func(t *testing.T) {
			a := hp.start(t)
			b := a
			b.d.own()
			hp.change(&b.d)
			if a.d.same(&b.d) {
				t.Fatal("the change changed nothing")
			}
			if err := b.Validate(); err != nil {
				t.Fatalf("the changed position is refused: %v", err)
			}
			walkHidden(t, hp, a, b)
		})
	}
}

// walkHidden compares what hp.viewer sees of a and b, then has the other
// players play moves legal in both, comparing again after each.
func walkHidden(t *testing.T, hp hiddenPart, a, b State) {
	rnd := rand.New(rand.NewPCG(1, 2))
	for step := 0; ; step++ {
		va, vb := seenJSON(t, a.View(hp.viewer)), seenJSON(t, b.View(hp.viewer))
		if va != vb {
			t.Fatalf("after %d moves the views differ:\n%s\n%s", step, va, vb)
		}
		m, ok := commonMove(a, b, hp, rnd)
		if !ok || step == 40 {
			t.Logf("%d moves played", step)
			return
		}
		var ea, eb []Event
		var err error
		if a, ea, err = a.ApplyEvents(m); err == nil {
			b, eb, err = b.ApplyEvents(m)
		}
		if err != nil {
			t.Fatalf("%v: %v", m, err)
		}
		if ta, tb := toldJSON(t, ea, hp.viewer), toldJSON(t, eb, hp.viewer); ta != tb {
			t.Fatalf("%v tells the viewer otherwise:\n%s\n%s", m, ta, tb)
		}
	}
}

// commonMove picks a move of a player other than the viewer, legal in
// both a and b and not one that reveals the part.
func commonMove(a, b State, hp hiddenPart, rnd *rand.Rand) (Move, bool) {
	var others []Player
	for _, p := range a.ToMove() {
		if p != hp.viewer {
			others = append(others, p)
		}
	}
	if len(others) == 0 {
		return Move{}, false
	}
	p := others[rnd.IntN(len(others))]
	var both []Move
	for _, m := range a.LegalMoves(p) {
		if m.Kind != Name && !slices.Contains(hp.reveals, m.Kind) && slices.Contains(b.LegalMoves(p), m) {
			both = append(both, m)
		}
	}
	if len(both) == 0 {
		return Move{}, false
	}
	return both[rnd.IntN(len(both))], true
}

// A sample deals the Action tiles left in either order.
func TestViewSampleShufflesTheTilesLeft(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	v := s.View(P1)
	orders := map[[3]uint8]bool{}
	for seed := range uint64(32) {
		d := v.Sample(seed).d
		if d.tiles[0] != s.d.tiles[0] {
			t.Fatalf("sample %d changed the revealed tile: %v, want %v first", seed, d.tiles, s.d.tiles)
		}
		orders[d.tiles] = true
	}
	if len(orders) != 2 {
		t.Errorf("samples dealt the tiles left as %v: want both orders", orders)
	}
}

// The view counts the Earth stack as the state does.
func TestViewStackSizeIsTheStates(t *testing.T) {
	for _, cfg := range []Config{{Players: 3, Seed: 1}, {Players: 1, Seed: 2}} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rnd := rand.New(rand.NewPCG(cfg.Seed, 9))
		for n := 0; n < 300 && !s.Over(); n++ {
			for _, p := range []Player{P1, P2, P8} {
				if got := s.View(p).StackSize(); got != s.StackSize() {
					t.Fatalf("%+v move %d: View(%v).StackSize() = %d, the state's %d", cfg, n, p, got, s.StackSize())
				}
			}
			who := s.ToMove()
			ms := s.LegalMoves(who[rnd.IntN(len(who))])
			s, _ = s.Apply(ms[rnd.IntN(len(ms))])
		}
	}
}

// A view read from JSON is refused when it shows a hidden part, and read
// back when it is a view.
func TestViewJSONRefusesAHiddenPartShown(t *testing.T) {
	plain := newGame(t, Config{Players: 3, Seed: 1})
	ecos := newGame(t, Config{Players: 3, Seed: 1, Ecosystems: true})
	chosen := chosenToPlant(t)
	for _, tc := range []struct {
		name   string
		s      State
		reveal func(v, s *data)
	}{
		{"as it is", plain, func(v, s *data) {}},
		{"the random generator", plain, func(v, s *data) { v.rng = s.rng }},
		{"the stack", plain, func(v, s *data) { v.writePiles().stack = s.pl.stack }},
		{"another's hand", plain, func(v, s *data) { v.seat(1).hand = s.seat(1).hand }},
		{"the order of the tiles left", plain, func(v, s *data) { v.tiles[1], v.tiles[2] = max(v.tiles[1], v.tiles[2]), min(v.tiles[1], v.tiles[2]) }},
		{"another's Ecosystem cards", ecos, func(v, s *data) { v.seat(1).eco = s.seat(1).eco }},
		{"the card another chose to plant", chosen, func(v, s *data) { v.seat(1).chosen = s.seat(1).chosen }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := tc.s.View(P1)
			tc.reveal(&v.d, &tc.s.d)
			data, err := json.Marshal(v)
			if err != nil {
				t.Fatal(err)
			}
			var back View
			err = json.Unmarshal(data, &back)
			if tc.name == "as it is" {
				if err != nil {
					t.Fatalf("a view is refused: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatal("a view showing it is read")
			}
		})
	}
}

// newGame starts a game.
func newGame(t *testing.T, cfg Config) State {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}
