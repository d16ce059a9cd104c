package main

// tables lists the sets of bot indexes that play: every set of players
// bots (round-robin), or the first bot with every set of players-1 others
// (gauntlet). A single-player game plays each bot alone.
func tables(n, players int, gauntlet bool) [][]int {
	if gauntlet && players > 1 {
		var out [][]int
		for _, rest := range combinations(n-1, players-1) {
			t := []int{0}
			for _, i := range rest {
				t = append(t, i+1)
			}
			out = append(out, t)
		}
		return out
	}
	return combinations(n, players)
}

// combinations lists every k-element subset of 0..n-1, in order.
func combinations(n, k int) [][]int {
	var out [][]int
	var pick func(start int, cur []int)
	pick = func(start int, cur []int) {
		if len(cur) == k {
			out = append(out, append([]int(nil), cur...))
			return
		}
		for i := start; i < n; i++ {
			pick(i+1, append(cur, i))
		}
	}
	pick(0, nil)
	return out
}

// rotations lists t's seatings: t turned round one seat at a time, so each
// bot sits in every seat once.
func rotations(t []int) [][]int {
	out := make([][]int, len(t))
	for r := range t {
		seats := make([]int, len(t))
		for i := range t {
			seats[i] = t[(i+r)%len(t)]
		}
		out[r] = seats
	}
	return out
}
