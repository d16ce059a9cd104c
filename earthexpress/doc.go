// Package earthexpress is Earth Express: 1 to 8 players each plant a 3x3
// tableau of Flora and Terrain cards over 5 rounds and activate its
// coloured abilities with the Action tile's colours, or one player plays
// solo against the automa Demeter.
//
// A game is an immutable State: New starts one, Apply returns the state
// after a Move and never changes the receiver, and an illegal move is
// refused with a *RuleError that matches ErrIllegalMove. Every decision is
// a Move a bot can enumerate with AppendLegalMoves (which does not
// allocate), written in notation ("P1 plant American Sycamore", "P1 at
// r1c2", "P1 action blue", "P1 place sprout r1c3", "P1 done") that
// ParseMove reads back. Steps 1 to 3 of a round are simultaneous: every
// player with a decision is in ToMove at once, and each plays on
// independently; step 4 is resolved by the engine once all have finished,
// except the placing of the Sprouts others gave and, after round 5, the
// last conversions.
//
// Cards are data: LoadCards reads a card file (the layout of CardFile),
// compiling every ability, Terrain objective, Fauna objective and
// Ecosystem formula once into closures over a tableau (package
// internal/earth); what the engine cannot perform is an error at its
// file:line:col. Where a card contradicts a rule, the card wins (the
// Golden Rule): an ability does exactly what its text says.
//
// Result returns the scorepad's seven rows and the winners after the
// tiebreakers; View(p) is what p may see, and View.Sample deals the hidden
// cards; Scenario and LoadScenario build a position for a rules question.
//
// Rulings, where the rulebook leaves a question open (each also in the
// doc comment of the code that applies it, and pinned by a test):
//
//   - The Earth stack is a set: a draw is uniform among the cards left,
//     which is a shuffled stack. An empty stack is remade from the
//     discard pile; with both empty fewer cards are drawn.
//   - Hands pass to the next seat, the left neighbour; the seat before is
//     the right neighbour.
//   - A player starts step 3 (and resolves a BLACK ability that reads a
//     neighbour) once both neighbours have finished planting; solo, the
//     BLACK ability reads Demeter's tableau once it is refilled after the
//     player's planting.
//   - Seeds given by another player's ability arrive at once; Sprouts and
//     Growth arrive as tokens, placed in step 4, in full, in part or not.
//   - Seeds are always taken in full; Sprouts and Growth one piece at a
//     time, with "done" to stop.
//   - A space has a Canopy exactly when it is full.
//   - Anytime conversions are made when the player holds a decision outside
//     a card's ability: planting, choosing the action, placing its benefit,
//     an ability offered (a free one is offered too when a conversion is
//     possible), the end of step 3, placing step 4's tokens, and after
//     round 5's step 4. The benefit and the tokens wait for the player when
//     they find no room but a conversion could make some. After step 4 of
//     rounds 1-4 no decision is asked: a conversion then is the same as one
//     at the next round's planting.
//   - A card with two types or colours is read, for each objective, the
//     way that serves it best; within one objective one way.
//   - BROWN abilities of Flora score on the Terrain row; the Sprout
//     tiebreaker is the Sprout row.
//   - A Terrain's objective is a BROWN ability: the Terrain counts as a
//     card with brown, and Demeter scores 10 VP for it at the end;
//     Config.TerrainsNotBrown reads it as no ability, in both places.
//   - Solo: the player wins with more VP than Demeter; with no RED, BLUE
//     or YELLOW ability she activates nothing; her activations never
//     score below 0; her round-5 activations replace the round's one.
//   - Solo: Demeter's gain scores what a player with her tableau would
//     gain, with no capacity: "on all", the amount for each card in the
//     places named; on a set of places, nothing when the set is empty.
//   - Solo Refresh: as many cards are drawn as were discarded, into
//     Demeter's empty spaces row by row; a space the player planted from
//     this round may stay empty until the refill after planting.
package earthexpress
