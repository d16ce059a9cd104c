package animalkingdom

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"pgregory.net/rapid"
)

// The shared learning interface, with the exact signatures every game
// has (a change of one fails to compile).
var (
	_ interface {
		ActionSpace() int
		ActionID(Move) (int, error)
		MoveAt(Player, int) (Move, error)
		AppendLegalActionIDs([]int, Player) []int
	} = State{}
	_ interface {
		ActionSpace() int
		ActionID(Move) (int, error)
		MoveAt(Player, int) (Move, error)
		AppendLegalActionIDs([]int, Player) []int
		ObservationShape() []int
		AppendObservation([]float32) []float32
	} = View{}
)

// encodingConfig draws a Config of any player count, mode, with the
// Animals or not, solo against Gaia and teams included.
func encodingConfig(t *rapid.T) Config {
	c := Config{Players: rapid.IntRange(1, MaxPlayers).Draw(t, "players"), Mode: Mode(rapid.IntRange(0, int(Advanced)).Draw(t, "mode")),
		Seed: rapid.Uint64().Draw(t, "seed"), Animals: rapid.Bool().Draw(t, "animals")}
	c.Teams = c.Players == TeamPlayers && rapid.Bool().Draw(t, "teams")
	if c.Players == 1 && c.Mode != Beginner && rapid.Bool().Draw(t, "solo") {
		c.Solo, c.Difficulty = true, Difficulty(rapid.IntRange(0, int(GaiaExpert)).Draw(t, "difficulty"))
	}
	return c
}

// eachDecision plays a random game of cfg to its end, calling f at each
// decision with the state and the player to decide.
func eachDecision(t interface{ Fatal(...any) }, cfg Config, f func(s State, p Player)) {
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(cfg.Seed, 26))
	for !s.Over() {
		p := s.ToMove()[0]
		f(s, p)
		ms := s.LegalMoves(p)
		if s, err = s.Apply(ms[r.IntN(len(ms))]); err != nil {
			t.Fatal(err)
		}
	}
	f(s, P1)
}

// TestActionIDsAlongRandomGames: along random games of every Config, each
// legal move has an id in [0, ActionSpace()) that MoveAt reads back as
// the move, no two legal moves share an id, AppendLegalActionIDs lists
// their ids in AppendLegalMoves' order (on the State, and on the View of
// the player to decide, which lists none for another player), and
// ActionSpace stays the same for the whole game.
func TestActionIDsAlongRandomGames(t *testing.T) {
	gametest.Checks(t, 6, 60)
	met := map[MoveKind]int{}
	defer func() { t.Logf("legal moves checked, by kind: %v", met) }()
	rapid.Check(t, func(rt *rapid.T) {
		cfg := encodingConfig(rt)
		space := -1
		var ids []int
		eachDecision(rt, cfg, func(s State, p Player) {
			if space < 0 {
				space = s.ActionSpace()
			}
			if s.ActionSpace() != space {
				rt.Fatalf("%+v: the action space went from %d to %d", cfg, space, s.ActionSpace())
			}
			moves := s.LegalMoves(p)
			ids = s.AppendLegalActionIDs(ids[:0], p)
			if len(ids) != len(moves) {
				rt.Fatalf("%+v: %d legal ids for %d legal moves", cfg, len(ids), len(moves))
			}
			seen := map[int]Move{}
			for i, m := range moves {
				id, err := s.ActionID(m)
				if err != nil {
					rt.Fatalf("%+v: legal move %v: %v", cfg, m, err)
				}
				if id != ids[i] || id < 0 || id >= space {
					rt.Fatalf("%+v: %v has id %d, AppendLegalActionIDs says %d (space %d)", cfg, m, id, ids[i], space)
				}
				if o, dup := seen[id]; dup {
					rt.Fatalf("%+v: %v and %v share id %d", cfg, o, m, id)
				}
				seen[id] = m
				met[m.Kind]++
				if back, err := s.MoveAt(p, id); err != nil || back != m {
					rt.Fatalf("%+v: MoveAt(%v, %d) = %v, %v; want %v", cfg, p, id, back, err, m)
				}
			}
			v := s.View(p)
			if got := v.AppendLegalActionIDs(nil, p); !slices.Equal(got, ids) || v.ActionSpace() != space {
				rt.Fatalf("%+v: the view lists ids %v (space %d), the state %v (space %d)", cfg, got, v.ActionSpace(), ids, space)
			}
			if len(moves) > 0 {
				if back, err := v.MoveAt(p, ids[0]); err != nil || back != moves[0] {
					rt.Fatalf("%+v: View.MoveAt(%d) = %v, %v; want %v", cfg, ids[0], back, err, moves[0])
				}
			}
			if q := Player((int(p) + 1) % len(s.Players())); q != p && len(v.AppendLegalActionIDs(nil, q)) != 0 {
				rt.Fatalf("%+v: %v's view lists ids for %v", cfg, p, q)
			}
		})
	})
}

// TestEveryIDIsOneMove: for each Config kind, every id of the space
// names a move whose id it is, so that no two ids name the same move.
func TestEveryIDIsOneMove(t *testing.T) {
	for _, cfg := range []Config{{Players: 4, Seed: 1}, {Players: 3, Seed: 2, Animals: true, Mode: Advanced},
		{Players: 1, Solo: true, Seed: 3, Animals: true}, {Players: 1, Solo: true, Seed: 4}} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		l := s.layoutOf()
		kinds := map[MoveKind]bool{}
		for id := range l.size() {
			m, ok := l.move(P2%Player(len(s.Players())), id)
			if !ok {
				t.Fatalf("%+v: id %d names no move", cfg, id)
			}
			if back, err := s.ActionID(m); err != nil || back != id {
				t.Fatalf("%+v: id %d names %v, whose id is %d, %v", cfg, id, m, back, err)
			}
			kinds[m.Kind] = true
		}
		want := int(ClaimObjective) // every kind but NoMove
		if !cfg.Animals {
			want -= int(ClaimObjective - KeepAnimal + 1)
		}
		if !cfg.Solo {
			want--
		}
		if len(kinds) != want {
			t.Errorf("%+v: the space has %d move kinds, want %d: %v", cfg, len(kinds), want, kinds)
		}
	}
}

// TestActionSpaceSizes: the space of the standard set, as the package
// doc gives it: 14,482 ids for Earth (any player count and mode), 14,665
// with the Animals, 4 more in solo.
func TestActionSpaceSizes(t *testing.T) {
	for _, tt := range []struct {
		cfg  Config
		want int
	}{
		{Config{Players: 4}, 14482},
		{Config{Players: 2, Mode: Advanced}, 14482},
		{Config{Players: 4, Animals: true}, 14665},
		{Config{Players: 1, Solo: true}, 14486},
		{Config{Players: 1, Solo: true, Animals: true}, 14669},
	} {
		s, err := New(tt.cfg)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.ActionSpace(); got != tt.want {
			t.Errorf("%+v: ActionSpace() = %d, want %d", tt.cfg, got, tt.want)
		}
	}
	if (State{}).ActionSpace() != 0 || (View{}).ActionSpace() != 0 {
		t.Error("the zero State or View has action ids")
	}
}

// TestActionIDErrors: a move no game of the Config offers has no id, an
// id out of range or not legal now is no move, and neither panics.
func TestActionIDErrors(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	flora := Card(-1)
	for c := range s.Cards().Len() {
		if ci, _ := s.Cards().Info(Card(c)); ci.IsFlora() {
			flora = Card(c)
			break
		}
	}
	noID := map[string]Move{
		"a seat not in the game":   StopMove(P3),
		"NoPlayer":                 StopMove(NoPlayer),
		"a field its kind ignores": {Player: P1, Kind: Stop, Card: 3},
		"a place beyond 3":         PlantMove(P1, flora, 4, 0, 0),
		"a card not in the set":    KeepMove(P1, Card(s.Cards().Len())),
		"NoCard":                   CompostCardMove(P1, NoCard),
		"an event that is a Flora": PlayEventMove(P1, flora),
		"a Flora paid otherwise":   PlantMove(P1, flora, 0, 0, 1),
		"a minor option beyond 4":  MinorMove(P1, 5),
		"no action":                ChooseActMove(P1, Brown),
		"an Animal move in Earth":  DiscardLeafMove(P1),
		"Gaia's Leaf not in solo":  GaiaLeafMove(P1, 0),
		"a side out of range":      ChooseSideMove(P1, IslandCard, 99),
		"the zero move":            {},
	}
	for what, m := range noID {
		if id, err := s.ActionID(m); err == nil {
			t.Errorf("%s: ActionID(%v) = %d, want an error", what, m, id)
		}
	}
	p := s.ToMove()[0]
	other := 1 - p
	legal := s.AppendLegalActionIDs(nil, p)
	notLegal := -1
	for id := range s.ActionSpace() {
		if !slices.Contains(legal, id) {
			notLegal = id
			break
		}
	}
	for _, tt := range []struct {
		p    Player
		id   int
		want string
	}{
		{p, -1, "out of range"},
		{p, s.ActionSpace(), "out of range"},
		{p, notLegal, "not a legal move"},
		{other, legal[0], "not a legal move"},
		{P5, legal[0], "not a seat"},
	} {
		if m, err := s.MoveAt(tt.p, tt.id); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("MoveAt(%v, %d) = %v, %v; want an error saying %q", tt.p, tt.id, m, err, tt.want)
		}
	}
	v := s.View(other)
	if _, err := v.MoveAt(p, legal[0]); err == nil {
		t.Error("a View reads another player's move")
	}
	if _, err := (State{}).MoveAt(P1, 0); err == nil {
		t.Error("the zero State reads a move")
	}
	if _, err := (View{}).ActionID(StopMove(P1)); err == nil || errors.Is(err, ErrIllegalMove) {
		t.Errorf("the zero View gives a stop an id, or a wrong error: %v", err)
	}
}

// benchPositions are positions of a random 4-player game, one in 10.
func benchPositions(b *testing.B) []State {
	var out []State
	n := 0
	eachDecision(b, Config{Players: 4, Seed: 61}, func(s State, _ Player) {
		if n++; n%10 == 0 && !s.Over() {
			out = append(out, s)
		}
	})
	return out
}

// BenchmarkAppendLegalActionIDs lists the legal ids of the player to
// decide, into a reused buffer, along a 4-player game.
func BenchmarkAppendLegalActionIDs(b *testing.B) {
	positions := benchPositions(b)
	ids := make([]int, 0, 4096)
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		s := positions[i%len(positions)]
		ids = s.AppendLegalActionIDs(ids[:0], s.ToMove()[0])
	}
}

// TestRareMovesHaveIDs: the moves random games seldom reach (how many
// cards an "up to" composts, a piece stored off a card, what a last Leaf
// claims) have ids that MoveAt reads back, in the rulebook's positions.
func TestRareMovesHaveIDs(t *testing.T) {
	goat := `
players: 2
global: Platypus
seats:
  - animals: [Mountain Goat]
    tableau:
      - {card: Japanese Maple, row: 0, col: 0, animeeples: [Mountain Goat]}
      - {card: Blackthorn, row: 0, col: 1}
      - {card: Cat Grass, row: 1, col: 1, sprouts: 2}
      - {card: Basil, row: 1, col: 2}
      - {card: Yellow Morel, row: 2, col: 2, sprouts: 3}
  - animals: [Jaguar]
`
	for _, tt := range []struct {
		kind  MoveKind
		s     State
		moves []string
	}{
		{ChooseAmount, build(t, highlandCow), []string{"P1 leaf", "P1 activate Highland Cow", "P1 animeeple @0,1", "P1 use"}},
		{StoreFromCard, build(t, goat), []string{"P1 leaf", "P1 activate Mountain Goat", "P1 animeeple @1,1"}},
		{ClaimObjective, build(t, lastLeafEvent), []string{"P1 event Mudpot Event"}},
	} {
		s := play(t, tt.s, tt.moves...)
		met := 0
		ids := s.AppendLegalActionIDs(nil, P1)
		for i, m := range s.LegalMoves(P1) {
			if m.Kind != tt.kind {
				continue
			}
			met++
			id, err := s.ActionID(m)
			if err != nil || id != ids[i] {
				t.Fatalf("%v: id %d, %v; AppendLegalActionIDs says %d", m, id, err, ids[i])
			}
			if back, err := s.MoveAt(P1, id); err != nil || back != m {
				t.Fatalf("MoveAt(P1, %d) = %v, %v; want %v", id, back, err, m)
			}
		}
		if met == 0 {
			t.Errorf("no legal move of kind %d after %v: %s", tt.kind, tt.moves, legalText(s, 0))
		}
	}
}

// TestAnyMoveOrIDIsAnswered: ActionID of a move with any fields, and
// MoveAt of any id, answer without panicking; a move given an id is the
// move the layout reads back from it.
func TestAnyMoveOrIDIsAnswered(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 81, Animals: true})
	if err != nil {
		t.Fatal(err)
	}
	l := s.layoutOf()
	rapid.Check(t, func(rt *rapid.T) {
		m := Move{Player: Player(rapid.IntRange(-2, 6).Draw(rt, "player")), Kind: MoveKind(rapid.IntRange(0, int(ClaimObjective)+2).Draw(rt, "kind")),
			Card: Card(rapid.IntRange(-3, 400).Draw(rt, "card")), Row: rapid.Int8().Draw(rt, "row"), Col: rapid.Int8().Draw(rt, "col"),
			Setup: SetupCard(rapid.IntRange(0, 4).Draw(rt, "setup")), Side: rapid.Int16().Draw(rt, "side"), Action: Colour(rapid.IntRange(0, 9).Draw(rt, "action")),
			Otherwise: rapid.Int16().Draw(rt, "otherwise"), Option: rapid.Uint8().Draw(rt, "option"), Ability: rapid.Int8().Draw(rt, "ability"),
			Slot: rapid.Int8().Draw(rt, "slot"), TableauFirst: rapid.Bool().Draw(rt, "first"), Piece: Op(rapid.IntRange(0, 4).Draw(rt, "piece")),
			Remove: rapid.Bool().Draw(rt, "remove"), Animal: rapid.Int8().Draw(rt, "animal"), Count: rapid.Int8().Draw(rt, "count")}
		if id, err := s.ActionID(m); err == nil {
			if back, ok := l.move(m.Player, id); !ok || back != m {
				rt.Fatalf("%+v has id %d, which names %+v", m, id, back)
			}
		}
		id := rapid.IntRange(-5, s.ActionSpace()+5).Draw(rt, "id")
		if m, err := s.MoveAt(m.Player, id); err == nil && !s.isLegal(m) {
			rt.Fatalf("MoveAt gave %v, not legal", m)
		}
	})
}
