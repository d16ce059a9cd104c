package gametest

import (
	"flag"
	"testing"
)

// TestChecksWhileOthersRun: tests that call Checks with different numbers
// and run at once (in parallel, or one inside another as here) share
// -rapid.checks: while any of them runs it holds the most any asked for,
// and once the last ends its old value.
func TestChecksWhileOthersRun(t *testing.T) {
	if userChecks || testing.Short() {
		t.Skip("-rapid.checks or -short given: Checks leaves the flag or multiplies it")
	}
	f := flag.Lookup("rapid.checks")
	old := f.Value.String()
	want := func(t *testing.T, when, n string) {
		t.Helper()
		if got := f.Value.String(); got != n {
			t.Errorf("%s: the flag says %q, want %q", when, got, n)
		}
	}
	t.Run("3", func(t *testing.T) {
		Checks(t, 3, 3)
		want(t, "3 asked for", "3")
		t.Run("7", func(t *testing.T) {
			Checks(t, 7, 7)
			want(t, "7 asked for while 3 runs", "7")
			t.Run("5", func(t *testing.T) {
				Checks(t, 5, 5)
				want(t, "5 asked for while 3 and 7 run", "7")
			})
		})
		want(t, "7 ended while 3 runs", "7")
	})
	want(t, "every test ended", old)
}
