package animalkingdom

import "fmt"

// Event is one thing that happened in a move, for logs and for answering
// "why": who, what (its Kind), the card concerned and the rule.
type Event struct {
	// Player is who it happened to.
	Player Player `json:"player"`
	// Kind is what happened; its constants say what Card and N hold.
	Kind EventKind `json:"kind"`
	// Card names the card concerned ("" for none).
	Card string `json:"card,omitempty"`
	// N is an amount (cards drawn, points, a claim's position).
	N int `json:"n,omitempty"`
	// Rule is the rule that made it happen.
	Rule string `json:"rule,omitempty"`
	// Private marks what only Player may see (the name of a drawn card).
	Private bool `json:"private,omitempty"`
}

// For returns the event as viewer may see it: a private card name is
// hidden from everyone else. Every event is told to everyone (true).
func (e Event) For(viewer Player) (Event, bool) {
	if e.Private && viewer != e.Player {
		e.Card = ""
	}
	return e, true
}

// String writes the event for a log: "P1 plant Japanese Maple".
func (e Event) String() string {
	s := e.Player.String() + " " + e.Kind.String()
	if e.Card != "" {
		s += " " + e.Card
	}
	if e.N != 0 {
		s += fmt.Sprintf(" %d", e.N)
	}
	return s
}

// note records an event in the move's log. Its callers ask g.log.On()
// first: an Apply keeps no log, and building the event (reading a card's
// name from its face, which the processor may have to wait for) would be
// work thrown away.
func (g *game) note(e Event) { g.log.Add(e) }
