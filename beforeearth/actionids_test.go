package beforeearth

import (
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

// randomPositions plays games random moves from seed and calls visit at
// every position, the last (over) included.
func randomPositions(t *testing.T, games int, visit func(s State)) {
	t.Helper()
	r := rand.New(rand.NewPCG(11, 3))
	for g := range games {
		s, err := New(Config{Seed: uint64(g) + 100})
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; ; n++ {
			visit(s)
			if s.Over() || n > 5000 {
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

func games(quick, long int) int {
	if gametest.Long() {
		return long
	}
	return quick
}

// TestActionIDsOfLegalMoves: along random games, every legal move has an
// id below ActionSpace that MoveAt turns back into it, the ids of one
// decision differ, and AppendLegalActionIDs lists them in the order of
// AppendLegalMoves, in the State and in its player's View.
func TestActionIDsOfLegalMoves(t *testing.T) {
	randomPositions(t, games(4, 60), func(s State) {
		for _, p := range []Player{P1, P2} {
			moves := s.LegalMoves(p)
			var want []int
			for _, m := range moves {
				id, err := s.ActionID(m)
				if err != nil {
					t.Fatalf("%v: %v", m, err)
				}
				if id < 0 || id >= s.ActionSpace() {
					t.Fatalf("%v: id %d outside [0, %d)", m, id, s.ActionSpace())
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
			v := s.View(p)
			if got := v.AppendLegalActionIDs(nil, p); !slices.Equal(got, s.View(p).appendIDs(nil, v.LegalMoves())) {
				t.Fatalf("%v's view: AppendLegalActionIDs %v", p, got)
			}
			if got := v.AppendLegalActionIDs(nil, other(p)); len(got) != 0 {
				t.Fatalf("%v's view lists ids of %v: %v", p, other(p), got)
			}
			if v.ActionSpace() != s.ActionSpace() {
				t.Fatalf("the view's ActionSpace %d, the state's %d", v.ActionSpace(), s.ActionSpace())
			}
		}
	})
}

// TestActionIDsNumberEveryMoveOnce: each id of the space is the id of the
// move it decodes to, for both players, and the space is the
// layout's size for the standard set.
func TestActionIDsNumberEveryMoveOnce(t *testing.T) {
	s, _ := New(Config{Seed: 1})
	cs := s.Cards()
	if want := 17 + len(cs.Ships) + 3*len(cs.Planets) + maxAlternatives(s.d.cards); s.ActionSpace() != want {
		t.Fatalf("ActionSpace %d, want %d", s.ActionSpace(), want)
	}
	if s.ActionSpace() != 83 || s.View(P1).ObservationShape()[0] != 250 {
		t.Fatalf("the standard set has %d ids and %v values; the package doc says 83 and 250", s.ActionSpace(), s.View(P1).ObservationShape())
	}
	for _, p := range []Player{P1, P2} {
		for id := range s.ActionSpace() {
			m, err := s.decode(p, id)
			if err != nil {
				t.Fatal(err)
			}
			if m.Player != p {
				t.Fatalf("MoveAt(%v, %d) = %v", p, id, m)
			}
			if back, err := s.ActionID(m); err != nil || back != id {
				t.Fatalf("ActionID(%v) = %d, %v; want %d", m, back, err, id)
			}
		}
	}
}

// TestActionIDErrors: ids out of range, seats not in the game and moves no
// decision can be are errors, never a panic; the zero State has no ids.
func TestActionIDErrors(t *testing.T) {
	s, _ := New(Config{Seed: 1})
	for _, c := range []struct {
		p  Player
		id int
	}{{P1, -1}, {P1, s.ActionSpace()}, {P2, 1 << 40}, {Player(2), 0}, {Player(-1), 3}} {
		if m, err := s.MoveAt(c.p, c.id); err == nil || !strings.Contains(err.Error(), "action id") {
			t.Errorf("MoveAt(%v, %d) = %v, %v; want an error naming the id", c.p, c.id, m, err)
		}
	}
	for _, m := range []Move{
		{}, TakeShipMove(P1, len(s.Cards().Ships)), ColonizePlanetMove(P2, -1), CollectQuarryMove(P1, 3),
		TakeResourceMove(P1, NumResources), ChooseOptionMove(P1, maxAlternatives(s.d.cards)), PlayCardMove(P1, NoAction),
		{Player: P1, Kind: Done, Card: 2}, {Player: 2, Kind: Done}, {Player: P1, Kind: numMoveKinds},
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
// of a seeded game, so that a change of layout is a deliberate one: run
// with -update to rewrite testdata/encoding.golden.
func TestEncodingGolden(t *testing.T) {
	s, err := New(Config{Seed: 4})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(4, 4))
	var b strings.Builder
	fmt.Fprintf(&b, "action space %d, observation %v\n", s.ActionSpace(), s.View(P1).ObservationShape())
	for n := 0; n <= 40 && !s.Over(); n++ {
		who := s.ToMove()
		if n%10 == 0 {
			for _, p := range who {
				fmt.Fprintf(&b, "move %d %v ids %v\n  observation %v\n", n, p, s.AppendLegalActionIDs(nil, p), s.View(p).AppendObservation(nil))
			}
		}
		moves := s.LegalMoves(who[r.IntN(len(who))])
		if s, err = s.Apply(moves[r.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join("testdata", "encoding.golden")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to write it)", err)
	}
	if diff := cmp.Diff(string(want), b.String()); diff != "" {
		t.Errorf("the encoding changed (-golden +now); run with -update if that is meant:\n%s", diff)
	}
}
