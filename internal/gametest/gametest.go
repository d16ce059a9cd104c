package gametest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"

	"github.com/google/go-cmp/cmp"
	"github.com/rulebox/rulebox/internal/engine"
	"pgregory.net/rapid"
)

// The harness checks games against the contract every game package
// satisfies, defined once in internal/engine (and named for users by
// examples/game): S is the state type, M its move, V its view and E its
// event.

// Spec tells the harness how to make and read one game. C is its config.
type Spec[C any, S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]] struct {
	// Config draws a config to play (player count, mode, seed).
	Config func(t *rapid.T) C
	// New starts a game.
	New func(C) (S, error)
	// ParseMove reads a move's notation in a state.
	ParseMove func(s S, text string) (M, error)
	// Candidates lists moves for p to try in s, legal or not; the harness
	// checks that exactly the listed legal ones apply. It should cover the
	// whole move space of the current step.
	Candidates func(s S, p engine.Player) []M
	// Invariants checks the game's conservation rules.
	Invariants func(s S) error
	// ErrIllegal is the sentinel refused moves match with errors.Is.
	ErrIllegal error
	// MaxMoves bounds the length of a game.
	MaxMoves int
}

// missing names the first of the Spec's fields that Run needs and that is
// not set, or is "".
func (spec Spec[C, S, M, V, E]) missing() string {
	switch {
	case spec.Config == nil:
		return "Config"
	case spec.New == nil:
		return "New"
	case spec.ParseMove == nil:
		return "ParseMove"
	case spec.Candidates == nil:
		return "Candidates"
	case spec.Invariants == nil:
		return "Invariants"
	case spec.ErrIllegal == nil:
		return "ErrIllegal"
	case spec.MaxMoves <= 0:
		return "MaxMoves (above 0)"
	}
	return ""
}

// Run plays random games under rapid and checks every property listed in the
// package documentation after every step. A Spec missing one of its
// functions, or its MaxMoves, fails t at once.
func Run[C any, S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](t rapid.TB, spec Spec[C, S, M, V, E]) {
	t.Helper()
	if missing := spec.missing(); missing != "" {
		t.Fatalf("gametest: the Spec has no %s", missing)
		return
	}
	rapid.Check(t, func(rt *rapid.T) {
		cfg := spec.Config(rt)
		s, err := spec.New(cfg)
		if err != nil {
			rt.Fatalf("New(%+v): %v", cfg, err)
		}
		var record []string
		mutateAt := rapid.IntRange(0, spec.MaxMoves).Draw(rt, "step whose state is mutated")
		for n := 0; !s.Over(); n++ {
			if n >= spec.MaxMoves {
				rt.Fatalf("game not over after %d moves: %v", n, record)
			}
			spec.checkStep(rt, s)
			if n == mutateAt {
				spec.checkMutant(rt, s)
			}
			m := spec.draw(rt, s)
			record = append(record, m.String())
			if s, err = s.Apply(m); err != nil {
				rt.Fatalf("after %v: legal move %v refused: %v", record[:len(record)-1], m, err)
			}
		}
		spec.checkStep(rt, s)
		if len(record) < mutateAt {
			spec.checkMutant(rt, s)
		}
		spec.checkReplay(rt, cfg, record, s)
	})
}

// draw picks a player to move and one of their legal moves.
func (spec Spec[C, S, M, V, E]) draw(t *rapid.T, s S) M {
	who := s.ToMove()
	if len(who) == 0 {
		t.Fatalf("game not over but nobody is to move")
	}
	p := rapid.SampledFrom(who).Draw(t, "player")
	legal := s.AppendLegalMoves(nil, p)
	if len(legal) == 0 {
		t.Fatalf("%v is to move but has no legal moves", p)
	}
	return rapid.SampledFrom(legal).Draw(t, "move")
}

// checkStep runs every per-state check.
func (spec Spec[C, S, M, V, E]) checkStep(t *rapid.T, s S) {
	if err := spec.Invariants(s); err != nil {
		t.Fatalf("invariant broken: %v", err)
	}
	if err := Live(s); err != nil {
		t.Fatalf("%v", err)
	}
	roundTrip(t, "state", s)
	before := snapshot(t, s)
	for _, p := range playersChecked(t, s) {
		spec.checkMoves(t, s, p, before)
		spec.checkView(t, s, p)
	}
	if after := snapshot(t, s); !bytes.Equal(before, after) {
		t.Fatalf("state changed by reading or applying moves:\nbefore %s\nafter  %s", before, after)
	}
}

// playersChecked are the players whose moves and view a step checks:
// every player in the long runs, in games of up to quickPlayers players
// and once the game is over; in the quick run's larger games, the players
// to move and one other drawn at random, which over a game still checks
// every player's moves and view many times.
func playersChecked[S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](t *rapid.T, s S) []engine.Player {
	all, who := s.Players(), s.ToMove()
	if Long() || len(all) <= quickPlayers || len(who) == 0 {
		return all
	}
	var others []engine.Player
	for _, p := range all {
		if !slices.Contains(who, p) {
			others = append(others, p)
		}
	}
	checked := slices.Clone(who)
	if len(others) > 0 {
		checked = append(checked, rapid.SampledFrom(others).Draw(t, "player not to move checked"))
	}
	return checked
}

// quickPlayers is the most players a game may have for the quick run to
// check every one of them at every step.
const quickPlayers = 2

// Live says why s cannot be played on, or returns nil: a game that is not
// over has someone to move, every player to move is a player of the game
// with a legal move, and nobody is to move in a game that is over.
func Live[S engine.State[S, M, V, E], M engine.Move, V engine.View[S, M], E engine.Event[E]](s S) error {
	who := s.ToMove()
	if s.Over() {
		if len(who) > 0 {
			return fmt.Errorf("game over but %v are to move", who)
		}
		return nil
	}
	if len(who) == 0 {
		return errors.New("game not over but nobody is to move")
	}
	for _, p := range who {
		if !slices.Contains(s.Players(), p) {
			return fmt.Errorf("%v is to move but is not a player of the game %v", p, s.Players())
		}
		if len(s.AppendLegalMoves(nil, p)) == 0 {
			return fmt.Errorf("%v is to move but has no legal moves", p)
		}
	}
	return nil
}

// checkMoves applies every legal and candidate move of p and checks that the
// listed ones, and only those, apply, leaving the parent (whose snapshot
// is parent) and siblings alone.
func (spec Spec[C, S, M, V, E]) checkMoves(t *rapid.T, s S, p engine.Player, parent []byte) {
	legal := s.AppendLegalMoves(nil, p)
	if !slices.Contains(s.ToMove(), p) && len(legal) > 0 {
		t.Fatalf("%v is not to move but has legal moves %v", p, legal)
	}
	type child struct {
		m    M
		s    S
		snap []byte
	}
	var children []child
	keep := siblingsKept(t, len(legal))
	for i, m := range legal {
		if slices.Index(legal, m) != i {
			t.Fatalf("legal move %v listed twice", m)
		}
		spec.checkNotation(t, s, m)
		c, err := s.Apply(m)
		if err != nil {
			t.Fatalf("listed legal move %v refused: %v", m, err)
		}
		if keep(i) {
			children = append(children, child{m, c, snapshot(t, c)})
		}
	}
	candidates := spec.Candidates(s, p)
	// one refused move per step, drawn at random, has the state it returns
	// compared in full; snapshotting every one would be slow
	deep := rapid.IntRange(0, max(0, len(candidates)-1)).Draw(t, "refused move to compare")
	for i, m := range candidates {
		if slices.Contains(legal, m) {
			continue
		}
		got, err := s.Apply(m)
		switch {
		case err == nil:
			t.Fatalf("unlisted move %v applied; legal moves are %v", m, legal)
		case !errors.Is(err, spec.ErrIllegal):
			t.Fatalf("unlisted move %v refused with %v, which is not the illegal-move error", m, err)
		case i == deep && !bytes.Equal(parent, snapshot(t, got)):
			t.Fatalf("refused move %v returned a changed state", m)
		}
	}
	if got := snapshot(t, s); !bytes.Equal(parent, got) {
		t.Fatalf("applying moves changed the parent state")
	}
	for _, c := range children {
		if got := snapshot(t, c.s); !bytes.Equal(c.snap, got) {
			t.Fatalf("the state after %v changed when its siblings were made", c.m)
		}
	}
}

// quickSiblings is how many of a step's children the quick run keeps a
// snapshot of, to check that making their siblings left them as they were.
const quickSiblings = 8

// siblingsKept says which of a step's n children (the states its legal
// moves make) are snapshotted and compared once all n are made: every one
// in the long runs; in the quick run about quickSiblings of them, every
// k-th from an offset drawn at random, as snapshotting every child of
// Earth's many plantings is most of a quick run's time.
func siblingsKept(t *rapid.T, n int) func(i int) bool {
	if Long() || n <= quickSiblings {
		return func(int) bool { return true }
	}
	step := (n + quickSiblings - 1) / quickSiblings
	off := rapid.IntRange(0, step-1).Draw(t, "first sibling kept")
	return func(i int) bool { return i%step == off }
}

// checkNotation checks that m's notation parses back to m in s, and that m
// round-trips through JSON.
func (spec Spec[C, S, M, V, E]) checkNotation(t *rapid.T, s S, m M) {
	back, err := spec.ParseMove(s, m.String())
	if err != nil {
		t.Fatalf("ParseMove(%q): %v", m.String(), err)
	}
	if back != m {
		t.Fatalf("ParseMove(%q) = %+v, want %+v", m.String(), back, m)
	}
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatalf("json.Marshal(%v): %v", m, err)
	}
	var fromJSON M
	if err := json.Unmarshal(data, &fromJSON); err != nil || fromJSON != m {
		t.Fatalf("move %v JSON %s read back as %+v (%v)", m, data, fromJSON, err)
	}
}

// checkView checks p's view: it round-trips through JSON, and a state sampled
// from it shows p the same view and offers p the same moves. Views are
// compared as JSON, which holds every field a view has.
func (spec Spec[C, S, M, V, E]) checkView(t *rapid.T, s S, p engine.Player) {
	v := s.View(p)
	want := snapshot(t, v)
	var back V
	if err := json.Unmarshal(want, &back); err != nil {
		t.Fatalf("json.Unmarshal(view): %v\n%s", err, want)
	}
	if got := snapshot(t, back); !bytes.Equal(want, got) {
		t.Fatalf("view changed through JSON:\nwant %s\ngot  %s", want, got)
	}
	seed := rapid.Uint64().Draw(t, "sample seed")
	sampled := v.Sample(seed)
	if got := snapshot(t, sampled.View(p)); !bytes.Equal(want, got) {
		t.Fatalf("view of %v differs in a state sampled from it:\nwant %s\ngot  %s", p, want, got)
	}
	if err := spec.Invariants(sampled); err != nil {
		t.Fatalf("state sampled from %v's view breaks an invariant: %v", p, err)
	}
	wantMoves, gotMoves := s.AppendLegalMoves(nil, p), sampled.AppendLegalMoves(nil, p)
	if !slices.Equal(wantMoves, gotMoves) {
		t.Fatalf("%v's legal moves differ in a sampled state: want %v, got %v", p, wantMoves, gotMoves)
	}
}

// checkReplay replays the recorded notations from a new game and checks the
// final state is identical.
func (spec Spec[C, S, M, V, E]) checkReplay(t *rapid.T, cfg C, record []string, final S) {
	s, err := spec.New(cfg)
	if err != nil {
		t.Fatalf("New on replay: %v", err)
	}
	for i, text := range record {
		m, err := spec.ParseMove(s, text)
		if err != nil {
			t.Fatalf("replay move %d %q: %v", i, text, err)
		}
		if s, err = s.Apply(m); err != nil {
			t.Fatalf("replay move %d %q: %v", i, text, err)
		}
	}
	if diff := cmp.Diff(final, s, allUnexported); diff != "" {
		t.Fatalf("replay gave a different state (-played +replayed):\n%s", diff)
	}
}

// roundTrip checks that v reads back from its JSON unchanged, unexported
// fields and all.
func roundTrip[T any](t *rapid.T, what string, v T) {
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("json.Marshal(%s): %v", what, err)
	}
	var back T
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("json.Unmarshal(%s): %v\n%s", what, err, data)
	}
	// reflect.DeepEqual is the quick test: values it finds equal cmp does
	// too (a type's Equal method, which cmp calls, holds for identical
	// values), and only a difference pays for cmp's comparison and diff.
	if !reflect.DeepEqual(v, back) && !cmp.Equal(v, back, allUnexported) {
		t.Fatalf("%s changed through JSON (-want +got):\n%s", what, cmp.Diff(v, back, allUnexported))
	}
}

// snapshot is a deep copy of v as JSON, to compare before and after. A
// value with a MarshalJSON method is asked for its JSON directly: what
// json.Marshal would add (its check and compaction of that output) tells
// nothing a comparison needs, and costs as much again; roundTrip checks
// the JSON itself.
func snapshot[T any](t *rapid.T, v T) []byte {
	if m, ok := any(v).(json.Marshaler); ok {
		data, err := m.MarshalJSON()
		if err != nil {
			t.Fatalf("%T.MarshalJSON: %v", v, err)
		}
		return data
	}
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("json.Marshal(%T): %v", v, err)
	}
	return data
}

// allUnexported lets cmp look inside every struct, as states keep their
// fields unexported.
var allUnexported = cmp.Exporter(func(reflect.Type) bool { return true })
