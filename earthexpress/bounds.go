package earthexpress

import (
	"math"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/earth"
)

// The bounds LoadCards, New and Scenario.Build hold a card set's numbers
// to, so that no game can overflow the fixed-size numbers of a State or
// leave the range Validate accepts.
//
// A player's Seeds are kept in 16 bits, and Validate accepts at most
// MaxSeeds. What one player can gain in a game is bounded by the
// activations that can give them anything: each of their at most 18
// abilities once a round in step 3 and once more if BLACK, 108 in all,
// as many for each of the 7 others (their benefits for other players),
// or solo Demeter's at most 126 (18 a round, 3 times in round 5). Each
// activation gives at most MaxGain, a Sprout or Growth piece counting as
// a Seed (a conversion turns 2 into 1); each action step gives at most 3
// pieces or 2 Seeds. So a game started by New ends with at most
// 3 + 5*3 + 864*MaxGain = 8,658 Seeds, within MaxSeeds, and even a
// position holding MaxSeeds ends below the 16 bits' 32,767. Demeter
// scores at most MaxGain an activation, her own or one of the player's
// that benefits others, and 3 VP an action step: far below the 100,000
// Validate accepts.
//
// VP numbers (a card's VP and Canopy VP, the Sprout track, the Fauna
// board's spaces, the VP an end-game formula scores for each thing it
// counts or in a tier) are at most MaxVP, so that a scorepad row stays
// far inside an int. The numbers of a requirement ("5+ flora") are only
// compared, never added, and are not bounded.
const (
	// MaxSeeds is the most Seeds a player may hold in a position Validate
	// accepts.
	MaxSeeds = 10000
	// MaxGain is the most one activation of an ability can give, its
	// gains of Seeds, Sprouts and Growth added up at their highest, for its
	// owner and others alike. A scale counts at most 9 cards, 3 rows or
	// columns, 54 Sprouts, 72 Growth or MaxSeeds Seeds ("max" lowers
	// that); "on all" gives its amount to each of up to 9 cards.
	MaxGain = 10
	// MaxCost is the most one cost of an ability spends.
	MaxCost = 100
	// MaxVP bounds every VP number of a card set: from -MaxVP to MaxVP for
	// a card's VP, 0 to MaxVP for the others.
	MaxVP = 1000
	// MaxOptions is the most options an ability's "or" offers.
	MaxOptions = 9
	// MaxSteps is the most costs and gains one option of an ability has.
	MaxSteps = 8
	// MaxFauna and MaxEcosystems are the most Fauna and Ecosystem cards a
	// set holds.
	MaxFauna      = 256
	MaxEcosystems = 256
	// maxSprouts and maxGrowth bound a Flora's Sprout number and Growth
	// capacity, as the card diagram does.
	maxSprouts = earth.MaxSprouts
	maxGrowth  = earth.MaxGrowth
)

// countBound is the most a scale's selector can count in a tableau.
func countBound(s *carddata.Selector) int {
	if s == nil {
		return Spaces
	}
	switch carddata.Singular(s.Noun) {
	case "seed":
		return MaxSeeds
	case "sprout":
		return Spaces * maxSprouts
	case "growth":
		return Spaces * maxGrowth
	case "row", "column":
		return 3
	}
	return Spaces
}

// gainBound is the most a gain of n with scale s gives in one activation.
func gainBound(n int, s *carddata.Scale) int {
	if s == nil {
		return n
	}
	hi := satMul(n, countBound(s.Per)/max(1, s.Group))
	for _, t := range s.Tiers {
		hi = max(hi, t.Value)
	}
	if s.Max > 0 {
		hi = min(hi, s.Max)
	}
	return hi
}

// satMul is a*b for a, b >= 0, at most math.MaxInt.
func satMul(a, b int) int {
	if a != 0 && b > math.MaxInt/a {
		return math.MaxInt
	}
	return a * b
}

// yield is the most one activation of the option gives, every gain at its
// highest, at most math.MaxInt.
func (pr *program) yield() int {
	total := 0
	for _, g := range pr.gains {
		total = min(math.MaxInt-g.hi, total) + g.hi
	}
	return total
}

// bounded reports the numbers of card name's ability a that pass their
// bounds.
func (l *loader) bounded(at carddata.Pos, name string, x *carddata.Ability, a *Ability) {
	if a.Colour == Brown {
		l.scoreBounded(at, name, x.Body)
		return
	}
	if n := len(a.alts); n > MaxOptions {
		l.errs.Addf(at, "%s: ability %q has %d options: at most %d (MaxOptions)", name, a.Text, n, MaxOptions)
	}
	for _, pr := range a.alts {
		if n := len(pr.costs) + len(pr.gains); n > MaxSteps {
			l.errs.Addf(at, "%s: ability %q has %d costs and gains in one option: at most %d (MaxSteps)", name, a.Text, n, MaxSteps)
		}
		for _, c := range pr.costs {
			if c.n > MaxCost {
				l.errs.Addf(at, "%s: ability %q spends %d %v: at most %d (MaxCost)", name, a.Text, c.n, c.res, MaxCost)
			}
		}
		if y := pr.yield(); y > MaxGain {
			l.errs.Addf(at, "%s: ability %q gives up to %d seeds, sprouts and growth in one activation: at most %d (MaxGain)", name, a.Text, y, MaxGain)
		}
	}
}

// scoreBounded reports the VP numbers of an end-game formula over MaxVP:
// "score N vp" and a tier's value.
func (l *loader) scoreBounded(at carddata.Pos, name string, body carddata.Body) {
	ben, ok := body.(*carddata.Benefit)
	if !ok || len(ben.Gain.Effects) != 1 {
		return // refused by the compiler
	}
	act, ok := ben.Gain.Effects[0].(*carddata.Action)
	if !ok {
		return
	}
	for _, arg := range act.Args {
		if x, ok := arg.(*carddata.Amount); ok && x.Qty.N > MaxVP {
			l.errs.Addf(at, "%s: %q scores %d vp: at most %d (MaxVP)", name, ben.String(), x.Qty.N, MaxVP)
		}
	}
	if act.Scale == nil {
		return
	}
	for _, t := range act.Scale.Tiers {
		if t.Value > MaxVP {
			l.errs.Addf(at, "%s: %q scores %d vp in a tier: at most %d (MaxVP)", name, ben.String(), t.Value, MaxVP)
		}
	}
}

// vpBounded reports a card's VP number (field) outside lo..MaxVP.
func (l *loader) vpBounded(at carddata.Pos, name, field string, v, lo int) {
	if v < lo || v > MaxVP {
		l.errs.Addf(at, "%s: %s %d is out of range %d..%d (MaxVP)", name, field, v, lo, MaxVP)
	}
}
