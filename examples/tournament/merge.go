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
// games exactly once.
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
	for i, r := range records {
		if r.Index != i {
			return Summary{}, fmt.Errorf("-merge: game %d is missing or repeated (the schedule has %d games, the shards %d)", i, head.Scheduled, len(records))
		}
		if err := r.check(len(bots)); err != nil {
			return Summary{}, err
		}
	}
	if len(records) != head.Scheduled {
		return Summary{}, fmt.Errorf("-merge: the shards hold %d games of a schedule of %d", len(records), head.Scheduled)
	}
	head.Shard, head.Elapsed = "", elapsed
	return summarise(head, bots, records), nil
}

// sameSchedule reports whether two summaries are of one tournament.
func sameSchedule(a, b Summary) bool {
	return a.Game == b.Game && a.Mode == b.Mode && a.Players == b.Players && a.Seed == b.Seed &&
		a.GamesPerSet == b.GamesPerSet && a.Scheduled == b.Scheduled
}
