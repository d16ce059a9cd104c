package learn

import (
	"fmt"
	"os"
	"testing"
)

// serveEnv names the environment variable that makes the test binary the
// environment server (as cmd/env), so the Python test can start it.
const serveEnv = "RULEBOX_LEARN_SERVE"

func TestMain(m *testing.M) {
	if os.Getenv(serveEnv) == "1" {
		if err := Serve(os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "env:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}
