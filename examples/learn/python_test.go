package learn

import (
	"os"
	"os/exec"
	"testing"
)

// ciEnv names the environment variable .ci/run sets: there a missing
// python3 fails the test instead of skipping it.
const ciEnv = "RULEBOX_CI"

// TestPythonClient runs the Python client's unittest (test_rulebox_env.py)
// against this test binary as the server.
func TestPythonClient(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv(ciEnv) != "" {
			t.Fatalf("no python3 to run test_rulebox_env.py, and %s is set: %v", ciEnv, err)
		}
		t.Skip("no python3 on PATH to run test_rulebox_env.py (.ci/run installs it):", err)
	}
	// Reading the Python files makes go test's cache see a change of them.
	for _, file := range []string{"rulebox_env.py", "test_rulebox_env.py"} {
		if _, err := os.ReadFile(file); err != nil {
			t.Fatal(err)
		}
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(python, "-m", "unittest", "-v", "test_rulebox_env")
	cmd.Env = append(os.Environ(), serveEnv+"=1", "RULEBOX_ENV="+self)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the Python test failed: %v\n%s", err, out)
	}
	t.Logf("%s", out)
}
