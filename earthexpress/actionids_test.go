package earthexpress

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebox/rulebox/internal/gametest"
)

var updateEncoding = flag.Bool("update-encoding", false, "rewrite testdata/encoding.golden")

// encodingConfigs are games of every mode: solo, 2 to 8 players, the
// standard side, Ecosystems and solo levels.
func encodingConfigs(games int) []Config {
	var out []Config
	for g := range games {
		seed := uint64(g) + 30
		out = append(out, Config{Players: 1 + g%MaxPlayers, Seed: seed, Standard: g%2 == 0, Ecosystems: g%3 == 0, Level: Level(1 + g%3)})
	}
	return out
}

// randomPositions plays random games of cfgs and calls visit at every
// position, the last (over) included.
func randomPositions(t *testing.T, cfgs []Config, visit func(s State)) {
	t.Helper()
	for _, cfg := range cfgs {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 7))
		for n := 0; ; n++ {
			visit(s)
			if s.Over() || n > 20000 {
				break
			}
			who := s.ToMove()
			moves := s.LegalMoves(who[r.IntN(len(who))])
			if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func encodingGames() int {
	if gametest.Long() {
		return 48
	}
	return 8
}

// TestActionIDsOfLegalMoves: along random games of every mode, every
// legal move has an id below ActionSpace that MoveAt turns back into it,
// the ids of one decision differ, and AppendLegalActionIDs lists them in
// the order of AppendLegalMoves, in the State and in its player's View.
func TestActionIDsOfLegalMoves(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 3))
	randomPositions(t, encodingConfigs(encodingGames()), func(s State) {
		for _, p := range s.ToMove() {
			moves := s.LegalMoves(p)
			var want []int
			for _, m := range moves {
				id, err := s.ActionID(m)
				if err != nil {
					t.Fatalf("%v: %v", m, err)
				}
				back, err := s.MoveAt(p, id)
				if err != nil || back != m {
					t.Fatalf("MoveAt(%v, %d) = %v, %v; want %v", p, id, back, err, m)
				}
				want = append(want, id)
			}
			if got := s.AppendLegalActionIDs(nil, p); !slices.Equal(got, want) {
				t.Fatalf("%v: AppendLegalActionIDs %v, the legal moves' ids %v", p, got, want)
			}
			if len(slices.Compact(slices.Sorted(slices.Values(want)))) != len(want) {
				t.Fatalf("%v: two legal moves share an id: %v", p, want)
			}
			if r.IntN(8) == 0 { // a View costs a sample: check one decision in 8
				v := s.View(p)
				if got := v.AppendLegalActionIDs(nil, p); !slices.Equal(got, want) {
					t.Fatalf("%v's view: AppendLegalActionIDs %v, want %v", p, got, want)
				}
				if v.ActionSpace() != s.ActionSpace() {
					t.Fatalf("the view's ActionSpace %d, the state's %d", v.ActionSpace(), s.ActionSpace())
				}
			}
		}
	})
}

// TestActionIDsNumberEveryMoveOnce: each id of the space is the id of the
// move it decodes to, for every player, in games of 1 and 8.
func TestActionIDsNumberEveryMoveOnce(t *testing.T) {
	for _, n := range []int{1, 4, MaxPlayers} {
		s, err := New(Config{Players: n, Seed: 1, Ecosystems: true})
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range s.Players() {
			for id := range s.ActionSpace() {
				m, err := s.decode(p, id)
				if err != nil {
					t.Fatal(err)
				}
				if back, err := s.ActionID(m); err != nil || back != id || m.Player != p {
					t.Fatalf("%d players: ActionID(MoveAt(%v, %d) = %v) = %d, %v", n, p, id, m, back, err)
				}
			}
		}
	}
}

// TestEncodingSizesAsDocumented: the sizes the package doc gives for the
// standard set.
func TestEncodingSizesAsDocumented(t *testing.T) {
	for _, c := range []struct{ players, ids, values int }{{1, 780, 117}, {4, 783, 330}, {MaxPlayers, 787, 28 + 71*MaxPlayers + 18}} {
		s, err := New(Config{Players: c.players, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		if s.ActionSpace() != c.ids || s.View(P1).ObservationShape()[0] != c.values {
			t.Errorf("%d players: %d ids and %v values, the doc says %d and %d", c.players, s.ActionSpace(), s.View(P1).ObservationShape(), c.ids, c.values)
		}
	}
}

// TestActionIDErrors: ids out of range, players not in the game and moves
// no decision can be are errors, never a panic; the zero State has none.
func TestActionIDErrors(t *testing.T) {
	s, err := New(Config{Players: 2, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		p  Player
		id int
	}{{P1, -1}, {P1, s.ActionSpace()}, {P2, 1 << 40}, {P3, 0}, {Player(-1), 3}} {
		if m, err := s.MoveAt(c.p, c.id); err == nil || !strings.Contains(err.Error(), "action id") {
			t.Errorf("MoveAt(%v, %d) = %v, %v; want an error naming the id", c.p, c.id, m, err)
		}
	}
	for _, m := range []Move{
		{}, PlantMove(P1, NoCard), PlantMove(P1, Card(s.Cards().Len()+1)), AtMove(P1, 9), PayMove(P1, 0, 1),
		PlaceMove(P1, Growth+1, 0), ActionMove(P1, Brown), OpponentMove(P1, P3), ClaimMove(P1, 2), KeepMove(P1, 0, 2),
		ActivateMove(P1, maxOptions(s.d.cards)), {Player: P1, Kind: End, Card: 3}, EndMove(P3), {Player: P1, Kind: numMoveKinds},
		NameMove(P1, s.Cards().vocab.Len()), NeighbourMove(P1, Right+1),
	} {
		if id, err := s.ActionID(m); err == nil {
			t.Errorf("ActionID(%#v) = %d, want an error", m, id)
		}
	}
	for _, p := range []Player{P1, P2} {
		legal := s.AppendLegalActionIDs(nil, p)
		for id := range s.ActionSpace() {
			if slices.Contains(legal, id) {
				continue
			}
			if m, err := s.MoveAt(p, id); err == nil || !strings.Contains(err.Error(), "not a legal move") {
				t.Fatalf("MoveAt(%v, %d) = %v, %v: want an error saying it is not legal now", p, id, m, err)
			}
			if m, err := s.View(p).MoveAt(p, id); err == nil {
				t.Fatalf("View.MoveAt(%v, %d) = %v: want an error", p, id, m)
			}
		}
		if len(legal) > 0 {
			if m, err := s.View(p).MoveAt(1-p, legal[0]); err == nil {
				t.Fatalf("%v's view gives %v's move %v", p, 1-p, m)
			}
		}
	}
	var zero State
	if zero.ActionSpace() != 0 || len(zero.AppendLegalActionIDs(nil, P1)) != 0 {
		t.Errorf("the zero State has ids")
	}
	if _, err := zero.MoveAt(P1, 0); err == nil {
		t.Errorf("the zero State gives a move for id 0")
	}
}

// TestEncodingGolden pins the ids and the observations of a few positions
// of seeded games (solo, and 3 players with Ecosystems), so that a change
// of layout is a deliberate one: run with -update-encoding to rewrite
// testdata/encoding.golden.
func TestEncodingGolden(t *testing.T) {
	var b strings.Builder
	for _, cfg := range []Config{{Players: 1, Seed: 5}, {Players: 3, Seed: 5, Ecosystems: true}} {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(5, 5))
		fmt.Fprintf(&b, "%d players: action space %d, observation %v\n", cfg.Players, s.ActionSpace(), s.View(P1).ObservationShape())
		for n := 0; n <= 60 && !s.Over(); n++ {
			who := s.ToMove()
			if n%20 == 0 {
				for _, p := range who {
					fmt.Fprintf(&b, "move %d %v ids %v\n  observation %v\n", n, p, s.AppendLegalActionIDs(nil, p), s.View(p).AppendObservation(nil))
				}
			}
			moves := s.LegalMoves(who[r.IntN(len(who))])
			if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	path := filepath.Join("testdata", "encoding.golden")
	if *updateEncoding {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update-encoding to write it)", err)
	}
	if diff := cmp.Diff(string(want), b.String()); diff != "" {
		t.Errorf("the encoding changed (-golden +now); run with -update-encoding if that is meant:\n%s", diff)
	}
}
