package animalkingdom

import (
	"encoding/json"
	"math/rand/v2"
	"slices"
	"testing"
)

// playRandom plays a game to the end with uniformly random legal moves.
func playRandom(t testing.TB, cfg Config, seed uint64) (State, int) {
	t.Helper()
	return walkRandom(t, cfg, rand.New(rand.NewPCG(seed, 1)), func(s State, _ Move) {
		if who := s.ToMove(); len(who) > 1 {
			t.Fatalf("%d players to move, want 1", len(who))
		}
	})
}

// walkRandom plays cfg's game to its end with legal moves drawn from r (a
// seat too, where several are to move), calling visit, unless nil, with
// each position and the move about to be played on it, and last with the
// end position and no move (NoMove). It returns the end and the number of
// moves.
func walkRandom(t testing.TB, cfg Config, r *rand.Rand, visit func(State, Move)) (State, int) {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var buf []Move
	n := 0
	for !s.Over() {
		who := s.ToMove()
		p := who[0]
		if len(who) > 1 {
			p = who[r.IntN(len(who))]
		}
		buf = s.AppendLegalMoves(buf[:0], p)
		if len(buf) == 0 {
			t.Fatalf("%v has no legal moves", p)
		}
		m := buf[r.IntN(len(buf))]
		if visit != nil {
			visit(s, m)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("move %d %v: %v", n, m, err)
		}
		n++
		if n > 20000 {
			t.Fatalf("game not over after %d moves", n)
		}
	}
	if visit != nil {
		visit(s, Move{})
	}
	return s, n
}

func TestRandomGamesEnd(t *testing.T) {
	for d := GaiaBeginner; d <= GaiaExpert; d++ {
		s, n := playRandom(t, Config{Players: 1, Solo: true, Difficulty: d, Seed: uint64(d)}, 9)
		r := s.Result()
		t.Logf("solo %v: %d moves, turn %d, player %d, Gaia %+v", d, n, s.d.Turn, r.Totals[0], *r.Gaia)
	}
	for players := 1; players <= MaxPlayers; players++ {
		for _, mode := range []Mode{Beginner, Standard, Advanced} {
			s, n := playRandom(t, Config{Players: players, Seed: uint64(players*7 + int(mode)), Mode: mode}, 3)
			r := s.Result()
			if len(r.Winners) == 0 && r.Gaia == nil {
				t.Fatalf("%d players %v: no winner after %d moves", players, mode, n)
			}
			t.Logf("%d players %v: %d moves, turn %d, winners %v, totals %v", players, mode, n, s.d.Turn, r.Winners, totals(r))
		}
	}
}

func totals(r Result) []int { return r.Totals }

// TestRandomPlayInvariantsAcrossMoves plays random games of every kind and
// checks every move against the one before: planted cards never move
// (a card planted over a Terrain takes its place, and the Terrain goes to
// the compost), claims are never lost and keep their positions, and
// every card stays in exactly one place.
func TestRandomPlayInvariantsAcrossMoves(t *testing.T) {
	cfgs := []Config{{Players: 3, Seed: 21}, {Players: 5, Seed: 22, Mode: Advanced}, {Players: 2, Seed: 23, Mode: Beginner},
		{Players: 1, Seed: 24, Solo: true, Difficulty: GaiaHard}, {Players: 4, Seed: 25, Teams: true}}
	for _, cfg := range cfgs {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 5))
		for n := 0; !s.Over(); n++ {
			ms := s.LegalMoves(s.ToMove()[0])
			next, err := s.Apply(ms[r.IntN(len(ms))])
			if err != nil {
				t.Fatal(err)
			}
			if err := next.Validate(); err != nil {
				t.Fatalf("%+v move %d: %v", cfg, n, err)
			}
			checkAcross(t, s, next)
			s = next
		}
	}
}

func checkAcross(t *testing.T, before, after State) {
	t.Helper()
	for p := range before.d.n() {
		b, a := before.d.get(Player(p)), after.d.get(Player(p))
		for i, pl := range b.Tab() {
			q := a.Tab()[i]
			if q.Row != pl.Row || q.Col != pl.Col || q.Card != pl.Card && !slices.Contains(a.Compost, pl.Card) {
				t.Fatalf("%v's %s moved or vanished", Player(p), before.d.info(pl.Card).Name)
			}
		}
		for i, c := range b.Claimed {
			if c && !a.Claimed[i] || b.Bonus && !a.Bonus {
				t.Fatalf("%v lost a claim", Player(p))
			}
		}
	}
	for i, slot := range before.d.Fauna {
		if !slices.Equal(slot.Claims, after.d.Fauna[i].Claims[:len(slot.Claims)]) {
			t.Fatalf("Fauna %d's claims %v became %v", i, slot.Claims, after.d.Fauna[i].Claims)
		}
	}
}

// readBack returns s written as JSON and read back, failing the test if
// either step fails.
func readBack(t testing.TB, s State) State {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var back State
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	return back
}
