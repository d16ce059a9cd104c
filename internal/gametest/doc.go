// Package gametest is the conformance harness every game package runs.
//
// Run plays random legal games to the end with pgregory.net/rapid and checks,
// after every step, the properties the shared game API promises:
//
//   - applying any legal move leaves the parent state, and every sibling
//     state made from it, exactly as it was (deep JSON snapshots);
//   - every listed legal move applies, and every candidate move that is not
//     listed is refused with the game's illegal-move error and returns the
//     state as it was (one refused move a step, drawn at random, is compared
//     in full); a player with nothing to decide has no legal moves;
//   - every legal move's notation parses back to the same move, and moves,
//     states and views round-trip through JSON;
//   - each player's view is identical for a state sampled from that view,
//     which differs only in what the player cannot see, and that player's
//     legal moves are the same in both;
//   - the game's own invariants (conservation of cards and resources) hold;
//   - the game ends within a bounded number of moves, and replaying the same
//     config and move notations gives an identical state;
//   - every state can be played on: a game that is not over has a player to
//     move, each player to move is a player of the game with a legal move,
//     and nobody is to move once the game is over;
//   - once a game, a state of it (drawn at random) has one value of its JSON
//     changed (a number off by one, zero, negative or large; another string
//     of the document; an element of an array or object dropped or
//     repeated). The game may refuse the mutant; a mutant it accepts must
//     pass every check above and reach its end by random play with every
//     state passing the invariants and playable. Mutants lists every such
//     mutant of one state, for a test that tries them all.
//
// A game plugs in by filling a Spec; the harness knows no game rules.
package gametest
