package rng

import (
	"encoding/json"
	"testing"
)

// FuzzUnmarshalJSON checks that any bytes either fail to read as an RNG,
// leaving the receiver as it was, or read as one that writes and reads
// back to a generator drawing the same numbers.
func FuzzUnmarshalJSON(f *testing.F) {
	good, _ := json.Marshal(New(3))
	for _, seed := range [][]byte{good, []byte(`"zz"`), []byte(`""`), []byte(`7`), []byte(`null`)} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := New(9)
		if err := r.UnmarshalJSON(data); err != nil {
			if r != New(9) {
				t.Fatal("a refused generator changed the receiver")
			}
			return
		}
		out, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		var back RNG
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("%s does not read back: %v", out, err)
		}
		if a, b := r.Uint64(), back.Uint64(); a != b || r.IntN(10) != back.IntN(10) {
			t.Fatalf("%s draws differently after reading back", out)
		}
	})
}
