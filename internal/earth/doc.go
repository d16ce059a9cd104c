// Package earth is what the Earth games share about their cards: Flora and
// Terrain with types, habitats, ability colours and name marks (Card,
// Vocab), the pieces on a planted Flora (Sprouts, and Growth whose last
// piece is a Canopy), a player's tableau as objectives read it (Tableau),
// objectives and counts compiled once from the card-data language into
// closures over a tableau (Compile), the colours of actions and abilities
// (Colour), the checks every card file makes of its entries (CheckWords,
// CheckSpaces, CheckAbilityCount, CheckNamed, Names, BareObjective,
// RefuseAnyOf), and
// what a claim on a Fauna objective scores (FaunaBoard). It names no game:
// each game keeps its own exported types and reads them through these.
//
// A card with two types or two colours counts, for each objective or count
// separately, as whichever serves it best: an evaluation tries every way
// of reading such cards that the objective can tell apart and keeps the
// best result.
package earth
