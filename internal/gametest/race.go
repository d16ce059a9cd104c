//go:build race

package gametest

// Race reports whether the tests were built with the race detector, which
// plays games several times slower: a test that plays on one goroutine
// plays fewer games under it (the plain runs play them all).
func Race() bool { return true }
