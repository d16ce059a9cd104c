package gametest

import "os"

// LongEnv names the environment variable that turns on the long runs: the
// property, mutant and conformance tests at their full number of games.
// `go test ./...` without it plays a few games of each, enough to exercise
// every check; CI sets RULEBOX_LONG=1.
const LongEnv = "RULEBOX_LONG"

// Long reports whether the long runs are on (RULEBOX_LONG is set and not
// "0" or empty).
func Long() bool {
	v := os.Getenv(LongEnv)
	return v != "" && v != "0"
}
