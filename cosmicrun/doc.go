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
// # Moves
//
// Every rule of the rulebook is a move, by phase:
//
//   - passing: "P1 pass R3". Each player chooses 2 cards, one at a time, in
//     secret; the cards change hands when both have chosen 2.
//   - discarding: "P1 keep", "P1 discard R3". Discard 1 card to draw the
//     top card set aside; there is no turn order.
//   - placing: "P1 place R3 2 upright" or "turned". A card, a planet and an
//     orientation, in secret; revealed when both have chosen; six times a
//     round.
//   - flipping (solo): "P1 mine upright" or "turned", "P1 theirs", "P1
//     reflip". The first card at each visit to a planet goes where you
//     choose, the second to the other side.
//
// Cards are written as a colour initial and a number: R3 is red 3 (Red,
// Blue, Green, Yellow). "upright" leaves the card as printed, so its first
// arrow is the active top-left one; "turned" turns it round, so the second
// arrow is active and points the other way. Players are P1 and P2.
//
// Scoring follows the rulebook's order: card matching right after each
// reveal (the higher card first at the same planet, then the colour rank;
// the lower planet first otherwise); after 12 cards, planets 1 to 3 in
// order, each with best hand (+2; same number > same colour in sequence >
// same colour > in sequence > high card; ties by the higher card's number,
// the second card's number, then the higher card's colour on the planet's
// colour rank), then arrows, the best-hand loser first, wrapping from one
// end of the row to the other. 12 points reach a planet; reaching all three
// ends the game at once, even in the middle of scoring.
//
// Solo (Config{Players: 1, Level: Admiral}): the Round Card counts down
// from 4; Cadet, Captain and Admiral allow 3, 2 and 1 re-flips a round; the
// opposing side (seat P2's slots) never scores but blocks best hand; the
// game is lost when the Round Card reaches 0. A solo scenario says
// "reflips: 0" for no re-flips left (Scenario.Reflips is a pointer: nil
// means the level's number, less the cards named in reflipped).
//
// A Scenario starts at any step of the round with the choices made there:
// passing with a player's cards to pass chosen (passing), discarding with a
// player's decision made (decided: keep, or discard R3) and the cards
// passed marked (received), placing with a player's secret placement made
// and not yet revealed (placement: R3 2 upright), finished; solo, flipping
// at any card of the round with cards re-flipped (reflipped), or finished,
// won or lost. State.Scenario prints any position back as a scenario and
// MarshalScenario writes it as YAML; what it cannot say is the order of
// the cards set aside and of the solo deck, which a Build deals again from
// its Seed.
//
// Bots need not list the moves: LegalMoveCount(p) counts p's legal moves,
// LegalMove(p, i) is the i-th of the list LegalMoves(p) would give, and
// ApplyLegalMove(p, i) applies it, checking only that i is in range (a move
// taken from the legal ones cannot be illegal). Playout(seed) plays random
// legal moves to the end and returns the final state and the number of
// moves, for a search bot's rollouts; it makes the moves in place on its
// own copy (the receiver is unchanged).
//
// Apply works as in every rulebox game: it refuses an illegal move before
// writing anything, then plays the move on its own copy of the position
// through one short-lived handle, which holds what that Apply writes and
// its event log (the zero log for Apply, which records nothing; ApplyEvents
// keeps the events). The State returned holds the new position alone.
//
// Go values count from 0, notation and text from 1, as everywhere in
// rulebox: a Move's planet, Track, Slots, an Event's and a Row's planet are
// 0 to 2, while the notation writes "P1 place R3 1 upright" for planet 0
// and P1 is the Go value 0. Accessors given a player, planet or card out of range return
// the zero value. Every slice and card set handed out is the caller's own
// copy. Validate, JSON decoding, Scenario.Build and View decoding refuse
// any position in which the game is not over and nobody has a legal move,
// or from which play could reach a position they refuse.
//
// # Cards
//
// Every field of a card file is required: one left out is an error at
// the entry, naming it.
//
// The embedded set is cards/standard.yaml:
//
//	name: standard
//	ships:        # 16 cards; arrows[0] is top-left when upright, arrows[1] bottom-right
//	  - {number: 1, colour: red, arrows: [{colour: blue, points: right}, {colour: yellow, points: right}]}
//	  ...
//	planets:      # planets 1-3, each with the colour rank printed on it, best first
//	  - {number: 1, colours: [red, blue, green, yellow]}
//	  ...
//	tracking: [green, red, blue, ...]  # the icon on top of a tracking card at each value 0-11
//
// Its fields:
//
//   - ships[].number, ships[].colour: the card's number (1-4) and colour,
//     each pair once; R3 in notation.
//   - ships[].arrows[i].colour, .points: each arrow's colour and direction
//     (left or right) when the card is upright, as its owner sees it.
//   - planets[].colours: the planet's colour rank, best first, for the
//     best-hand tie-breaker and the card-matching order.
//   - tracking: the colour of the icon at the top of a tracking card
//     showing each value 0-11; the card turns once per point and flips at
//     6, so each value shows its own icon.
//
// From the rulebook (its worked examples): the green icon at tracking value
// 0; blue 3's first arrow, red and pointing left; yellow 1's second arrow,
// green and pointing right once the card is turned. Ours: every other
// arrow, the three planets' colour ranks and the other eleven tracking
// icons. Each line of the file ends with a comment saying which ("# ours",
// "# rulebook: ...").
//
// Load a set with LoadCards(file, data) and play it with Config{Cards:
// set}; a set built in Go is checked (CardSet.Validate) and copied by New.
// A set has one card of each colour and number 1 to 4, as the box does, so
// a card's notation (R3) means the same card in every set; what a set
// chooses is the arrows, the planets' colour ranks and the tracking icons.
//
// # Rulings
//
// Where the rulebook leaves a question open, the engine rules as follows,
// each pinned by a test.
//
//   - Arrow directions are seen from the owner's seat. P2 sits opposite P1,
//     so for P2 planet 3 is the leftmost column: an arrow P2 sees pointing
//     left at planet 1 aims at planet 2, and one pointing left at planet 3
//     wraps to planet 1 (aimed, in score.go).
//   - Arrows count your own cards. An active arrow scores for each of its
//     owner's cards of its colour in the column it aims at; the opponent's
//     cards there do not count (the rulebook's example: "At Planet 3, you
//     have 2 red cards").
//   - Passing is one card at a time ("P1 pass R3" twice), and a card chosen
//     to pass cannot be taken back.
//   - Best-hand tie on a pair. The rulebook breaks the last tie by "the
//     colour of the higher numbered card". In a pair both cards have the
//     same number; the card whose colour the planet ranks better counts as
//     the higher card. With 16 distinct cards this leaves no tie.
//   - The discarded card is put aside face down and is out of the round;
//     the opponent sees that you discarded, not what. Both players may
//     discard; the one whose move is applied first draws first (the
//     rulebook: "players just decide who draws first").
//   - Points at a reached planet are lost. A player who wins best hand at a
//     planet they have reached scores nothing, and the opponent does not
//     score instead. Points beyond 12 are lost too; the event says so: "P1
//     scored 1 at planet 1 by best hand (P1 now at 12 there; 1 more
//     beyond 12 lost)".
//   - A planet's colour rank is the same from both seats. The rank printed
//     on a planet card is read left to right by both players (P2 does not
//     read it reversed), for best hand and for the card-matching order.
//   - One tracking-icon sequence. All six tracking cards show the same icon
//     at each value (tracking, in the card file).
//   - "In sequence" does not wrap: a 4 and a 1 are not in sequence.
//     RankHand(a, b) gives a hand's rank and Planet.CompareHands(a, b)
//     compares two hands, with no layout needed.
//   - Which card a discard draws. The 4 cards set aside are shuffled; a
//     discard draws the top one, and when both players discard, the second
//     draws the next one. A discarded card is out of the round: nobody
//     draws it.
//   - The game ends mid-scoring. When both cards of a placing are revealed,
//     both are put down, then scored in the rulebook's order; once a player
//     reaches the third planet nothing more is scored.
//   - Solo re-flips may replace any flipped card, including one that must
//     go to a given side. A card that can only go to the opposing side,
//     with no re-flip left, is placed there by the engine: there is nothing
//     to decide.
//   - Ending early. The rulebook lets players agree to end a game whose
//     winner is obvious; that is an agreement between people, not a move,
//     so it is not modelled: stop playing.
//   - Card faces. The rulebook does not print the cards. The embedded set
//     (cards/standard.yaml) is ours, chosen so every worked example can be
//     laid out; each entry of the file says which of its values come from a
//     worked example (see Cards).
//
// # Action ids and observations
//
// For learners, every move the game can offer has an action id, the same
// in every configuration (ActionSpace is 133): State.ActionID(m) gives a
// move's id and State.MoveAt(p, id) the move back, an error for an id that
// is not a legal move of p now; AppendLegalActionIDs lists the ids of
// AppendLegalMoves, in its order, without allocating into a reused buffer.
// View has the same methods for its viewer. The ids, by move kind:
//
//	ids       move                          id of the move
//	0-15      P pass C                      C (the card, 0 R1 to 15 Y4: R1-R4, B1-B4, G1-G4, Y1-Y4)
//	16        P keep                        16
//	17-32     P discard C                   17 + C
//	33-128    P place C planet orientation  33 + (C*3 + planet)*2 + (1 if turned)
//	129-130   P mine upright, turned (solo) 129, 130
//	131       P theirs (solo)               131
//	132       P reflip (solo)               132
//
// A move of a seat not in the game, a solo move in the two-player game (or
// a two-player move solo), a card or planet out of range, or a field the
// kind does not use set has no id: ActionID says so.
//
// View.AppendObservation writes what the viewer sees as 369 numbers
// (ObservationShape [369]), each in [0, 1], from the View alone, so two
// states that differ only in what the viewer may not see give the same
// numbers. Seats are the viewer's: "mine" is the viewer's seat, "the
// opponent's" the other (solo: the opposing side); a spectator sees from
// P1's seat, with no hand or choices. Cards are one-hot over the 16 card
// ids above; a hand is 16 values, 1 for each card in it.
//
//	offsets   what                                              scaling
//	0-4       phase: passing, discarding, placing, flipping,    one-hot
//	          finished
//	5         the solo game                                     0 or 1
//	6         the viewer is P2                                  0 or 1
//	7-9       solo level: cadet, captain, admiral               one-hot (0 in the two-player game)
//	10        round                                             round/20, at most 1
//	11        solo Round Card                                   value/4
//	12        solo re-flips left                                n/3
//	13        solo cards placed this round                      n/6
//	14-15     solo: where this planet's first card went: mine,  one-hot, 0 when the next card
//	          the opposing side                                 may go either way
//	16        solo cards in the deck                            n/16
//	17        cards set aside                                   n/4
//	18        cards in the opponent's hand                      n/6
//	19        cards the opponent chose to pass                  n/2
//	20        the opponent discarded                            0 or 1
//	21        the opponent has chosen a placement               0 or 1
//	22-23     made the discard decision: me, the opponent       0 or 1
//	24-29     tracks: mine at planets 1-3, then the opponent's  points/12
//	30-233    the board: 12 slots of 17, mine at planets 1-3    a slot: its card one-hot (16),
//	          (2 slots each), then the opponent's               then 1 if turned
//	234-249   my hand                                           a hand
//	250-265   the cards I chose to pass                         a hand
//	266-281   cards passed to me, still in my hand              a hand
//	282-297   cards I passed this round, not yet placed         a hand
//	298-313   the card I discarded                              one-hot
//	314-329   solo: re-flipped cards                            a hand
//	330-345   solo: the flipped card                            one-hot
//	346-361   my secret placement's card                        one-hot
//	362-364   its planet                                        one-hot
//	365       it is turned                                      0 or 1
//	366-367   the winner: me, the opponent                      0 or 1
//	368       solo: the game is lost                            0 or 1
//
// testdata/encoding.golden holds a few positions' ids and observations, so
// that a change of the layout is a deliberate one.
//
// # Speed
//
// Today's figures (2026-12-04: the engine of 95b8667, which the latest
// measurements in SPEED.md left as it was; the 2-core AMD EPYC machine,
// one goroutine, at a load of about 1):
//
//   - ../shared/bench/run.sh, COUNT=5, three runs: 3.3x to 4.0x the
//     yardstick (6,785 ns a game in the run of 3.3x), through a type
//     parameter, as examples/bot runs every game, 3.9x to 4.9x (8,042
//     ns), the yardstick taking 1,661 to 2,056 ns; 0 allocs. The target
//     of 3x is not met;
//   - run.sh's loop by callgrind (its BenchmarkCosmicRun2, 201 games less
//     1, the collector off): 60,748 to 62,387 instructions a game;
//     through a type parameter 73,652 to 74,796; the yardstick 26,479 to
//     27,638;
//   - go test -bench: AppendLegalMoves into a reused buffer 21 ns, Apply
//     13.5 ns (a secret placement) and 25 ns (a reveal), Playout 7.2 µs a
//     game (4.1 µs solo), all 0 allocs;
//   - 2 goroutines against one (BenchmarkPlayoutParallel -cpu 1,2,
//     -count 5, the medians): 1.96x (6.9 µs a game on one, 3.5 µs on
//     two).
//
// Where the time goes: a decision costs some 600 instructions. In time,
// listing the moves is about a fifth of a game (36 16-byte Moves at most
// a list), and the caller's copy of Apply's result waits on the bytes the
// move has just written, some 8%, on the path from one decision to the
// next; the rest is the rules, spread thin. The copies of the 128-byte
// State cost little time for their instructions: 32 bytes more cost none
// that shows in the plain loop and 2 to 5% through a type parameter.
// Random play makes many branches a guess, so the hottest tests (card
// matching, the best hand, which slot of a pair is free) are written
// without branches.
//
// The figures come from
//
//	go test -run '^$' -bench . -benchmem ./cosmicrun
//	go test -run '^$' -bench . -benchmem -cpu 1,2 ./cosmicrun
//	../shared/bench/run.sh   (from the project's root)
//
// SPEED.md, beside this file, has every change made for speed with its
// figures, what did not pay, and the figures this section gave before.
package cosmicrun
