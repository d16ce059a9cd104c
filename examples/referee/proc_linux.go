package referee

import (
	"errors"
	"os"
	"os/exec"
	"syscall"
	"unsafe"
)

// isolationWorks is true where a program can be isolated (Linux).
const isolationWorks = true

// procAttr puts the program in a process group of its own and, if uid is
// not 0, in new user and PID namespaces where it runs as root mapped to
// host user and group uid, with no supplementary groups. The first
// process of a PID namespace takes every other in it down when it ends.
func procAttr(uid uint32) *syscall.SysProcAttr {
	a := &syscall.SysProcAttr{Setpgid: true}
	if uid != 0 {
		a.Cloneflags = syscall.CLONE_NEWUSER | syscall.CLONE_NEWPID
		a.UidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: int(uid), Size: 1}}
		a.GidMappings = []syscall.SysProcIDMap{{ContainerID: 0, HostID: int(uid), Size: 1}}
		a.GidMappingsEnableSetgroups = true
		a.Credential = &syscall.Credential{Uid: 0, Gid: 0, Groups: []uint32{}}
	}
	return a
}

// killGroup kills every process in the process group of p, which leads it.
func killGroup(p *os.Process) {
	_ = syscall.Kill(-p.Pid, syscall.SIGKILL)
}

// awaitExit waits until c's program has exited. It leaves the process
// unreaped, so that its id, and so its process group's, cannot be given
// to another process before killGroup; it reports whether it had to reap
// it after all (where waiting without reaping fails).
func awaitExit(c *exec.Cmd) (reaped bool) {
	const pPID, wEXITED, wNOWAIT = 1, 4, 0x1000000
	var info [128]byte // a siginfo_t
	for {
		_, _, e := syscall.Syscall6(syscall.SYS_WAITID, pPID, uintptr(c.Process.Pid), uintptr(unsafe.Pointer(&info)), wEXITED|wNOWAIT, 0, 0)
		if e == 0 {
			return false
		}
		if !errors.Is(e, syscall.EINTR) {
			_ = c.Wait()
			return true
		}
	}
}
