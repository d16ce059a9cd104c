package animalkingdom

import (
	"bytes"
	"strings"
	"testing"
)

// TestLoadCardsRequiresEveryField: an Earth card without its vp, or an
// Animal without its animeeples, is refused at its entry, naming the
// field, rather than loaded with 0.
func TestLoadCardsRequiresEveryField(t *testing.T) {
	for _, tc := range []struct{ file, from, to, want string }{
		{"earth", `cost: 3, vp: 2, sprouts: 4`, `cost: 3, sprouts: 4`, `earth.yaml:8:5: missing field "vp"`},
		{"animals", "    animeeples: 1\n    kind: convert\n    ability: \"move up to 3", "    kind: convert\n    ability: \"move up to 3", `animals.yaml:55:5: missing field "animeeples"`},
	} {
		files, err := baseFiles()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Contains(files[tc.file], []byte(tc.from)) {
			t.Fatalf("%s.yaml has no %q", tc.file, tc.from)
		}
		files[tc.file] = bytes.Replace(files[tc.file], []byte(tc.from), []byte(tc.to), 1)
		if _, err := LoadCards(files); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.file, err, tc.want)
		}
	}
}
