package earthexpress

import (
	"math/rand/v2"
	"runtime"
	"syscall"
	"testing"
)

// threadCPU is the CPU time the calling thread has used, in nanoseconds.
func threadCPU() int64 {
	var ru syscall.Rusage
	const rusageThread = 1 // RUSAGE_THREAD
	_ = syscall.Getrusage(rusageThread, &ru)
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// BenchmarkRandomGame4CPU is BenchmarkRandomGame4 also reporting the
// thread's CPU time a game (cpu-ns/op) and a decision (cpu-ns/decision):
// on a shared machine these hardly move while wall-clock time does.
func BenchmarkRandomGame4CPU(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	s0, err := New(Config{Players: 4, Seed: 1, Standard: true})
	if err != nil {
		b.Fatal(err)
	}
	r := rand.New(rand.NewPCG(1, 2))
	buf := make([]Move, 0, maxLegal)
	moves, games := 0, 0
	t0 := threadCPU()
	for b.Loop() {
		s := s0
		for !s.Over() {
			who := s.ToMove()
			buf = s.AppendLegalMoves(buf[:0], who[r.IntN(len(who))])
			s, _ = s.Apply(buf[r.IntN(len(buf))])
			moves++
		}
		games++
	}
	cpu := float64(threadCPU() - t0)
	b.ReportMetric(cpu/float64(games), "cpu-ns/op")
	b.ReportMetric(cpu/float64(moves), "cpu-ns/decision")
}

// BenchmarkBotLoopCPU is BenchmarkBotLoop also reporting the thread's CPU
// time a game and a decision.
func BenchmarkBotLoopCPU(b *testing.B) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	r, buf := pick(1), make([]Move, 0, 256)
	moves, games := 0, 0
	t0 := threadCPU()
	for b.Loop() {
		var n int
		buf, n = botGame(b, &r, buf)
		moves += n
		games++
	}
	cpu := float64(threadCPU() - t0)
	b.ReportMetric(cpu/float64(games), "cpu-ns/op")
	b.ReportMetric(cpu/float64(moves), "cpu-ns/decision")
}
