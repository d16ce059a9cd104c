package engine

import (
	"fmt"
	"strconv"
	"strings"
)

// Player is a seat at the table, counted from 0 and written from 1: P1, P2,
// and so on. Every game package names it as its own Player.
type Player int

// NoPlayer stands for nobody: no winner yet, no owner.
const NoPlayer Player = -1

// String returns "P1", "P2", ..., or "nobody" for NoPlayer.
func (p Player) String() string {
	if p < 0 {
		return "nobody"
	}
	return "P" + strconv.Itoa(int(p)+1)
}

// MarshalText writes the player as String does, so JSON shows "P1".
func (p Player) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads "P1", "P2", ... (any case) or "nobody". Whether the
// seat exists in a game is for the game to check.
func (p *Player) UnmarshalText(b []byte) error {
	s := string(b)
	if s == "nobody" {
		*p = NoPlayer
		return nil
	}
	n, err := strconv.Atoi(strings.TrimPrefix(strings.ToUpper(s), "P"))
	if err != nil || n < 1 || !strings.EqualFold(s[:min(1, len(s))], "p") {
		return fmt.Errorf("%q is not a player (P1, P2, ...)", s)
	}
	*p = Player(n - 1)
	return nil
}
