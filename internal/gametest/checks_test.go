package gametest

import (
	"flag"
	"strconv"
	"testing"
)

// TestChecksWhileOthersRun: tests that call Checks with different numbers
// and run at once (in parallel, or one inside another as here) share
// -rapid.checks: while any of them runs it holds the most any asked for,
// and once the last ends its old value.
func TestChecksWhileOthersRun(t *testing.T) {
	f := flag.Lookup("rapid.checks")
	old := f.Value.String()
	// set is what the flag should hold once a test asked for n: n, five
	// times n under -short, and the flag left as it was when -rapid.checks
	// is given (userChecks, known once Checks has run).
	set := func(n int) string {
		switch {
		case userChecks:
			return old
		case testing.Short():
			return strconv.Itoa(5 * n)
		}
		return strconv.Itoa(n)
	}
	want := func(t *testing.T, when string, n int) {
		t.Helper()
		if got, w := f.Value.String(), set(n); got != w {
			t.Errorf("%s: the flag says %q, want %q", when, got, w)
		}
	}
	t.Run("3", func(t *testing.T) {
		Checks(t, 3, 3)
		want(t, "3 asked for", 3)
		t.Run("7", func(t *testing.T) {
			Checks(t, 7, 7)
			want(t, "7 asked for while 3 runs", 7)
			t.Run("5", func(t *testing.T) {
				Checks(t, 5, 5)
				want(t, "5 asked for while 3 and 7 run", 7)
			})
		})
		want(t, "7 ended while 3 runs", 7)
	})
	if got := f.Value.String(); got != old {
		t.Errorf("every test ended: the flag says %q, want %q", got, old)
	}
}
