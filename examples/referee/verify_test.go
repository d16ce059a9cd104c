package referee_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/rulebox/rulebox/cosmicrun"
	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// retally rewrites rec's final state, scores and winners as a forger would,
// from its moves and its fault, so that only a check of the claim itself
// can refuse it.
func retally(t *testing.T, rec referee.Record) referee.Record {
	t.Helper()
	s, err := referee.New(game.CosmicRun).Replay(rec)
	if err != nil {
		t.Fatal(err)
	}
	rec.Result.Final, _ = referee.Fingerprint(s)
	rec.Result.Scores, rec.Result.Winners = nil, []game.Player{}
	for _, p := range s.Players() {
		rec.Result.Scores = append(rec.Result.Scores, s.Score(p))
		if rec.Result.Fault != nil && p != rec.Result.Fault.Player {
			rec.Result.Winners = append(rec.Result.Winners, p)
		}
	}
	if rec.Result.Fault == nil {
		rec.Result.Winners = append(rec.Result.Winners, s.Winners()...)
	}
	return rec
}

// finished is the record of a Cosmic Run match played to its end.
func finished(t testing.TB) referee.Record {
	t.Helper()
	rec, err := referee.PlayMatch(game.CosmicRun, referee.Config{Seed: 3, Bots: []string{"random", "random"}, MoveTime: 10 * time.Second})
	if err != nil || rec.Result.Fault != nil || len(rec.Result.Winners) != 1 {
		t.Fatalf("%v %+v", err, rec.Result)
	}
	return rec
}

// forfeited is the record of a Cosmic Run match P2 forfeited with an
// illegal move.
func forfeited(t testing.TB) referee.Record {
	t.Helper()
	m, err := referee.NewMatch(game.CosmicRun, referee.Config{Seed: 5, Bots: []string{"random", "illegal"}}, bot.NewRandom(game.CosmicRun, 1), goBot{mode: "illegal"})
	if err != nil {
		t.Fatal(err)
	}
	rec, err := m.Run()
	if err != nil || rec.Result.Fault == nil || rec.Result.Fault.Player != cosmicrun.P2 {
		t.Fatalf("%v %+v", err, rec.Result)
	}
	return rec
}

func withFault(rec referee.Record, f referee.Fault) referee.Record {
	rec.Result.Fault = &f
	return rec
}

func TestVerifyRefusesTamperedRecords(t *testing.T) {
	done := finished(t)
	lost := forfeited(t)
	if err := referee.New(game.CosmicRun).Verify(done); err != nil {
		t.Fatal(err)
	}
	if err := referee.New(game.CosmicRun).Verify(lost); err != nil {
		t.Fatal(err)
	}
	if lost.Result.Fault.Move != len(lost.Moves)+1 {
		t.Errorf("the fault is at move %d, after %d moves", lost.Result.Fault.Move, len(lost.Moves))
	}
	winner := done.Result.Winners[0]
	end := len(done.Moves) + 1
	truncated := done
	truncated.Moves = done.Moves[:len(done.Moves)-1]
	notToMove := notToMoveRecord(t, done)
	for name, tc := range map[string]struct {
		rec  referee.Record
		want string
	}{
		"a forfeit by the winner of a finished game": {
			retally(t, withFault(done, referee.Fault{Player: winner, Kind: referee.Crash, Detail: "x", Move: end})),
			"the game was over"},
		"a forfeit by a seat not in the game": {
			retally(t, withFault(lost, referee.Fault{Player: 7, Kind: referee.Crash, Move: len(lost.Moves) + 1})),
			"P8 is not in the game"},
		"a forfeit by a seat not to move": {notToMove, "is not to move"},
		"a forfeit at a move after the last": {
			withFault(lost, referee.Fault{Player: cosmicrun.P2, Kind: referee.Illegal, Move: len(lost.Moves) + 5}),
			"not at move"},
		"a forfeit at move 0": {
			withFault(lost, referee.Fault{Player: cosmicrun.P2, Kind: referee.Illegal, Move: 0}),
			"not at move"},
		"a forfeit of no known kind": {
			withFault(lost, referee.Fault{Player: cosmicrun.P2, Kind: "bored", Move: len(lost.Moves) + 1}),
			`"bored"`},
		"a timeout in a match without a time limit": {
			withFault(lost, referee.Fault{Player: cosmicrun.P2, Kind: referee.Timeout, Move: len(lost.Moves) + 1}),
			"no time limit"},
		"winners that do not follow from a forfeit": {
			func() referee.Record { r := lost; r.Result.Winners = []game.Player{cosmicrun.P2}; return r }(),
			"winners"},
		"a match that ends with the game going on and no forfeit": {retally(t, truncated), "not over"},
		"another number of players than the game has": {
			func() referee.Record { r := done; r.Config.Players = 0; return r }(), "players"},
		"bots named for another number of seats": {
			func() referee.Record { r := done; r.Config.Bots = []string{"random"}; return r }(), "bots"},
	} {
		err := referee.New(game.CosmicRun).Verify(tc.rec)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Verify says %v, want an error about %q", name, err, tc.want)
		}
	}
	if !slices.Equal(lost.Result.Winners, []game.Player{cosmicrun.P1}) {
		t.Errorf("the test changed the record it was given: %v", lost.Result.Winners)
	}
}

// notToMoveRecord cuts done's moves where one seat alone is to move and
// has the other seat forfeit there, everything else retallied.
func notToMoveRecord(t *testing.T, done referee.Record) referee.Record {
	t.Helper()
	s, _ := referee.New(game.CosmicRun).Replay(referee.Record{Config: done.Config})
	for i, text := range done.Moves {
		if who := s.ToMove(); len(who) == 1 && i > 0 {
			rec := done
			rec.Moves = done.Moves[:i]
			return retally(t, withFault(rec, referee.Fault{Player: 1 - who[0], Kind: referee.Crash, Move: i + 1}))
		}
		m, err := cosmicrun.ParseMove(s, text)
		if err != nil {
			t.Fatal(err)
		}
		s, _ = s.Apply(m)
	}
	t.Fatal("no position with one seat to move")
	return done
}
