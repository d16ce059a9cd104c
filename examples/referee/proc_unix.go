//go:build unix && !linux

package referee

import (
	"os"
	"os/exec"
	"syscall"
)

// isolationWorks is false: isolating a program needs Linux's namespaces.
const isolationWorks = false

// procAttr puts the program in a process group of its own.
func procAttr(uint32) *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }

// killGroup kills every process in the process group of p, which leads it.
func killGroup(p *os.Process) { _ = syscall.Kill(-p.Pid, syscall.SIGKILL) }

// awaitExit waits until c's program has exited, and reaps it: here no
// wait leaves it unreaped, so a killGroup after its exit could, if the
// system gave its id to a new process group in between, reach that group.
func awaitExit(c *exec.Cmd) (reaped bool) {
	_ = c.Wait()
	return true
}
