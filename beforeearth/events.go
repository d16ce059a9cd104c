package beforeearth

import "fmt"

// Event is one thing that happened while a move was applied: who it concerns,
// what kind of thing it was, the card or ability behind it (if any), the
// rulebook section that made it happen, and a sentence for a person.
type Event struct {
	Player Player `json:"player"`         // the player it concerns
	What   string `json:"what"`           // "reveal", "cancel", "damage", "technology", "take", ...
	Card   string `json:"card,omitempty"` // the spaceship or planet whose ability it is
	Rule   string `json:"rule"`           // the rulebook heading, such as "Phase 1: Reactions"
	Text   string `json:"text"`           // what happened, as a sentence
}

// String returns the event's sentence, with its card and rule.
func (e Event) String() string {
	if e.Card != "" {
		return fmt.Sprintf("%s [%s; %s]", e.Text, e.Card, e.Rule)
	}
	return fmt.Sprintf("%s [%s]", e.Text, e.Rule)
}

// event records an event; callers check lg != nil first, so that nothing is
// formatted when nobody listens.
func (d *data) event(lg *[]Event, p Player, what, card, rule, format string, args ...any) {
	if lg == nil {
		return
	}
	*lg = append(*lg, Event{Player: p, What: what, Card: card, Rule: rule, Text: fmt.Sprintf(format, args...)})
}
