package cosmicrun

import (
	"fmt"

	"github.com/rulebox/rulebox/carddata"
	"github.com/rulebox/rulebox/internal/enum"
)

// EventKind says what an Event reports.
type EventKind uint8

// The kinds of event, in the order they happen in a round.
const (
	Dealt           EventKind = iota // a round began: cards dealt (or, solo, shuffled)
	Passed                           // both players passed 2 cards
	Discarded                        // a player discarded a card and drew one
	Kept                             // a player kept their hand
	Placed                           // a ship card was placed (revealed)
	Reflipped                        // solo: a flipped card was discarded for a new one
	Scored                           // movement points were earned
	ReachedPlanet                    // a player reached a planet
	Won                              // a player reached all three planets
	Lost                             // solo: the Round Card reached 0
	RoundCardTurned                  // solo: the Round Card went down by 1
)

var eventNames = [...]string{"dealt", "passed", "discarded", "kept", "placed", "reflipped",
	"scored", "reached", "won", "lost", "round card"}

// String returns the kind's name.
func (k EventKind) String() string { return enum.Name(eventNames[:], k, "EventKind") }

// MarshalText writes the kind's name ("scored"); a kind that is none of
// the above is an error.
func (k EventKind) MarshalText() ([]byte, error) {
	if int(k) >= len(eventNames) {
		return nil, fmt.Errorf("cosmicrun: no event kind %d", k)
	}
	return []byte(eventNames[k]), nil
}

// UnmarshalText reads a kind's name. On error k is left as it was.
func (k *EventKind) UnmarshalText(b []byte) error {
	for i, name := range eventNames {
		if string(b) == name {
			*k = EventKind(i)
			return nil
		}
	}
	return &carddata.Error{Found: fmt.Sprintf("%q", b), Expected: "an event kind",
		Suggest: carddata.Suggest(string(b), eventNames[:])}
}

// NoPlanet is an Event's Planet for a kind that names no planet.
const NoPlanet = -1

// Event is one change Apply made, with the rule that made it: enough to
// answer "why did that happen?".
type Event struct {
	Round  int       `json:"round"`            // the round it happened in
	Kind   EventKind `json:"kind"`             // what happened
	Player Player    `json:"player"`           // who acted or scored; NoPlayer in a Dealt event, which concerns the table
	Planet int       `json:"planet"`           // Placed, Scored, ReachedPlanet: the planet, from 0; NoPlanet for the other kinds
	Card   Card      `json:"card"`             // the card involved, or NoCard
	Points int       `json:"points,omitempty"` // movement points counted on the track
	Beyond int       `json:"beyond,omitempty"` // points the rule gave beyond 12, lost
	Track  int       `json:"track,omitempty"`  // the tracking card's value afterwards
	Rule   string    `json:"rule,omitempty"`   // the rule applied: "card matching", "best hand", "arrows", ...
}

// String describes the event for a person.
func (e Event) String() string {
	who := e.Player.String()
	switch e.Kind {
	case Dealt:
		return fmt.Sprintf("round %d begins: the ship cards are shuffled and dealt", e.Round)
	case Passed:
		return fmt.Sprintf("%s passed 2 cards", who)
	case Discarded:
		return fmt.Sprintf("%s discarded a card and drew from the cards set aside", who)
	case Kept:
		return fmt.Sprintf("%s kept their hand", who)
	case Placed:
		side := "at"
		if e.Rule == "opposing side" {
			side = "on the opposing side of"
		}
		return fmt.Sprintf("%s placed %v %s planet %d", who, e.Card, side, e.Planet+1)
	case Reflipped:
		return fmt.Sprintf("%s discarded the flipped %v and flipped a new card", who, e.Card)
	case Scored:
		if e.Beyond > 0 {
			return fmt.Sprintf("%s scored %d at planet %d by %s (%s now at %d there; %d more beyond 12 lost)", who, e.Points, e.Planet+1, e.Rule, who, e.Track, e.Beyond)
		}
		return fmt.Sprintf("%s scored %d at planet %d by %s (%s now at %d there)", who, e.Points, e.Planet+1, e.Rule, who, e.Track)
	case ReachedPlanet:
		return fmt.Sprintf("%s reached planet %d", who, e.Planet+1)
	case Won:
		return fmt.Sprintf("%s reached all three planets and wins", who)
	case Lost:
		return fmt.Sprintf("the Round Card reached 0: %s loses", who)
	case RoundCardTurned:
		return fmt.Sprintf("the Round Card turns down to %d", e.Track)
	}
	return e.Kind.String()
}

// For returns the event as viewer may be told it: a card another player
// discarded is put aside face down, so its Card is NoCard; every other event
// is public. Every event may be told (the bool is always true).
func (e Event) For(viewer Player) (Event, bool) {
	if e.Kind == Discarded && e.Player != viewer {
		e.Card = NoCard
	}
	return e, true
}
