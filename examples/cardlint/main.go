// Command cardlint checks an Earth Express card file: it loads it (every
// error with its file:line:col), then prints each objective of the set
// (Fauna and Ecosystem sides, Terrain objectives, BROWN abilities) with
// the share of the Earth cards that count towards it, the percentage
// printed on real cards. It exits with status 1 when the file does not
// load or an objective cannot be met.
//
//	go run ./examples/cardlint                       # the embedded set
//	go run ./examples/cardlint earthexpress/cards/standard.yaml
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/rulebox/rulebox/earthexpress"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "cardlint:", err)
		os.Exit(1)
	}
}

// run lints the file named in args (the embedded set when none) and
// writes the report to out.
func run(args []string, out io.Writer) error {
	cs := earthexpress.StandardCards()
	if len(args) > 1 {
		return fmt.Errorf("usage: cardlint [card-file.yaml]")
	}
	if len(args) == 1 {
		data, err := os.ReadFile(args[0])
		if err != nil {
			return err
		}
		if cs, err = earthexpress.LoadCards(args[0], data); err != nil {
			return err
		}
	}
	bad := 0
	for _, e := range earthexpress.Lint(cs) {
		share := "    -"
		if e.Share >= 0 {
			share = fmt.Sprintf("%4.0f%%", 100*e.Share)
		}
		fmt.Fprintf(out, "%-9s %-30s %s  %s\n", e.Kind, e.Name, share, e.Text)
		if e.Problem != "" {
			fmt.Fprintf(out, "          cannot be met: %s\n", e.Problem)
			bad++
		}
	}
	if bad > 0 {
		return fmt.Errorf("%d objectives cannot be met", bad)
	}
	return nil
}
