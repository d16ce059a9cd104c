package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// maxInput is the longest line, in bytes, that the person may type; a
// longer one is refused, and the game goes on.
const maxInput = 64 << 10

// errLongLine is a line over maxInput bytes.
var errLongLine = fmt.Errorf("a line longer than %d bytes: ignored", maxInput)

// lines reads the person's input line by line.
type lines struct{ r *bufio.Reader }

// next returns the next line without its newline (a last line without
// one counts), errLongLine for a line over maxInput bytes, which it reads
// to its end without keeping, or io.EOF after the last line.
func (l lines) next() (string, error) {
	var buf []byte
	long := false
	for {
		chunk, err := l.r.ReadSlice('\n')
		if !long {
			buf = append(buf, chunk...)
			long = len(bytes.TrimRight(buf, "\r\n")) > maxInput
		}
		switch {
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case err != nil && (!errors.Is(err, io.EOF) || len(buf) == 0 && !long):
			return "", err
		case long:
			return "", errLongLine
		}
		return string(bytes.TrimRight(buf, "\r\n")), nil
	}
}
