//go:build !race

package beforeearth

const raceEnabled = false
