package carddata

import "strconv"

// Node is one element of a parsed ability. The set of node types is closed:
// only the types in this file implement it. Every node knows where it
// starts in the ability text and prints back to canonical text.
type Node interface {
	// Position is where the node starts in the ability text.
	Position() Pos
	// String is the node's canonical text.
	String() string
	// isNil reports whether the node is a nil pointer, so that a tree can
	// be walked and printed without reflection.
	isNil() bool
}

// Body is what an ability does: a *Benefit, a *Choice or an *Objective.
type Body interface {
	Node
	body()
}

// Effect is one step of a sequence: an *Action or a *Move.
type Effect interface {
	Node
	effect()
}

// Arg is one argument of an action: an *Amount ("2 growth"), a *Phrase
// ("on this", "to opponent") or a *Selector ("action", "it").
type Arg interface {
	Node
	arg()
}

// Ability is a whole ability expression: an optional colour, an optional
// trigger and a body: "[yellow] spend 1 sprout: gain 2 growth".
type Ability struct {
	Pos     Pos      // where the node starts: line and column in the text, or in the file
	Colour  string   // the ability's colour word, "" unless it starts "[colour]"
	Trigger *Trigger // nil unless the text has "when <event>:"
	Body    Body     // an *Objective or a *Choice
}

// Trigger is "when <event> [thing]:", naming the moment an ability fires
// by itself: "when planted:" (a black ability), or, for an ongoing effect,
// an event and the thing it concerns: "when plant tree:".
type Trigger struct {
	Pos   Pos       // where the node starts: line and column in the text, or in the file
	Event string    // the event's word: "planted", "played", "setup", "plant", ...
	What  *Selector // the thing the event concerns; nil if none
}

// Choice is two or more benefits joined by "or"; the player takes one.
// The rulebooks letter them A, B, C in the order written.
type Choice struct {
	Pos     Pos        // where the node starts: line and column in the text, or in the file
	Options []*Benefit // in the order written: A, B, C...
}

// Benefit is the rulebooks' "cost : gain | others": spend everything in
// Cost (if any) to take Gain yourself, while the other players may take
// Others (if any).
type Benefit struct {
	Pos    Pos       // where the node starts: line and column in the text, or in the file
	Cost   *Sequence // nil when free
	Gain   *Sequence // what you take
	Others *Sequence // nil when there is no "|"
}

// Sequence is effects joined by ",", resolved in order.
type Sequence struct {
	Pos     Pos      // where the node starts: line and column in the text, or in the file
	Effects []Effect // each an *Action or a *Move
}

// Objective is a requirement rather than an effect, as printed on Fauna
// and Terrain cards: every Need must hold ("5+ flora each with 1+ growth").
type Objective struct {
	Pos   Pos       // where the node starts: line and column in the text, or in the file
	Needs []*Amount // joined by "," in the text
}

// Action is one verb with its arguments: "[target] verb args [/ scale]
// [if condition]". The verb is an open word; the game decides which verbs
// it knows.
type Action struct {
	Pos    Pos        // where the node starts: line and column in the text, or in the file
	Target *Target    // who acts; nil means the player using the ability
	Verb   string     // the verb as written: "gain", "spend", "score", ...
	Args   []Arg      // each an *Amount, a *Phrase or a *Selector
	Scale  *Scale     // "/ flora with 2+ growth": once per matching thing
	If     *Condition // "if it has 1+ sprout": only when it holds
}

// Move is an Animeeple movement (Animal Kingdom): "move up to X",
// "move exactly X" or "move to <card>", optionally scaled per thing,
// restricted to cards matching Over, with an effect on each card reached.
type Move struct {
	Pos  Pos       // where the node starts: line and column in the text, or in the file
	Qty  *Quantity // UpTo or Exactly; nil for "move to"
	To   *Selector // the card moved to, for "move to"
	Per  *Selector // "/ leaf": the distance is per matching thing
	Over *Selector // cards the Animeeple may cross and stop on
	Each Body      // effect on each card reached; nil if none
}

// Amount is a quantity of something: "2 growth", "5+ flora each with 1+
// growth", "any 2 resources", "up to 3 cards".
type Amount struct {
	Pos  Pos       // where the node starts: line and column in the text, or in the file
	Qty  *Quantity // how many
	What *Selector // of what
}

// QtyKind says how a Quantity reads.
type QtyKind int

// The kinds of quantity.
const (
	Exact   QtyKind = iota // "2"
	AtLeast                // "2+"
	Range                  // "2-3"
	UpTo                   // "up to 2"
	Exactly                // "exactly 2"
	AnyOf                  // "any 2": of the player's choice
	All                    // "all"
)

// Quantity is a number, a threshold or a range.
type Quantity struct {
	Pos  Pos     // where the node starts: line and column in the text, or in the file
	Kind QtyKind // how the number reads
	N    int     // the number; the low end of a Range; 0 for All
	Max  int     // the high end of a Range, else 0
}

// Phrase is a preposition and its object: "on this", "from deck",
// "to opponent", "for any 1 resource", "of opponent", "as all flora". Object is an *Amount,
// a *Selector or a *Target.
type Phrase struct {
	Pos    Pos  // where the node starts: line and column in the text, or in the file
	Prep   Prep // one of Preps()
	Object Node // an *Amount, a *Selector or a *Target
}

// Selector picks cards or things: a noun with optional features,
// a position relative to another card, and where they are: a player's
// tableau, a place such as a hand, or a chain of cards.
//
//	flora each with 1+ growth above tree with wet in neighbour
//	card in hand
//	card with wet in longest orthogonal chain through this
//
// At most one of In, Place and Chain is set.
type Selector struct {
	Pos   Pos        // where the node starts: line and column in the text, or in the file
	Noun  string     // a word, or "this" (the card) or "it" (the card in hand)
	Each  bool       // "each with": every counted thing has the features
	With  []*Feature // the features after "with", joined by "and"
	Rel   *Relation  // the card's place relative to another; nil if none
	In    *Target    // whose tableau; nil means your own
	Place string     // "in hand", "in compost": a place word; "" if none
	Chain *Chain     // "in longest diagonal chain": the cards of a chain
}

// Feature is one thing a selected card must have: a bare word ("wet"),
// a quantity of something on it ("2+ growth") or a measure of it ("even
// vp", "full sprouts", "different colours").
type Feature struct {
	Pos     Pos       // where the node starts: line and column in the text, or in the file
	Qty     *Quantity // nil unless a quantity is written
	Measure Measure   // one of Measures(), or NoMeasure; never set with Qty
	Noun    string    // the word: a habitat, a type, "growth", "vp", ...
}

// Relation places a card relative to an anchor card: "above this",
// "left of bush", "same row as this", "above tree with wet"; or, where
// things are counted, places things on a card: "soil on this".
type Relation struct {
	Pos    Pos       // where the node starts: line and column in the text, or in the file
	Dir    Dir       // one of Dirs()
	Anchor *Selector // a word, "this" or "it", with optional features only
}

// Chain is "longest orthogonal chain [through anchor]" or "longest
// diagonal chain [through anchor]": the longest run of selected cards,
// each next to the one before orthogonally or diagonally, never visiting
// a card twice, optionally passing through the anchor card.
type Chain struct {
	Pos     Pos       // where the node starts: line and column in the text, or in the file
	Dir     ChainDir  // Orthogonal or Diagonal
	Through *Selector // the card the chain passes through; nil if any
}

// Who names a player or players relative to the one using the ability.
type Who string

// The targets, as the rulebooks' icons name them.
const (
	You       Who = "you"       // the player using the ability
	Neighbour Who = "neighbour" // a neighbour of your choice (left or right)
	Opponent  Who = "opponent"  // one opponent of your choice
	Others    Who = "others"    // every other player, not you
	Everyone  Who = "everyone"  // every player, you included
	// Leader is whichever player has the most of what is counted; it is
	// written only after "in" ("/ card with cold in leader"), never as
	// the player who acts.
	Leader Who = "leader"
)

// Target is a Who written in an ability.
type Target struct {
	Pos Pos // where the node starts: line and column in the text, or in the file
	Who Who // the player or players named
}

// Scale is the rulebooks' "/": the effect on its left happens once per
// thing Per matches (once per Group of them when Group is set), or, with
// Tiers, by the first tier the count falls in; Max, when set, bounds what
// the scaled effect gives in all.
//
//	/ flora with 2+ growth
//	/ 2 cards with rocky
//	/ tree [1: 0, 2: 4, 3+: 8]
//	/ card in hand max 30
type Scale struct {
	Pos   Pos       // where the node starts: line and column in the text, or in the file
	Group int       // "/ 2 cards": once per full group of this many; 0 for one at a time
	Per   *Selector // what is counted
	Tiers []*Tier   // "[1: 0, 2: 4, 3+: 8]": the value by the count; nil if none
	Max   int       // "max 30": at most this much in all; 0 for no bound
}

// Tier is "count: value" in a tiered Scale: "2-3: 3".
type Tier struct {
	Pos   Pos       // where the node starts: line and column in the text, or in the file
	Count *Quantity // the counts the tier covers
	Value int       // what the tier gives
}

// Condition is "if [subject has] amount" or "if [subject has] word":
// Subject is "" (you), a Who, "this" or "it". Exactly one of Need and Word
// is set. A Word is a feature the subject has ("if it has wet") or, with no
// subject, a state of the game the game defines ("if active": only when you
// chose this action).
type Condition struct {
	Pos     Pos     // where the node starts: line and column in the text, or in the file
	Subject string  // "" (you), a Who, "this" or "it"
	Need    *Amount // "if it has 1+ sprout": the amount the subject must have; nil with Word
	Word    string  // "if active", "if it has wet": a word; "" with Need
}

// Position returns where the Ability starts; the zero Pos for a nil
// Ability.
func (n *Ability) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Trigger starts; the zero Pos for a nil
// Trigger.
func (n *Trigger) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Choice starts; the zero Pos for a nil
// Choice.
func (n *Choice) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Benefit starts; the zero Pos for a nil
// Benefit.
func (n *Benefit) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Sequence starts; the zero Pos for a nil
// Sequence.
func (n *Sequence) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Objective starts; the zero Pos for a nil
// Objective.
func (n *Objective) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Action starts; the zero Pos for a nil
// Action.
func (n *Action) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Move starts; the zero Pos for a nil
// Move.
func (n *Move) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Amount starts; the zero Pos for a nil
// Amount.
func (n *Amount) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Quantity starts; the zero Pos for a nil
// Quantity.
func (n *Quantity) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Phrase starts; the zero Pos for a nil
// Phrase.
func (n *Phrase) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Selector starts; the zero Pos for a nil
// Selector.
func (n *Selector) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Feature starts; the zero Pos for a nil
// Feature.
func (n *Feature) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Relation starts; the zero Pos for a nil
// Relation.
func (n *Relation) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Chain starts; the zero Pos for a nil
// Chain.
func (n *Chain) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Target starts; the zero Pos for a nil
// Target.
func (n *Target) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Scale starts; the zero Pos for a nil
// Scale.
func (n *Scale) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Tier starts; the zero Pos for a nil
// Tier.
func (n *Tier) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

// Position returns where the Condition starts; the zero Pos for a nil
// Condition.
func (n *Condition) Position() Pos {
	if n == nil {
		return Pos{}
	}
	return n.Pos
}

func (n *Ability) isNil() bool   { return n == nil }
func (n *Trigger) isNil() bool   { return n == nil }
func (n *Choice) isNil() bool    { return n == nil }
func (n *Benefit) isNil() bool   { return n == nil }
func (n *Sequence) isNil() bool  { return n == nil }
func (n *Objective) isNil() bool { return n == nil }
func (n *Action) isNil() bool    { return n == nil }
func (n *Move) isNil() bool      { return n == nil }
func (n *Amount) isNil() bool    { return n == nil }
func (n *Quantity) isNil() bool  { return n == nil }
func (n *Phrase) isNil() bool    { return n == nil }
func (n *Selector) isNil() bool  { return n == nil }
func (n *Feature) isNil() bool   { return n == nil }
func (n *Relation) isNil() bool  { return n == nil }
func (n *Chain) isNil() bool     { return n == nil }
func (n *Target) isNil() bool    { return n == nil }
func (n *Scale) isNil() bool     { return n == nil }
func (n *Tier) isNil() bool      { return n == nil }
func (n *Condition) isNil() bool { return n == nil }

func (*Choice) body()    {}
func (*Benefit) body()   {}
func (*Objective) body() {}

func (*Action) effect() {}
func (*Move) effect()   {}

func (*Amount) arg()   {}
func (*Phrase) arg()   {}
func (*Selector) arg() {}

var qtyKindNames = [...]string{"Exact", "AtLeast", "Range", "UpTo", "Exactly", "AnyOf", "All"}

// String names the kind, as in its constant.
func (k QtyKind) String() string {
	if k < 0 || int(k) >= len(qtyKindNames) {
		return "QtyKind(" + strconv.Itoa(int(k)) + ")"
	}
	return qtyKindNames[k]
}
