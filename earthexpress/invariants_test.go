package earthexpress

import (
	"math/rand/v2"
	"testing"
)

// TestInvariantsAcrossMoves plays random games of every kind and checks
// what holds from one state to the next: planted cards never move or leave,
// Fauna claims are never lost or moved, Demeter's score only grows, and a
// player's Sprouts and Growth change only on their own move or in step 4;
// and Seeds, Sprouts and Growth are created or destroyed only as the move
// made allows (ledger.check).
func TestInvariantsAcrossMoves(t *testing.T) {
	cfgs := []Config{
		{Players: 1, Level: Normal}, {Players: 1, Level: Hard}, {Players: 1, Level: Expert},
		{Players: 2}, {Players: 2, Standard: true, Ecosystems: true},
		{Players: 4, Standard: true}, {Players: 8, Ecosystems: true},
	}
	for k, cfg := range cfgs {
		for seed := range uint64(4) {
			cfg.Seed = seed*10 + uint64(k)
			s, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(cfg.Seed, 9))
			var l ledger
			for !s.Over() {
				who := s.ToMove()
				ms := s.LegalMoves(who[r.IntN(len(who))])
				m := ms[r.IntN(len(ms))]
				next, events, err := s.ApplyEvents(m)
				if err != nil {
					t.Fatal(err)
				}
				if err := stepInvariants(s, next, m); err != "" {
					t.Fatalf("%+v: after %v: %s", cfg, m, err)
				}
				if err := l.check(s, next, m, events); err != "" {
					t.Fatalf("%+v: after %v: %s\nevents: %v", cfg, m, err, events)
				}
				s = next
			}
		}
	}
}

// stepInvariants says what broke from s to next, or "".
func stepInvariants(s, next State, m Move) string {
	if next.d.dem.vp < s.d.dem.vp || next.Result().Demeter != nil && next.Result().Demeter.Total < s.Result().Demeter.Total {
		return "Demeter's score went down"
	}
	for i := range int(s.d.n) {
		p, q := s.d.seat(i), next.d.seat(i)
		for k := range Spaces {
			if p.tab[k] != NoCard && q.tab[k] != p.tab[k] {
				return "a planted card moved"
			}
		}
		for f := range 2 {
			if p.claims[f] >= 0 && q.claims[f] != p.claims[f] {
				return "a Fauna claim was lost"
			}
		}
		if Player(i) != m.Player && next.d.round == s.d.round && q.phase != Converting &&
			(p.sprouts != q.sprouts || p.growth != q.growth) {
			return "pieces changed on another player's move outside step 4"
		}
	}
	return ""
}
