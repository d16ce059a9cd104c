package tell

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/rulebox/rulebox/earthexpress"
)

// EarthExpress tells e, an event of a step from before to after, naming
// the ability behind an activation and the card whose ability gave or
// cost pieces.
func EarthExpress(before, s earthexpress.State, e earthexpress.Event) string {
	if e.Card == earthexpress.NoCard {
		return e.String()
	}
	info := s.Cards().Info(e.Card)
	switch e.Kind {
	case earthexpress.Activated, earthexpress.Skipped:
		texts := earthExpressAbility(before, s, e.Player, info)
		if k, ok := earthExpressOffered(before, e); ok && e.Kind == earthexpress.Skipped && k < len(info.Abilities) {
			texts = []string{info.Abilities[k].Text} // the ability offered is the one let go
		}
		if len(texts) == 1 {
			return fmt.Sprintf("%v — ability: %s", e, texts[0])
		}
		return fmt.Sprintf("%v — one of its abilities: %s", e, strings.Join(texts, " | "))
	case earthexpress.Gained, earthexpress.Paid, earthexpress.Lost:
		return fmt.Sprintf("%v, by %s's ability", e, info.Name)
	}
	return e.String()
}

// earthExpressAbility is the text of the ability of info that p is
// resolving in a step from before to after: the BLACK ones while planting,
// otherwise those of p's action colour (chosen before the step, or in it)
// and the multicoloured ones; every ability when that leaves none.
func earthExpressAbility(before, after earthexpress.State, p earthexpress.Player, info earthexpress.CardInfo) []string {
	want := func(c earthexpress.Colour) bool { return c == earthexpress.Black }
	if before.Step(p) != earthexpress.Planting {
		action := earthExpressAction(before, p)
		if action == earthexpress.NoColour && after.Round() == before.Round() {
			action = earthExpressAction(after, p)
		}
		want = func(c earthexpress.Colour) bool { return c == action || c == earthexpress.Multicolour }
	}
	var all, texts []string
	for _, a := range info.Abilities {
		all = append(all, a.Text)
		if want(a.Colour) {
			texts = append(texts, a.Text)
		}
	}
	if len(texts) == 0 {
		return all
	}
	return texts
}

// earthExpressSeat is what the state's JSON tells of a seat's action and
// the ability it is resolving.
type earthExpressSeat struct {
	Action earthexpress.Colour `json:"action"`
	Act    struct {
		On      bool `json:"on"`
		Place   int  `json:"place"`
		Ability int  `json:"ability"`
	} `json:"act"`
}

// earthExpressSeatOf reads p's seat from s's JSON; false when it cannot.
func earthExpressSeatOf(s earthexpress.State, p earthexpress.Player) (earthExpressSeat, bool) {
	var j struct {
		Seats []earthExpressSeat `json:"seats"`
	}
	b, err := json.Marshal(s)
	if err != nil || json.Unmarshal(b, &j) != nil || int(p) < 0 || int(p) >= len(j.Seats) {
		return earthExpressSeat{}, false
	}
	return j.Seats[p], true
}

// earthExpressAction is the action colour p chose this round (NoColour
// when s tells none).
func earthExpressAction(s earthexpress.State, p earthexpress.Player) earthexpress.Colour {
	seat, _ := earthExpressSeatOf(s, p)
	return seat.Action
}

// earthExpressOffered is the index of the ability offered to e's player
// at e's place in s, when one was.
func earthExpressOffered(s earthexpress.State, e earthexpress.Event) (int, bool) {
	seat, ok := earthExpressSeatOf(s, e.Player)
	if !ok || !seat.Act.On || seat.Act.Place != e.Space {
		return 0, false
	}
	return seat.Act.Ability, true
}
