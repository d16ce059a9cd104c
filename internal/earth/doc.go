// Package earth is what the Earth games share about their cards: Flora and
// Terrain with types, habitats, ability colours and name marks (Card,
// Vocab), the pieces on a planted Flora (Sprouts, and Growth whose last
// piece is a Canopy), a player's tableau as objectives read it (Tableau),
// and objectives and counts compiled once from the card-data language into
// closures over a tableau (Compile).
//
// A card with two types or two colours counts, for each objective or count
// separately, as whichever serves it best: an evaluation tries every way
// of reading such cards that the objective can tell apart and keeps the
// best result.
package earth
