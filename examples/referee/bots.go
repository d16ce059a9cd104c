package referee

import (
	"fmt"
	"io"
	"math"
	"strings"
	"sync"

	"github.com/rulebox/rulebox/examples/bot"
	"github.com/rulebox/rulebox/examples/game"
)

// NewBot makes the bot name describes for seat in a game of players
// seats: one of bot.Parse's names ("random", "greedy", "ismcts:1000", ...), or
// "exec:PROGRAM ARGS..." for an external program, run as the referee's own
// user. Each seat's bot gets its own seed, drawn from the match seed.
func (r Referee[S, M, V, E]) NewBot(players int, name string, seat game.Player, seed uint64) (game.Bot[V, M], error) {
	return r.newBot(players, name, seat, seed, Program{})
}

// newBot is NewBot, with a program run as p says (its UID, ReadyTime and
// Stderr).
func (r Referee[S, M, V, E]) newBot(players int, name string, seat game.Player, seed uint64, p Program) (game.Bot[V, M], error) {
	if command, ok := strings.CutPrefix(name, "exec:"); ok {
		f := strings.Fields(command)
		if len(f) == 0 {
			return nil, fmt.Errorf("bot %q: exec: names no program", name)
		}
		p.Path, p.Args = f[0], f[1:]
		return StartExternal(r.spec, seat, players, p)
	}
	return bot.Parse(r.spec, name, BotSeed(seed, seat))
}

// BotSeed is the seed of seat's bot in a match of seed.
func BotSeed(seed uint64, seat game.Player) uint64 {
	return seed ^ (uint64(seat)+1)*0x9e3779b97f4a7c15
}

// NewBots makes a bot per seat from names, for a match of cfg; the caller
// closes them with CloseBots.
func (r Referee[S, M, V, E]) NewBots(cfg Config) ([]game.Bot[V, M], error) {
	s, err := r.spec.Start(cfg.Players, cfg.Seed)
	if err != nil {
		return nil, err
	}
	if len(cfg.Bots) != len(s.Players()) {
		return nil, fmt.Errorf("%d bots named for %d players", len(cfg.Bots), len(s.Players()))
	}
	if cfg.Isolate != 0 && uint64(cfg.Isolate)+uint64(len(cfg.Bots)) > math.MaxUint32 {
		return nil, fmt.Errorf("isolating %d bots from user %d runs past the last user id", len(cfg.Bots), cfg.Isolate)
	}
	bots := make([]game.Bot[V, M], 0, len(cfg.Bots))
	for seat, name := range cfg.Bots {
		p := Program{ReadyTime: cfg.ReadyTime, Stderr: cfg.Stderr}
		if cfg.Isolate != 0 {
			p.UID = cfg.Isolate + uint32(seat)
		}
		b, err := r.newBot(len(s.Players()), name, game.Player(seat), cfg.Seed, p)
		if err != nil {
			CloseBots(bots)
			return nil, err
		}
		bots = append(bots, b)
	}
	return bots, nil
}

// CloseBots closes every bot that is a program, all at once, so that it
// returns within the longest Close.
func CloseBots[V any, M game.Move](bots []game.Bot[V, M]) {
	var wg sync.WaitGroup
	for _, b := range bots {
		if c, ok := b.(io.Closer); ok {
			wg.Go(func() { _ = c.Close() })
		}
	}
	wg.Wait()
}
