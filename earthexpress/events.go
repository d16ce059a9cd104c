package earthexpress

import (
	"encoding/json"
	"fmt"
)

// EventKind is what an event reports.
type EventKind uint8

// The kinds of event.
const (
	EcosystemKept EventKind = iota + 1 // a player kept an Ecosystem side (which one is secret until all have chosen)
	RoundStarted                       // a round began; Colour and Colour2 are the Action tile's
	Planted                            // Card was planted on Space
	Refreshed                          // N cards were discarded and as many drawn
	Germinated                         // N is 1 and Card the card found (others are told NoCard), or N is 0: the search failed and the Seeds came back
	ActionChosen                       // Colour was chosen in step 2
	Activated                          // the ability of Card on Space was activated
	Skipped                            // the ability of Card on Space was let go
	Paid                               // N Resource paid from Space (-1: Seeds), for Card's ability, a Refresh, a Germinate or a conversion (the Rule says which)
	Gained                             // N Resource placed on Space (-1: into the reserve or as tokens)
	Converted                          // N Resource converted into 1 Seed
	Claimed                            // the Fauna side Fauna (card Slot, 0 or 1) claimed, Space its scoring space (from 0), worth VP
	DemeterScored                      // Demeter scored N VP (Card: the ability's card, hers or the player's)
	GameOver                           // the game ended
	Lost                               // N Resource of a gain found no room and were lost
	numEventKinds
)

var eventNames = [numEventKinds]string{"", "ecosystem kept", "round started", "planted", "refreshed", "germinated",
	"action chosen", "activated", "skipped", "paid", "gained", "converted", "claimed", "demeter scored", "game over", "lost"}

// String names the kind.
func (k EventKind) String() string {
	if k < numEventKinds {
		return eventNames[k]
	}
	return "EventKind(?)"
}

// The rules events name, as the rulebook's headings.
const (
	ruleSetup       = "setup"
	ruleEcosystems  = "ecosystems"
	rulePlanting    = "step 1: plant cards"
	ruleRefresh     = "refresh"
	ruleGerminate   = "germinate"
	ruleAction      = "step 2: choose an action"
	ruleActivate    = "step 3: activate your tableau"
	ruleCosts       = "interpreting abilities: costs"
	rulePlacing     = "adding sprouts and growth"
	ruleConversions = "anytime conversions"
	ruleFauna       = "step 4: fauna objectives"
	ruleDemeter     = "solo mode"
	ruleRound       = "round overview"
	ruleOthers      = "interpreting abilities: benefits for other players (sprouts as tokens, placed in step 4)"
	ruleLost        = "gaining sprouts and growth: what finds no space is lost"
	ruleTokens      = "step 4: convert sprout tokens"
	ruleScoring     = "end-game scoring"
)

// Event is one thing that happened in a move, with the rule it follows.
// Its JSON names the kind, the card, the resource and the colours by
// their words.
type Event struct {
	Kind     EventKind `json:"kind"`               // what happened
	Player   Player    `json:"player"`             // who; NoPlayer for the table or Demeter
	Card     Card      `json:"-"`                  // the card concerned, or NoCard; for Gained, Paid and Lost the card whose ability gave or cost the pieces (NoCard: the Action tile, tokens, a Refresh, a Germinate, a conversion); by name in JSON ("card")
	Ability  int       `json:"ability,omitempty"`  // which of Card's abilities, from 1, for Activated, Skipped and what the ability gave or cost; 0 for none
	Fauna    string    `json:"fauna,omitempty"`    // the Fauna side claimed, by name (Claimed)
	Slot     int       `json:"slot,omitempty"`     // the Fauna card claimed, 0 or 1 (Claimed)
	VP       int       `json:"vp,omitempty"`       // the VP the claim's scoring space is worth (Claimed)
	Space    int       `json:"space"`              // a tableau space, from 0 (0 to 8, row by row; -1 for none), or the Fauna board's scoring space, from 0, the highest (Claimed)
	Resource Resource  `json:"resource,omitempty"` // the resource paid, placed or converted
	Colour   Colour    `json:"colour,omitempty"`   // the colour chosen (ActionChosen); the Action tile's first (RoundStarted)
	Colour2  Colour    `json:"colour2,omitempty"`  // the Action tile's second colour (RoundStarted)
	N        int       `json:"n,omitempty"`        // how many, as each EventKind says
	Rule     string    `json:"rule"`               // the rule followed, named as the rulebook heads it
	cards    *CardSet  // the game's card set, which names Card in String; nil: the embedded one
}

// For returns the event as viewer may be told it: the card a player found
// by Germinating goes to their hand, and others are told only that the
// search succeeded (Card NoCard, N 1). Every event may be told (the bool
// is always true).
func (e Event) For(viewer Player) (Event, bool) {
	if e.Kind == Germinated && e.Player != viewer && e.Card != NoCard {
		e.Card = NoCard
		e.N = 1
	}
	return e, true
}

// set is the card set that names the event's card.
func (e Event) set() *CardSet {
	if e.cards != nil {
		return e.cards
	}
	return standard()
}

// String describes the event for a person, with its rule.
func (e Event) String() string {
	who := "Demeter"
	if e.Kind == RoundStarted || e.Kind == GameOver {
		who = "the table:"
	}
	if e.Player >= 0 {
		who = e.Player.String()
	}
	card := e.set().name(e.Card)
	var what string
	switch e.Kind {
	case Planted:
		what = fmt.Sprintf("planted %s at %s", card, spaceName(e.Space))
	case Activated, Skipped:
		what = fmt.Sprintf("%v %s at %s%s", e.Kind, card, spaceName(e.Space), e.abilityText())
	case Paid, Gained, Lost:
		what = fmt.Sprintf("%v %s", e.Kind, amountOf(e.N, e.Resource))
		if e.Space >= 0 {
			what += " at " + spaceName(e.Space)
		}
		what += e.source(card)
	case RoundStarted:
		what = fmt.Sprintf("round %d: the Action tile shows %v and %v", e.N, e.Colour, e.Colour2)
	case Converted:
		what = fmt.Sprintf("converted %s into 1 seed", amountOf(e.N, e.Resource))
	case ActionChosen:
		what = fmt.Sprintf("chose the %v action", e.Colour)
	case Germinated:
		what = germinatedText(e, card)
	case Claimed:
		what = fmt.Sprintf("claimed %s (fauna %d) on space %d for %d VP", e.Fauna, e.Slot+1, e.Space+1, e.VP)
	case DemeterScored:
		what = fmt.Sprintf("scored %d VP%s", e.N, e.source(card))
	case Refreshed:
		what = fmt.Sprintf("refreshed %d cards", e.N)
	default:
		what = e.Kind.String()
	}
	return fmt.Sprintf("%s %s (%s)", who, what, e.Rule)
}

// amountOf is n of r in words: "1 seed", "5 seeds", "2 growth".
func amountOf(n int, r Resource) string {
	if n != 1 && r != Growth {
		return fmt.Sprintf("%d %vs", n, r)
	}
	return fmt.Sprintf("%d %v", n, r)
}

// source names the card and ability that gave or cost the pieces, as
// " with Basil's ability 1", or "" for none (the Action tile, tokens).
func (e Event) source(card string) string {
	if card == "" {
		return ""
	}
	if e.Ability < 1 {
		return " with " + card
	}
	return fmt.Sprintf(" with %s's ability %d", card, e.Ability)
}

// abilityText names the ability activated or skipped and gives its text,
// as ", ability 1: [yellow] gain 2 growth".
func (e Event) abilityText() string {
	if e.Ability < 1 {
		return ""
	}
	text := ""
	if cs := e.set(); e.Card != NoCard && int(e.Card) < len(cs.cards) {
		if abs := cs.info(e.Card).Abilities; e.Ability <= len(abs) {
			text = ": " + abs[e.Ability-1].Text
		}
	}
	return fmt.Sprintf(", ability %d%s", e.Ability, text)
}

// germinatedText tells a Germinate: the card found, that one was found
// (told to the others), or that the search failed.
func germinatedText(e Event, card string) string {
	switch {
	case e.Card != NoCard:
		return "germinated " + card
	case e.N > 0:
		return "germinated: a card was found and taken into hand"
	}
	return "germinated: the search failed and the seeds came back"
}

// eventJSON is an Event as JSON: the card by name.
type eventJSON struct {
	eventFields
	Card string `json:"card,omitempty"` // the card's name; "" for none
}

// eventFields are the Event fields written as they are.
type eventFields Event

// MarshalJSON writes the event with its card by name.
func (e Event) MarshalJSON() ([]byte, error) {
	return json.Marshal(eventJSON{eventFields: eventFields(e), Card: e.set().name(e.Card)})
}

// UnmarshalJSON reads an event written by MarshalJSON, its card named in
// the embedded set.
func (e *Event) UnmarshalJSON(data []byte) error {
	var j eventJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("earthexpress: event JSON: %w", err)
	}
	ev := Event(j.eventFields)
	if j.Card != "" {
		c, ok := standard().Lookup(j.Card)
		if !ok {
			return fmt.Errorf("earthexpress: event JSON: %q is no card of the embedded set", j.Card)
		}
		ev.Card = c
	}
	*e = ev
	return nil
}
