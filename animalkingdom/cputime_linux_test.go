package animalkingdom

import "syscall"

// threadCPU is the CPU time the calling thread has used, in nanoseconds.
func threadCPU() int64 {
	var ru syscall.Rusage
	const rusageThread = 1 // RUSAGE_THREAD
	_ = syscall.Getrusage(rusageThread, &ru)
	return ru.Utime.Nano() + ru.Stime.Nano()
}
