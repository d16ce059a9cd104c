package cosmicrun_test

import (
	"fmt"
	"log"
	"os"
	"strings"
	"testing"

	"github.com/rulebox/rulebox/cosmicrun"
)

// The README's fifteen-line tour of the API: a game between bots that take
// the first legal move, listed into a reused buffer.
func Example_loop() {
	s, err := cosmicrun.New(cosmicrun.Config{Players: 2, Seed: 7}) // deterministic from Seed
	if err != nil {
		log.Fatal(err)
	}
	buf := make([]cosmicrun.Move, 0, 64)
	for !s.Over() {
		p := s.ToMove()[0]                   // ask again after every move
		buf = s.AppendLegalMoves(buf[:0], p) // no allocation into a reused buffer
		if s, err = s.Apply(buf[0]); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Println(s.Result().Winners)
	// Output: [P2]
}

// TestREADMELoop checks that the README's API loop is Example_loop's body,
// line for line, so that the README shows code that runs.
func TestREADMELoop(t *testing.T) {
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(readme), "## The API in fifteen lines")
	if !ok {
		t.Fatal(`README has no "## The API in fifteen lines"`)
	}
	_, block, ok := strings.Cut(after, "```go\n")
	if !ok {
		t.Fatal("README's API section has no Go block")
	}
	block, _, _ = strings.Cut(block, "```")

	src, err := os.ReadFile("readme_test.go")
	if err != nil {
		t.Fatal(err)
	}
	_, body, _ := strings.Cut(string(src), "func Example_loop() {\n")
	body, _, _ = strings.Cut(body, "\t// Output:")
	var want strings.Builder
	for _, line := range strings.SplitAfter(body, "\n") {
		want.WriteString(strings.TrimPrefix(line, "\t"))
	}
	if block != want.String() {
		t.Errorf("README's loop\n%s\nis not Example_loop's body\n%s", block, want.String())
	}
}
