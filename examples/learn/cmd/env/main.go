// Command env is the learning environment server: it plays many games at
// once for a client on standard input and output, one JSON line a request
// (see package learn for the protocol).
//
//	go run ./examples/learn/cmd/env
package main

import (
	"fmt"
	"os"

	"github.com/rulebox/rulebox/examples/learn"
)

func main() {
	if err := learn.Serve(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "env:", err)
		os.Exit(1)
	}
}
