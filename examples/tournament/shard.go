package main

import (
	"fmt"
	"strconv"
	"strings"
)

// shard is a slice of the schedule: the games whose index is i modulo n.
// The zero shard (n of 0) is the whole schedule.
type shard struct{ i, n int }

// parseShard reads "-shard i/n", i from 0 to n-1 (as a Kubernetes Indexed
// Job's JOB_COMPLETION_INDEX counts).
func parseShard(s string) (shard, error) {
	if s == "" {
		return shard{}, nil
	}
	a, b, ok := strings.Cut(s, "/")
	i, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
		return shard{}, fmt.Errorf("-shard %q: shards count from 0: want i/n with 0 <= i < n, as 0/3, 1/3, 2/3", s)
	}
	return shard{i, n}, nil
}

// has reports whether game index belongs to the shard.
func (sh shard) has(index int) bool { return sh.n == 0 || index%sh.n == sh.i }

// String writes the shard as -shard takes it, or "" for the whole schedule.
func (sh shard) String() string {
	if sh.n == 0 {
		return ""
	}
	return fmt.Sprintf("%d/%d", sh.i, sh.n)
}
