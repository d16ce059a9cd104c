// Package dispute shows how a rules argument is settled with rulebox: lay
// the position out as a scenario, play the moves in question, and assert
// what the rules allow. It has no code of its own; see its tests.
package dispute
