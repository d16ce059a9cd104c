package gametest

import (
	"slices"
	"strings"
	"testing"
)

// TestNoMutableExportedVariables checks that neither the card-data package
// nor any game nor the examples' game table exports a variable through
// which one importer could change what the others see (a word list, a
// table, a Spec's player counts); error sentinels are allowed.
func TestNoMutableExportedVariables(t *testing.T) {
	for _, dir := range []string{"carddata", "cosmicrun", "beforeearth", "earthexpress", "animalkingdom", "examples/game"} {
		found, err := MutableVars("../../" + dir)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range found {
			t.Errorf("%s exports %s", dir, f)
		}
	}
}

// TestMutableVarsListsWhatAnImporterCanChange runs the check on a package
// holding one exported variable of each kind: it lists every Bad one, with
// why, and no other.
func TestMutableVarsListsWhatAnImporterCanChange(t *testing.T) {
	found, err := MutableVars("testdata/mutable")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range found {
		name, _, _ := strings.Cut(f, " ")
		names = append(names, name)
	}
	want := []string{"BadSlice", "BadMap", "BadPointer", "BadTyped", "BadChan", "BadStruct", "BadFromFunc",
		"BadEmbedded", "BadArray", "BadOtherPackage", "BadErrPointer", "BadAlias", "ErrBadNotAnErr"}
	if !slices.Equal(names, want) {
		t.Errorf("listed\n%v\nwant\n%v", names, want)
	}
	for _, c := range []struct{ name, why string }{
		{"BadSlice", "it is a slice, which an importer can change"},
		{"BadStruct", "its field Rows is a slice"},
		{"BadEmbedded", "its field table.Rows is a slice"},
		{"BadAlias", "its type cannot be told from the source"},
	} {
		i := slices.Index(names, c.name)
		if i < 0 || !strings.Contains(found[i], c.why) || !strings.Contains(found[i], "vars.go:") {
			t.Errorf("%s: listed as %q, want it to say %q and where", c.name, found[max(i, 0)], c.why)
		}
	}
}
