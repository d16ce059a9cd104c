//go:build race

package animalkingdom

// raceOn: the race detector slows games down tenfold; the harness plays
// fewer of them.
const raceOn = true
