package gametest

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Sound and Broken stand for the types testdata/zero declares.
type (
	Sound  struct{ m map[int]int }
	Broken struct{ m map[int]int }
)

// Get reads a nil map, which works.
func (s Sound) Get(k int) int { return s.m[k] }

// Set refuses every value and leaves the receiver alone.
func (s *Sound) Set(k int) error { return errors.New("no") }

// Put writes a nil map, which panics.
func (b Broken) Put(k int) { b.m[k] = 1 }

// Set changes the receiver, then refuses.
func (b *Broken) Set(k int) error {
	b.m = map[int]int{k: k}
	return errors.New("no")
}

func TestExportedListsTypesAndFuncs(t *testing.T) {
	types, funcs, err := Exported("testdata/zero")
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"Broken", "Missing", "Sound"}; !slices.Equal(types, want) {
		t.Errorf("types = %v, want %v", types, want)
	}
	if want := []string{"Listed", "Unlisted"}; !slices.Equal(funcs, want) {
		t.Errorf("funcs = %v, want %v", funcs, want)
	}
}

func TestCallEveryMethodFindsPanicsAndChanges(t *testing.T) {
	r := &recorder{TB: t}
	CallEveryMethod(r, "testdata/zero", []any{Sound{}, Broken{}}, 1, 2)
	got := strings.Join(r.msgs, "\n")
	for _, want := range []string{
		"(gametest.Broken).Put(0) panics",
		"(*gametest.Broken).Set(0) returns an error but changes its receiver",
		"exported type Missing has no value",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the check did not report %q; it reported:\n%s", want, got)
		}
	}
	if strings.Contains(got, "Sound") {
		t.Errorf("the check reported the sound type:\n%s", got)
	}
}

func TestCallEveryFuncFindsMissingFuncs(t *testing.T) {
	r := &recorder{TB: t}
	CallEveryFunc(r, "testdata/zero", map[string]any{"Listed": func(n int) int { return n }, "Extra": func() {}})
	got := strings.Join(r.msgs, "\n")
	for _, want := range []string{"exported function Unlisted is not in the check", "Extra is in the check but is no exported function"} {
		if !strings.Contains(got, want) {
			t.Errorf("the check did not report %q; it reported:\n%s", want, got)
		}
	}
}

// TestRunRefusesAnIncompleteSpec checks that Run fails, naming the field,
// for a Spec without one of its functions, rather than panicking.
func TestRunRefusesAnIncompleteSpec(t *testing.T) {
	full := toySpec()
	for _, tc := range []struct {
		name string
		edit func(*Spec[uint64, toyState, toyMove, toyView, toyEvent])
	}{
		{"Config", func(s *Spec[uint64, toyState, toyMove, toyView, toyEvent]) { s.Config = nil }},
		{"New", func(s *Spec[uint64, toyState, toyMove, toyView, toyEvent]) { s.New = nil }},
		{"Invariants", func(s *Spec[uint64, toyState, toyMove, toyView, toyEvent]) { s.Invariants = nil }},
		{"MaxMoves", func(s *Spec[uint64, toyState, toyMove, toyView, toyEvent]) { s.MaxMoves = 0 }},
	} {
		spec := full
		tc.edit(&spec)
		r := &recorder{TB: t}
		Run(r, spec)
		if got := strings.Join(r.msgs, "\n"); !strings.Contains(got, "the Spec has no "+tc.name) {
			t.Errorf("Run of a Spec without %s reported %q", tc.name, got)
		}
	}
	r := &recorder{TB: t}
	Run(r, Spec[uint64, toyState, toyMove, toyView, toyEvent]{})
	if len(r.msgs) == 0 {
		t.Error("Run of the zero Spec reported nothing")
	}
}

// TestZeroValuesOfEveryType calls every exported method of the zero value
// of every exported type of this package. (Its functions take a testing.TB
// and a game's functions, which no zero value stands for; Run's check of
// its Spec is tested above.)
func TestZeroValuesOfEveryType(t *testing.T) {
	CallEveryMethod(t, ".", []any{Spec[uint64, toyState, toyMove, toyView, toyEvent]{}})
}
