//go:build !race

package animalkingdom

const raceOn = false
