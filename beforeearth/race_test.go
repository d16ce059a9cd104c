//go:build race

package beforeearth

const raceEnabled = true
