package earth

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulebox/rulebox/carddata"
)

// This file holds the checks every Earth card file makes of its entries,
// so that each game's loader reports the same problem in the same words.
// The layouts themselves stay with each game: they are exported types a
// card-file author reads field by field, and the games' files differ (one
// file whose cards carry an origin, against several whose cards carry a
// printed number and a kind), so only the fields' rules are shared.

// MaxSprouts and MaxGrowth bound a Flora's printed Sprout number and
// Growth capacity.
const (
	MaxSprouts = 6
	MaxGrowth  = 8
)

// CheckWords returns the traits in v of a card's words ws, which its
// field ("type", "habitat", "mark") gives, reporting at pos each word that
// is not one of allowed, with a suggestion.
func CheckWords(v *Vocab, errs *carddata.ErrorList, pos carddata.Pos, field string, ws, allowed []string) Traits {
	var t Traits
	errs = report(errs)
	for _, w := range ws {
		b, ok := v.Lookup(w)
		if !ok || !slices.Contains(allowed, w) {
			errs.Add(pos, fmt.Sprintf("%s %q", field, w), fmt.Sprintf("one of the set's %ss (%s)", field, strings.Join(allowed, ", ")), carddata.Suggest(w, allowed))
			continue
		}
		t |= b
	}
	return t
}

// CheckSpaces reports a Flora named name whose printed spaces no card
// has: Sprouts 0 to MaxSprouts, Growth 0 to MaxGrowth, a Canopy VP of 0
// or more and 0 without Growth. Each is reported at its field's value in
// at, or at pos, the entry, when at lacks it.
func CheckSpaces(errs *carddata.ErrorList, at carddata.Fields, pos carddata.Pos, name string, sprouts, growth, canopyVP int) {
	errs = report(errs)
	if sprouts < 0 || sprouts > MaxSprouts {
		errs.Addf(at.At("sprouts", pos), "%s: sprouts %d is out of range 0..%d", name, sprouts, MaxSprouts)
	}
	if growth < 0 || growth > MaxGrowth {
		errs.Addf(at.At("growth", pos), "%s: growth %d is out of range 0..%d", name, growth, MaxGrowth)
	}
	if growth == 0 && canopyVP != 0 || canopyVP < 0 {
		errs.Addf(at.At("canopy_vp", pos), "%s: canopy_vp %d: expected 0 or more, and 0 without growth", name, canopyVP)
	}
}

// CheckAbilityCount reports at pos a card named name that has n
// abilities, fewer than lo or more than hi.
func CheckAbilityCount(errs *carddata.ErrorList, pos carddata.Pos, name string, n, lo, hi int) {
	errs = report(errs)
	switch {
	case n >= lo && n <= hi:
	case lo == hi:
		errs.Addf(pos, "%s has %d abilities: expected %d", name, n, lo)
	case lo == 0:
		errs.Addf(pos, "%s has %d abilities: expected at most %d", name, n, hi)
	default:
		errs.Addf(pos, "%s has %d abilities: expected %d or %d", name, n, lo, hi)
	}
}

// CheckNamed reports at pos an entry (what says which: "a flora") without
// a name.
func CheckNamed(errs *carddata.ErrorList, pos carddata.Pos, name, what string) {
	if name == "" {
		report(errs).Add(pos, what+" without a name", "name: ...", "")
	}
}

// Names are the card names a set has used so far, each only once, with
// where each was first given. The zero Names has none.
type Names struct {
	seen map[string]carddata.Pos
}

// Add reports at pos a name an earlier card has, saying where that card
// is, and remembers it; the empty name is CheckNamed's to report.
func (n *Names) Add(errs *carddata.ErrorList, pos carddata.Pos, name string) {
	if n == nil || name == "" {
		return
	}
	if n.seen == nil {
		n.seen = map[string]carddata.Pos{}
	}
	if first, ok := n.seen[name]; ok {
		report(errs).Add(pos, fmt.Sprintf("a second card named %q", name), "unique card names: the first is at "+first.String(), "")
		return
	}
	n.seen[name] = pos
}

// report is errs, or a list nobody reads for a nil errs.
func report(errs *carddata.ErrorList) *carddata.ErrorList {
	if errs == nil {
		return new(carddata.ErrorList)
	}
	return errs
}

// BareObjective returns the objective a Fauna side's text holds ("5+ flora
// each with 1+ growth"): false for an empty text, one with a colour or a
// trigger, or one whose body is no objective.
func BareObjective(x carddata.Expr) (*carddata.Objective, bool) {
	ab := x.Ability
	if ab == nil || ab.Colour != "" || ab.Trigger != nil {
		return nil, false
	}
	o, ok := ab.Body.(*carddata.Objective)
	return o, ok && o != nil
}
