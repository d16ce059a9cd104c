// Package tell writes a rulebox game's events for a person, naming the card
// and the ability behind each: the terminal player (examples/play) and the
// self-play transcripts (examples/selfplay) print events through it.
//
// Each function tells one event of a step that led from the state before
// to the state after (for a single move, the states either side of it):
//
//   - Cosmic Run: the event as the game writes it (its cards have arrows,
//     not abilities).
//   - Before the Earth Explodes: a spaceship taken or a planet used is
//     followed by its ability's text.
//   - Earth Express: an activation or a skip is followed by the ability's
//     text, and a gain, a cost or a loss by the card whose ability it is.
//     The engine's event names the card, not which of its abilities, so
//     the ability named is the card's BLACK one while its player plants,
//     otherwise the one of the player's action colour; a skip names the one
//     offered (read from the state before); a card with two that fit (a
//     colour and a multicoloured one) has both named.
//   - Earth: every event with its rule, an activation with its ability's
//     text.
package tell
