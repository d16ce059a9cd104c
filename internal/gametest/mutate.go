package gametest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"

	"pgregory.net/rapid"
)

// checkMutant changes one value of s's JSON, drawn at random, and decodes
// the result. A game may refuse the mutant; one it accepts must be a
// position that can be played: it passes the invariants and every per-step
// check, and random play from it reaches the end without a state the
// invariants refuse or a step where nobody can move.
func (spec Spec[C, S, M, V, E]) checkMutant(t *rapid.T, s S) {
	doc, text := mutate(t, snapshot(t, s))
	var m S
	if err := json.Unmarshal(doc, &m); err != nil {
		return
	}
	if err := spec.Invariants(m); err != nil {
		t.Fatalf("mutant accepted by JSON decoding breaks an invariant: %v\nmutation: %s", err, text)
	}
	if err := Live(m); err != nil {
		t.Fatalf("mutant accepted by JSON decoding cannot be played: %v\nmutation: %s", err, text)
	}
	spec.checkStep(t, m)
	rnd := rand.New(rand.NewPCG(rapid.Uint64().Draw(t, "mutant playout seed"), 0))
	var buf []M
	for n := 0; !m.Over(); n++ {
		if n >= 2*spec.MaxMoves {
			t.Fatalf("mutant not over after %d moves\nmutation: %s", n, text)
		}
		who := m.ToMove()
		p := who[rnd.IntN(len(who))]
		buf = m.AppendLegalMoves(buf[:0], p)
		mv := buf[rnd.IntN(len(buf))]
		next, err := m.Apply(mv)
		if err != nil {
			t.Fatalf("mutant: legal move %v refused: %v\nmutation: %s", mv, err, text)
		}
		if err := spec.Invariants(next); err != nil {
			t.Fatalf("mutant: %v led to a state that breaks an invariant: %v\nmutation: %s", mv, err, text)
		}
		if err := Live(next); err != nil {
			t.Fatalf("mutant: %v led to a state that cannot be played: %v\nmutation: %s", mv, err, text)
		}
		m = next
	}
}

// mutate returns doc with one value changed, and a description of the
// change. Numbers, strings, booleans and nulls are replaced; arrays and
// objects lose, repeat or empty their elements.
func mutate(t *rapid.T, doc []byte) ([]byte, string) {
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var root any
	if err := dec.Decode(&root); err != nil {
		t.Fatalf("state JSON does not decode: %v", err)
	}
	var spots []spot
	var strs []string
	collect(root, "", func(v any) { root = v }, 0, &spots, &strs)
	at := rapid.SampledFrom(spots).Draw(t, "value to mutate")
	v := rapid.SampledFrom(replacements(at.v, distinct(strs), 0)).Draw(t, "new value")
	at.set(v)
	out, err := json.Marshal(root)
	if err != nil {
		t.Fatalf("mutant JSON: %v", err)
	}
	return out, at.path + describe(at.v, v)
}

// describe says how v replaces old: the key an object lost, or the new
// value.
func describe(old, v any) string {
	if o, ok := old.(map[string]any); ok {
		if m, ok := v.(map[string]any); ok && len(m) > 0 {
			for k := range o {
				if _, kept := m[k]; !kept {
					return " without " + strconv.Quote(k)
				}
			}
		}
	}
	return " = " + short(v)
}

// Mutants calls f with every document that differs from doc by one value
// changed in one of the ways the mutation check draws from, and a
// description of the change, until f returns false. It is for tests that
// try every mutant of a few states instead of one mutant of many. In an
// array longer than mutantElements only that many elements, spread from
// its first to its last, are changed, dropped or repeated, and a string
// is replaced by mutantStrings of the document's strings spread over
// them in sorted order: the mutants grow with the document's shape, not
// with the length of its lists.
func Mutants(doc []byte, f func(mutant []byte, change string) bool) error {
	dec := json.NewDecoder(bytes.NewReader(doc))
	dec.UseNumber()
	var root any
	if err := dec.Decode(&root); err != nil {
		return fmt.Errorf("gametest: the document does not decode: %w", err)
	}
	var spots []spot
	var strs []string
	collect(root, "", func(v any) { root = v }, mutantElements, &spots, &strs)
	others := spread(distinct(strs), mutantStrings)
	for _, at := range spots {
		for _, v := range replacements(at.v, others, mutantElements) {
			at.set(v)
			out, err := json.Marshal(root)
			at.set(at.v)
			if err != nil {
				return fmt.Errorf("gametest: mutant %s: %w", at.path, err)
			}
			if !f(out, at.path+describe(at.v, v)) {
				return nil
			}
		}
	}
	return nil
}

// spot is a value in a decoded JSON document, and how to replace it.
type spot struct {
	path string
	v    any
	set  func(any)
}

// collect lists v and every value under it, depth first, with every string
// it holds. Object keys are visited in sorted order so that a draw names
// the same value on every run.
func collect(v any, path string, set func(any), most int, spots *[]spot, strs *[]string) {
	*spots = append(*spots, spot{path, v, set})
	switch x := v.(type) {
	case map[string]any:
		for _, k := range slices.Sorted(maps.Keys(x)) {
			collect(x[k], path+"."+k, func(v any) { x[k] = v }, most, spots, strs)
		}
	case []any:
		for _, i := range elements(len(x), most) {
			collect(x[i], fmt.Sprintf("%s[%d]", path, i), func(v any) { x[i] = v }, most, spots, strs)
		}
	case string:
		*strs = append(*strs, x)
	}
}

// replacements lists the values a mutation may put in v's place: numbers
// off by one, zero, negative and large; the strings others;
// the other boolean; a container with an element dropped or repeated.
func replacements(v any, others []any, most int) []any {
	switch x := v.(type) {
	case json.Number:
		n, _ := x.Int64()
		return []any{n + 1, n - 1, 0, -1, 7, 255, 256, 1 << 31, "x"}
	case string:
		return append([]any{"", x + "x", 0}, others...)
	case bool:
		return []any{!x, 0}
	case nil:
		return []any{0, 1, "", true, []any{}}
	case []any:
		out := []any{[]any{}, nil}
		for _, i := range elements(len(x), most) {
			out = append(out, slices.Delete(slices.Clone(x), i, i+1), slices.Insert(slices.Clone(x), i, x[i]))
		}
		return out
	case map[string]any:
		out := []any{map[string]any{}, nil}
		for _, k := range slices.Sorted(maps.Keys(x)) {
			m := maps.Clone(x)
			delete(m, k)
			out = append(out, m)
		}
		return out
	}
	return []any{nil}
}

// mutantStrings is how many of a document's strings Mutants puts in the
// place of each string, and mutantElements how many elements of an array
// it changes.
const (
	mutantStrings  = 12
	mutantElements = 6
)

// elements lists the indexes of an array of n elements to mutate: all of
// them when most is 0 or n is at most most, else most of them spread
// from the first to the last.
func elements(n, most int) []int {
	out := make([]int, 0, n)
	if most <= 0 || n <= most {
		for i := range n {
			out = append(out, i)
		}
		return out
	}
	for i := range most {
		out = append(out, i*(n-1)/(most-1))
	}
	return out
}

// spread is at most n values of list, evenly spaced from its first to its
// last.
func spread(list []any, n int) []any {
	if len(list) <= n {
		return list
	}
	out := make([]any, n)
	for i := range out {
		out[i] = list[i*(len(list)-1)/(n-1)]
	}
	return out
}

// distinct is strs sorted, without repeats, as values.
func distinct(strs []string) []any {
	strs = slices.Compact(slices.Sorted(slices.Values(strs)))
	out := make([]any, len(strs))
	for i, s := range strs {
		out[i] = s
	}
	return out
}

// short is v's JSON, cut to a readable length.
func short(v any) string {
	b, _ := json.Marshal(v)
	if len(b) > 80 {
		return string(b[:77]) + "..."
	}
	return string(b)
}
