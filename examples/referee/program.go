package referee

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync"
	"time"
)

// CloseGrace is how long Close lets a bot program exit by itself once its
// input is closed, before killing it and its process group.
const CloseGrace = time.Second

// exitGrace is how long a bot program that closed its output is given to
// finish writing on standard error, for the record of its crash; and how
// long the output and standard error of a program that exited are read
// before they count as ended, whoever still holds them.
const exitGrace = 250 * time.Millisecond

// Program is a bot program and how the referee runs it.
type Program struct {
	Path string   // the program (found in PATH if it has no slash)
	Args []string // its arguments
	// UID, if not 0, isolates the program (Linux only; the referee must
	// be root): it runs in new user and PID namespaces, as root there
	// mapped to host user and group UID, with no other groups; the
	// program's file and its directories must be open to that user. Give
	// each bot its own UID: processes of one user can open each other's
	// /proc/PID/fd, and so read each other's messages.
	UID uint32
	// ReadyTime is how long the program has, from its start, to answer
	// the "start" message with Ready; 0: DefaultReadyTime.
	ReadyTime time.Duration
	// Stderr receives the program's standard error, each line prefixed
	// with its seat ("[P2] "); nil: the referee's own standard error. Use
	// io.Discard to drop it. The end of it is kept for the record of a
	// crash either way.
	Stderr io.Writer
}

// process is a running bot program and the goroutines that talk to it:
// one writes its input, one reads its output lines, one its standard
// error, and one waits for it to exit.
type process struct {
	cmd     *exec.Cmd
	in      *os.File    // the program's standard input, written by the writer
	out     *os.File    // its standard output, read by the reader
	errOut  *os.File    // its standard error, passed on by passStderr
	queue   chan []byte // lines for the writer; closed by close
	lines   chan line   // lines read; closed when the output ends
	quit    chan struct{}
	gone    chan struct{} // closed once the program has exited
	errDone chan struct{} // closed once its standard error has ended
	stderr  tail          // the end of its standard error
	ready   readyWait     // its answer to the start message
	reaped  bool          // set before gone is closed

	mu     sync.Mutex // guards closed and killed, and sending on queue
	closed bool
	killed bool // the group is killed and the program reaped: no pid to kill
}

// line is one line a program wrote, or errLineTooLong.
type line struct {
	text string
	err  error
}

// start starts p as seat's bot, with pipes for its standard input, output
// and error.
func start(p Program, seat string) (*process, error) {
	if p.UID != 0 && !isolationWorks {
		return nil, fmt.Errorf("bot %s: isolating a program as user %d needs Linux", p.Path, p.UID)
	}
	var ours, its [3]*os.File // the ends of its input, output and error
	for i := range ours {
		r, w, err := os.Pipe()
		if err != nil {
			closeAll(ours[:i])
			closeAll(its[:i])
			return nil, err
		}
		ours[i], its[i] = r, w
		if i == 0 { // its input: it reads, we write
			ours[i], its[i] = w, r
		}
	}
	cmd := exec.Command(p.Path, p.Args...)
	cmd.SysProcAttr = procAttr(p.UID)
	cmd.Stdin, cmd.Stdout, cmd.Stderr = its[0], its[1], its[2]
	err := cmd.Start()
	closeAll(its[:])
	if err != nil {
		closeAll(ours[:])
		if p.UID != 0 {
			return nil, fmt.Errorf("bot %s isolated as user %d (it needs root and user namespaces): %w", p.Path, p.UID, err)
		}
		return nil, fmt.Errorf("bot %s: %w", p.Path, err)
	}
	pr := &process{cmd: cmd, in: ours[0], out: ours[1], errOut: ours[2],
		queue: make(chan []byte, 16), lines: make(chan line, 1), quit: make(chan struct{}),
		gone: make(chan struct{}), errDone: make(chan struct{})}
	pr.ready.limit = readyTime(p.ReadyTime)
	pr.ready.deadline = time.Now().Add(pr.ready.limit)
	go pr.write()
	go pr.read()
	errTo := p.Stderr
	if errTo == nil {
		errTo = os.Stderr
	}
	go pr.readErr(errTo, seat)
	go pr.wait()
	return pr, nil
}

// closeAll closes the files.
func closeAll(fs []*os.File) {
	for _, f := range fs {
		_ = f.Close()
	}
}

// write writes the queued lines to the program's input until the queue
// is closed, then closes the input.
func (pr *process) write() {
	defer pr.in.Close()
	for l := range pr.queue {
		_, _ = pr.in.Write(l) // a program that has gone shows at the next read
	}
}

// send queues l for the program without waiting: a program that does not
// read its input has its lines dropped once the queue is full, and will
// not answer in time.
func (pr *process) send(l []byte) {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	if pr.closed {
		return
	}
	select {
	case pr.queue <- l:
	default:
	}
}

// read passes the program's output lines on until it ends, or until a
// line is too long, or until Close.
func (pr *process) read() {
	defer close(pr.lines)
	lr := &lineReader{r: bufio.NewReaderSize(pr.out, 64*1024), max: MaxLine}
	for {
		text, err := lr.next()
		var l line
		switch {
		case err == nil:
			l = line{text: string(text)}
		case errors.Is(err, errLineTooLong):
			l = line{err: err}
		default:
			return
		}
		select {
		case pr.lines <- l:
		case <-pr.quit:
			return
		}
		if l.err != nil {
			return
		}
	}
}

// readErr passes on what the program writes on standard error, and keeps
// its end.
func (pr *process) readErr(w io.Writer, seat string) {
	defer close(pr.errDone)
	passStderr(pr.errOut, w, seat, &pr.stderr)
}

// awaitStderr gives a program whose output has ended a moment to finish
// saying why on standard error.
func (pr *process) awaitStderr() {
	select {
	case <-pr.errDone:
	case <-time.After(exitGrace):
	}
}

// readyTime is d, or DefaultReadyTime if d is 0.
func readyTime(d time.Duration) time.Duration {
	if d <= 0 {
		return DefaultReadyTime
	}
	return d
}

// wait notes when the program has exited, and ends its seat then: it
// kills the program's process group (unless the program is reaped, and
// its id may be another's), and gives its output and standard error
// exitGrace to deliver what it wrote before they end, even if a process it
// started still holds them.
func (pr *process) wait() {
	reaped := awaitExit(pr.cmd)
	pr.mu.Lock()
	if !pr.killed && !reaped {
		killGroup(pr.cmd.Process)
	}
	pr.mu.Unlock()
	end := time.Now().Add(exitGrace)
	_ = pr.out.SetReadDeadline(end)
	_ = pr.errOut.SetReadDeadline(end)
	pr.reaped = reaped
	close(pr.gone)
}

// kill kills the program's process group at once, unless close has
// killed it already (and may have reaped it, freeing its id).
func (pr *process) kill() {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	if !pr.killed {
		killGroup(pr.cmd.Process)
	}
}

// close ends the program: it closes its input (after the lines queued),
// gives it CloseGrace to exit, then kills its process group, reaps it and
// closes the pipes once its standard error is passed on, so that no
// process of the group and no goroutine is left. No step waits longer
// than CloseGrace.
func (pr *process) close() {
	pr.mu.Lock()
	if pr.closed {
		pr.mu.Unlock()
		return
	}
	pr.closed = true
	close(pr.queue)
	close(pr.quit)
	pr.mu.Unlock()
	select {
	case <-pr.gone:
	case <-time.After(CloseGrace):
	}
	pr.mu.Lock()
	killGroup(pr.cmd.Process)
	pr.killed = true // before the reaping that frees its id
	pr.mu.Unlock()
	expired := make(chan struct{})
	limit := time.AfterFunc(CloseGrace, func() { close(expired) })
	defer limit.Stop()
	select {
	case <-pr.gone:
		if !pr.reaped {
			_ = pr.cmd.Wait()
		}
	case <-expired:
	}
	select { // the last lines of its standard error, passed on
	case <-pr.errDone:
	case <-expired:
	}
	closeAll([]*os.File{pr.in, pr.out, pr.errOut})
}
