package gametest

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
)

// Told is the JSON of the events evs as viewer is told them (Event.For).
func Told[E engine.Event[E]](evs []E, viewer engine.Player) string {
	var out []E
	for _, e := range evs {
		if e, ok := e.For(viewer); ok {
			out = append(out, e)
		}
	}
	data, _ := json.Marshal(out)
	return string(data)
}

// CheckHidden checks a pair of positions a and b that differ only in the
// hidden part named part, reached by the events evA and evB: each viewer
// sees them alike (View JSON) and is told their events alike, before and
// after each move of then (notation, read by parse), which must not reveal
// the part. It fails when a and b are the same, which would test nothing.
func CheckHidden[S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](
	t testing.TB, part string, a, b S, evA, evB []E, then []string, parse func(S, string) (M, error), viewers ...engine.Player) {
	t.Helper()
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if bytes.Equal(ja, jb) {
		t.Fatalf("%s: the two states are the same", part)
	}
	for step := 0; ; step++ {
		for _, p := range viewers {
			va, _ := json.Marshal(a.View(p))
			vb, _ := json.Marshal(b.View(p))
			if !bytes.Equal(va, vb) {
				t.Errorf("%s, after %d moves: %v sees\n%s\nin one state and\n%s\nin the other", part, step, p, va, vb)
			}
			if ta, tb := Told(evA, p), Told(evB, p); ta != tb {
				t.Errorf("%s, after %d moves: %v is told\n%s\nin one game and\n%s\nin the other", part, step, p, ta, tb)
			}
		}
		if step == len(then) {
			return
		}
		a, evA = applyNotation(t, a, then[step], parse)
		b, evB = applyNotation(t, b, then[step], parse)
	}
}

// applyNotation applies the move text names in s, with its events.
func applyNotation[S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](t testing.TB, s S, text string, parse func(S, string) (M, error)) (S, []E) {
	t.Helper()
	m, err := parse(s, text)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	next, evs, err := s.ApplyEvents(m)
	if err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return next, evs
}
