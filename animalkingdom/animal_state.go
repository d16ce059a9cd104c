package animalkingdom

// Leaves is how many Leaf tokens each player has: one per Fauna
// objective and one for the completion bonus.
const Leaves = FaunaCards + 1

// OfferedAnimals is how many Animal cards each player is dealt to keep 1
// (or 2, advanced) of.
const OfferedAnimals = 4

// animalSeat is one player's part of Animal Kingdom.
type animalSeat struct {
	// Offer holds the Animals dealt and not yet kept (first NOffer of
	// them, indexes of CardSet animals); private to the player, emptied
	// once every player has kept theirs.
	Offer  [OfferedAnimals]animalName `json:"offer"`
	NOffer uint8                      `json:"n_offer"`
	// Kept holds the Animals kept, the first Picked of them; while the
	// players choose, private to the player.
	Kept   [MaxAnimals]animalName `json:"kept"`
	Picked uint8                  `json:"picked"`
	// Stored is what lies on each kept Animal card, GlobalStored what the
	// Global Ability stored for the player, Island what lies on the
	// player's Island: all for the rest of the game.
	Stored       [MaxAnimals]Store `json:"stored"`
	GlobalStored Store             `json:"global_stored"`
	Island       Store             `json:"island"`
	// Discarded is the Leaves the player discarded; Owed the activations
	// the player's used Leaves are still to give.
	Discarded uint8 `json:"discarded"`
	Owed      uint8 `json:"owed"`
}

// animalGame is the table's part of Animal Kingdom.
type animalGame struct {
	// Global is the Animal whose Global Ability side is shown, with
	// HasGlobal (none in solo).
	Global    animalName `json:"global"`
	HasGlobal bool       `json:"has_global"`
	// Gaia holds Gaia's Animals in solo, the first NGaia of them.
	Gaia  [MaxAnimals]animalName `json:"gaia"`
	NGaia uint8                  `json:"n_gaia"`
	// GaiaLeaves is the Leaves the player discarded onto Gaia's board.
	GaiaLeaves uint8 `json:"gaia_leaves"`
	// GaiaStored is what lies on each of Gaia's Animal cards' storage,
	// for the rest of the game; GaiaOffer the Animals of hers (bit k: her
	// k-th) whose "|" gain the player is still to be offered.
	GaiaStored [MaxAnimals]Store `json:"gaia_stored"`
	GaiaOffer  uint8             `json:"gaia_offer"`
	// Act is the activation being resolved.
	Act activation `json:"act,omitzero"`
}

// activation is one activation of Animals being resolved: a Leaf's (the
// player's own Animals, each at most once) or an ability's (Extra
// Animals of Scope).
type activation struct {
	Who Player `json:"who"`
	// Done is the Animals activated so far in this activation (bit i for
	// Animal i of the set).
	Done  uint64 `json:"done"`
	On    bool   `json:"on"`
	Leaf  bool   `json:"leaf"`  // the player's own Animals may still be picked
	Extra uint8  `json:"extra"` // Animals an ability still activates
	Scope uint8  `json:"scope"`
	// The Animal being resolved: Animal, the player's kept slot (-1 for
	// an Animal of another player's, borrowed), the card its moving
	// Animeeple stands on (-1 before it is placed), the movements made
	// and allowed, the cards occupied in this activation (bit i for
	// tableau card i), the phase, and the next other player asked about
	// the "|" gain (1 to players-1 after Who).
	Animal  animalName `json:"animal"`
	Slot    int8       `json:"slot"`
	Cur     int8       `json:"cur"`
	Moved   uint8      `json:"moved"`
	Max     uint8      `json:"max"`
	Visited uint16     `json:"visited"`
	Phase   actPhase   `json:"phase"`
	Other   uint8      `json:"other"`
	// Base is the abilities being resolved under the activation (see
	// discardLeaf): the top one waits for its player to use it or not.
	Base uint8 `json:"base,omitempty"`
}

// actPhase is where an activation stands.
type actPhase uint8

const (
	actPick   actPhase = iota // decision: which Animal, or none
	actPlace                  // decision: where an Animeeple is placed, or stop (mayStop)
	actMove                   // decision: where the Animeeple moves, or stop (mayStop)
	actBody                   // the ability of an Animal without movement
	actAfter                  // what the completed movement gives
	actOthers                 // each other player may gain ("|")
)

// animalsOn reports whether the game plays the expansion.
func (g *data) animalsOn() bool { return g.Config.Animals }

// animal returns Animal i of the set.
func (g *data) animal(i animalName) *Animal { return &g.cs.animals[i] }

// kept returns p's kept Animals (g's own memory: read only).
func (g *data) kept(p Player) []animalName {
	a := &g.get(p).Animal
	return a.Kept[:a.Picked]
}

// slotOf is the kept slot of Animal i in p's seat, or -1.
func (g *data) slotOf(p Player, i animalName) int8 {
	for k, a := range g.kept(p) {
		if a == i {
			return int8(k)
		}
	}
	return -1
}

// leavesUsed is p's used Leaves: on the Fauna board or discarded.
func (g *data) leavesUsed(p Player) int {
	s := g.get(p)
	return int(s.Animal.Discarded) + claimedCount(&s.Claimed) + b2i(s.Bonus)
}

// claimedCount is how many objectives c claims, added without a loop
// (leavesUsed is asked at almost every decision).
func claimedCount(c *[FaunaCards]bool) int {
	var _ [FaunaCards - 4]struct{} // four, no more
	var _ [4 - FaunaCards]struct{} // and no fewer
	return b2i(c[0]) + b2i(c[1]) + b2i(c[2]) + b2i(c[3])
}

// leafLeft reports whether p has a Leaf to place or discard. Without the
// expansion no Leaf is ever discarded, and a player always has one for
// each claim.
func (g *data) leafLeft(p Player) bool { return g.leavesUsed(p) < Leaves }

// useLeaf notes that p used a Leaf: with Animals kept, an activation is
// owed to p.
func (g *game) useLeaf(p Player) {
	if g.animalsOn() && g.get(p).Animal.Picked > 0 {
		s := g.seat(p)
		s.Animal.Owed++
	}
}

// animeeplesIn counts Animal slot k's Animeeples in p's tableau.
func (g *data) animeeplesIn(p Player, k int8) int {
	if k < 0 {
		return 0
	}
	return countAnimeeples(g.get(p).Tab(), int(k))
}

// standsOn is the card Animal slot k's single Animeeple stands on, or -1.
func (g *data) standsOn(p Player, k int8) int8 {
	for i, t := range g.get(p).Tab() {
		if t.Animeeples.Has(int(k)) {
			return int8(i)
		}
	}
	return -1
}
