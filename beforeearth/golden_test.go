package beforeearth

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestTranscriptGolden plays a seeded random game and compares every move
// and event with testdata/transcript.golden, pinning the rules, the random
// draws and the event texts. Run with -update to rewrite it.
func TestTranscriptGolden(t *testing.T) {
	s, err := New(Config{Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(9, 1))
	var b strings.Builder
	for !s.Over() {
		who := s.ToMove()
		moves := s.LegalMoves(who[r.IntN(len(who))])
		m := moves[r.IntN(len(moves))]
		var evs []Event
		if s, evs, err = s.ApplyEvents(m); err != nil {
			t.Fatal(err)
		}
		fmt.Fprintln(&b, m)
		for _, e := range evs {
			fmt.Fprintf(&b, "    %v\n", e)
		}
	}
	res := s.Result()
	fmt.Fprintf(&b, "%v wins by %v in round %d\n", res.Winners, res.Victory, res.Rounds)
	path := filepath.Join("testdata", "transcript.golden")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if diff := cmp.Diff(string(want), b.String()); diff != "" {
		t.Errorf("transcript (-want +got):\n%s", diff)
	}
}
