package gametest

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/internal/engine"
	"pgregory.net/rapid"
)

// The harness is tested on a toy game: two players each hold a secret
// number; on their turn a player adds 1 or 2 to a shared pile, and the game
// ends when the pile holds 5 entries. Each bug flag breaks one promise, and
// the harness must notice. The flags in force are in toyBugs, outside the
// state, so that the harness's mutations of a state cannot change them.
type bugs struct {
	MutateParent bool // Apply appends into the shared pile in place
	LeakView     bool // View shows the opponent's secret
	RefuseLegal  bool // Apply refuses a listed move
	AcceptAny    bool // Apply accepts an unlisted move
	DirtyRefusal bool // Apply returns a changed state with its error
	AcceptDead   bool // JSON decoding accepts a turn that belongs to nobody
}

var toyBugs bugs

type toyMove struct {
	Player engine.Player `json:"player"`
	Add    int           `json:"add"`
}

func (m toyMove) String() string { return fmt.Sprintf("p%d+%d", m.Player, m.Add) }

type toyState struct {
	Secret [2]int        `json:"secret"`
	Pile   []int         `json:"pile"`
	Turn   engine.Player `json:"turn"`
}

// UnmarshalJSON refuses a position that cannot be played on (unless the
// AcceptDead bug is planted).
func (s *toyState) UnmarshalJSON(b []byte) error {
	type plain toyState
	var p plain
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	if !toyBugs.AcceptDead && (p.Turn < 0 || p.Turn > 1 || len(p.Pile) > 5 || slices.ContainsFunc(p.Pile, func(n int) bool { return n < 1 || n > 2 })) {
		return errors.New("impossible position")
	}
	*s = toyState(p)
	return nil
}

type toyView struct {
	Me     engine.Player `json:"me"`
	Secret int           `json:"secret"`
	Other  int           `json:"other"`
	Pile   []int         `json:"pile"`
	Turn   engine.Player `json:"turn"`
}

// toyEvent is the toy's one event: a player added to the pile.
type toyEvent struct{ Move toyMove }

func (e toyEvent) String() string                     { return e.Move.String() }
func (e toyEvent) For(engine.Player) (toyEvent, bool) { return e, true }
func (v toyView) Viewer() engine.Player               { return v.Me }
func (v toyView) Over() bool                          { return len(v.Pile) >= 5 }
func (v toyView) ToMove() []engine.Player             { return v.Sample(0).ToMove() }
func (v toyView) AppendLegalMoves(buf []toyMove) []toyMove {
	return v.Sample(0).AppendLegalMoves(buf, v.Me)
}

var errToy = errors.New("illegal")

func (s toyState) Over() bool                { return len(s.Pile) >= 5 }
func (s toyState) Players() []engine.Player  { return []engine.Player{0, 1} }
func (s toyState) Winners() []engine.Player  { return nil }
func (s toyState) Score(p engine.Player) int { return 0 }
func (s toyState) ToMove() []engine.Player {
	if s.Over() {
		return nil
	}
	return []engine.Player{s.Turn}
}

func (s toyState) AppendLegalMoves(buf []toyMove, p engine.Player) []toyMove {
	if s.Over() || p != s.Turn {
		return buf
	}
	return append(buf, toyMove{p, 1}, toyMove{p, 2})
}

func (s toyState) Apply(m toyMove) (toyState, error) {
	legal := !s.Over() && m.Player == s.Turn && (m.Add == 1 || m.Add == 2)
	if toyBugs.RefuseLegal && m.Add == 2 || !legal && !toyBugs.AcceptAny {
		if toyBugs.DirtyRefusal {
			s.Turn = 1 - s.Turn
		}
		return s, errToy
	}
	if toyBugs.MutateParent {
		s.Pile = append(s.Pile[:len(s.Pile):cap(s.Pile)], m.Add)
		if len(s.Pile) > 1 {
			s.Pile[0]++ // writes through to the parent's array
		}
	} else {
		s.Pile = append(s.Pile[:len(s.Pile):len(s.Pile)], m.Add)
	}
	s.Turn = 1 - s.Turn
	return s, nil
}

func (s toyState) ApplyEvents(m toyMove) (toyState, []toyEvent, error) {
	next, err := s.Apply(m)
	if err != nil {
		return s, nil, err
	}
	return next, []toyEvent{{m}}, nil
}

func (s toyState) View(p engine.Player) toyView {
	v := toyView{Me: p, Secret: s.Secret[p], Pile: s.Pile, Turn: s.Turn}
	if toyBugs.LeakView {
		v.Other = s.Secret[1-p]
	}
	return v
}

func (v toyView) Sample(seed uint64) toyState {
	s := toyState{Pile: v.Pile, Turn: v.Turn}
	s.Secret[v.Me] = v.Secret
	s.Secret[1-v.Me] = int(seed % 4)
	return s
}

func toySpec() Spec[uint64, toyState, toyMove, toyView, toyEvent] {
	return Spec[uint64, toyState, toyMove, toyView, toyEvent]{
		Config: func(t *rapid.T) uint64 { return rapid.Uint64().Draw(t, "seed") },
		New: func(seed uint64) (toyState, error) {
			return toyState{Secret: [2]int{int(seed % 4), int(seed / 4 % 4)}, Pile: make([]int, 0, 8)}, nil
		},
		ParseMove: func(_ toyState, text string) (toyMove, error) {
			var m toyMove
			_, err := fmt.Sscanf(text, "p%d+%d", &m.Player, &m.Add)
			return m, err
		},
		Candidates: func(_ toyState, p engine.Player) []toyMove { return []toyMove{{p, 0}, {p, 1}, {p, 2}, {p, 3}} },
		Invariants: func(s toyState) error {
			if len(s.Pile) > 5 {
				return errors.New("pile too big")
			}
			return nil
		},
		ErrIllegal: errToy,
		MaxMoves:   10,
	}
}

func TestHarnessPassesACorrectGame(t *testing.T) {
	toyBugs = bugs{}
	Run(t, toySpec())
}

// recorder is a rapid.TB that records failure instead of failing the test.
type recorder struct {
	testing.TB
	msgs []string
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.msgs = append(r.msgs, fmt.Sprintf(format, args...))
}
func (r *recorder) Errorf(format string, args ...any) { r.Fatalf(format, args...) }
func (r *recorder) Fatal(args ...any)                 { r.msgs = append(r.msgs, fmt.Sprint(args...)) }
func (r *recorder) Error(args ...any)                 { r.Fatal(args...) }
func (r *recorder) Logf(string, ...any)               {}
func (r *recorder) Log(...any)                        {}
func (r *recorder) FailNow()                          {}
func (r *recorder) Fail()                             { r.msgs = append(r.msgs, "fail") }
func (r *recorder) Failed() bool                      { return len(r.msgs) > 0 }

func TestHarnessCatchesBrokenGames(t *testing.T) {
	// Each bug is found by a random game or mutant, and rapid stops at the
	// first failure: many checks cost nothing where the bug shows early,
	// and make a miss (one in some hundreds of runs at rapid's 100) rare.
	Checks(t, 2000, 2000)
	for _, tc := range []struct {
		name string
		bugs bugs
		want string
	}{
		{"parent changed", bugs{MutateParent: true}, "changed"},
		{"view leaks a secret", bugs{LeakView: true}, "differs in a state sampled from it"},
		{"legal move refused", bugs{RefuseLegal: true}, "refused"},
		{"illegal move accepted", bugs{AcceptAny: true}, "unlisted move"},
		{"refusal changes the state", bugs{DirtyRefusal: true}, "returned a changed state"},
		{"impossible position accepted", bugs{AcceptDead: true}, "mutant accepted by JSON decoding"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			toyBugs = tc.bugs
			defer func() { toyBugs = bugs{} }()
			r := &recorder{TB: t}
			Run(r, toySpec())
			if !strings.Contains(strings.Join(r.msgs, "\n"), tc.want) {
				t.Errorf("harness reported %q, want a failure mentioning %q", r.msgs, tc.want)
			}
		})
	}
}

// TestMutantsListsEveryChange checks that Mutants changes each value of a
// document once in each way, restoring it before the next change.
func TestMutantsListsEveryChange(t *testing.T) {
	var got []string
	err := Mutants([]byte(`{"a":1,"b":[true]}`), func(doc []byte, change string) bool {
		got = append(got, change+" -> "+string(doc))
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`.a = 2 -> {"a":2,"b":[true]}`,
		`.b[0] = false -> {"a":1,"b":[false]}`,
		` without "a" -> {"b":[true]}`,
		`.b = [true,true] -> {"a":1,"b":[true,true]}`,
	} {
		if !slices.Contains(got, want) {
			t.Errorf("Mutants did not give %s; gave %q", want, got)
		}
	}
	if err := Mutants([]byte(`{`), func([]byte, string) bool { return true }); err == nil {
		t.Error("Mutants accepted a document that does not decode")
	}
}

// TestThroughJSON reads a value back as it was written.
func TestThroughJSON(t *testing.T) {
	type pair struct{ A, B int }
	if got := ThroughJSON(t, pair{1, 2}); got != (pair{1, 2}) {
		t.Errorf("read back %+v", got)
	}
}

// The toy's moves numbered by what they add (0 to 3), and its view as
// numbers: the pile's length and the viewer's secret.
func (s toyState) ActionSpace() int { return 4 }
func (s toyState) ActionID(m toyMove) (int, error) {
	if m.Add < 0 || m.Add > 3 {
		return 0, fmt.Errorf("toy: no id for %v", m)
	}
	return m.Add, nil
}
func (s toyState) MoveAt(p engine.Player, id int) (toyMove, error) {
	return toyMoveAt(s.AppendLegalMoves(nil, p), id)
}
func (s toyState) AppendLegalActionIDs(buf []int, p engine.Player) []int {
	for _, m := range s.AppendLegalMoves(nil, p) {
		buf = append(buf, m.Add)
	}
	return buf
}
func (v toyView) ActionSpace() int                { return 4 }
func (v toyView) ActionID(m toyMove) (int, error) { return v.Sample(0).ActionID(m) }
func (v toyView) MoveAt(p engine.Player, id int) (toyMove, error) {
	if p != v.Me {
		return toyMove{}, fmt.Errorf("toy: not the viewer's move")
	}
	return v.Sample(0).MoveAt(p, id)
}
func (v toyView) AppendLegalActionIDs(buf []int, p engine.Player) []int {
	if p != v.Me {
		return buf
	}
	return v.Sample(0).AppendLegalActionIDs(buf, p)
}
func (v toyView) ObservationShape() []int { return []int{2} }
func (v toyView) AppendObservation(buf []float32) []float32 {
	return append(buf, float32(len(v.Pile))/5, float32(v.Secret)/4)
}

// toyMoveAt is the move of legal adding id, or an error.
func toyMoveAt(legal []toyMove, id int) (toyMove, error) {
	for _, m := range legal {
		if m.Add == id {
			return m, nil
		}
	}
	return toyMove{}, fmt.Errorf("toy: id %d is not a legal move", id)
}
