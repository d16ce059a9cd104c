package carddata

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestDocKeywords checks that the package doc lists exactly the lexer's
// keywords, the words an ability cannot use as open words.
func TestDocKeywords(t *testing.T) {
	data, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	start := strings.Index(text, "These words are keywords")
	end := strings.Index(text, "// # The tree")
	if start < 0 || end < start {
		t.Fatal("doc.go has no keyword list before \"# The tree\"")
	}
	var listed []string
	for _, line := range strings.Split(text[start:end], "\n") {
		if words, ok := strings.CutPrefix(line, "//\t"); ok {
			listed = append(listed, strings.Fields(words)...)
		}
	}
	var want []string
	for k := range keywords {
		want = append(want, k)
	}
	slices.Sort(want)
	if !slices.Equal(listed, want) {
		t.Errorf("doc.go lists keywords\n%v\nthe lexer has\n%v", listed, want)
	}
}

// TestDocExamples checks that every example ability the package doc lists
// parses and prints back as written.
func TestDocExamples(t *testing.T) {
	data, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	_, block, ok := strings.Cut(string(data), "TestDocExamples:\n//\n")
	if !ok {
		t.Fatal("doc.go has no examples for TestDocExamples")
	}
	n := 0
	for _, line := range strings.Split(block, "\n") {
		text, ok := strings.CutPrefix(line, "//\t")
		if !ok {
			break
		}
		n++
		a, err := ParseAbility(text)
		if err != nil {
			t.Errorf("%q: %v", text, err)
			continue
		}
		if got := a.String(); got != text {
			t.Errorf("%q prints back as %q", text, got)
		}
	}
	if n < 10 {
		t.Errorf("doc.go lists %d examples, want the list of at least 10", n)
	}
}
