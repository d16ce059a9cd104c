package referee

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strings"
	"sync"
)

// maxErrLine is the longest piece of a bot program's standard error passed
// on as one line; a longer line is passed on in pieces, each prefixed.
const maxErrLine = 4096

// errMu serialises the lines of every bot program's standard error, so
// that lines of two programs written to one place never mix.
var errMu sync.Mutex

// passStderr copies the program's standard error, line by line, to w,
// each line prefixed with "[SEAT] ", and keeps its end in keep for the
// record of a crash. It returns at the end of r.
func passStderr(r io.Reader, w io.Writer, seat string, keep *tail) {
	br := bufio.NewReaderSize(r, maxErrLine)
	prefix := "[" + seat + "] "
	var out []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(chunk) > 0 {
			_, _ = keep.Write(chunk)
			text := dropCR(bytes.TrimSuffix(chunk, []byte("\n")))
			out = append(append(append(out[:0], prefix...), text...), '\n')
			errMu.Lock()
			_, _ = w.Write(out) // a place that refuses lines must not stop the bot
			errMu.Unlock()
		}
		if err != nil && !errors.Is(err, bufio.ErrBufferFull) {
			return
		}
	}
}

// tail keeps the last kilobyte written to it.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

// Write keeps p, dropping what is more than a kilobyte old.
func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 1024 {
		t.buf = t.buf[len(t.buf)-1024:]
	}
	return len(p), nil
}

// say is what the program wrote on standard error, for an error message.
func (t *tail) say() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if s := strings.TrimSpace(string(t.buf)); s != "" {
		return ": " + s
	}
	return ""
}
