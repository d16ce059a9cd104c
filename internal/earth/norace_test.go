//go:build !race

package earth

// raceOn: the race detector runs the tests several times slower; those that
// try many random tableaus on one goroutine try fewer under it.
const raceOn = false
