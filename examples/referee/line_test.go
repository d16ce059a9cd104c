package referee

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"
)

// readAll reads data's lines with a limit of max bytes, through a reader
// of the smallest buffer, so that lines cross buffers.
func readAll(data []byte, max int) (lines []string, err error) {
	lr := &lineReader{r: bufio.NewReaderSize(bytes.NewReader(data), 16), max: max}
	for {
		line, err := lr.next()
		if err != nil {
			return lines, err
		}
		lines = append(lines, string(line))
	}
}

func TestLineReader(t *testing.T) {
	for _, tc := range []struct {
		in    string
		max   int
		lines []string
		long  bool
	}{
		{"", 10, nil, false},
		{"a\nbc\n", 10, []string{"a", "bc"}, false},
		{"a\r\nb", 10, []string{"a", "b"}, false},
		{"\n\n", 10, []string{"", ""}, false},
		{strings.Repeat("x", 40) + "\n", 40, []string{strings.Repeat("x", 40)}, false},
		{strings.Repeat("x", 40) + "\r\n", 40, []string{strings.Repeat("x", 40)}, false},
		{"ok\n" + strings.Repeat("x", 41) + "\nnever read\n", 40, []string{"ok"}, true},
		{strings.Repeat("x", 41), 40, nil, true},
	} {
		lines, err := readAll([]byte(tc.in), tc.max)
		if tc.long != errors.Is(err, errLineTooLong) || !tc.long && err != io.EOF || strings.Join(lines, "|") != strings.Join(tc.lines, "|") {
			t.Errorf("%q, limit %d: lines %q, %v; want %q (too long: %v)", tc.in, tc.max, lines, err, tc.lines, tc.long)
		}
	}
}

// FuzzLineReader checks the line reader against splitting at newlines: the
// same lines, cut short at the first one over the limit.
func FuzzLineReader(f *testing.F) {
	f.Add([]byte("a\nbc\r\n\nlast"), uint8(2))
	f.Add([]byte(strings.Repeat("y", 100)+"\n"), uint8(99))
	f.Fuzz(func(t *testing.T, data []byte, max uint8) {
		lines, err := readAll(data, int(max))
		var want []string
		long := false
		pieces := strings.Split(string(data), "\n")
		if pieces[len(pieces)-1] == "" {
			pieces = pieces[:len(pieces)-1]
		}
		for _, p := range pieces {
			p = strings.TrimSuffix(p, "\r")
			if len(p) > int(max) {
				long = true
				break
			}
			want = append(want, p)
		}
		if long != errors.Is(err, errLineTooLong) || !long && err != io.EOF || strings.Join(lines, "\n") != strings.Join(want, "\n") || len(lines) != len(want) {
			t.Fatalf("%q, limit %d: lines %q, %v; want %q (too long: %v)", data, max, lines, err, want, long)
		}
	})
}

func TestAnswerErrorQuotesALongAnswerInPart(t *testing.T) {
	e := &AnswerError{Kind: Malformed, Answer: strings.Repeat("x", MaxLine), Reason: "not JSON"}
	if got := e.Error(); len(got) > 300 || !strings.Contains(got, "(1048576 bytes): not JSON") {
		t.Errorf("%d bytes: %.300s", len(got), got)
	}
}
