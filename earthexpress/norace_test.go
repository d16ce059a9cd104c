//go:build !race

package earthexpress

// raceEnabled scales the long checks down under the race detector, which
// slows them several times.
const raceEnabled = false
