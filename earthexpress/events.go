package earthexpress

import "fmt"

// EventKind is what an event reports.
type EventKind uint8

// The kinds of event.
const (
	EcosystemKept EventKind = iota + 1 // a player kept an Ecosystem side (which one is secret until all have chosen)
	RoundStarted                       // a round began; Colour and Colour2 are the Action tile's
	Planted                            // Card was planted at Place
	Refreshed                          // N cards were discarded and as many drawn
	Germinated                         // N is 1 and Card the card found (others are told NoCard), or N is 0: the search failed and the Seeds came back
	ActionChosen                       // Colour was chosen in step 2
	Activated                          // the ability of Card at Place was activated
	Skipped                            // the ability of Card at Place was let go
	Paid                               // N Resource paid from Place
	Gained                             // N Resource placed on Place
	Converted                          // N Resource converted into 1 Seed
	Claimed                            // the Fauna side Fauna (slot N: 1 or 2) claimed, Place its scoring space, worth VP
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
type Event struct {
	Kind     EventKind // what happened
	Player   Player    // who; NoPlayer for the table or Demeter
	Card     Card      // the card concerned, or NoCard; for Gained, Paid and Lost the card whose ability gave or cost the pieces (NoCard: the Action tile, tokens)
	Fauna    string    // the Fauna side claimed, by name (Claimed)
	VP       int       // the VP the claim's scoring space is worth (Claimed)
	Place    int       // a tableau space (0 to 8, row by row), or a Fauna scoring space (Claimed)
	Resource Resource  // the resource paid, placed or converted
	Colour   Colour    // the colour chosen (ActionChosen); the Action tile's first (RoundStarted)
	Colour2  Colour    // the Action tile's second colour (RoundStarted)
	N        int       // how many, as each EventKind says
	Rule     string    // the rule followed, named as the rulebook heads it
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

// emit records e, naming its cards in d's set, when the move's events are
// asked for.
func (d *data) emit(e Event) {
	if d.rec != nil {
		e.cards = d.cards
		*d.rec = append(*d.rec, e)
	}
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
	case Planted, Activated, Skipped:
		what = fmt.Sprintf("%v %s at %s", e.Kind, card, spaceName(e.Place))
	case Paid, Gained:
		what = fmt.Sprintf("%v %d %v", e.Kind, e.N, e.Resource)
		if e.Place >= 0 {
			what += " at " + spaceName(e.Place)
		}
	case RoundStarted:
		what = fmt.Sprintf("round %d: the Action tile shows %v and %v", e.N, e.Colour, e.Colour2)
	case Converted:
		what = fmt.Sprintf("converted %d %v into 1 seed", e.N, e.Resource)
	case ActionChosen:
		what = fmt.Sprintf("chose the %v action", e.Colour)
	case Germinated:
		what = germinatedText(e, card)
	case Claimed:
		what = fmt.Sprintf("claimed fauna %d on space %d", e.N, e.Place+1)
	case DemeterScored:
		what = fmt.Sprintf("scored %d VP with %s", e.N, card)
	case Refreshed:
		what = fmt.Sprintf("refreshed %d cards", e.N)
	default:
		what = e.Kind.String()
	}
	return fmt.Sprintf("%s %s (%s)", who, what, e.Rule)
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
