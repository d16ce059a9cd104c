package referee_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/examples/game"
	"github.com/rulebox/rulebox/examples/referee"
)

// FuzzVerify reads records from JSON and verifies them: Verify never
// panics, and a record it accepts is one whose every claim holds.
func FuzzVerify(f *testing.F) {
	for _, rec := range []referee.Record{finished(f), forfeited(f)} {
		b, _ := json.Marshal(rec)
		f.Add(b)
		f.Add([]byte(strings.Replace(string(b), `"player":"P2"`, `"player":"P8"`, 1)))
		f.Add([]byte(strings.Replace(string(b), `"fault":{`, `"x":{`, 1)))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var rec referee.Record
		if json.Unmarshal(data, &rec) != nil {
			return
		}
		if referee.New(game.CosmicRun).Verify(rec) != nil {
			return
		}
		s, err := referee.New(game.CosmicRun).Replay(rec)
		if err != nil {
			t.Fatalf("an accepted record does not replay: %v", err)
		}
		if final, _ := referee.Fingerprint(s); final != rec.Result.Final {
			t.Fatalf("an accepted record's final state is %s, it says %s", final, rec.Result.Final)
		}
		fault := rec.Result.Fault
		if fault == nil {
			if !s.Over() || !slices.Equal(s.Winners(), rec.Result.Winners) {
				t.Fatalf("an accepted record without a fault: over %v, winners %v, it says %v", s.Over(), s.Winners(), rec.Result.Winners)
			}
			return
		}
		if s.Over() || !slices.Contains(s.ToMove(), fault.Player) || fault.Move != len(rec.Moves)+1 {
			t.Fatalf("an accepted fault %+v after %d moves, with %v to move", fault, len(rec.Moves), s.ToMove())
		}
		for _, p := range rec.Result.Winners {
			if p == fault.Player {
				t.Fatalf("an accepted record has %v forfeit and win", p)
			}
		}
		if len(rec.Result.Winners) != len(s.Players())-1 {
			t.Fatalf("an accepted forfeit has winners %v of %v", rec.Result.Winners, s.Players())
		}
	})
}
