package animalkingdom

import "fmt"

// EventKind is what an Event tells. Its text (String, and JSON) is a
// short word: "plant", "soil", ...
type EventKind uint8

// The kinds of event. For Gaia (her seat follows the players', P2 in a
// solo game) there are also EventPile and her EventSoil, EventSprouts,
// EventGrowth and EventCompost counts.
const (
	EventAction         EventKind = iota + 1 // the active player chose an action (Card: its colour's word)
	EventPlant                               // Card was planted
	EventActivate                            // Card's ability was activated (Rule: the ability)
	EventPlayed                              // the event card Card was played
	EventDraw                                // Card (private) was drawn
	EventCompost                             // N cards went into the player's compost (Card, private, for one from hand)
	EventDiscard                             // N cards went from the player's compost to the discard pile
	EventTake                                // Card (private) went from the player's compost into their hand
	EventSoil                                // N soil was gained (a negative N: soil spent)
	EventSprouts                             // N sprouts were placed on Card (a negative N: removed from it)
	EventGrowth                              // N growth were placed on Card (a negative N: removed from it)
	EventLost                                // N sprouts or growth of a gain were not placed, for want of room or because the player stopped
	EventConvert                             // 3 sprouts were converted into N soil
	EventClaim                               // the Fauna objective Card was claimed
	EventComplete                            // the player completed their tableau first and took N VP
	EventReshuffle                           // the discard pile was shuffled into a deck of N cards
	EventGaia                                // Gaia revealed her top card Card (solo)
	EventEnd                                 // the game ended (Player: NoPlayer)
	EventPile                                // N cards went to Gaia's scoring pile
	EventAnimal                              // the player keeps the Animal Card (told to all once every player has kept theirs)
	EventLeaf                                // the player discarded a Leaf (N: their used Leaves now)
	EventAnimalActivate                      // the Animal Card was activated (Rule: its ability)
	EventAnimeeple                           // an Animeeple of the Animal Rule was placed on (N 0), or moved to (N 1), the tableau card Card
	EventStored                              // N pieces were stored on the Animal card Card (Rule: what)
	EventIsland                              // N pieces were placed on the player's Island (Rule: what)
	EventGlobal                              // the player resolved the Global Ability of Card (Rule: the option)
	numEventKinds
)

var eventWords = [numEventKinds]string{"", "action", "plant", "activate", "event", "draw", "compost", "discard", "take", "soil", "sprouts", "growth", "lost", "convert", "claim", "complete", "reshuffle", "gaia", "end", "pile", "animal", "leaf", "animal_activate", "animeeple", "stored", "island", "global"}

// String returns the kind's word ("plant").
func (k EventKind) String() string {
	if k < numEventKinds {
		return eventWords[k]
	}
	return fmt.Sprintf("EventKind(%d)", uint8(k))
}

// MarshalText writes the kind's word; a kind with no word is an error,
// since it could not be read back.
func (k EventKind) MarshalText() ([]byte, error) {
	if k == 0 || k >= numEventKinds {
		return nil, fmt.Errorf("animalkingdom: event kind %d has no name", uint8(k))
	}
	return []byte(eventWords[k]), nil
}

// UnmarshalText reads a kind's word.
func (k *EventKind) UnmarshalText(b []byte) error {
	if k == nil {
		return errNilReceiver("EventKind")
	}
	for i := EventKind(1); i < numEventKinds; i++ {
		if eventWords[i] == string(b) {
			*k = i
			return nil
		}
	}
	return fmt.Errorf("animalkingdom: %q is not an event kind", b)
}
