package earthexpress

import "fmt"

// MoveKind is what a move does.
type MoveKind uint8

// The kinds of move; each answers one kind of decision. The comment names
// the Move fields the kind uses; the others are zero.
const (
	NoMove    MoveKind = iota // not a move: the zero Move's kind, never legal
	Keep                      // setup: keep side Side of Ecosystem card Ecosystem
	Plant                     // step 1: choose Card to plant
	At                        // step 1: plant the chosen card on Space
	Refresh                   // step 1: start a Refresh (2 Seeds)
	Germinate                 // step 1: start a Germinate (3 Seeds)
	Discard                   // discard Card (Refresh or Germinate)
	Name                      // Germinate: name Feature
	Action                    // step 2: choose the action Colour
	Activate                  // step 3: activate the ability offered, its option Option
	Skip                      // step 3: let the ability offered go
	Pay                       // pay one Resource from Space
	Place                     // place one Resource on Space
	Done                      // stop: the Refresh's discards, or a benefit taken in part
	Neighbour                 // read the tableau of the Neighbour on that side
	Opponent                  // give to Opponent
	Convert                   // anytime conversion: spend 2 Resource (paid with Pay moves), gain 1 Seed
	End                       // end step 3 (or, after round 5, step 4)
	Tie                       // solo: Demeter activates Colour
	Claim                     // solo: Demeter's first claim is the Fauna card Fauna
	numMoveKinds
)

// String returns the kind's notation word.
func (k MoveKind) String() string {
	if k > 0 && k < numMoveKinds {
		return notations[k].word
	}
	return fmt.Sprintf("MoveKind(%d)", k)
}

// Direction is a side of the table: a player's left or right neighbour.
type Direction uint8

// The two neighbours.
const (
	Left  Direction = iota // the player on the left
	Right                  // the player on the right
)

// String returns "left" or "right".
func (d Direction) String() string {
	if d == Right {
		return "right"
	}
	if d == Left {
		return "left"
	}
	return fmt.Sprintf("Direction(%d)", d)
}

// Move is one decision of one player: a small value, comparable with ==
// (a move a constructor makes equals the legal move it names). Fields a
// kind does not use (see MoveKind) are zero. Go values count from 0, only
// notation counts from 1: Space 0 is "r1c1" and Space 8 "r3c3" (row by
// row), Option 0 is "activate 1", Fauna 0 is "claim 1". A Move names its
// cards and features by index in the game's card set and needs no set:
// String writes it with the embedded set's names, FormatMove(s, m) with
// s's, which ParseMove(s, text) reads back.
//
// Space comes before Card so that the one-byte fields fill the gap Card's
// alignment would leave: with no gap between Player and Fauna, == on a
// Move is compiled inline, field by field, not as a call.
//
// Notation (what String writes and ParseMove reads):
//
//	P1 keep Everglades          keep the Ecosystem side named Everglades
//	P1 plant American Sycamore  choose a card to plant
//	P1 at r1c2                  plant it on row 1, column 2
//	P1 refresh                  start a Refresh
//	P1 germinate                start a Germinate
//	P1 discard Basil            discard a card
//	P1 name tree                name a feature when Germinating
//	P1 action blue              choose the action
//	P1 activate 2               activate the ability, its second option ("activate" alone: the first)
//	P1 skip                     let the ability go
//	P1 pay growth r2c1          pay one Growth from a card
//	P1 place sprout r2c1        place one Sprout on a card
//	P1 done                     stop discarding, or stop placing a gain
//	P1 neighbour left           read the left neighbour's tableau
//	P1 opponent P3              give to P3
//	P1 convert growth           convert 2 Growth into 1 Seed
//	P1 end                      end step 3
//	P1 demeter red              solo: Demeter activates red
//	P1 claim 2                  solo: Demeter claims the second Fauna card first
type Move struct {
	Player    Player    // who decides
	Kind      MoveKind  // what the move does
	Space     uint8     // At, Pay, Place: the tableau space, from 0 (0 to 8, row by row)
	Card      Card      // Plant, Discard: the card
	Resource  Resource  // Pay, Place, Convert: the piece
	Colour    Colour    // Action, Tie: the colour
	Option    uint8     // Activate: the ability's option, from 0
	Ecosystem uint8     // Keep: the Ecosystem card, from 0, as CardSet.Ecosystems lists them
	Side      uint8     // Keep: the card's side, 0 or 1
	Feature   uint8     // Name: the feature, from 0, as CardSet.Features lists them
	Neighbour Direction // Neighbour: which neighbour
	Fauna     uint8     // Claim: the Fauna card, 0 or 1
	Opponent  Player    // Opponent: the opponent who gains
}

// KeepMove is p keeping side (0 or 1) of Ecosystem card ecosystem (from
// 0, as CardSet.Ecosystems lists them).
func KeepMove(p Player, ecosystem, side int) Move {
	return Move{Player: p, Kind: Keep, Ecosystem: small(ecosystem), Side: small(side)}
}

// PlantMove is p choosing card c to plant.
func PlantMove(p Player, c Card) Move { return Move{Player: p, Kind: Plant, Card: c} }

// AtMove is p planting the chosen card on space (from 0: 0 to 8, row by
// row).
func AtMove(p Player, space int) Move { return Move{Player: p, Kind: At, Space: small(space)} }

// RefreshMove is p starting a Refresh.
func RefreshMove(p Player) Move { return Move{Player: p, Kind: Refresh} }

// GerminateMove is p starting a Germinate.
func GerminateMove(p Player) Move { return Move{Player: p, Kind: Germinate} }

// DiscardMove is p discarding card c.
func DiscardMove(p Player, c Card) Move { return Move{Player: p, Kind: Discard, Card: c} }

// NameMove is p naming feature (from 0, as CardSet.Features lists them)
// when Germinating.
func NameMove(p Player, feature int) Move {
	return Move{Player: p, Kind: Name, Feature: small(feature)}
}

// ActionMove is p choosing the action c in step 2.
func ActionMove(p Player, c Colour) Move { return Move{Player: p, Kind: Action, Colour: c} }

// ActivateMove is p activating the ability offered, its option (from 0;
// most abilities have one, option 0).
func ActivateMove(p Player, option int) Move {
	return Move{Player: p, Kind: Activate, Option: small(option)}
}

// SkipMove is p letting the ability offered go.
func SkipMove(p Player) Move { return Move{Player: p, Kind: Skip} }

// PayMove is p paying one r from space (from 0).
func PayMove(p Player, r Resource, space int) Move {
	return Move{Player: p, Kind: Pay, Resource: r, Space: small(space)}
}

// PlaceMove is p placing one r on space (from 0).
func PlaceMove(p Player, r Resource, space int) Move {
	return Move{Player: p, Kind: Place, Resource: r, Space: small(space)}
}

// DoneMove is p stopping: the Refresh's discards, or a gain taken in part.
func DoneMove(p Player) Move { return Move{Player: p, Kind: Done} }

// NeighbourMove is p choosing the neighbour whose tableau an ability reads.
func NeighbourMove(p Player, d Direction) Move {
	return Move{Player: p, Kind: Neighbour, Neighbour: d}
}

// OpponentMove is p choosing the opponent who gains.
func OpponentMove(p, opponent Player) Move {
	return Move{Player: p, Kind: Opponent, Opponent: opponent}
}

// ConvertMove is p starting an anytime conversion of 2 r (Sprout or
// Growth) into 1 Seed; the pieces are then paid with Pay moves.
func ConvertMove(p Player, r Resource) Move { return Move{Player: p, Kind: Convert, Resource: r} }

// EndMove is p ending step 3 (after round 5, step 4).
func EndMove(p Player) Move { return Move{Player: p, Kind: End} }

// TieMove is the solo player choosing the colour Demeter activates when
// her cards tie.
func TieMove(p Player, c Colour) Move { return Move{Player: p, Kind: Tie, Colour: c} }

// ClaimMove is the solo player choosing the Fauna card (0 or 1) Demeter
// claims first when she meets both at once.
func ClaimMove(p Player, fauna int) Move { return Move{Player: p, Kind: Claim, Fauna: small(fauna)} }

// small is v as a move field; a v out of range is 255, which no legal move
// holds (a set of 256 Ecosystem cards aside), so that Apply refuses the
// move rather than reading another.
func small(v int) uint8 {
	if v < 0 || v > 255 {
		return 255
	}
	return uint8(v)
}
