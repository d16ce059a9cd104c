//go:build !unix

package referee

import (
	"os"
	"os/exec"
	"syscall"
)

// isolationWorks is false: isolating a program needs Linux's namespaces.
const isolationWorks = false

// procAttr is nil: there are no process groups to make.
func procAttr(uint32) *syscall.SysProcAttr { return nil }

// killGroup kills p alone: without process groups its children are out
// of reach.
func killGroup(p *os.Process) { _ = p.Kill() }

// awaitExit waits until c's program has exited, and reaps it.
func awaitExit(c *exec.Cmd) (reaped bool) {
	_ = c.Wait()
	return true
}
