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
// A State is the position as a value: the seats, each with its tableau
// (16 cards of 16 bytes), the stack of abilities being resolved (at most
// 3, see maxFrames), the cards drawn after Plant and Gaia's deck are
// fixed arrays in it; only its lists of cards (deck, discard, hands,
// composts, events, Gaia's compost and pile) and the Fauna board are
// shared between states. A random 4-player game is about 1,100
// decisions. What a move costs, and what made it cheaper (the README's
// "Performance" gives the figures):
//
//   - Apply plays the move on its own copy of the state (a value of about
//     3 KB, copied as a method's receiver is) and returns it: nothing is
//     allocated for the position. An ordinary move is one that moves no
//     card, claims no Fauna objective and does not end the game: choosing
//     a side or an action, a minor benefit of soil, sprouts or growth,
//     using, skipping or copying an ability, converting sprouts, placing
//     a piece, choosing the activation order, passing in the last window
//     (and stopping, when it draws nothing). Apply allocates nothing on
//     ordinary moves; AppendLegalMoves into a buffer with room and
//     ToMove never allocate (TestOrdinaryMovesDoNotAllocate).
//   - A move that moves a card may allocate: the lists of cards are
//     shared with their capacity cut to their length (clip, at the start
//     of every move), so the first append of a move copies a list and the
//     next ones write in place; drawing is a re-slice of the deck, and the
//     cards drawn after Plant go to a fixed list. A claim copies the Fauna
//     board (board); the end of the game scores it.
//   - Nothing the rules reach while a move is applied keeps a pointer to
//     the game (the position formulas read is built in pooled memory,
//     with every player's tableau copied there for "in leader"; the cards
//     a placement may go on are a bit set, not a closure), so the state
//     stays on the stack: go build -gcflags=-m shows no State moved to
//     the heap on the paths of Apply, AppendLegalMoves and ToMove.
//   - Copying the State (into Apply's receiver and back out) is then the
//     largest single cost of a decision; Playout, which makes random moves
//     in place on its own copy and does not check again the moves it
//     listed, plays a game in about 0.6 of the time.
//   - After a move the Fauna objectives are checked only for the seats it
//     changed, and only those that read a part that changed (compared with
//     the seat's counts before the move, noted when the move first asks
//     for the seat; a piece placed changes only the pieces, which few
//     objectives read); the position they read is built in pooled memory
//     (earth.Scratch) with its occupied places known, so that the shared
//     compiler's fast counts apply. TestEveryObjectiveMetIsClaimed checks
//     everything again after every move of random games.
//   - The places a new card may go are worked out from the tableau drawn
//     as bits; Apply checks a planting or a piece placed directly, and
//     lists the legal moves only for the other decisions. A player's next
//     ability to activate is found without building the list.
//   - The Terrains' counts of cards beside "this" ("herb same row as
//     this") are compiled into one loop over the places named (nearThis),
//     checked against the shared compiler on random tableaus.
//   - What is left: copying the State (each method's receiver, Apply's
//     result) is about a tenth of a random game's time; the moves that
//     move cards allocate about 600 times a 4-player game (60 KB), little
//     for the collector, so that 2 goroutines play about twice as many
//     games as one.
//
// # Bounds
//
// One ruling (the README lists it under "Rulings", Earth) bounds what a
// position holds:
//
//   - MaxCount: the rules set no limit on soil, sprouts or growth. Every
//     count of a position (a player's soil; Gaia's soil, sprouts and
//     growth; the turn number; what a player drew or gained this turn)
//     holds 0 to MaxCount, 2^30, and a gain beyond it is lost. Reading a
//     state and building a scenario refuse a count beyond it, and play
//     stops each count there, so that no play wraps one.
//
// # Saving and reading
//
// Whatever New starts, JSON writes and reads back: New and reading a
// state check a Config alike (Players, Mode, Difficulty, Teams, Solo; a
// Difficulty only in a solo game). A View read from JSON is checked
// itself (View.Validate): it must show what its viewer sees and hide
// the rest, as View's doc lists. The zero value of every exported type,
// and a nil *CardSet, works or returns an error from every method.
package animalkingdom
