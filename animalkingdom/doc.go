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
//
// # Speed
//
// A State points to a game that Apply copies; a random 4-player game is
// about 1,100 decisions. What a move costs, and what made it cheaper (the
// README's "Performance" gives the figures):
//
//   - One allocation a move for the game: its list of seats, its stack of
//     abilities being resolved (two fit) and, in the solo game, Gaia's side
//     come in the same block (gameMem). A seat is copied the first time a
//     move changes it (seat), with its tableau when that is what changes
//     (tab), the Fauna board when a claim changes it (board); the rest is
//     shared with the state before.
//   - Lists of cards are shared with their capacity cut to their length
//     (clip), so the first append of a move copies a list and the next
//     ones write in place; a list the move has copied is shortened in
//     place. Every change goes through seat and tab: that is what keeps
//     the states immutable.
//   - After a move the Fauna objectives are checked only for the seats it
//     changed, and only those that read a part that changed (compared with
//     the seat before the move; a piece placed changes only the pieces,
//     which few objectives read); the position they read is built in
//     pooled memory (earth.Scratch) with its occupied places known, so
//     that the shared compiler's fast counts apply.
//     TestEveryObjectiveMetIsClaimed checks everything again after every
//     move of random games.
//   - The places a new card may go are worked out from the tableau drawn
//     as bits; Apply checks a planting or a piece placed directly, and
//     lists the legal moves only for the other decisions. A player's next
//     ability to activate is found without building the list.
//   - The Terrains' counts of cards beside "this" ("herb same row as
//     this") are compiled into one loop over the places named (nearThis),
//     checked against the shared compiler on random tableaus.
//   - What is left: between 2 and 3 allocations a move (the game, the
//     seat that changed, with its tableau when that changed, a list it
//     grew); allocating and copying them (write barriers included) is
//     about a third of a game's time, the collector's own cycles little
//     (a larger GOGC changes nothing). Apply therefore does not reach zero
//     allocations; a State holding the position as a value of fixed
//     arrays, as Earth Express does, would.
package animalkingdom
