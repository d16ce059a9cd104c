package earthexpress

import (
	"math/rand/v2"
	"testing"
)

// TestEventsTellEveryChangeOfPieces: over random games, the events of
// each move add up to every change of each player's Seeds and of the
// Sprouts and Growth on each space of their tableau, and every piece an
// ability gives or costs is told with the card and the ability.
func TestEventsTellEveryChangeOfPieces(t *testing.T) {
	kinds := map[string]int{}
	for seed := range uint64(12) {
		cfg := Config{Players: 1 + int(seed%4), Seed: seed, Standard: seed%2 == 0, Ecosystems: seed%3 == 0}
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 27))
		for n := 0; !s.Over() && n < 20000; n++ {
			who := s.ToMove()
			ms := s.LegalMoves(who[r.IntN(len(who))])
			m := ms[r.IntN(len(ms))]
			next, evs, err := s.ApplyEvents(m)
			if err != nil {
				t.Fatal(err)
			}
			for i := range cfg.Players {
				told := toldPieces(t, s, evs, Player(i), kinds)
				a, b := piecesOf(s, i), piecesOf(next, i)
				if got := b.seeds - a.seeds; got != told.seeds {
					t.Fatalf("%+v, %v: P%d's seeds changed by %d, the events tell of %d: %v", cfg, m, i+1, got, told.seeds, evs)
				}
				for k := range Spaces {
					if got := b.sprouts[k] - a.sprouts[k]; got != told.sprouts[k] {
						t.Fatalf("%+v, %v: P%d's sprouts on %s changed by %d, the events tell of %d: %v", cfg, m, i+1, spaceName(k), got, told.sprouts[k], evs)
					}
					if got := b.growth[k] - a.growth[k]; got != told.growth[k] {
						t.Fatalf("%+v, %v: P%d's growth on %s changed by %d, the events tell of %d: %v", cfg, m, i+1, spaceName(k), got, told.growth[k], evs)
					}
				}
			}
			s = next
		}
	}
	for _, k := range []string{"ability seed cost", "ability piece cost", "refresh", "germinate", "conversion"} {
		if kinds[k] == 0 {
			t.Errorf("no %s paid in the games played: %v", k, kinds)
		}
	}
}

// toldPieces adds up the changes of p's pieces that evs tell of, and
// checks that a piece an ability costs names its card and ability.
func toldPieces(t *testing.T, s State, evs []Event, p Player, kinds map[string]int) pieces {
	t.Helper()
	var told pieces
	for _, e := range evs {
		if e.Player != p {
			continue
		}
		sign := 1
		switch e.Kind {
		case Paid:
			sign = -1
			kinds[paidKind(e)]++
			if e.Rule == ruleCosts && (e.Card == NoCard || e.Ability < 1) {
				t.Fatalf("a cost paid names no card or ability: %+v (%s)", e, e)
			}
		case Gained:
		case Converted:
			told.seeds++
			continue
		case Germinated:
			if e.Card == NoCard && e.N == 0 && e.Player == p {
				told.seeds += GerminateCost
			}
			continue
		default:
			continue
		}
		switch {
		case e.Resource == Seed:
			told.seeds += sign * e.N
		case e.Space < 0:
			// tokens given by another player's ability, placed in step 4
		case e.Resource == Sprout:
			told.sprouts[e.Space] += sign * e.N
		default:
			told.growth[e.Space] += sign * e.N
		}
	}
	return told
}

// paidKind names what a Paid event pays for.
func paidKind(e Event) string {
	switch {
	case e.Rule == ruleCosts && e.Resource == Seed:
		return "ability seed cost"
	case e.Rule == ruleCosts:
		return "ability piece cost"
	case e.Rule == ruleRefresh:
		return "refresh"
	case e.Rule == ruleGerminate:
		return "germinate"
	}
	return "conversion"
}
