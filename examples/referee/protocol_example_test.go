package referee_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"testing"
)

// sent is a message a real match sent: its line, and the line read.
type sent struct {
	line string
	msg  map[string]any
}

// checkReal fails the test unless the example message msg is one that a
// real match of games sent, as PROTOCOL.md shows it: every value as sent,
// but for long arrays (of more than five elements) cut to their first
// three. An example a
// match would not send (a view showing what its seat may not see, say)
// fails, naming where the real message nearest to it differs.
func checkReal(t *testing.T, section string, msg map[string]any, games map[string]seen) {
	t.Helper()
	typ := msg["type"].(string)
	var nearest []string
	var line string
	for _, name := range slices.Sorted(maps.Keys(games)) {
		for _, real := range games[name].msgs[typ] {
			var diffs []string
			differ(msg, real.msg, "", &diffs)
			if len(diffs) == 0 {
				return
			}
			if nearest == nil || len(diffs) < len(nearest) {
				nearest, line = diffs, real.line
			}
		}
	}
	if len(nearest) > 3 {
		nearest = append(nearest[:3], fmt.Sprintf("and %d more", len(nearest)-3))
	}
	t.Errorf("PROTOCOL.md, section %s: the example %q message is not one a real match sent (with arrays of more than five elements cut to their first three); the nearest real one differs: %v; as an example it reads:\n%s", section, typ, nearest, cut([]byte(line)))
}

// cut writes the JSON value v with every array of more than five elements
// cut to its first three, keys in their order.
func cut(v []byte) []byte {
	v = bytes.TrimSpace(v)
	var out bytes.Buffer
	switch {
	case len(v) > 0 && v[0] == '[':
		var elems []json.RawMessage
		_ = json.Unmarshal(v, &elems)
		out.WriteByte('[')
		if len(elems) > 5 {
			elems = elems[:3]
		}
		for i, e := range elems {
			if i > 0 {
				out.WriteByte(',')
			}
			out.Write(cut(e))
		}
		out.WriteByte(']')
	case len(v) > 0 && v[0] == '{':
		dec := json.NewDecoder(bytes.NewReader(v))
		_, _ = dec.Token()
		out.WriteByte('{')
		for i := 0; dec.More(); i++ {
			key, _ := dec.Token()
			var val json.RawMessage
			_ = dec.Decode(&val)
			k, _ := json.Marshal(key)
			if i > 0 {
				out.WriteByte(',')
			}
			out.Write(k)
			out.WriteByte(':')
			out.Write(cut(val))
		}
		out.WriteByte('}')
	default:
		out.Write(v)
	}
	return out.Bytes()
}

// differ adds to diffs where example differs from the real value at path:
// an array of the example has the real one's elements, all of them or,
// of more than five, the first three; every other value is as it is.
func differ(example, real any, path string, diffs *[]string) {
	switch e := example.(type) {
	case map[string]any:
		r, ok := real.(map[string]any)
		if !ok {
			*diffs = append(*diffs, fmt.Sprintf("%s: an object, real %s", path, kindOf(real)))
			return
		}
		for _, k := range slices.Sorted(maps.Keys(e)) {
			if _, ok := r[k]; !ok {
				*diffs = append(*diffs, fmt.Sprintf("%s.%s: not in the real one", path, k))
				continue
			}
			differ(e[k], r[k], path+"."+k, diffs)
		}
		for _, k := range slices.Sorted(maps.Keys(r)) {
			if _, ok := e[k]; !ok {
				*diffs = append(*diffs, fmt.Sprintf("%s.%s: missing (real %s)", path, k, short(fmt.Sprint(r[k]))))
			}
		}
	case []any:
		r, ok := real.([]any)
		if !ok {
			*diffs = append(*diffs, fmt.Sprintf("%s: an array, real %s", path, kindOf(real)))
			return
		}
		if len(e) != len(r) && !(len(e) == 3 && len(r) > 5) {
			*diffs = append(*diffs, fmt.Sprintf("%s: %d elements, real %d", path, len(e), len(r)))
			return
		}
		for i := range e {
			differ(e[i], r[i], fmt.Sprintf("%s[%d]", path, i), diffs)
		}
	default:
		if example != real {
			*diffs = append(*diffs, fmt.Sprintf("%s: %s, real %s", path, short(fmt.Sprintf("%#v", example)), short(fmt.Sprintf("%#v", real))))
		}
	}
}

// offered reports whether some real move message of games offered move.
func offered(games map[string]seen, move string) bool {
	for _, s := range games {
		for _, m := range s.msgs["move"] {
			legal, _ := m.msg["legal"].([]any)
			if slices.Contains(legal, any(move)) {
				return true
			}
		}
	}
	return false
}
