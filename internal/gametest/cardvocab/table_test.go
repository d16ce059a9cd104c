package cardvocab

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestTokens(t *testing.T) {
	kw := []string{"with", "this", "others", "up", "to"}
	got := Tokens("[Brown] score 2 vp / Trees with 2-3 sprout-spaces, this | others gain up to 4 seeds", kw)
	want := []string{"[", "brown", "]", "score", "2", "vp", "/", "tree", "with", "2", "-", "3", "sprout-space", ",", "this", "|", "others", "gain", "up", "to", "4", "seed"}
	if !slices.Equal(got, want) {
		t.Errorf("Tokens = %q\nwant %q", got, want)
	}
}

func TestReadVocab(t *testing.T) {
	file := filepath.Join(t.TempDir(), "doc.go")
	doc := "// The table:\n//\n//\twords  where  other  example\n//\tgain, (x)  card  yes  gain 2 growth\n//\n//\tnot  the  table\npackage x\n"
	if err := os.WriteFile(file, []byte(doc), 0o644); err != nil {
		t.Fatal(err)
	}
	rows, err := ReadVocab(file, "The table:", true)
	if err != nil {
		t.Fatal(err)
	}
	want := VocabRow{Line: 4, Words: []string{"gain", "(x)"}, Where: "card", Other: "yes", Example: "gain 2 growth"}
	if len(rows) != 1 || !slices.Equal(rows[0].Words, want.Words) || rows[0].Line != want.Line || rows[0].Where != want.Where || rows[0].Other != want.Other || rows[0].Example != want.Example {
		t.Errorf("rows = %+v, want [%+v]", rows, want)
	}
	if _, err := ReadVocab(file, "The table:", false); err == nil || !strings.Contains(err.Error(), "4 cells, want 3") {
		t.Errorf("a row of 4 cells read as 3: error %v", err)
	}
	if _, err := ReadVocab(file, "No such table", true); err == nil {
		t.Error("a missing table read without error")
	}
}
