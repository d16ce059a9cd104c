package animalkingdom

import (
	"github.com/rulebox/rulebox/internal/earth"
	"github.com/rulebox/rulebox/internal/enum"
)

// Op is one thing an ability pays or gains.
type Op uint8

// The ops, named after what the cards show.
const (
	NoOp            Op = iota
	Soil               // soil into (gain) or out of (pay) the reserve
	Sprout             // sprouts placed on / removed from your Flora
	Growth             // growth placed on / removed from your Flora
	Draw               // cards from the deck into hand
	CompostDeck        // top cards of the deck into your compost
	CompostHand        // hand cards into your compost: up to N on a gain, exactly N on a cost
	DiscardCompost     // top cards of your compost to the discard pile
	TakeFromCompost    // 1 of the top N cards of your compost into hand
	CopyAbility        // use another card's ability of a colour
	DeckToPile         // Gaia: deck cards to her scoring pile
	StorePiece         // Animal Kingdom: Res from the supply onto the Animal card
	StoreFrom          // Animal Kingdom: Res taken off tableau cards onto the Animal card
	OnIsland           // Animal Kingdom: Res onto the player's Island, for the rest of the game
	ActivateAnimal     // Animal Kingdom: activate N Animals (Scope says whose)
	numOps
)

var opNames = [numOps]string{"", "soil", "sprout", "growth", "draw", "compost_from_deck", "compost_from_hand", "discard_from_compost", "take_from_own_compost", "copy_ability", "deck_to_pile", "store_piece", "store_from", "on_island", "activate_animal"}

// String names the op in the card facts' words.
func (o Op) String() string { return enum.Name(opNames[:], o, "Op") }

// Step is one op with its amount, as compiled from an ability.
type Step struct {
	// Op is what is paid or gained.
	Op Op
	// N is the amount (for TakeFromCompost: how many are looked at is
	// Look, N is how many are taken).
	N int
	// Look is how many compost cards TakeFromCompost looks at.
	Look int
	// Copy is the colour a CopyAbility copies.
	Copy Colour
	// on restricts where Sprouts or Growth go ("on flora adjacent to
	// this"); the zero Places means any of your Flora.
	on earth.Places
	// OnAll places N on every card the step's places pick ("on all tree
	// same row as this") rather than N in all among them.
	OnAll bool
	// HasOn reports that the step restricts where its sprouts or growth
	// go (the text shows where).
	HasOn bool
	// scale multiplies N by a count over your tableau ("/ card with wet
	// and just-planted"); zero for none.
	scale earth.Rule
	// Scaled reports that N is multiplied by a count over the tableau
	// (the text shows which).
	Scaled bool
	// Opponent is Gaia's scale over the player's cards ("in opponent").
	Opponent string
	// IfActive: only for the player who chose the action.
	IfActive bool
	// IfClaim is Gaia's condition on the column of her claim: "left" or
	// "right"; "" for none.
	IfClaim string

	// The fields below are Animal Kingdom's (Animal and Global abilities).

	// Res is what a Store, StoreFrom or OnIsland step puts there: Soil,
	// Sprout or Growth.
	Res Op
	// UpTo lets the player take 0 to N (a CompostDeck, a StoreFrom); All
	// takes every piece of the card (a StoreFrom).
	UpTo, All bool
	// Canopy: the growth piece taken is a Canopy, the one that filled a
	// Flora (the card is full).
	Canopy bool
	// from is the cards a StoreFrom, or a cost's sprouts or growth, come
	// from ("from it"), with HasFrom; for a CopyAbility, HasFrom keeps
	// the copy to the card the Animeeple stands on.
	from    earth.Places
	HasFrom bool
	// PerLeaf and PerAnimeeple multiply N by the player's used Leaves, or
	// by the Animal's Animeeples in the tableau.
	PerLeaf, PerAnimeeple bool
	// Total: the scale gives the amount itself (a bound, tiers).
	Total bool
	// IfSelf is the sprouts the card the Animeeple stands on must hold;
	// 0 for no condition.
	IfSelf int
	// Scope is an ActivateAnimal's: scopeOwn, scopeOthers, scopeEveryone.
	Scope uint8
}

// Kind is what an ability is, beyond when it fires.
type Kind uint8

// The kinds of ability.
const (
	Activated   Kind = iota // pay Cost to take Gain
	Scoring                 // brown end-game formula
	Discount                // brown: plant cards matching Filter for N less
	Forbid                  // brown: its owner may not choose Forbidden
	OnEvent                 // brown: Gain each time its owner plays an event
	AllTypes                // brown: counts as every Flora type
	CostWith                // black: this card's cost may be paid with PayWith
	ReplaceFree             // brown: a card with Filter's colour may be planted over this for free
	GaiaClaim               // Gaia's Gyre: claim a Fauna of a row
)

// numKinds is the number of kinds of ability.
const numKinds = int(GaiaClaim) + 1

// Ability is one ability of a card, compiled at load.
type Ability struct {
	// Colour is when it fires; Kind what it is.
	Colour Colour
	Kind   Kind
	// Text is the ability's canonical text.
	Text string
	// Cost is paid in full before Gain; Gain is taken in order.
	Cost, Gain []Step
	// Score is a Scoring ability's formula.
	Score Formula
	// Filter is the cards a Discount or a ReplaceFree concerns.
	Filter Traits
	// N is a Discount's soil, a CostWith's rate, a ReplaceFree's draw.
	N int
	// Forbidden is a Forbid ability's action.
	Forbidden Colour
	// PayWith is what a CostWith ability pays soil with: CompostHand,
	// Sprout or Growth.
	PayWith Op
	// Row is a GaiaClaim's Fauna row: 0 upper, 1 lower.
	Row int
	// IfActive reports an ability marked "only if you chose this action"
	// ("if active" on its gain): it activates only for the player who
	// chose the action, and not at all for the others.
	IfActive bool
	// Directional reports that the ability names a direction (a row, a
	// column, neighbours, a chain): the "directional aid".
	Directional bool
	// plain is Cost added up by what canPayAt compares, worked out at
	// load (see plainCostOf); none for a cost that takes from a card.
	plain plainCost
}

// plainCost is a cost of no step taking from a card (Step.HasFrom),
// added up: the soil, sprouts, growth, compost cards discarded and hand
// cards composted it asks for, as canPayAt compares them with what a
// player has. known is false for a cost not worked out, which canPayAt
// reads step by step.
type plainCost struct {
	known                                bool
	soil, sprouts, growth, compost, hand int
}

// plainCostOf adds up cost as canPayAt reads it; not known when a step
// takes from a card.
func plainCostOf(cost []Step) plainCost {
	var need [numOps]int
	for i := range cost {
		if cost[i].HasFrom {
			return plainCost{}
		}
		need[cost[i].Op] += cost[i].N
	}
	return plainCost{known: true, soil: need[Soil], sprouts: need[Sprout], growth: need[Growth], compost: need[DiscardCompost], hand: need[CompostHand]}
}

// HasCost reports whether the ability has a cost to pay; false for nil.
func (a *Ability) HasCost() bool { return a != nil && len(a.Cost) > 0 }
