//go:build race

package main

// raceEnabled: the race detector is on. It runs the bots' games some ten
// times slower, so the tests that play many of them play fewer.
const raceEnabled = true
