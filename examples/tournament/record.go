package main

import (
	"fmt"
	"slices"

	"github.com/rulebox/rulebox/examples/referee"
)

// GameRecord is one finished game of a tournament, as a shard's JSON keeps
// it so that shards can be merged: the game's place in the schedule, who
// sat where, who won, what the bots spent, and the referee's record of the
// game, from which a merge re-derives the rest but for the times.
type GameRecord struct {
	Index      int     `json:"index"`       // the game's place in the whole schedule, from 0
	Seed       uint64  `json:"seed"`        // its seed
	Seats      []int   `json:"seats"`       // the bot (index into the bot list) in each seat
	Winners    []int   `json:"winners"`     // the seats that won
	Fault      int     `json:"fault"`       // the seat that forfeited, or -1
	Moves      int     `json:"moves"`       // moves made
	Decisions  []int   `json:"decisions"`   // decisions asked of each seat
	ThinkingNS []int64 `json:"thinking_ns"` // time each seat thought, in nanoseconds
	// Record is the game as the referee records it: its config, its
	// moves and its result, which referee.Verify checks.
	Record referee.Record `json:"record"`
}

// check reports what is wrong with r in a tournament of bots bots, or nil.
func (r GameRecord) check(bots int) error {
	seats := len(r.Seats)
	if seats == 0 || len(r.Decisions) != seats || len(r.ThinkingNS) != seats {
		return fmt.Errorf("game %d: %d seats but %d decision and %d time counts", r.Index, seats, len(r.Decisions), len(r.ThinkingNS))
	}
	for _, b := range r.Seats {
		if b < 0 || b >= bots {
			return fmt.Errorf("game %d: bot %d, but there are %d bots", r.Index, b, bots)
		}
	}
	for _, w := range r.Winners {
		if w < 0 || w >= seats {
			return fmt.Errorf("game %d: winning seat %d of %d", r.Index, w, seats)
		}
	}
	if r.Fault < -1 || r.Fault >= seats || r.Moves < 0 {
		return fmt.Errorf("game %d: fault by seat %d of %d, %d moves", r.Index, r.Fault, seats, r.Moves)
	}
	if slices.ContainsFunc(r.Decisions, func(n int) bool { return n < 0 }) || slices.ContainsFunc(r.ThinkingNS, func(n int64) bool { return n < 0 }) {
		return fmt.Errorf("game %d: a negative decision count or time", r.Index)
	}
	return nil
}

// outcomeOf is what rec says of its game: the seats that won, the seat
// that forfeited (or -1) and the moves made.
func outcomeOf(rec referee.Record) (winners []int, fault, moves int) {
	winners, fault = []int{}, -1
	for _, w := range rec.Result.Winners {
		winners = append(winners, int(w))
	}
	if f := rec.Result.Fault; f != nil {
		fault = int(f.Player)
	}
	return winners, fault, len(rec.Moves)
}
