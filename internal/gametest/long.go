package gametest

import (
	"flag"
	"os"
	"strconv"
	"sync"
	"testing"
)

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

// userChecks records, before any test sets it, whether -rapid.checks was
// given on the command line.
var (
	userChecksOnce sync.Once
	userChecks     bool
)

// Checks sets how many random cases rapid tries in t: quick ones by
// default, long ones when Long reports true, and what -rapid.checks says
// when it is given on the command line. Under -short, where rapid plays a
// fifth of the checks it is set to, it still plays quick ones. The
// setting is undone when t ends.
func Checks(t testing.TB, quick, long int) {
	t.Helper()
	userChecksOnce.Do(func() {
		flag.Visit(func(f *flag.Flag) { userChecks = userChecks || f.Name == "rapid.checks" })
	})
	f := flag.Lookup("rapid.checks")
	if userChecks || f == nil {
		return
	}
	n := quick
	if Long() {
		n = long
	}
	if testing.Short() {
		n *= 5 // rapid plays a fifth of its checks under -short: n, not none
	}
	old := f.Value.String()
	if err := flag.Set("rapid.checks", strconv.Itoa(n)); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = flag.Set("rapid.checks", old) })
}
