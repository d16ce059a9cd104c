// Package obs writes the values every game's observation is made of: a
// flag, a count scaled to [0, 1] and a one-hot group.
package obs

// Flag is 1 for true, 0 for false.
func Flag(b bool) float32 {
	if b {
		return 1
	}
	return 0
}

// Scaled is min(n, bound) / bound, 0 for a negative n and for a bound of
// 0 or less: always in [0, 1].
func Scaled(n, bound int) float32 {
	if bound <= 0 {
		return 0
	}
	return float32(min(max(n, 0), bound)) / float32(bound)
}

// AppendOneHot appends n values to buf, 1 at i and 0 elsewhere (all 0 for
// an i outside [0, n)).
func AppendOneHot(buf []float32, i, n int) []float32 {
	for k := range n {
		buf = append(buf, Flag(k == i))
	}
	return buf
}
