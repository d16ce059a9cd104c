package carddata

import (
	"bytes"
	"strings"
	"unicode/utf8"
)

// unquotedColour finds the first line of a card file whose value is an
// unquoted ability starting with its colour: "ability: [yellow] gain 2
// growth" or "- [brown] score 3 vp / terrain". YAML reads the "[...]" as a
// list and the rest as stray text, a syntax error that does not say why.
// It returns where the value starts (without a file) and the value.
func unquotedColour(data []byte) (Pos, string, bool) {
	for i, line := range bytes.Split(data, []byte("\n")) {
		text := string(line)
		start := valueStart(text)
		value := strings.TrimRight(text[start:], " \t\r")
		if isColourThenText(value) {
			col := utf8.RuneCountInString(text[:start]) + 1
			return Pos{Line: i + 1, Col: col}, value, true
		}
	}
	return Pos{}, "", false
}

// valueStart is the byte offset where a line's value starts: after its
// indentation, any "- " list markers and a "key: " prefix.
func valueStart(line string) int {
	i := 0
	for {
		for i < len(line) && (line[i] == ' ' || line[i] == '\t') {
			i++
		}
		if strings.HasPrefix(line[i:], "- ") {
			i += 2
			continue
		}
		break
	}
	if k := strings.Index(line[i:], ": "); k > 0 && !strings.ContainsAny(line[i:i+k], "[]{}\"'#") {
		i += k + 2
		for i < len(line) && line[i] == ' ' {
			i++
		}
	}
	return i
}

// isColourThenText reports "[word] more text": a bracketed word followed
// by something that is not a comment.
func isColourThenText(value string) bool {
	if !strings.HasPrefix(value, "[") {
		return false
	}
	end := strings.IndexByte(value, ']')
	if end < 2 || strings.ContainsAny(value[1:end], " ,[{") {
		return false
	}
	rest := strings.TrimSpace(value[end+1:])
	return rest != "" && !strings.HasPrefix(rest, "#")
}
