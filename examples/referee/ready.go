package referee

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/rulebox/rulebox/examples/game"
)

// DefaultReadyTime is how long a bot program has, from its start, to
// answer the "start" message with Ready, when Config.ReadyTime and
// Program.ReadyTime are 0. It is generous, for interpreters that take
// their time to load; it does not count against any move.
const DefaultReadyTime = 30 * time.Second

// Ready is the line a bot program sends once it has read the "start"
// message and is ready to play: exactly {"ready":true}. The referee sends
// no "move" message before it.
type Ready struct {
	Ready bool `json:"ready"` // true
}

// readyLine is Ready as a program sends it.
const readyLine = "{\"ready\":true}\n"

// ReadyError is a bot program that did not say it was ready: it did not
// send Ready in its ready time, sent another line first, or ended. It
// forfeits with a fault of kind Unready.
type ReadyError struct {
	Reason string // what the program did instead
}

// Error says what the program did instead of saying it was ready.
func (e *ReadyError) Error() string {
	return `no {"ready":true} answer to the start message: ` + e.Reason
}

// readier is a bot that must say it is ready before its first move, as
// External does.
type readier interface {
	WaitReady() error
}

// handshake waits, for every bot at once, until it is ready, and returns
// the fault of the first seat that is not.
func handshake[V any, M game.Move](bots []game.Bot[V, M]) *Fault {
	errs := make([]error, len(bots))
	var wg sync.WaitGroup
	for seat, b := range bots {
		if r, ok := b.(readier); ok {
			wg.Go(func() { errs[seat] = r.WaitReady() })
		}
	}
	wg.Wait()
	for seat, err := range errs {
		if err != nil {
			return &Fault{Player: game.Player(seat), Kind: Unready, Detail: err.Error()}
		}
	}
	return nil
}

// readyWait is a program's handshake, done once.
type readyWait struct {
	once     sync.Once
	err      error
	deadline time.Time     // the program's start and its ready time
	limit    time.Duration // its ready time
}

// wait reads pr's first line by the deadline and checks that it is Ready;
// it kills the program if not. Later calls return the first one's answer.
func (w *readyWait) wait(pr *process) error {
	w.once.Do(func() {
		w.err = w.read(pr)
		if w.err != nil {
			pr.kill()
		}
	})
	return w.err
}

// read reads and judges the first line.
func (w *readyWait) read(pr *process) error {
	t := time.NewTimer(time.Until(w.deadline))
	defer t.Stop()
	select {
	case l, ok := <-pr.lines:
		switch {
		case !ok:
			pr.awaitStderr()
			return &ReadyError{Reason: "the program ended its output" + pr.stderr.say()}
		case l.err != nil:
			return &ReadyError{Reason: fmt.Sprintf("a line longer than %d bytes", MaxLine)}
		}
		return checkReady(l.text)
	case <-t.C:
		return &ReadyError{Reason: fmt.Sprintf("none within the ready time, %v", w.limit) + pr.stderr.say()}
	}
}

// checkReady checks that text is the Ready line.
func checkReady(text string) error {
	var r Ready
	if err := decodeLine(text, &r); err != nil || !r.Ready {
		return &ReadyError{Reason: fmt.Sprintf("the program sent %s", quote(text))}
	}
	return nil
}

// quote quotes at most maxQuoted bytes of text.
func quote(text string) string {
	if len(text) > maxQuoted {
		return fmt.Sprintf("%q... (%d bytes)", text[:maxQuoted], len(text))
	}
	return fmt.Sprintf("%q", text)
}

// isReadyError reports whether err is a handshake's.
func isReadyError(err error) bool {
	var re *ReadyError
	return errors.As(err, &re)
}
