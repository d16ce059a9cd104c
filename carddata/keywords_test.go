package carddata

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestREADMEKeywords checks that the README lists exactly the lexer's
// keywords, the words an ability cannot use as open words.
func TestREADMEKeywords(t *testing.T) {
	data, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	start := strings.Index(text, "These words are keywords")
	end := strings.Index(text, "#### The tree")
	if start < 0 || end < start {
		t.Fatal("README has no keyword list before \"#### The tree\"")
	}
	var listed []string
	for _, m := range regexp.MustCompile("`([a-z]+)`").FindAllStringSubmatch(text[start:end], -1) {
		listed = append(listed, m[1])
	}
	var want []string
	for k := range keywords {
		want = append(want, k)
	}
	slices.Sort(want)
	if !slices.Equal(listed, want) {
		t.Errorf("README lists keywords\n%v\nthe lexer has\n%v", listed, want)
	}
}
