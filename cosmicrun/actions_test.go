package cosmicrun

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/gametest"
	"github.com/rulebox/rulebox/internal/rng"
	"pgregory.net/rapid"
)

// randomGame draws a game for a property: solo or for two, at a level,
// from a seed.
func randomGame(t *rapid.T) State {
	players := rapid.IntRange(1, 2).Draw(t, "players")
	level := Level(rapid.IntRange(0, 2).Draw(t, "level"))
	s, err := New(Config{Players: players, Level: level, Seed: rapid.Uint64().Draw(t, "seed")})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestActionIDsAlongRandomGames checks, at every step of random games and
// for every seat and the seat's view: each legal move's id maps back to
// the move, the legal ids are the ids of the legal moves in their order,
// and (at one step in 8, as it tries all 133 ids) exactly the legal ids
// are accepted by MoveAt.
func TestActionIDsAlongRandomGames(t *testing.T) {
	gametest.Checks(t, 20, 200)
	rapid.Check(t, func(t *rapid.T) {
		s := randomGame(t)
		r := rng.New(rapid.Uint64().Draw(t, "moves"))
		for step := 0; !s.Over(); step++ {
			for _, p := range []Player{P1, P2} {
				checkIDs(t, s, p, step%8 == 0)
			}
			s = randomStep(s, &r)
		}
	})
}

// checkIDs checks p's ids in s and in p's view of s, and, if every, that
// MoveAt accepts no other id.
func checkIDs(t *rapid.T, s State, p Player, every bool) {
	var want []int
	for _, m := range s.LegalMoves(p) {
		id, err := s.ActionID(m)
		if err != nil {
			t.Fatalf("ActionID(%v): %v", m, err)
		}
		if back, err := s.MoveAt(p, id); err != nil || back != m {
			t.Fatalf("MoveAt(%v, %d) = %v, %v; want %v", p, id, back, err, m)
		}
		want = append(want, id)
	}
	v := s.View(p)
	for name, got := range map[string][]int{"State": s.AppendLegalActionIDs(nil, p), "View": v.AppendLegalActionIDs(nil, p)} {
		if !slices.Equal(got, want) && len(got)+len(want) > 0 {
			t.Fatalf("%s.AppendLegalActionIDs(%v) = %v; want %v", name, p, got, want)
		}
	}
	for id := range s.ActionSpace() * b2i(every) {
		_, errS := s.MoveAt(p, id)
		_, errV := v.MoveAt(p, id)
		legal := slices.Contains(want, id)
		if (errS == nil) != legal || (errV == nil) != legal {
			t.Fatalf("%v, id %d: legal %v, but State.MoveAt says %v and View.MoveAt %v", p, id, legal, errS, errV)
		}
	}
}

// TestActionIDsAreOneToOne checks that every id of the layout stands for a
// different move, and the move's id is the id again, for each mode.
func TestActionIDsAreOneToOne(t *testing.T) {
	two, _ := New(Config{Players: 2, Seed: 1})
	solo, _ := New(Config{Players: 1, Seed: 1})
	seen := map[Move]int{}
	for id := range numActions {
		m, err := moveOf(P1, id)
		if err != nil {
			t.Fatalf("moveOf(%d): %v", id, err)
		}
		if other, dup := seen[m]; dup {
			t.Fatalf("ids %d and %d are both %v", other, id, m)
		}
		seen[m] = id
		s := two
		if id >= soloIDs {
			s = solo
		}
		if back, err := s.ActionID(m); err != nil || back != id {
			t.Fatalf("ActionID(%v) = %d, %v; want %d", m, back, err, id)
		}
	}
}

// TestMovesWithoutAnID checks that a move no game of the mode offers has
// no id, and that an id out of range or not legal now is a clear error.
func TestMovesWithoutAnID(t *testing.T) {
	two, _ := New(Config{Players: 2, Seed: 1})
	solo, _ := New(Config{Players: 1, Seed: 1})
	for _, c := range []struct {
		s    State
		m    Move
		want string
	}{
		{two, PassMove(2, 0), "no such move"},
		{two, PassMove(NoPlayer, 0), "no such move"},
		{solo, PassMove(P2, 0), "no such move"},
		{solo, PassMove(P1, 0), "1-player game"},
		{two, MineMove(P1, false), "2-player game"},
		{two, Move{Player: P1}, "not a kind"},
		{two, Move{Player: P1, Kind: numKinds}, "not a kind"},
		{two, PassMove(P1, NoCard), "out of range"},
		{two, PassMove(P1, NumShips), "out of range"},
		{two, PlaceMove(P1, 0, 3, false), "out of range"},
		{two, Move{Player: P1, Kind: Keep, Card: 3}, "not used"},
		{two, Move{Player: P1, Kind: Pass, Rotated: true}, "not used"},
		{solo, Move{Player: P1, Kind: Theirs, Rotated: true}, "not used"},
	} {
		if id, err := c.s.ActionID(c.m); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ActionID(%#v) = %d, %v; want an error saying %q", c.m, id, err, c.want)
		}
		if id, err := c.s.View(P1).ActionID(c.m); err == nil {
			t.Errorf("View.ActionID(%#v) = %d; want an error", c.m, id)
		}
	}
	for _, c := range []struct {
		s    State
		p    Player
		id   int
		want string
	}{
		{two, P1, -1, "out of range"},
		{two, P1, numActions, "out of range"},
		{two, P1, keepID, "not a legal move"},
		{two, P2, soloIDs, "not a legal move"},
		{two, 5, passIDs, "not a legal move"},
		{solo, P1, passIDs, "not a legal move"},
		{State{}, P1, passIDs, "not a legal move"},
	} {
		if m, err := c.s.MoveAt(c.p, c.id); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("MoveAt(%v, %d) = %v, %v; want an error saying %q", c.p, c.id, m, err, c.want)
		}
	}
	if m, err := two.View(P1).MoveAt(P2, passIDs); err == nil {
		t.Errorf("P1's view gave P2 the move %v", m)
	}
	if m, err := two.View(NoPlayer).MoveAt(P1, passIDs); err == nil {
		t.Errorf("a spectator's view gave P1 the move %v", m)
	}
	if ids := two.View(NoPlayer).AppendLegalActionIDs(nil, P1); len(ids) != 0 {
		t.Errorf("a spectator's view lists P1's ids %v", ids)
	}
	if ids := (View{}).AppendLegalActionIDs(nil, P1); len(ids) != 0 {
		t.Errorf("the zero View lists P1's ids %v", ids)
	}
	if m, err := (View{}).MoveAt(P1, passIDs); err == nil {
		t.Errorf("the zero View gave P1 the move %v", m)
	}
}

// TestLegalActionIDsDoNotAllocate checks AppendLegalActionIDs into a
// reused buffer, on a State and on a View, in the step with the most moves.
func TestLegalActionIDsDoNotAllocate(t *testing.T) {
	s, _ := New(Config{Players: 2, Seed: 1})
	s, _ = play(t, s, "P1 pass R3", "P1 pass B1", "P2 pass B2", "P2 pass B3", "P1 keep", "P2 keep")
	v := s.View(P1)
	buf := make([]int, 0, maxLegal)
	if n := testing.AllocsPerRun(100, func() { buf = s.AppendLegalActionIDs(buf[:0], P1) }); n != 0 {
		t.Errorf("State.AppendLegalActionIDs allocates %v times", n)
	}
	if n := testing.AllocsPerRun(100, func() { buf = v.AppendLegalActionIDs(buf[:0], P1) }); n != 0 {
		t.Errorf("View.AppendLegalActionIDs allocates %v times", n)
	}
	if len(buf) != maxLegal {
		t.Errorf("placing lists %d ids, want %d", len(buf), maxLegal)
	}
}

// BenchmarkAppendLegalActionIDs lists the 36 placements' ids.
func BenchmarkAppendLegalActionIDs(b *testing.B) {
	s, _ := New(Config{Players: 2, Seed: 1})
	for _, text := range []string{"P1 pass R3", "P1 pass B1", "P2 pass B2", "P2 pass B3", "P1 keep", "P2 keep"} {
		m, _ := ParseMove(s, text)
		s, _ = s.Apply(m)
	}
	buf := make([]int, 0, maxLegal)
	b.ReportAllocs()
	for b.Loop() {
		buf = s.AppendLegalActionIDs(buf[:0], P1)
	}
}
