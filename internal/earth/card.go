package earth

// Card is the printed face of a Flora or Terrain card.
type Card struct {
	// Name is the card's name.
	Name string
	// Traits are the card's words: its kind, types, habitats, the colours
	// of its abilities and its name marks.
	Traits Traits
	// VP is the base victory point value; it may be negative.
	VP int
	// SproutCap is the maximum Sprout number (0 to 6; 0 for none).
	SproutCap int
	// GrowthCap is the Growth capacity (0 to 8; 0 for none).
	GrowthCap int
	// CanopyVP is what a full Growth space scores.
	CanopyVP int
}

// Space is one place of a tableau: the card planted there (nil if none)
// and the pieces on it.
type Space struct {
	Card    *Card // nil for an empty space
	Sprouts int   // Sprouts on the card
	Growth  int   // Growth pieces on the card, the Canopy included
}

// Canopy reports whether the space's Growth is topped by a Canopy: the
// last piece placed on a space is a Canopy, so it has one exactly when it
// is full.
func (s Space) Canopy() bool {
	return s.Card != nil && s.Card.GrowthCap > 0 && s.Growth >= s.Card.GrowthCap
}

// GrowthVP is what the space's Growth scores at the end: the Canopy
// completion VP when it has a Canopy, else 1 per Trunk.
func (s Space) GrowthVP() int {
	if s.Canopy() {
		return s.Card.CanopyVP
	}
	return s.Growth
}

// SproutRoom is how many more Sprouts the space's card holds.
func (s Space) SproutRoom() int {
	if s.Card == nil {
		return 0
	}
	return max(0, s.Card.SproutCap-s.Sprouts)
}

// GrowthRoom is how many more Growth pieces the space's card holds.
func (s Space) GrowthRoom() int {
	if s.Card == nil {
		return 0
	}
	return max(0, s.Card.GrowthCap-s.Growth)
}
