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

// checks is the setting of -rapid.checks while tests that called Checks
// run: tests run in parallel share the flag, so it holds the most any of
// them asked for, from the first Checks until the last of them ends, and
// is written only when that changes (rapid reads it as a check begins).
var checks struct {
	sync.Mutex
	active int    // the tests running that called Checks
	n      int    // the number set, the most asked for
	old    string // the flag's value before the first
}

// Checks sets how many random cases rapid tries in t: quick ones by
// default, long ones when Long reports true, and what -rapid.checks says
// when it is given on the command line. Under -short, where rapid plays a
// fifth of the checks it is set to, it still plays quick ones. The
// setting is undone when t ends. Tests run in parallel share the setting:
// while several run, rapid tries the most any of them asked for, so tests
// run in parallel should ask for the same numbers.
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
	checks.Lock()
	defer checks.Unlock()
	if checks.active == 0 {
		checks.old, checks.n = f.Value.String(), 0
	}
	checks.active++
	t.Cleanup(func() {
		checks.Lock()
		defer checks.Unlock()
		if checks.active--; checks.active == 0 {
			_ = flag.Set("rapid.checks", checks.old)
		}
	})
	if n > checks.n {
		checks.n = n
		if err := flag.Set("rapid.checks", strconv.Itoa(n)); err != nil {
			t.Fatal(err)
		}
	}
}
