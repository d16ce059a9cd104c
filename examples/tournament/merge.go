package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"slices"
)

// merge reads the JSON summaries of shards (written with -shard and -out
// FILE.json) and combines them into the summary of their whole schedule:
// the same table one run of it prints, figure for figure, but for the
// time figures, which are measured (the elapsed time is the shards' sum).
// The shards must be of one tournament and together hold each of its
// games exactly once, each as its schedule has it (its bots in their
// seats, its seed), and each game must be the one its record re-derives,
// as the referee's -verify does.
func merge(files []string) (Summary, error) {
	if len(files) == 0 {
		return Summary{}, fmt.Errorf("-merge: name the shards' JSON files")
	}
	var head Summary
	var bots []string
	var records []GameRecord
	elapsed := 0.0
	for i, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return Summary{}, err
		}
		var s Summary
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&s); err != nil {
			return Summary{}, fmt.Errorf("%s: %w", f, err)
		}
		names := make([]string, len(s.Bots))
		for k, b := range s.Bots {
			names[k] = b.Bot
		}
		if i == 0 {
			head, bots = s, names
		} else if !sameSchedule(head, s) || !slices.Equal(bots, names) {
			return Summary{}, fmt.Errorf("%s: not a shard of the tournament of %s (another game, mode, seed, schedule or bots)", f, files[0])
		}
		records = append(records, s.Records...)
		elapsed += s.Elapsed
	}
	slices.SortFunc(records, func(a, b GameRecord) int { return a.Index - b.Index })
	if err := checkSchedule(head, bots, records); err != nil {
		return Summary{}, err
	}
	if err := verifyGames(head, bots, records); err != nil {
		return Summary{}, err
	}
	head.Shard, head.Elapsed = "", elapsed
	return summarise(head, bots, records), nil
}

// sameSchedule reports whether two summaries are of one tournament.
func sameSchedule(a, b Summary) bool {
	return a.Game == b.Game && a.Level == b.Level && a.Mode == b.Mode && a.Players == b.Players && a.Seed == b.Seed &&
		slices.Equal(a.Cards, b.Cards) &&
		a.GamesPerSet == b.GamesPerSet && a.Scheduled == b.Scheduled
}

// checkSchedule checks that records, sorted by index, are each game of
// head's schedule once, as the schedule has it.
func checkSchedule(head Summary, bots []string, records []GameRecord) error {
	for i, r := range records {
		if r.Index != i {
			return fmt.Errorf("-merge: game %d is missing or repeated (the schedule has %d games, the shards %d)", i, head.Scheduled, len(records))
		}
	}
	if len(records) != head.Scheduled {
		return fmt.Errorf("-merge: the shards hold %d games of a schedule of %d", len(records), head.Scheduled)
	}
	jobs := schedule(options{bots: bots, mode: head.Mode, games: head.GamesPerSet, seed: head.Seed}, head.Players)
	if len(jobs) != head.Scheduled {
		return fmt.Errorf("-merge: the shards say the schedule has %d games, but its mode, bots and games per set make %d", head.Scheduled, len(jobs))
	}
	for i, r := range records {
		if err := r.check(len(bots)); err != nil {
			return err
		}
		switch j := jobs[i]; {
		case !slices.Equal(r.Seats, j.seats):
			return fmt.Errorf("-merge: game %d seats bots %v, the schedule %v", i, r.Seats, j.seats)
		case r.Seed != j.seed:
			return fmt.Errorf("-merge: game %d is of seed %d, the schedule's is %d", i, r.Seed, j.seed)
		}
	}
	return nil
}
