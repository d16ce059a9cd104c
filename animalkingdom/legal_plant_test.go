package animalkingdom

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// plainPlantMoves is plantMoves written move by move, without copying the
// plantings of one card for the next (plantingsAs).
func (g *data) plainPlantMoves(buf []Move, p Player) []Move {
	s := g.get(p)
	var spots [64]place
	free := places(spots[:0], s.Tab())
	var discounts []*Ability
	hasReplace := false
	g.ownAbilities(p, func(a *Ability, _ int) {
		switch {
		case a.Kind == Discount:
			discounts = append(discounts, a)
		case a.Kind == ReplaceFree:
			hasReplace = true
		}
	})
	for _, c := range s.Hand {
		ci := g.info(c)
		if !ci.Plantable() {
			continue
		}
		cost := ci.Cost
		for _, a := range discounts {
			if ci.Traits.Has(a.Filter) {
				cost -= a.N
			}
		}
		cost = max(0, cost)
		have := 0
		if hasAlt(ci) {
			_, have = g.altPay(p, c)
		}
		for _, pl := range free {
			for alt := 0; alt <= min(cost, have); alt++ {
				if s.Soil >= cost-alt {
					buf = append(buf, Move{Player: p, Kind: Plant, Card: c, Row: int8(pl.Row), Col: int8(pl.Col), Otherwise: int16(alt)})
				}
			}
		}
		if !hasReplace {
			continue
		}
		for i, t := range s.Tab() {
			if _, ok := g.replaceable(p, c, i); ok {
				buf = append(buf, Move{Player: p, Kind: Plant, Card: c, Row: t.Row, Col: t.Col})
			}
		}
	}
	return buf
}

// TestPlantMovesAsWrittenOneByOne compares plantMoves with
// plainPlantMoves at every planting decision of random games, in a
// buffer holding moves already.
func TestPlantMovesAsWrittenOneByOne(t *testing.T) {
	cfgs := []Config{{Players: 4, Seed: 51}, {Players: 4, Seed: 52, Animals: true}, {Players: 2, Seed: 53, Mode: Advanced},
		{Players: 1, Seed: 54, Solo: true}, {Players: 5, Seed: 55}}
	decisions := 0
	for _, cfg := range cfgs {
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(cfg.Seed, 3))
		for !s.Over() {
			p := s.ToMove()[0]
			if s.d.Stage == stPlant && s.d.depth() == 0 && !s.d.placing() {
				decisions++
				pre := []Move{{Player: p, Kind: Stop}}
				got := s.d.plantMoves(slices.Clone(pre), p)
				want := s.d.plainPlantMoves(slices.Clone(pre), p)
				if !slices.Equal(got, want) {
					t.Fatalf("%+v turn %d: %v's plantings\n%v\nwritten one by one\n%v", cfg, s.Turn(), p, got, want)
				}
			}
			ms := s.LegalMoves(p)
			if s, err = s.Apply(ms[r.IntN(len(ms))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if decisions < 50 {
		t.Fatalf("%d planting decisions: the games test little", decisions)
	}
}
