package animalkingdom

import (
	"fmt"
	"slices"

	"github.com/rulebox/rulebox/carddata"
)

// firing are the colours on which an activated ability fires: an action's
// (Plant, Compost, Water, Grow; multicolour answers the last three) and
// black, resolved once when its card is planted (an Island's at setup).
var firing = []Colour{Green, Red, Blue, Yellow, Multicolour, Black}

// fireColour refuses an ability of an Earth, Island or Climate card whose
// colour never fires it: an activated one ("gain 2 growth") with no
// colour, which answers no action, or brown, which is no action either;
// an ongoing or end-game one ("score", "plant ... for 1 less", "forbid",
// "count as all flora") not brown; a cost paid otherwise ("spend 1 card
// from hand as 1 soil of cost") not black; and Gaia's claim, which only
// her cards make. The error is at the ability's
// start in its text. Gaia's cards read their abilities otherwise (an
// ability without a colour is the rest of her card) and are not checked.
func fireColour(ab *carddata.Ability, a *Ability) error {
	var want []Colour
	var expected string
	switch a.Kind {
	case Activated:
		want, expected = firing, `a colour before it: [green], [red], [blue], [yellow] or [multicolour] to activate on that action, [black] to resolve once when the card is planted (an ability that pays or gains never fires without one, nor on brown)`
	case CostWith:
		want, expected = []Colour{Black}, `[black] before it: a cost paid otherwise is black`
	case GaiaClaim:
		var errs carddata.ErrorList
		errs.Add(ab.Pos, fmt.Sprintf("%q", ab.String()), "an ability of the card's owner: a claim is Gaia's alone, on her cards", "")
		return errs.Err()
	default:
		want, expected = []Colour{Brown}, `[brown] before it: an ongoing or end-game ability is brown`
	}
	if slices.Contains(want, a.Colour) {
		return nil
	}
	found := fmt.Sprintf("%q without a colour", ab.Body.String())
	if a.Colour != NoColour {
		found = fmt.Sprintf("%q on %s", ab.Body.String(), "["+a.Colour.String()+"]")
	}
	suggest := ""
	if len(want) == 1 {
		suggest = "[" + want[0].String() + "] " + ab.Body.String()
	}
	var errs carddata.ErrorList
	errs.Add(ab.Pos, found, expected, suggest)
	return errs.Err()
}
