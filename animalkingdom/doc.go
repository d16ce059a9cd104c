// Package animalkingdom plays Earth, the base game that Earth: Animal
// Kingdom expands: 1 to 5 players each build a floating 4x4 tableau of
// Flora and Terrain cards with soil, sprouts, growth and compost, choosing
// Plant, Compost, Water or Grow in turn (the active player takes the major
// benefit, everyone else the minor one, then everyone activates that
// colour), racing for Fauna objectives and scoring Ecosystems.
//
// The card set is the real base game deck, embedded in cards/*.yaml and
// written in the card-data language; Base compiles it once, every ability
// into closures, and any ability the engine cannot perform is a load
// error.
package animalkingdom
