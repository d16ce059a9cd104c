package carddata

import (
	"strings"
	"testing"
)

// TestDecodeSetWithoutAStandardSet: an extension file with nothing to
// extend is an error that names the file, not a panic; a whole file
// needs no standard set.
func TestDecodeSetWithoutAStandardSet(t *testing.T) {
	var f struct {
		Cards []struct {
			Name string `yaml:"name"`
		} `yaml:"cards"`
	}
	if err := DecodeSet("mine.yaml", []byte("extends: standard\n"), &f, nil); err == nil || !strings.Contains(err.Error(), "mine.yaml") {
		t.Errorf("an extension with no standard set: %v", err)
	}
	if err := DecodeSet("all.yaml", []byte("cards: [{name: A}]\n"), &f, nil); err != nil || len(f.Cards) != 1 {
		t.Errorf("a whole file: %v, %+v", err, f)
	}
}
