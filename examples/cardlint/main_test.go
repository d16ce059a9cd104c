package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestEmbeddedSetPasses(t *testing.T) {
	var out strings.Builder
	if err := run(nil, &out); err != nil {
		t.Fatalf("%v\n%s", err, out.String())
	}
	if !strings.Contains(out.String(), "fauna     Red Fox") {
		t.Errorf("report lacks the Red Fox:\n%s", out.String())
	}
}

func TestUnachievableObjectiveFails(t *testing.T) {
	data, err := os.ReadFile("../../earthexpress/cards/standard.yaml")
	if err != nil {
		t.Fatal(err)
	}
	bad := strings.Replace(string(data), "objective: 3+ tree}", "objective: 10+ tree}", 1)
	file := filepath.Join(t.TempDir(), "bad.yaml")
	if err := os.WriteFile(file, []byte(bad), 0o600); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	err = run([]string{file}, &out)
	if err == nil || !strings.Contains(out.String(), "cannot be met: a count of 10 cards") {
		t.Errorf("error %v, report:\n%s", err, out.String())
	}
}

// TestReadmeLintsExample runs the README's lint command on the example
// extension file.
func TestReadmeLintsExample(t *testing.T) {
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(readme), "go run ./examples/cardlint examples/cards/earthexpress.yaml") {
		t.Fatal("the README does not show the lint command")
	}
	var out strings.Builder
	if err := run([]string{"../cards/earthexpress.yaml"}, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "Salt Pine") {
		t.Errorf("the report does not show the added Salt Pine's objective:\n%s", out.String())
	}
}
