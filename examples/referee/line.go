package referee

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strings"
)

// MaxLine is the longest line, in bytes without its newline, that the
// referee reads from a bot program. A longer line is a malformed answer:
// the bot forfeits, and the rest of the line is never read.
const MaxLine = 1 << 20

// errLineTooLong is a line longer than the reader's limit.
var errLineTooLong = errors.New("line too long")

// lineReader reads lines of at most max bytes (without the newline and a
// carriage return before it). A last line without a newline counts.
type lineReader struct {
	r      *bufio.Reader
	max    int
	buf    []byte
	broken bool // a line was too long: read no more
}

// next returns the next line, io.EOF after the last, or errLineTooLong for
// a line over the limit, after which it reads no more.
func (lr *lineReader) next() ([]byte, error) {
	if lr.broken {
		return nil, errLineTooLong
	}
	lr.buf = lr.buf[:0]
	for {
		chunk, err := lr.r.ReadSlice('\n')
		lr.buf = append(lr.buf, chunk...)
		if len(bytes.TrimSuffix(bytes.TrimSuffix(lr.buf, []byte("\n")), []byte("\r"))) > lr.max {
			lr.broken = true
			return nil, errLineTooLong
		}
		switch {
		case err == nil:
			return dropCR(lr.buf[:len(lr.buf)-1]), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(lr.buf) > 0:
			return dropCR(lr.buf), nil
		}
		return nil, err
	}
}

// dropCR drops a carriage return ending line.
func dropCR(line []byte) []byte { return bytes.TrimSuffix(line, []byte("\r")) }

// decodeLine reads line into v: it must be exactly one JSON value, spaces
// aside, with no key v lacks. Anything after the value, even another
// value, makes the line malformed.
func decodeLine(line string, v any) error {
	dec := json.NewDecoder(strings.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return errors.New("more after the JSON value")
	}
	return nil
}
