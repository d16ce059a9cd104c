// Package cosmicrun is the rules of Cosmic Run: Express, for 2 players racing
// to three planets, and its solo game against the Round Card.
//
// A game is an immutable State. New deals the first round; each player in
// ToMove picks one of LegalMoves and Apply returns the next State:
//
//	s, _ := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 7})
//	for !s.Over() {
//		p := s.ToMove()[0]
//		s, _ = s.Apply(s.LegalMoves(p)[0])
//	}
//	fmt.Println(s.Result().Winners)
//
// A round is: passing (each player chooses 2 cards, one Pass move at a time,
// in secret), discarding (Keep, or Discard a card to draw one of the 4 set
// aside), then six placings (each player commits a Place move in secret: a
// card, a planet and an orientation; when both have, the cards are revealed
// and card matching is scored, the higher card first at one planet, the
// lower planet first otherwise). After 12 cards the planets are scored in
// order: best hand, then arrows, the best-hand loser first. The game ends
// the moment a player reaches all three planets.
//
// The solo game (Config.Players 1) flips cards instead: Mine or Theirs
// places the flipped card on a side, the next card going to the other side;
// Reflip replaces a flipped card, as often per round as the Level allows.
// The opposing side never scores but blocks best hand with a better hand.
// The game is lost when the Round Card, starting at 4, reaches 0.
//
// Cards are data: the embedded set (StandardCards, cards/standard.yaml) or
// any set loaded with LoadCards. Positions can be set up directly with a Scenario,
// which is how a rules question becomes a test. ApplyEvents reports what a
// move did and by which rule; View is what one player may see, and
// View.Sample deals the hidden cards at random for search bots.
//
// # Speed
//
// A random two-player game is about 100 decisions. On the 2-core machine
// the project is measured on (CPU time per decision, medians; see the
// README for the benchmark figures), a bot that lists the moves at each
// decision (AppendLegalMoves, then Apply) spends about 110 ns a decision;
// one that counts and numbers them (LegalMoveCount, ApplyLegalMove) about
// 85 ns; Playout, which makes the moves in place, about 65 ns: some 150,000
// games a second on one core. Every promise holds on each path: States are
// immutable values, Apply checks what it is given, and nothing allocates.
// The lessons, for the next game's engine:
//
//   - Every call of a value-receiver method copies the State, inlined or not
//     (the compiler copies a variable the caller reassigns before an inlined
//     body reads it), and Apply copies it in and out: some 23 ns a decision
//     for a 128-byte State, which is what Playout saves. Keep the State
//     small and a multiple of 16 bytes: going from 136 bytes to 128 (no
//     overlapping tail to copy) took a tenth off every loop. What a bot asks
//     at every decision (Over, ToMove, LegalMoveCount) are methods of a
//     3-byte struct embedded in State, which copy only those 3 bytes.
//   - Never build a small value a field at a time in memory and then copy
//     or read it whole (a Move into a buffer, a [2]uint8 of counts, a copy of
//     [2]Placement): the processor cannot forward the narrow stores to the
//     wide load and stalls each time. Write fields in place (Move.set) or
//     keep them in separate variables. This was the largest single cost:
//     writing Moves in place took the listing loop from 189 to 131 ns a
//     decision.
//   - Keep counters in the state (cards on the board, planets with a free
//     slot, each seat's number of legal moves, who is to move), updated by
//     the rule that changes them, and recomputed (derive) for a state made
//     from outside data; then ToMove and LegalMoveCount are lookups.
//   - Number the legal moves, so a bot can draw one without a list, and let
//     ApplyLegalMove skip the check: a move taken by its number from the
//     legal ones cannot be illegal; only the number is checked.
//   - Pointer receivers inside the package (check, play), values at the
//     API; a loop that plays many moves (Playout) does so in place on its
//     own copy.
//   - What is a card's own (its number and colour) is computed from the card,
//     not looked up in the card set.
package cosmicrun
