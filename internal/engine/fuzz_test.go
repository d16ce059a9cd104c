package engine

import "testing"

// FuzzPlayerText checks that any text either fails to read as a Player,
// leaving the receiver as it was, or reads as one that writes and reads
// back the same.
func FuzzPlayerText(f *testing.F) {
	for _, seed := range []string{"P1", "p8", "nobody", "P0", "P-1", "P99999999999999999999", "", "Q1"} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, text string) {
		p := Player(4)
		if err := p.UnmarshalText([]byte(text)); err != nil {
			if p != 4 {
				t.Fatalf("a refused %q changed the receiver to %v", text, p)
			}
			return
		}
		out, _ := p.MarshalText()
		var back Player
		if err := back.UnmarshalText(out); err != nil || back != p {
			t.Fatalf("%q reads as %v, which writes %q and reads back as %v (%v)", text, p, out, back, err)
		}
	})
}
