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
