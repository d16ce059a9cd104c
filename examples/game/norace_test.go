//go:build !race

package game_test

// raceEnabled: the race detector is on (see race_test.go).
const raceEnabled = false
