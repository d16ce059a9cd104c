package animalkingdom

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// everyConfig is a Config of every combination of players, mode, teams,
// solo and difficulty, valid or not, with a seed of each.
func everyConfig() []Config {
	var out []Config
	for players := -1; players <= MaxPlayers+1; players++ {
		for mode := range Mode(5) {
			for d := range Difficulty(6) {
				for _, teams := range []bool{false, true} {
					for _, solo := range []bool{false, true} {
						seed := uint64(players*1000) + uint64(mode)*100 + uint64(d)
						out = append(out, Config{Players: players, Mode: mode, Difficulty: d, Teams: teams, Solo: solo, Seed: seed})
					}
				}
			}
		}
	}
	return out
}

// validConfig says, apart from check, whether cfg can be set up: for 0
// players, with the usual count (1 solo, 4 in teams, 2 otherwise).
func validConfig(cfg Config) bool {
	if cfg.Players == 0 {
		cfg.Players = map[bool]int{true: 1, false: map[bool]int{true: 4, false: 2}[cfg.Teams]}[cfg.Solo]
	}
	return cfg.Players >= 1 && cfg.Players <= MaxPlayers && cfg.Mode <= Advanced && cfg.Difficulty <= GaiaExpert &&
		(!cfg.Teams || cfg.Players == TeamPlayers) &&
		(!cfg.Solo || cfg.Players == 1 && cfg.Mode != Beginner) && (cfg.Solo || cfg.Difficulty == GaiaBeginner)
}

// TestEveryConfigNewAcceptsReadsBack: whatever Config New accepts starts
// a game that JSON writes and reads back identical, at the start and a
// few moves on; what it refuses, it refuses with an error naming the
// config.
func TestEveryConfigNewAcceptsReadsBack(t *testing.T) {
	accepted := 0
	for _, cfg := range everyConfig() {
		s, err := New(cfg)
		if (err == nil) != validConfig(cfg) {
			t.Errorf("%+v: New says %v", cfg, err)
			continue
		}
		if err != nil {
			if !strings.HasPrefix(err.Error(), "animalkingdom: config: ") {
				t.Errorf("%+v: the error %q does not say it is the config", cfg, err)
			}
			continue
		}
		accepted++
		for step := range 3 {
			if err := roundTrips(s); err != nil {
				t.Fatalf("%+v, move %d: %v", cfg, step*10, err)
			}
			for range 10 {
				if s.Over() {
					break
				}
				ms := s.LegalMoves(s.ToMove()[0])
				s, _ = s.Apply(ms[len(ms)/3])
			}
		}
	}
	// 1 to 5 players in 3 modes, teams in 3 modes, solo in 2 at 4
	// difficulties; and as many with 0 players, but for 1, 3, 4 and 5.
	if want := 2*(5*3+3+2*4) - 4*3; accepted != want {
		t.Errorf("%d configs accepted, want %d", accepted, want)
	}
}

// roundTrips writes s and reads it back, and says what differs.
func roundTrips(s State) error {
	data, err := json.Marshal(s)
	if err != nil {
		return fmt.Errorf("writing: %v", err)
	}
	var back State
	if err := json.Unmarshal(data, &back); err != nil {
		return fmt.Errorf("reading back: %v", err)
	}
	again, err := json.Marshal(back)
	if err != nil || !bytes.Equal(again, data) {
		return fmt.Errorf("read back otherwise: %v", err)
	}
	return nil
}

// TestConfigPlayersZeroPlaysTheUsualCount: Players 0 seats
// DefaultPlayers, 1 in a solo game and TeamPlayers in a team game, and
// the State's Config says so.
func TestConfigPlayersZeroPlaysTheUsualCount(t *testing.T) {
	for _, c := range []struct {
		cfg  Config
		want int
	}{{Config{}, DefaultPlayers}, {Config{Mode: Advanced, Seed: 3}, 2}, {Config{Solo: true}, 1}, {Config{Teams: true}, TeamPlayers}} {
		s, err := New(c.cfg)
		if err != nil {
			t.Fatalf("%+v: %v", c.cfg, err)
		}
		if len(s.Players()) != c.want || s.d.Config.Players != c.want {
			t.Errorf("%+v seats %d players (config %d), want %d", c.cfg, len(s.Players()), s.d.Config.Players, c.want)
		}
	}
	if _, err := New(Config{Players: -1}); err == nil || !strings.Contains(err.Error(), "-1 players") {
		t.Errorf("-1 players: %v", err)
	}
}

// TestConfigWithoutANameIsNotWritten: a mode or difficulty with no name
// cannot be written, since it could not be read back.
func TestConfigWithoutANameIsNotWritten(t *testing.T) {
	for _, cfg := range []Config{{Players: 2, Mode: 7}, {Players: 1, Solo: true, Difficulty: 9}} {
		if data, err := json.Marshal(cfg); err == nil {
			t.Errorf("%+v written as %s", cfg, data)
		}
	}
}
