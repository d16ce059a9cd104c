package animalkingdom

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebox/rulebox/internal/gametest"
	"pgregory.net/rapid"
)

// edited returns s with f applied to a copy of its game, as the rules
// change it inside a move; s is left as it was.
func edited(s State, f func(g *game)) State {
	g := s.d.clone()
	f(g)
	return stateOf(*g.data)
}

// withPieces is edited, failing the test if the result is impossible.
func withPieces(t *testing.T, s State, f func(g *game)) State {
	t.Helper()
	n := edited(s, f)
	if err := n.Validate(); err != nil {
		t.Fatalf("pieces set make an impossible state: %v", err)
	}
	return n
}

// hooked is a two-player standard position of the expansion, P1 to
// choose an action, with Animeeples on P1's and P2's cards (of Animals of
// 5 Animeeples that stay where placed: Capybara and Wild Turkey) and
// something stored on two of them.
func hooked(t *testing.T) State {
	t.Helper()
	s := build(t, "animals: true\n"+twoSeats(", animals: [Capybara], tableau: [{card: Lava Plain Terrain, row: 0, col: 0}, {card: Japanese Maple, row: 0, col: 1}, {card: White Oak, row: 1, col: 0}], hand: [Clamshell Orchid], soil: 9",
		", animals: [Wild Turkey], tableau: [{card: Cat Grass, row: 0, col: 0}, {card: Blackthorn, row: 0, col: 1}]"))
	return withPieces(t, s, func(g *game) {
		for _, ok := range []bool{g.standAnimeeple(0, 0, 0), g.standAnimeeple(0, 0, 2), g.standAnimeeple(1, 0, 1),
			g.store(0, 1, 3, 0, 1), g.store(1, 0, 0, 2, 0)} {
			if !ok {
				t.Fatal("a piece was refused")
			}
		}
	})
}

// hooksOf lists every card's Animeeples and Stored, seat by seat.
func hooksOf(s State) [][]Planted {
	var out [][]Planted
	for p := range s.d.n() {
		var row []Planted
		for _, t := range s.Tableau(Player(p)) {
			row = append(row, Planted{Card: t.Card, Animeeples: t.Animeeples, Stored: t.Stored})
		}
		out = append(out, row)
	}
	return out
}

func TestHooksAccessorsReadThePieces(t *testing.T) {
	s := hooked(t)
	if got := s.AnimeeplesOn(0, 2); !got.Has(0) || got.Has(1) {
		t.Errorf("AnimeeplesOn(P1, 2) = %b, want Animal 1 only", got)
	}
	if got, want := s.AnimeeplesOf(0, 0), []int{0, 2}; !cmp.Equal(got, want) {
		t.Errorf("AnimeeplesOf(P1, 0) = %v, want %v", got, want)
	}
	if got, want := s.Stored(0, 1), (Store{Soil: 3, Growth: 1}); got != want {
		t.Errorf("Stored(P1, 1) = %+v, want %+v", got, want)
	}
	if got := s.Tableau(1)[0]; got.Stored != (Store{Sprouts: 2}) || got.Animeeples != 0 {
		t.Errorf("Tableau(P2)[0] = %+v", got)
	}
	got := s.AnimeeplesOf(0, 0)
	got[0] = 7
	if s.AnimeeplesOf(0, 0)[0] != 0 {
		t.Error("AnimeeplesOf returned the state's own data")
	}
}

// TestHooksAccessorsOutOfRangeAreZero: a player not in the game, a card
// not in the tableau or an Animal out of range reads as nothing.
func TestHooksAccessorsOutOfRangeAreZero(t *testing.T) {
	s := hooked(t)
	for _, c := range []struct {
		p    Player
		i, k int
	}{{-1, 0, 0}, {2, 0, 0}, {NoPlayer, 0, 0}, {0, -1, -1}, {0, 3, 2}, {0, 99, 8}, {1, 2, 99}} {
		if s.AnimeeplesOn(c.p, c.i) != 0 || s.Stored(c.p, c.i) != (Store{}) || s.AnimeeplesOf(c.p, c.k) != nil {
			t.Errorf("player %v card %d Animal %d: not the zero value", c.p, c.i, c.k)
		}
	}
	var zero State
	if zero.AnimeeplesOn(0, 0) != 0 || zero.Stored(0, 0) != (Store{}) || zero.AnimeeplesOf(0, 0) != nil {
		t.Error("the zero State reads pieces")
	}
	if Animals(0xff).Has(-1) || Animals(0xff).Has(8) {
		t.Error("Has is true for an Animal out of range")
	}
}

// TestHooksPlacementRules: one Animeeple of an Animal per card, at most
// MaxAnimeeples of it, only the Animals kept in the mode (1, or 2 in the
// advanced game); no count stored below 0. A refusal changes nothing,
// and the state the pieces were set on is left as it was.
func TestHooksPlacementRules(t *testing.T) {
	s := hooked(t)
	before, _ := json.Marshal(s)
	withPieces(t, s, func(g *game) {
		snap, _ := json.Marshal(stateOf(*g.data))
		refused := map[string]bool{
			"same Animal twice on a card":    g.standAnimeeple(0, 0, 0),
			"second Animal, standard game":   g.standAnimeeple(0, 1, 1),
			"negative Animal":                g.standAnimeeple(0, -1, 1),
			"card not in the tableau":        g.standAnimeeple(0, 0, 3),
			"lift where none stands":         g.liftAnimeeple(0, 0, 1),
			"move from where none stands":    g.moveAnimeeple(0, 0, 1, 0),
			"move onto its own Animeeple":    g.moveAnimeeple(0, 0, 0, 2),
			"move off the tableau":           g.moveAnimeeple(0, 0, 0, 5),
			"stored soil below 0":            g.store(0, 1, -4, 0, 0),
			"stored growth past MaxStored":   g.store(0, 1, 0, 0, MaxStored),
			"store on a card not in tableau": g.store(1, 2, 1, 0, 0),
		}
		for what, ok := range refused {
			if ok {
				t.Errorf("%s: accepted", what)
			}
		}
		if after, _ := json.Marshal(stateOf(*g.data)); !bytes.Equal(snap, after) {
			t.Error("a refused change changed the position")
		}
		if !g.moveAnimeeple(0, 0, 0, 1) || !g.liftAnimeeple(0, 0, 2) || !g.store(0, 1, -3, 0, 0) {
			t.Fatal("a legal change was refused")
		}
	})
	if after, _ := json.Marshal(s); !bytes.Equal(before, after) {
		t.Error("changing a copy changed the state it was made from")
	}
	adv := build(t, "players: 1\nmode: advanced\nanimals: true\nseats:\n  - animals: [Capybara, Highland Cow]\n    tableau: [{card: Cat Grass, row: 0, col: 0}, {card: Blackthorn, row: 0, col: 1}, {card: White Oak, row: 1, col: 0}, {card: Japanese Maple, row: 1, col: 1}, {card: Marula, row: 0, col: 2}, {card: Penny Bun, row: 1, col: 2}]\n")
	withPieces(t, adv, func(g *game) {
		if !g.standAnimeeple(0, 1, 0) || !g.standAnimeeple(0, 0, 0) {
			t.Error("two Animals on one card refused in the advanced game")
		}
		for i := 1; i < MaxAnimeeples; i++ {
			if !g.standAnimeeple(0, 0, i) {
				t.Fatalf("Animeeple %d refused", i+1)
			}
		}
		if g.standAnimeeple(0, 0, MaxAnimeeples) {
			t.Errorf("a %dth Animeeple of one Animal accepted", MaxAnimeeples+1)
		}
		if g.standAnimeeple(0, 2, 1) {
			t.Error("a third Animal accepted")
		}
	})
}

// TestHooksRoundTripThroughJSON: Animeeples and Stored are written and
// read back; a position without them writes neither, as before.
func TestHooksRoundTripThroughJSON(t *testing.T) {
	s := hooked(t)
	back := gametest.ThroughJSON(t, s)
	if diff := cmp.Diff(hooksOf(s), hooksOf(back)); diff != "" {
		t.Errorf("pieces changed through JSON (-want +got):\n%s", diff)
	}
	plain, _ := json.Marshal(build(t, base))
	if bytes.Contains(plain, []byte("animeeples")) || bytes.Contains(plain, []byte("stored")) {
		t.Error("a position without pieces writes them")
	}
}

// TestHooksImpossibleValuesAreRefused: decoding refuses, with an error
// saying what and where, an Animeeple of an Animal the player cannot
// keep or names twice on a card, too many Animeeples of one Animal, a
// negative count stored;
// the state decoded into is left as it was.
func TestHooksImpossibleValuesAreRefused(t *testing.T) {
	data, _ := json.Marshal(hooked(t))
	six := build(t, "players: 1\nmode: advanced\nanimals: true\nseats:\n  - animals: [Capybara, Highland Cow]\n    tableau: [{card: Cat Grass, row: 0, col: 0}, {card: Blackthorn, row: 0, col: 1}, {card: White Oak, row: 1, col: 0}, {card: Japanese Maple, row: 1, col: 1}, {card: Marula, row: 0, col: 2}, {card: Penny Bun, row: 1, col: 2}]\n")
	sixData, _ := json.Marshal(six)
	for _, c := range []struct {
		name, from, to, want string
		doc                  []byte
	}{
		{"an Animal not kept in the standard game", `"animeeples":["Capybara"]`, `"animeeples":["Capybara","Wild Turkey"]`, `P1's tableau card 1 holds an Animeeple of "Wild Turkey", an Animal P1 does not keep`, data},
		{"an Animal not kept in the advanced game", `"growth":0}`, `"growth":0,"animeeples":["Wild Turkey"]}`, "an Animal P1 does not keep", sixData},
		{"one Animal twice on a card", `"animeeples":["Capybara"]`, `"animeeples":["Capybara","Capybara"]`, `P1's tableau card 1 names "Capybara" twice`, data},
		{"six Animeeples of one Animal", `"growth":0}`, `"growth":0,"animeeples":["Capybara"]}`, "P1's Capybara has 6 Animeeples in the tableau: the card has 5", sixData},
		{"negative count stored", `"soil":3,"growth":1`, `"soil":-3,"growth":1`, "P1's Japanese Maple (card 1) stores -3 soil", data},
		{"more stored than MaxStored", `"soil":3,"growth":1`, `"soil":32768,"growth":1`, "stored.soil", data},
		{"Animeeples not named", `"animeeples":["Capybara"]`, `"animeeples":256`, "animeeples", data},
	} {
		t.Run(c.name, func(t *testing.T) {
			if !bytes.Contains(c.doc, []byte(c.from)) {
				t.Fatalf("%s not in the state's JSON", c.from)
			}
			doc := bytes.ReplaceAll(c.doc, []byte(c.from), []byte(c.to))
			s := hooked(t)
			was, _ := json.Marshal(s)
			err := json.Unmarshal(doc, &s)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want one saying %q", err, c.want)
			}
			if now, _ := json.Marshal(s); !bytes.Equal(was, now) {
				t.Error("a refused decoding changed the state")
			}
		})
	}
}

// TestHooksSurviveApply: pieces set on the tableau stay where they are,
// unchanged, through random play to the end of the game, but for a card
// planted over: the Animals' Animeeples stay where placed (an activation
// may place more), and nothing is stored on a tableau card.
func TestHooksSurviveApply(t *testing.T) {
	s := hooked(t)
	want := hooksOf(s)
	r := rand.New(rand.NewPCG(3, 4))
	for n := 0; !s.Over(); n++ {
		ms := s.LegalMoves(s.ToMove()[0])
		next, err := s.Apply(ms[r.IntN(len(ms))])
		if err != nil {
			t.Fatal(err)
		}
		got := hooksOf(next)
		for p := range want {
			for i := range want[p] {
				if got[p][i].Card != want[p][i].Card { // planted over: see TestRulingPlantOverLiftsItsPieces
					want[p][i] = Planted{Card: got[p][i].Card}
				}
				if added := got[p][i].Animeeples &^ want[p][i].Animeeples; added != 0 && got[p][i].Card == want[p][i].Card {
					want[p][i].Animeeples |= added // placed by an activation
				}
			}
			for i := len(want[p]); i < len(got[p]); i++ {
				want[p] = append(want[p], Planted{Card: got[p][i].Card, Animeeples: got[p][i].Animeeples})
			}
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Fatalf("move %d: pieces changed (-want +got):\n%s", n, diff)
		}
		s = next
	}
	if s.AnimeeplesOf(0, 0) == nil || s.Stored(1, 0) != (Store{Sprouts: 2}) {
		t.Error("the pieces did not reach the end of the game")
	}
}

// TestRulingPlantOverLiftsItsPieces: a card planted over a Terrain takes
// the Terrain's place bare: the Animeeples on the Terrain go back to
// their Animal cards, to be placed again at their next activation, and
// what was stored on it goes to the compost with it, out of play.
func TestRulingPlantOverLiftsItsPieces(t *testing.T) {
	s := withPieces(t, hooked(t), func(g *game) {
		if !g.store(0, 0, 2, 0, 0) {
			t.Fatal("store refused")
		}
	})
	s = play(t, s, "P1 action plant", "P1 plant Clamshell Orchid @0,0")
	got := s.Tableau(0)[0]
	if got.Card != card(t, "Clamshell Orchid") || got.Animeeples != 0 || got.Stored != (Store{}) {
		t.Errorf("card planted over the Terrain: %+v, want it bare", got)
	}
	if s.AnimeeplesOn(0, 2) != 1 || s.Stored(0, 1) != (Store{Soil: 3, Growth: 1}) {
		t.Error("the other cards' pieces changed")
	}
}

// TestConformanceWithPieces runs the shared harness over games of the
// expansion that start with Animeeples and stored resources on the
// tableaux, in every setup mode, solo and teams included (one player,
// not solo, in the quick run).
func TestConformanceWithPieces(t *testing.T) {
	gametest.Checks(t, 1, 3)
	most := MaxPlayers
	if !gametest.Long() {
		most = 1 // a game of several players, or against Gaia, takes seconds in this harness
	}
	gametest.Run(t, gametest.Spec[Config, State, Move, View, Event]{
		Config: func(t *rapid.T) Config {
			c := Config{Players: rapid.IntRange(1, most).Draw(t, "players"), Mode: Mode(rapid.IntRange(0, int(Advanced)).Draw(t, "mode")),
				Seed: rapid.Uint64().Draw(t, "seed"), Animals: true}
			c.Teams = c.Players == TeamPlayers && rapid.Bool().Draw(t, "teams")
			if gametest.Long() && c.Players == 1 && c.Mode != Beginner && rapid.Bool().Draw(t, "solo") {
				c.Solo, c.Difficulty = true, Difficulty(rapid.IntRange(0, int(GaiaExpert)).Draw(t, "difficulty"))
			}
			return c
		},
		New:        newWithPieces,
		ParseMove:  ParseMove,
		Candidates: candidates,
		Invariants: State.Validate,
		ErrIllegal: ErrIllegalMove,
		MaxMoves:   20000,
	})
}

// newWithPieces starts a game, plays it at random (from the config's
// seed) until every player has planted 2 cards, then stands each Animal
// kept in the mode on a card or two and stores something on a card of
// each player. The same config gives the same position.
func newWithPieces(cfg Config) (State, error) {
	s, err := New(cfg)
	if err != nil {
		return s, err
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 9))
	for n := 0; !s.Over() && !everyonePlanted(s, 2); n++ {
		if n > 5000 {
			return s, fmt.Errorf("nobody planted after %d moves", n)
		}
		ms := s.LegalMoves(s.ToMove()[0])
		if s, err = s.Apply(ms[r.IntN(len(ms))]); err != nil {
			return s, err
		}
	}
	s = edited(s, func(g *game) {
		for p := range g.n() {
			st := g.get(Player(p))
			n := len(st.Tab())
			for k := range cfg.Mode.AnimalsKept() {
				for range 1 + r.IntN(2) {
					g.standAnimeeple(Player(p), k, r.IntN(n))
				}
			}
			g.store(Player(p), r.IntN(n), r.IntN(3), r.IntN(3), r.IntN(3))
		}
	})
	return s, s.Validate()
}

// TestNewWithPiecesPutsPieces: the harness's games above do start with
// pieces on every player's tableau.
func TestNewWithPiecesPutsPieces(t *testing.T) {
	for _, cfg := range []Config{{Players: 1, Solo: true, Seed: 4, Animals: true}, {Players: 4, Teams: true, Seed: 5, Animals: true}, {Players: 3, Mode: Advanced, Seed: 6, Animals: true}} {
		s, err := newWithPieces(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range s.Players() {
			if s.AnimeeplesOf(p, 0) == nil || cfg.Mode == Advanced && s.AnimeeplesOf(p, 1) == nil {
				t.Errorf("%+v: %v has no Animeeple", cfg, p)
			}
		}
	}
}

// everyonePlanted reports whether every player has planted n cards.
func everyonePlanted(s State, n int) bool {
	for q := range s.d.n() {
		st := s.d.get(Player(q))
		if len(st.Tab()) < n {
			return false
		}
	}
	return true
}

// TestHooksArePublic: every player sees the pieces on every tableau, and
// a state sampled from a view keeps them.
func TestHooksArePublic(t *testing.T) {
	s := hooked(t)
	for _, p := range s.Players() {
		if diff := cmp.Diff(hooksOf(s), hooksOf(s.View(p).Sample(5))); diff != "" {
			t.Errorf("%v's view: pieces differ (-state +sampled):\n%s", p, diff)
		}
	}
}
