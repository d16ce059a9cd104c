//go:build race

package game_test

// raceEnabled: the race detector is on. It makes sync.Pool drop what is
// put back at random, so allocation counts that rest on a pool vary.
const raceEnabled = true
