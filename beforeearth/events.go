package beforeearth

import (
	"fmt"

	"github.com/rulebox/rulebox/carddata"
)

// EventKind says what an Event reports. It prints, and reads and writes as
// JSON text, as a word ("damage", "colonize").
type EventKind uint8

// The kinds of event.
const (
	Committed        EventKind = iota + 1 // a player chose an action card in secret ("commit")
	Revealed                              // a player's action card was revealed ("reveal")
	Cancelled                             // a reaction cancelled the opponent's action ("cancel")
	Copied                                // The Imitator copied the opponent's action ("copy")
	Invaded                               // Invade performed the opponent's action ("invade")
	Discounted                            // Occupy lowered the player's colonizing cost this round ("discount")
	TechnologyMoved                       // a technology tracker moved ("technology")
	DamageMoved                           // a damage tracker moved ("damage")
	TookResources                         // resources were taken from the supply ("take")
	SpentResource                         // a resource was spent ("spend")
	CollectedQuarry                       // a Quarry was collected ("collect")
	TookShip                              // a spaceship joined a Fleet ("take-ship")
	UsedPlanet                            // a planet ability was used, turning the planet face down ("use")
	PaidResource                          // a resource was paid towards a planet ("pay")
	ColonizedPlanet                       // a planet was colonized ("colonize")
	RefilledQuarry                        // a resource went from the supply onto a Quarry ("quarry")
	PassedTiebreaker                      // the tiebreaker token changed hands ("tiebreaker")
	RevealedShip                          // a spaceship joined the row ("reveal-ship")
	RevealedPlanet                        // a planet joined the row ("reveal-planet")
	Won                                   // a player won ("win")
	numEventKinds
)

// eventWords are the kinds' words.
var eventWords = [numEventKinds]string{"", "commit", "reveal", "cancel", "copy", "invade", "discount",
	"technology", "damage", "take", "spend", "collect", "take-ship", "use", "pay", "colonize",
	"quarry", "tiebreaker", "reveal-ship", "reveal-planet", "win"}

// String returns the kind's word.
func (k EventKind) String() string {
	if k > 0 && k < numEventKinds {
		return eventWords[k]
	}
	return fmt.Sprintf("EventKind(%d)", k)
}

// MarshalText writes the kind's word; a kind that is none of the above is
// an error.
func (k EventKind) MarshalText() ([]byte, error) {
	if k == 0 || k >= numEventKinds {
		return nil, fmt.Errorf("beforeearth: no event kind %d", k)
	}
	return []byte(eventWords[k]), nil
}

// UnmarshalText reads a kind's word. On error k is left as it was.
func (k *EventKind) UnmarshalText(b []byte) error {
	for i := Committed; i < numEventKinds; i++ {
		if string(b) == eventWords[i] {
			*k = i
			return nil
		}
	}
	return &carddata.Error{Found: fmt.Sprintf("%q", b), Expected: "an event kind",
		Suggest: carddata.Suggest(string(b), eventWords[1:])}
}

// Event is one thing that happened while a move was applied: who it concerns,
// what kind of thing it was, the card or ability behind it (if any), the
// rulebook section that made it happen, and a sentence for a person.
type Event struct {
	Player Player    `json:"player"`         // the player it concerns
	Kind   EventKind `json:"kind"`           // what happened
	Card   string    `json:"card,omitempty"` // the spaceship or planet by name: the card taken, colonized or revealed, or whose ability it is
	Rule   string    `json:"rule"`           // the rulebook heading, such as "Phase 1: Reactions"
	Text   string    `json:"text"`           // what happened, as a sentence
}

// String returns the event's sentence, with its card and rule.
func (e Event) String() string {
	if e.Card != "" {
		return fmt.Sprintf("%s [%s; %s]", e.Text, e.Card, e.Rule)
	}
	return fmt.Sprintf("%s [%s]", e.Text, e.Rule)
}

// For returns the event as viewer may be told it. Every event of the game
// is public (a player choosing an action card is told as "P1 chooses an
// action card", not which), so it is returned unchanged, and true.
func (e Event) For(viewer Player) (Event, bool) { return e, true }

// event records an event; callers check g.log.On() first, so that nothing
// is formatted when nobody listens.
func (g *game) event(p Player, k EventKind, card, rule, format string, args ...any) {
	if g.log.On() {
		g.log.Add(Event{Player: p, Kind: k, Card: card, Rule: rule, Text: fmt.Sprintf(format, args...)})
	}
}
